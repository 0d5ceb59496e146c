/** The card of a story section in the form, its items and its add bar. */
import styled from 'styled-components';

export const Card = styled.section`
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  padding: 8px 10px 6px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  header {
    display: flex;
    align-items: center;
    gap: 10px;
    flex-wrap: wrap;
  }
  h3 {
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--lauda-text);
  }
  .time {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    color: var(--lauda-primary);
  }
  .tag {
    font-size: 11px;
    padding: 1px 6px;
    border-radius: 8px;
    background: var(--lauda-sunken);
    color: var(--lauda-muted);
  }
  .manual {
    margin-left: auto;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: 12px;
    color: var(--lauda-muted);
  }
  .cues {
    display: grid;
    grid-template-columns: 1fr 1fr auto;
    gap: 8px;
  }
  &[data-empty='true'] {
    background: var(--lauda-sunken);
  }
  &[data-drop='true'] {
    outline: 2px dashed var(--lauda-primary);
    outline-offset: -2px;
  }
`;
export const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  .row {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .kind {
    font-size: 11px;
    font-weight: 600;
    color: var(--lauda-muted);
    text-transform: uppercase;
    min-width: 64px;
  }
  .camera {
    width: 90px;
  }
  .presenter {
    width: 200px;
  }
  .grow {
    flex: 1;
  }
  .order {
    display: inline-flex;
    margin-left: auto;
  }
  .mos {
    font-weight: 600;
  }
`;
export const AddBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  button {
    color: var(--lauda-primary);
  }
`;
