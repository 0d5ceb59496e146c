import styled from 'styled-components';
import type { SearchPart } from '@lauda/sdk/web';

/** A title or passage of a search result, its matched words in `<mark>` (text only: nothing is read as HTML). */
export function Marked({ parts }: { parts: readonly SearchPart[] }) {
  return (
    <>
      {parts.map((p, i) => (p.mark ? <Mark key={i}>{p.text}</Mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}

/** The theme's "match" state colours (readable on every palette: sdk/web-kit/README.md). */
const Mark = styled.mark`
  background: var(--lauda-state-match-bg);
  color: var(--lauda-state-match);
  font-weight: 700;
  border-radius: 2px;
  padding: 0 1px;
`;
