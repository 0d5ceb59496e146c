/** A rich text shown read-only (viewers): the web kit's script view. */
export { ScriptView as RichTextView } from '@lauda/web-kit/editor';
