/** Label / value pairs in two columns (a viewer card's header); an empty value shows `empty`. */
import styled from 'styled-components';

export interface Detail { field: string; label: string; value: string }

export function DetailList({ items, empty, testId }: { items: readonly Detail[]; empty: string; testId?: string }) {
  return (
    <List data-testid={testId}>
      {items.map((p) => (
        <div key={p.field} data-field={p.field} style={{ display: 'contents' }}>
          <dt>{p.label}</dt>
          <dd>{p.value || empty}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, max-content) 1fr;
  gap: 4px 12px;
  margin: 8px 0 12px;
  font-size: 13px;
  dt { color: var(--lauda-muted); font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
