/** The continuous script's page: the viewer's section look, one story after another. */
import styled from 'styled-components';
import { Card } from '../story/viewerStyles.js';

export const Script = styled(Card).attrs({ as: 'div' })`
  max-width: 980px;
  margin: 12px auto;
  h1 { font-size: 18px; margin: 0; }
  h2 {
    font-size: 15px;
    margin: 8px 0 0;
    padding: 4px 8px;
    background: var(--lauda-sunken);
    border-radius: var(--lauda-radius);
  }
  .story {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 8px 0 12px;
    border-bottom: 1px solid var(--lauda-line);
  }
  .story > header { display: flex; align-items: center; gap: 8px; }
  .story .page { min-width: 3ch; font-weight: 700; font-variant-numeric: tabular-nums; }
  .story .total { margin-left: auto; font-variant-numeric: tabular-nums; font-weight: 700; }
  .muted { color: var(--lauda-muted); margin: 0; }
`;
