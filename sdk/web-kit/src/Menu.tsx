import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useKitText } from './text';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** a keyboard shortcut shown at the right, or why a disabled item is disabled */
  hint?: string;
  danger?: boolean;
  hidden?: boolean;
}

interface MenuProps {
  /** what the button shows */
  label: ReactNode;
  /** the button's accessible name when `label` is not text (an icon, "⋯") */
  ariaLabel?: string;
  items: MenuItem[];
  /** test ids: the button `${testId}`, the items `${testId}-${id}` */
  testId?: string;
  /** a quiet icon button (a row's actions) instead of a labelled one */
  compact?: boolean;
}

/**
 * A drop-down menu of actions under a button. ↓/↑ move between the items, Escape closes it and
 * gives the focus back to the button, a click outside closes it.
 */
export function Menu({ label, ariaLabel, items, testId, compact = false }: MenuProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  const shown = items.filter((i) => !i.hidden);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    // fixed on the page: a scroll would leave it behind its button
    const scrolled = (e: Event) => {
      if (!list.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    window.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', scrolled);
    // the list is placed on the viewport: moving the focus must not scroll a box it sits in (a
    // table scrolling sideways), which would close it at once
    box.current?.querySelector<HTMLElement>('[role=menuitem]:not(:disabled)')?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('mousedown', close);
      window.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', scrolled);
    };
  }, [open]);
  // Placed on the viewport (measured where the stylesheet puts it, before the paint), not in the
  // button's box: a panel that clips its overflow (or a side menu beside a wrapped toolbar) never
  // hides it; right-aligned to the button, kept on screen.
  useLayoutEffect(() => {
    if (!open) return setPlace(undefined);
    const b = button.current?.getBoundingClientRect();
    const l = list.current?.getBoundingClientRect();
    if (!b || !l) return;
    const left = Math.max(8, Math.min(b.right - l.width, window.innerWidth - l.width - 8));
    const below = b.bottom + 4;
    const top = below + l.height > window.innerHeight - 8 && b.top - 4 - l.height >= 8 ? b.top - 4 - l.height : below;
    setPlace({ position: 'fixed', left, top, right: 'auto' });
  }, [open]);
  if (!shown.length) return null;
  const move = (step: number) => {
    const all = Array.from(box.current?.querySelectorAll<HTMLElement>('[role=menuitem]:not(:disabled)') ?? []);
    const at = all.indexOf(document.activeElement as HTMLElement);
    all[(at + step + all.length) % all.length]?.focus({ preventScroll: true });
  };
  const common = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-label': ariaLabel,
    title: ariaLabel,
    onClick: () => setOpen((o) => !o),
    'data-testid': testId,
  };
  return (
    <MenuBox ref={box}>
      {compact ? (
        <button ref={button} type="button" className="dots" {...common}>
          {label}
        </button>
      ) : (
        <Button ref={button} type="button" $variant="ghost" {...common}>
          {label} ▾
        </Button>
      )}
      {open && (
        <ul
          ref={list}
          role="menu"
          style={place}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              move(e.key === 'ArrowDown' ? 1 : -1);
            } else if (e.key === 'Escape' || e.key === 'Tab') {
              if (e.key === 'Escape') e.stopPropagation();
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          {shown.map((i) => (
            <li key={i.id} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={i.disabled}
                // a disabled item's hint is its reason: on hover and for screen readers too
                title={i.disabled ? i.hint : undefined}
                aria-description={i.disabled ? i.hint : undefined}
                className={i.danger ? 'danger' : undefined}
                data-testid={testId ? `${testId}-${i.id}` : `menu-item-${i.id}`}
                onClick={() => {
                  setOpen(false);
                  i.onSelect();
                }}
              >
                <span>{i.label}</span>
                {i.hint && <kbd>{i.hint}</kbd>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MenuBox>
  );
}

/** A row's "⋯" menu of actions. */
export function RowMenu({ items, testId, label }: { items: MenuItem[]; testId?: string; label?: string }) {
  const kt = useKitText();
  return <Menu compact label="⋯" ariaLabel={label ?? kt('actions.more')} items={items} testId={testId} />;
}

const MenuBox = styled.div`
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
    z-index: var(--lauda-z-menu);
    min-width: 200px;
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
    display: flex;
    justify-content: space-between;
    gap: 16px;
    width: 100%;
    padding: 7px 12px;
    border: 0;
    background: none;
    text-align: left;
    color: var(--lauda-text);
    cursor: pointer;
  }
  li button:hover:not(:disabled),
  li button:focus-visible {
    background: var(--lauda-sunken);
  }
  li button:focus-visible {
    outline: 2px solid var(--lauda-focus);
    outline-offset: -2px;
  }
  li button:disabled {
    color: var(--lauda-state-disabled);
    cursor: default;
  }
  li button.danger {
    color: var(--lauda-danger);
  }
  kbd {
    font-family: var(--lauda-font-mono);
    font-size: 11px;
    color: var(--lauda-muted);
  }
`;
