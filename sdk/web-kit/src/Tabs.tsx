import styled from 'styled-components';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** a count beside the label */
  badge?: string | number;
  /** a field of this tab is invalid: the tab shows it */
  invalid?: boolean;
}

/** Tabs over a view or inside a dialog; ←/→ move between them. Test ids `${testId}`, `${testId}-${id}`. */
export function Tabs<T extends string>({ value, onChange, items, testId }: { value: T; onChange: (v: T) => void; items: TabItem<T>[]; testId?: string }) {
  const at = items.findIndex((i) => i.id === value);
  return (
    <TabBar
      role="tablist"
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
        const next = items[(at + (e.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length];
        if (next) onChange(next.id);
      }}
    >
      {items.map((it) => (
        <button
          key={it.id}
          type="button"
          role="tab"
          aria-selected={value === it.id}
          tabIndex={value === it.id ? 0 : -1}
          className={[value === it.id ? 'active' : '', it.invalid ? 'invalid' : ''].join(' ')}
          onClick={() => onChange(it.id)}
          data-testid={testId ? `${testId}-${it.id}` : undefined}
        >
          {it.label}
          {it.badge !== undefined && it.badge !== '' && <span className="count">{it.badge}</span>}
        </button>
      ))}
    </TabBar>
  );
}

const TabBar = styled.div`
  display: flex;
  gap: 2px;
  border-bottom: 1px solid var(--lauda-line);
  margin: 0 0 16px;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 12px 9px;
    border: 0;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    background: none;
    color: var(--lauda-muted);
    font-weight: 600;
    cursor: pointer;
  }
  button.active {
    color: var(--lauda-primary);
    border-bottom-color: var(--lauda-primary);
  }
  button.invalid {
    color: var(--lauda-danger);
  }
  .count {
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--lauda-sunken);
    border: 1px solid var(--lauda-line);
    font-size: 11px;
    line-height: 16px;
    color: var(--lauda-muted);
  }
`;
