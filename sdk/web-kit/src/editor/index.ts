/**
 * `@lauda/web-kit/editor`: the script editor (ProseMirror) over the stored rich text, its read-only
 * view, and the pure functions on the stored form (reading time, plain text, [notes]).
 */
export * from './model.js';
export { toProseMirror, fromProseMirror, plainTextSlice, runMarks, marksRun } from './convert.js';
export { scriptSchema, isBoldWeight, isUnderline } from './schema.js';
export { createScriptState } from './state.js';
export { toggleFlag, setColor, activeFlags, scriptKeys } from './commands.js';
export { bracketDecorations, bracketKey, bracketPlugin } from './brackets.js';
export { cleanPastedHtml, cleanPastedSlice, copiedText, pasteProps } from './paste.js';
export { capitaliseSentences, changeCase, convertCase, sentenceStartsAfter, CASE_MODES, type CaseMode } from './textcase.js';
export { ScriptEditor, type ScriptEditorProps, type ScriptEditorLabels } from './ScriptEditor.js';
export { ScriptView } from './ScriptView.js';
