/** The story viewer's card and its meta block. */
import styled from 'styled-components';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px;
  background: var(--lauda-surface);
  color: var(--lauda-text);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  font-size: 14px;
  .head {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .head h2 {
    flex: 1;
    font-size: 16px;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .type {
    width: 10px;
    height: 10px;
    border-radius: 50%;
  }
  .private {
    font-size: 11px;
    padding: 1px 8px;
    border-radius: 8px;
    background: var(--lauda-warning);
    color: var(--lauda-on-warning);
  }
  .total {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: var(--lauda-primary);
  }
  .sections {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .section h3 {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--lauda-muted);
    margin: 0 0 4px;
  }
  .section .time {
    font-variant-numeric: tabular-nums;
    color: var(--lauda-primary);
    margin-left: 6px;
  }
  .entry {
    padding: 4px 0 4px 8px;
    border-left: 2px solid var(--lauda-line);
    margin-bottom: 4px;
  }
  .who {
    display: block;
    font-size: 11px;
    font-weight: 600;
    color: var(--lauda-muted);
  }
  .cues {
    display: flex;
    gap: 16px;
    margin: 0 0 4px;
    font-size: 13px;
  }
  .cues em {
    font-style: normal;
    color: var(--lauda-muted);
    font-size: 11px;
    text-transform: uppercase;
  }
  .info {
    white-space: pre-wrap;
    margin: 0;
  }
  .cgs summary {
    cursor: pointer;
    font-weight: 600;
  }
  .cgs ul {
    margin: 6px 0 0;
    padding-left: 18px;
  }
  .cgfield span {
    color: var(--lauda-muted);
    font-size: 12px;
  }
  .buttons {
    display: flex;
    gap: 6px;
    justify-content: flex-end;
    flex-wrap: wrap;
    padding-top: 6px;
    border-top: 1px solid var(--lauda-line);
  }
  .timings {
    font-variant-numeric: tabular-nums;
  }
`;
export const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px 14px;
  margin: 0;
  padding: 8px 10px;
  background: var(--lauda-sunken);
  border-radius: var(--lauda-radius);
  > div:last-child {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 10px;
    text-transform: uppercase;
    color: var(--lauda-muted);
  }
  dd {
    margin: 0;
    font-size: 13px;
  }
`;
