/**
 * A page of news suggestions kept live (spec 001 §4 "News and posts lists"): a created one goes to
 * the top only on page 0, a removal takes it out and decrements the total, a change replaces it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LiveMessage, Page, PanelProps } from '@lauda/sdk/web';
import { PROPOSALS_TOPIC, type Proposal } from '../common/index.js';

export interface Filter { filter: string; from: string | null; to: string | null; state: 'all' | 'open' | 'accepted' }

export const listUrl = (f: Filter, page: number, size: number) => {
  const q = new URLSearchParams({ page: String(page), size: String(size) });
  if (f.filter.trim()) q.set('filter', f.filter.trim());
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.state !== 'all') q.set('accepted', String(f.state === 'accepted'));
  return `/api/assignment_proposals?${q}`;
};

export function applyLive(p: Page<Proposal>, m: LiveMessage): Page<Proposal> {
  const id = Number(m.id);
  if (m.op === 'CREATE') {
    if (p.number !== 0) return { ...p, total: p.total + 1 };
    return { ...p, data: [m.data as Proposal, ...p.data].slice(0, p.size), total: p.total + 1 };
  }
  if (m.op === 'DELETE') return { ...p, data: p.data.filter((x) => x.id !== id), total: Math.max(0, p.total - 1) };
  return { ...p, data: p.data.map((x) => (x.id === id ? (m.data as Proposal) : x)) };
}

export function useProposals({ api, live }: Pick<PanelProps, 'api' | 'live'>, filter: Filter, size: number, page: number) {
  const [list, setList] = useState<Page<Proposal> | null>(null);
  const [failed, setFailed] = useState(false);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const url = listUrl(filter, page, size);
  useEffect(() => {
    let on = true;
    setFailed(false);
    api.get<Page<Proposal>>(url).then((p) => on && setList(p), () => on && setFailed(true));
    return () => {
      on = false;
    };
  }, [api, url, serial]);
  useEffect(() => live.subscribe(PROPOSALS_TOPIC, (m) => setList((p) => (p ? applyLive(p, m) : p))), [live]);
  return { list, failed, reload };
}
