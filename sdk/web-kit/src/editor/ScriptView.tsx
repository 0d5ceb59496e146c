// @jsxRuntime automatic (the web tests render this in Node through tsx, which does not read the kit's tsconfig)
/**
 * A script shown read-only (viewers, prints), rendered from the stored rich text without an editor:
 * marks, colours, and notes — `[bracketed]` or comment runs — coloured as in the editor.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { normalizeDoc, segments, STORED_COLOR, type RichText } from './model.js';
import { noteStyles } from './ScriptToolbar.js';

export function ScriptView({ value, testId }: { value: RichText | null | undefined; testId?: string }) {
  const paras = segments(normalizeDoc(value));
  return (
    <View data-testid={testId}>
      {paras.map((segs, i) => (
        <p key={i}>
          {segs.some((x) => x.text) ? segs.map((x, j) => {
            if (!x.text) return null;
            let node: ReactNode = x.text;
            if (x.underline) node = <u>{node}</u>;
            if (x.italic) node = <em>{node}</em>;
            if (x.bold) node = <strong>{node}</strong>;
            const cls = [x.bracket ? 'rt-bracket' : '', x.comment ? 'rt-comment' : ''].filter(Boolean).join(' ') || undefined;
            const color = x.color && STORED_COLOR.test(x.color) ? x.color : undefined;
            return <span key={j} className={cls} style={color ? { color } : undefined}>{node}</span>;
          }) : <br />}
        </p>
      ))}
    </View>
  );
}

const View = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
  p {
    margin: 0;
  }
  ${noteStyles}
`;
