/** The story's script editor: the web kit's ProseMirror editor with the story form's texts. */
import { useMemo, type ReactNode } from 'react';
import { ScriptEditor, type ScriptEditorLabels } from '@lauda/web-kit/editor';
import styled from 'styled-components';
import type { EditorSettings } from '@lauda/plugin-admin/common';
import type { RichText } from './richtext.js';

export interface RichTextEditorProps {
  value: RichText;
  onChange(doc: RichText): void;
  readOnly?: boolean;
  /** translate (the plugin's `t`) */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** accessible name of the text box */
  label: string;
  placeholder?: string;
  testId?: string;
  /** shown at the toolbar's right (e.g. the reading time) */
  aside?: ReactNode;
  /** the branch's editor settings: font size and capitals (shown so; the stored text keeps its case) */
  settings?: Pick<EditorSettings, 'fontSize' | 'upperCase'>;
}

const LABELS: (keyof ScriptEditorLabels)[] = ['toolbar', 'bold', 'italic', 'underline', 'color', 'noColor', 'comment', 'upper', 'capitalise', 'lower'];

export function RichTextEditor({ t, settings, ...props }: RichTextEditorProps) {
  const labels = useMemo(() => Object.fromEntries(LABELS.map((k) => [k, t(`storyForm.editor.${k}`)])) as unknown as ScriptEditorLabels, [t]);
  if (!settings) return <ScriptEditor {...props} labels={labels} />;
  return (
    <EditorLook $size={settings.fontSize} $upper={settings.upperCase} data-font-size={settings.fontSize} data-upper={settings.upperCase}>
      <ScriptEditor {...props} labels={labels} />
    </EditorLook>
  );
}

const EditorLook = styled.div<{ $size: number; $upper: boolean }>`
  && .ProseMirror {
    font-size: ${({ $size }) => $size}px;
    ${({ $upper }) => ($upper ? 'text-transform: uppercase;' : '')}
  }
`;
