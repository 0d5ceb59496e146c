/** A rich text shown read-only (viewers): marks, colours, and comments — `[bracketed]` or flagged — coloured. */
import styled from 'styled-components';
import { COMMENT_COLOR, normalizeDoc, segments, type RichText } from './richtext.js';
import { RICH_TEXT_COLOR } from '../../common/ids.js';

export function RichTextView({ value, testId }: { value: RichText | undefined; testId?: string }) {
  const paras = segments(normalizeDoc(value));
  return (
    <View data-testid={testId}>
      {paras.map((segs, i) => (
        <p key={i}>
          {segs.some((x) => x.text) ? (
            segs.map((x, j) =>
              x.text ? (
                <span
                  key={j}
                  className={[x.bracket ? 'rt-bracket' : '', x.comment ? 'rt-comment' : ''].filter(Boolean).join(' ') || undefined}
                  style={{
                    fontWeight: x.bold ? 700 : undefined,
                    fontStyle: x.italic ? 'italic' : undefined,
                    textDecoration: x.underline ? 'underline' : undefined,
                    color: x.color && RICH_TEXT_COLOR.test(x.color) ? x.color : undefined,
                  }}
                >
                  {x.text}
                </span>
              ) : null,
            )
          ) : (
            <br />
          )}
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
  .rt-bracket,
  .rt-comment {
    color: ${COMMENT_COLOR} !important;
    background: rgba(201, 138, 0, 0.12);
  }
  .rt-comment {
    font-style: italic;
  }
`;
