import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
  hidden?: boolean;
}

/** A "⋯" button opening a short list of actions for one row. */
export function RowMenu({ label, items, testId }: { label: string; items: MenuItem[]; testId?: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  const shown = items.filter((i) => !i.hidden);
  if (!shown.length) return null;
  return (
    <Wrap ref={box}>
      <button type="button" className="dots" aria-haspopup="menu" aria-expanded={open} aria-label={label} title={label} onClick={() => setOpen((o) => !o)} data-testid={testId}>
        ⋯
      </button>
      {open && (
        <ul role="menu">
          {shown.map((i) => (
            <li key={i.id} role="none">
              <button
                type="button"
                role="menuitem"
                className={i.danger ? 'danger' : undefined}
                onClick={() => {
                  setOpen(false);
                  i.onSelect();
                }}
                data-testid={testId ? `${testId}-${i.id}` : undefined}
              >
                {i.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  display: inline-block;
  .dots {
    width: 28px;
    height: 26px;
    border: 1px solid transparent;
    border-radius: var(--lauda-radius);
    background: transparent;
    color: var(--lauda-muted);
    font-size: 16px;
    line-height: 1;
    cursor: pointer;
  }
  .dots:hover,
  .dots[aria-expanded='true'] {
    background: var(--lauda-sunken);
    border-color: var(--lauda-line);
    color: var(--lauda-text);
  }
  ul {
    position: absolute;
    right: 0;
    top: calc(100% + 4px);
    z-index: 30;
    min-width: 190px;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    text-align: left;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    box-shadow: 0 10px 24px rgba(16, 24, 40, 0.16);
  }
  li button {
    display: block;
    width: 100%;
    padding: 7px 12px;
    border: 0;
    background: none;
    text-align: left;
    color: var(--lauda-text);
    cursor: pointer;
  }
  li button:hover {
    background: var(--lauda-sunken);
  }
  li button.danger {
    color: var(--lauda-danger);
  }
`;
