/**
 * The revision-history viewer (spec 000 §2, 001 §2): for each revision a header with the date, the
 * reviser's nickname and IP address, then the changed fields under their labels (old → new).
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Page } from '@lauda/sdk/web';
import type { Lookups } from '../lookups.js';
import { fieldWords, shownInVersions, valueWords, type ChangeNames } from '../changeWords.js';
import { Button, formatInstant, labelText, Muted } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

/** One revision as `GET /api/revisions/{type}/{id}` answers it. */
export interface RevisionEntry {
  id: number;
  revisionDate: string;
  revisorNickname: string | null;
  revisorIP: string | null;
  slug?: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
}

const PAGE_SIZE = 25;

/** What names a revision's values: the story screens' lookups (users, types, the story's program). */
export function revisionNames(t: T, lookups?: Pick<Lookups, 'users' | 'types'> & Partial<Pick<Lookups, 'program'>>): ChangeNames {
  return {
    t,
    user: (id) => lookups?.users.get(id)?.nickname,
    type: (id) => {
      const ty = lookups?.types.find((x) => x.id === id);
      return ty ? ty.name : undefined;
    },
    program: (id) => (lookups?.program?.id === id ? lookups.program.name : undefined),
  };
}

export function RevisionHistory({ api, t, type, id, lookups }: { api: ApiClient; t: T; type: string; id: number | string; lookups?: Pick<Lookups, 'users' | 'types'> & Partial<Pick<Lookups, 'program'>> }) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const [items, setItems] = useState<RevisionEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const names = revisionNames(t, lookups);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(async (n: number) => {
    setState('loading');
    try {
      const res = await api.get<Page<RevisionEntry>>(`/api/revisions/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}?page=${n}&size=${PAGE_SIZE}`);
      setItems((prev) => (n === 0 ? res.data : [...prev, ...res.data]));
      setTotal(res.total);
      setPage(n);
      setState('ready');
    } catch {
      // spec 001 §8: a history that fails to load says "load failed"
      setState('failed');
    }
  }, [api, id, type]);

  useEffect(() => {
    void load(0);
  }, [load]);

  if (state === 'failed' && !items.length) return <Muted as="span" data-testid="revisions-failed">{s('revisions.loadFailed')}</Muted>;
  if (state === 'loading' && !items.length) return <Muted as="span">{s('loading')}</Muted>;
  if (!items.length) return <Muted as="span" data-testid="revisions-empty">{s('revisions.empty')}</Muted>;

  return (
    <List data-testid="revisions">
      {items.map((r) => {
        const fields = Object.entries(r.changes ?? {}).filter(([field]) => shownInVersions(field, t));
        return (
          <li key={r.id} data-testid="revision">
            <header>
              <time dateTime={r.revisionDate}>{formatInstant(r.revisionDate)}</time>
              <strong>{r.revisorNickname ?? '—'}</strong>
              <Muted as="span">{s('revisions.ip', { ip: r.revisorIP ?? '—' })}</Muted>
            </header>
            {fields.length ? (
              <dl>
                {fields.map(([field, change]) => (
                  <div key={field} className="change">
                    <dt>{fieldWords(field, t)}</dt>
                    <dd>
                      <span className="old">{valueWords(field, change.old, names)}</span>
                      <span className="arrow">→</span>
                      <span className="new">{valueWords(field, change.new, names)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Muted as="span">{s('revisions.noFields')}</Muted>
            )}
          </li>
        );
      })}
      {items.length < total && (
        <li className="more">
          <Button type="button" $small disabled={state === 'loading'} onClick={() => void load(page + 1)}>{s('revisions.more')}</Button>
        </li>
      )}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  > li {
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    padding: 8px 10px;
  }
  > li.more {
    border: 0;
    text-align: center;
  }
  header {
    display: flex;
    gap: 12px;
    align-items: baseline;
    padding-bottom: 6px;
    margin-bottom: 6px;
    border-bottom: 1px solid var(--lauda-line);
    font-size: 13px;
  }
  dl {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  dt {
    ${labelText}
  }
  dd {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    gap: 8px;
    font-size: 13px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .old {
    color: var(--lauda-muted);
    text-decoration: line-through;
    text-decoration-color: rgba(0, 0, 0, 0.25);
  }
  .arrow {
    color: var(--lauda-muted);
  }
`;
