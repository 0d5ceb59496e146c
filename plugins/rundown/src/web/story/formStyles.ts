/** The frame of the story form: its sticky top bar with the times, the sections, the footer. */
import styled from 'styled-components';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  max-width: 1100px;
  min-width: 0;
  padding-bottom: 24px;
  outline: none;
`;

export const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  padding: 8px 10px;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  .title {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    flex: 1;
  }
  h2 {
    font-size: 16px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .dirty {
    color: var(--lauda-accent);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .close .x {
    display: none;
  }
  /* a phone: the title with Salvar and Fechar (a named ✕) on one line, the times spread under them, then the other actions */
  @media (max-width: 640px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 6px 8px;
    padding: 6px 8px;
    .actions {
      justify-content: flex-end;
      gap: 4px;
    }
    .actions.main {
      grid-column: 2;
      grid-row: 1;
    }
    .actions.more {
      grid-column: 1 / -1;
      grid-row: 3;
    }
    .actions.more:empty {
      display: none;
    }
    .actions button {
      height: 28px;
      padding: 0 8px;
    }
    .close .word {
      display: none;
    }
    .close .x {
      display: inline;
    }
    [data-testid='story-times'] {
      grid-column: 1 / -1;
      grid-row: 2;
      justify-content: space-between;
    }
  }
`;

export const TypeChip = styled.span`
  padding: 1px 6px;
  border-radius: 4px;
  background: var(--lauda-muted);
  color: #fff;
  font-size: 11px;
  font-weight: 700;
`;

export const Totals = styled.div`
  display: flex;
  gap: 10px;
  font-variant-numeric: tabular-nums;
  span {
    display: flex;
    flex-direction: column;
    align-items: center;
    line-height: 1.1;
  }
  em {
    font-style: normal;
    font-size: 10px;
    text-transform: uppercase;
    color: var(--lauda-muted);
  }
  b {
    font-size: 14px;
  }
  .total b {
    color: var(--lauda-primary);
  }
`;

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;
