import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { matches } from './paging';
import { useKitText } from './text';
import { Chip, OnlineDot } from './Badge';

export interface PickerOption {
  id: number;
  label: string;
  /** a second line (the name of a user, a count…) */
  hint?: string;
  online?: boolean;
}

/**
 * Several of a list (presenters, members, allowed groups): the chosen ones as chips, and a search
 * box that opens the list with checkboxes. Keyboard: ↓/↑ move, Enter toggles, Escape closes.
 */
export function MultiPicker({ id, options, value, onChange, placeholder, disabled, testId, emptyText, invalid }: { id?: string; options: PickerOption[]; value: number[]; onChange: (ids: number[]) => void; placeholder?: string; disabled?: boolean; testId?: string; emptyText?: string; invalid?: boolean }) {
  const t = useKitText();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const listId = `${useId()}-options`;
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const shown = useMemo(() => options.filter((o) => matches(query, o.label, o.hint)), [options, query]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  useEffect(() => setCursor(0), [query]);

  const toggle = (oid: number) => onChange(value.includes(oid) ? value.filter((x) => x !== oid) : [...value, oid]);

  return (
    <Wrap ref={box} data-testid={testId} $disabled={!!disabled} $invalid={!!invalid}>
      <div className="control" onClick={() => !disabled && setOpen(true)}>
        {value.map((vid) => {
          const o = byId.get(vid);
          return (
            <Chip key={vid} data-testid={testId ? `${testId}-chip` : undefined}>
              {o ? o.label : `#${vid}`}
              {!disabled && (
                <button
                  type="button"
                  aria-label={t('picker.remove', { name: o?.label ?? vid })}
                  onClick={(e) => {
                    e.stopPropagation();
                    toggle(vid);
                  }}
                >
                  ×
                </button>
              )}
            </Chip>
          );
        })}
        <input
          id={id}
          value={query}
          disabled={disabled}
          placeholder={value.length ? '' : (placeholder ?? t('picker.placeholder'))}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setCursor((c) => Math.min(c + 1, shown.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setCursor((c) => Math.max(c - 1, 0));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              const o = shown[cursor];
              if (open && o) toggle(o.id);
            } else if (e.key === 'Escape' && open) {
              e.stopPropagation();
              e.nativeEvent.stopImmediatePropagation();
              setOpen(false);
            } else if (e.key === 'Backspace' && !query && value.length) {
              onChange(value.slice(0, -1));
            }
          }}
          data-testid={testId ? `${testId}-input` : undefined}
          autoComplete="off"
          role="combobox"
          aria-expanded={open && !disabled}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
        />
      </div>
      {open && !disabled && (
        <ul className="list" id={listId} role="listbox" aria-multiselectable aria-label={placeholder ?? t('picker.placeholder')}>
          {shown.length === 0 ? (
            <li className="none">{options.length === 0 ? (emptyText ?? t('picker.noOptions')) : t('picker.noMatch')}</li>
          ) : (
            shown.map((o, i) => (
              <li
                key={o.id}
                role="option"
                aria-selected={value.includes(o.id)}
                className={i === cursor ? 'cursor' : undefined}
                onMouseEnter={() => setCursor(i)}
                onMouseDown={(e) => {
                  e.preventDefault();
                  toggle(o.id);
                }}
                data-testid={testId ? `${testId}-option` : undefined}
                data-label={o.label}
              >
                {/* the option's state is aria-selected: the box is only drawn */}
                <span className="box" aria-hidden="true" data-checked={value.includes(o.id)} />
                {o.online !== undefined && <OnlineDot $online={o.online} />}
                <span className="label">{o.label}</span>
                {o.hint && <span className="hint">{o.hint}</span>}
              </li>
            ))
          )}
        </ul>
      )}
    </Wrap>
  );
}

const Wrap = styled.div<{ $disabled: boolean; $invalid: boolean }>`
  position: relative;
  .control {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    min-height: 32px;
    padding: 4px 6px;
    border: 1px solid ${({ $invalid }) => ($invalid ? 'var(--lauda-danger)' : 'var(--lauda-control-border)')};
    border-radius: var(--lauda-radius);
    background: ${({ $disabled }) => ($disabled ? 'var(--lauda-sunken)' : 'var(--lauda-surface)')};
    cursor: text;
  }
  .control:focus-within {
    border-color: var(--lauda-focus);
    box-shadow: 0 0 0 1px var(--lauda-focus);
  }
  .control input {
    flex: 1;
    min-width: 120px;
    height: 22px;
    border: 0;
    outline: none;
    background: transparent;
  }
  .list {
    position: absolute;
    z-index: 20;
    left: 0;
    right: 0;
    top: calc(100% + 4px);
    max-height: 240px;
    overflow-y: auto;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    box-shadow: 0 10px 24px rgba(16, 24, 40, 0.16);
  }
  .list li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    cursor: pointer;
  }
  .list li.cursor {
    background: var(--lauda-sunken);
  }
  .list li .box {
    flex: none;
    width: 13px;
    height: 13px;
    border: 1px solid var(--lauda-muted);
    border-radius: 2px;
  }
  .list li .box[data-checked='true'] {
    background: var(--lauda-primary);
    border-color: var(--lauda-primary);
    box-shadow: inset 0 0 0 2px var(--lauda-surface);
  }
  .list .label {
    font-weight: 600;
  }
  .list .hint {
    margin-left: auto;
    font-size: 12px;
    color: var(--lauda-muted);
  }
  .list li.none {
    color: var(--lauda-muted);
    cursor: default;
  }
`;
