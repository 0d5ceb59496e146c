/** Who may read a private story besides its owner: chips, and a filter to add a user. */
import { useState } from 'react';
import styled from 'styled-components';
import { Input, Muted } from '@lauda/web-kit';

export function AllowedUsers({ value, options, names, disabled, onChange, s }: {
  value: number[];
  options: { id: number; nickname: string; name?: string }[];
  names: Map<number, { nickname: string }>;
  disabled: boolean;
  onChange(ids: number[]): void;
  s: (k: string, o?: Record<string, unknown>) => string;
}) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const f = filter.trim().toLowerCase();
  const shown = options.filter((u) => !chosen.has(u.id) && (!f || u.nickname.toLowerCase().includes(f) || (u.name ?? '').toLowerCase().includes(f))).slice(0, 8);
  return (
    <Allowed>
      <div className="chips">
        {value.length === 0 && <Muted as="span">{s('privacy.nobody')}</Muted>}
        {value.map((id) => (
          <span className="chip" key={id}>
            {names.get(id)?.nickname ?? `#${id}`}
            {!disabled && <button type="button" aria-label={s('remove')} onClick={() => onChange(value.filter((x) => x !== id))}>×</button>}
          </span>
        ))}
      </div>
      {!disabled && (
        <div className="pick">
          <Input placeholder={s('privacy.addUser')} aria-label={s('privacy.addUser')} value={filter} onChange={(e) => setFilter(e.target.value)} />
          {f && (
            <ul>
              {shown.map((u) => (
                <li key={u.id}>
                  <button type="button" onClick={() => { onChange([...value, u.id]); setFilter(''); }}>{u.nickname}{u.name && u.name !== u.nickname ? ` — ${u.name}` : ''}</button>
                </li>
              ))}
              {!shown.length && <li><Muted as="span">{s('privacy.noMatch')}</Muted></li>}
            </ul>
          )}
        </div>
      )}
    </Allowed>
  );
}

const Allowed = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 8px;
    border-radius: 12px;
    background: var(--lauda-sunken);
    border: 1px solid var(--lauda-line);
    font-size: 12px;
  }
  .chip button {
    border: 0;
    background: transparent;
    cursor: pointer;
    color: var(--lauda-muted);
  }
  .pick {
    position: relative;
    max-width: 320px;
  }
  ul {
    position: absolute;
    z-index: 10;
    left: 0;
    right: 0;
    margin: 2px 0 0;
    padding: 4px 0;
    list-style: none;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.12);
  }
  li button {
    width: 100%;
    text-align: left;
    padding: 4px 10px;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  li button:hover {
    background: var(--lauda-sunken);
  }
`;
