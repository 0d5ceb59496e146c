import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { AREAS, LEVELS, levelsForRoles, levelsOf, setAreaLevel, toggleRole, type Level } from './access';
import { Check, Input, matches } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Permissions as per-area levels (none, read, write, admin; spec 001 §6) or as the roles
 * themselves. Both views edit the same set of roles. `inherited` are the roles the chosen groups
 * give, shown beside (they are not stored on the user).
 */
export function AccessEditor({ roles, onChange, allRoles, inherited = [], t, disabled, testId = 'access' }: { roles: string[]; onChange: (roles: string[]) => void; allRoles: string[]; inherited?: string[]; t: T; disabled?: boolean; testId?: string }) {
  const [mode, setMode] = useState<'levels' | 'roles'>('levels');
  const [query, setQuery] = useState('');
  const levels = useMemo(() => levelsForRoles(roles), [roles]);
  const fromGroups = useMemo(() => levelsForRoles(inherited), [inherited]);
  const inheritedSet = useMemo(() => new Set(inherited), [inherited]);
  const known = useMemo(() => [...new Set([...allRoles, ...roles])].sort(), [allRoles, roles]);
  const shownRoles = known.filter((r) => matches(query, r));
  const showInherited = inherited.length > 0;

  return (
    <Wrap data-testid={testId}>
      <div className="head">
        <div className="seg" role="tablist">
          <button type="button" role="tab" aria-selected={mode === 'levels'} className={mode === 'levels' ? 'on' : ''} onClick={() => setMode('levels')} data-testid={`${testId}-mode-levels`}>
            {t('access.byLevel')}
          </button>
          <button type="button" role="tab" aria-selected={mode === 'roles'} className={mode === 'roles' ? 'on' : ''} onClick={() => setMode('roles')} data-testid={`${testId}-mode-roles`}>
            {t('access.byRole')}
          </button>
        </div>
        <span className="count">{t('access.roleCount', { count: roles.length })}</span>
      </div>
      <p className="note">{t('access.nextSignIn')}</p>

      {mode === 'levels' ? (
        <table className="levels">
          <thead>
            <tr>
              <th>{t('access.area')}</th>
              {LEVELS.map((l) => (
                <th key={l} className="c">
                  {t(`access.levels.${l}`)}
                </th>
              ))}
              {showInherited && <th className="c">{t('access.fromGroups')}</th>}
            </tr>
          </thead>
          <tbody>
            {AREAS.map((a) => {
              const offered = levelsOf(a.area);
              return (
                <tr key={a.area} data-testid={`${testId}-area-${a.area}`}>
                  <td className="area">{t(`areas.${a.area}`)}</td>
                  {LEVELS.map((l: Level) => (
                    <td key={l} className="c">
                      {offered.includes(l) ? (
                        <input
                          type="radio"
                          name={`${testId}-${a.area}`}
                          checked={levels[a.area] === l}
                          disabled={disabled}
                          aria-label={`${t(`areas.${a.area}`)}: ${t(`access.levels.${l}`)}`}
                          onChange={() => onChange(setAreaLevel(roles, a.area, l))}
                          data-testid={`${testId}-${a.area}-${l}`}
                        />
                      ) : (
                        <span className="na" title={t('access.notOffered')}>
                          –
                        </span>
                      )}
                    </td>
                  ))}
                  {showInherited && <td className="c inherited">{fromGroups[a.area] !== 'none' ? t(`access.levels.${fromGroups[a.area]}`) : ''}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <>
          <Input type="search" value={query} placeholder={t('access.searchRoles')} onChange={(e) => setQuery(e.target.value)} style={{ marginBottom: 8 }} />
          <div className="roles">
            {shownRoles.map((r) => (
              <Check
                key={r}
                checked={roles.includes(r)}
                disabled={disabled}
                onChange={(on) => onChange(toggleRole(roles, r, on))}
                label={
                  <span className="role">
                    {r.replace(/^ROLE_/, '')}
                    {inheritedSet.has(r) && <em>{t('access.viaGroup')}</em>}
                  </span>
                }
                testId={`${testId}-role-${r}`}
              />
            ))}
          </div>
        </>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 6px;
  }
  .seg {
    display: inline-flex;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    overflow: hidden;
  }
  .seg button {
    border: 0;
    padding: 5px 12px;
    background: var(--lauda-surface);
    color: var(--lauda-muted);
    font-weight: 600;
    cursor: pointer;
  }
  .seg button + button {
    border-left: 1px solid var(--lauda-line);
  }
  .seg button.on {
    background: var(--lauda-primary);
    color: var(--lauda-on-primary);
  }
  .count {
    font-size: 12px;
    color: var(--lauda-muted);
  }
  .note {
    margin: 0 0 8px;
    font-size: 12px;
    color: var(--lauda-muted);
  }
  table.levels {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: 12px;
  }
  .levels th,
  .levels td {
    padding: 4px 8px;
    border-bottom: 1px solid var(--lauda-line);
  }
  .levels th {
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--lauda-muted);
    text-align: left;
    background: var(--lauda-sunken);
    position: sticky;
    top: -16px;
    z-index: 1;
  }
  .levels .c {
    text-align: center;
    width: 78px;
  }
  .levels input {
    accent-color: var(--lauda-primary);
    cursor: pointer;
  }
  .levels .na {
    color: var(--lauda-line);
  }
  .levels .inherited {
    font-size: 12px;
    color: var(--lauda-success);
    font-weight: 600;
  }
  .levels tr:hover td {
    background: var(--lauda-sunken);
  }
  .roles {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 6px 16px;
    margin-bottom: 12px;
  }
  .role {
    font-family: var(--lauda-font-mono);
    font-size: 12px;
  }
  .role em {
    margin-left: 6px;
    font-family: inherit;
    font-style: normal;
    color: var(--lauda-success);
  }
`;
