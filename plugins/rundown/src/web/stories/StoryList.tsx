/**
 * The stories area's list (spec 000 §2 "Stories"): the stories of rundowns and drawers the server
 * lets the user see, filtered by date range (the newsroom's dates), program, slug, state and
 * author, a page at a time; it follows the `stories` topic.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { RowMenu, useDocumentMenu } from '@lauda/web-kit';
import { Badge, Button, DateInput, PagedTable, Search, Select, Toolbar, ToolField, formatDate, formatInstant, useSearchText } from '@lauda/web-kit';
import type { ApiClient, LiveClient, Notifier, Page } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import { STORY_AREA_STATES, storyAreaState, type StoryAreaState, type StoryListItem } from '../../common/storiesArea.js';
import type { Program, UserOption } from '../lookups.js';
import { clock, isoMs } from '../logic/format.js';

type T = (key: string, options?: Record<string, unknown>) => string;
export interface StoryFilter { from: string | null; to: string | null; programId: number | null; slug: string; state: StoryAreaState | ''; ownerId: number | null }

const SIZE = 25;
const TONE: Record<StoryAreaState, 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent'> = {
  DRAWER: 'accent', STAND_BY: 'warning', NOT_APPROVED: 'neutral', APPROVED: 'info', OK: 'success', ON_AIR: 'danger', DISPLAYED: 'neutral',
};

export function StoryList({ api, live, notify, t, programs, users, filter, setFilter, onOpen, onNew, canWrite }: {
  api: ApiClient; live: LiveClient; notify: Notifier; t: T; programs: Program[]; users: UserOption[];
  filter: StoryFilter; setFilter(f: StoryFilter): void; onOpen(s: StoryListItem): void; onNew(): void; canWrite: boolean;
}) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storiesArea.${k}`, o);
  const [page, setPage] = useState(0);
  const [typed, setTyped] = useState(filter.slug);
  const slug = useSearchText(typed, () => setPage(0));
  const [data, setData] = useState<Page<StoryListItem> | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    const q = new URLSearchParams({ page: String(page), size: String(SIZE) });
    if (filter.from) q.set('from', filter.from);
    if (filter.to) q.set('to', filter.to);
    if (filter.programId) q.set('programId', String(filter.programId));
    if (slug) q.set('slug', slug);
    if (filter.state) q.set('state', filter.state);
    if (filter.ownerId) q.set('ownerId', String(filter.ownerId));
    setBusy(true);
    api.get<Page<StoryListItem>>(`/api/stories?${q}`).then(setData).catch((e) => notify.error(e, 'loadFailed')).finally(() => setBusy(false));
  }, [api, notify, filter, page, slug]);
  useEffect(load, [load]);
  // any story change may change the list: load again, at most twice a second
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const off = live.subscribe(RUNDOWN_TOPICS.stories, () => { timer.current ??= setTimeout(() => { timer.current = null; load(); }, 500); });
    return () => { off(); if (timer.current) clearTimeout(timer.current); timer.current = null; };
  }, [live, load]);

  const set = (f: Partial<StoryFilter>) => { setPage(0); setFilter({ ...filter, ...f }); };
  const programName = (id: number | null) => (id === null ? '' : programs.find((p) => p.id === id)?.name ?? `#${id}`);
  const userName = (id: number | null) => (id === null ? '' : users.find((u) => u.id === id)?.nickname ?? `#${id}`);
  const where = (r: StoryListItem) => (r.place.kind === 'DRAWER'
    ? (r.place.programId === null ? s('where.generalDrawer') : s('where.drawer'))
    : s('where.rundown', { date: formatDate(r.place.date), block: r.place.standBy ? t('standBy') : r.place.blockIndex + 1 }));
  const head = ['slug', 'program', 'where', 'page', 'author', 'total', 'state', 'changed'].map((k) => <th key={k} scope="col">{s(`col.${k}`)}</th>);
  const docMenu = useDocumentMenu('story');
  return (
    <div data-testid="stories-list">
      <Filters $bar>
        <ToolField>{s('from')}<DateInput value={filter.from} aria-label={s('from')} onChange={(v) => set({ from: v })} testId="stories-from" /></ToolField>
        <ToolField>{s('to')}<DateInput value={filter.to} aria-label={s('to')} onChange={(v) => set({ to: v })} testId="stories-to" /></ToolField>
        <ToolField>{s('program')}
          <Select value={filter.programId ?? ''} onChange={(e) => set({ programId: e.target.value ? Number(e.target.value) : null })} data-testid="stories-program">
            <option value="">{s('allPrograms')}</option>
            {programs.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </Select>
        </ToolField>
        <ToolField>{s('slug')}<Search value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="stories-slug" /></ToolField>
        <ToolField>{s('state')}
          <Select value={filter.state} onChange={(e) => set({ state: e.target.value as StoryAreaState | '' })} data-testid="stories-state">
            <option value="">{s('anyState')}</option>
            {STORY_AREA_STATES.map((x) => <option key={x} value={x}>{s(`states.${x}`)}</option>)}
          </Select>
        </ToolField>
        <ToolField>{s('owner')}
          <Select value={filter.ownerId ?? ''} onChange={(e) => set({ ownerId: e.target.value ? Number(e.target.value) : null })} data-testid="stories-owner">
            <option value="">{s('anyOwner')}</option>
            {users.map((u) => <option key={u.id} value={u.id}>{u.nickname}</option>)}
          </Select>
        </ToolField>
        <span className="grow" />
        {canWrite && <Button type="button" $variant="primary" onClick={onNew} data-testid="stories-new">{s('new')}</Button>}
      </Filters>
      <PagedTable<StoryListItem> testId="stories" label={s('title')} head={head} colSpan={8} rows={data?.data ?? null} busy={busy}
        emptyTitle={s('empty')} emptyText={s('emptyHint')} number={data?.number ?? 0} size={SIZE} total={data?.total ?? 0} onPage={setPage}
        row={(r) => {
          const state = storyAreaState(r);
          return (
            <tr key={r.id} data-testid={`story-row-${r.id}`}>
              <td><Button type="button" $variant="ghost" $small onClick={() => onOpen(r)} data-testid={`story-open-${r.id}`}>{r.slug || '—'}</Button></td>
              <td>{programName(r.place.programId)}</td>
              <td className="nowrap" data-testid={`story-where-${r.id}`}>{where(r)}</td>
              <td className="nowrap">{r.page ?? ''}</td>
              <td>{r.authorNickname ?? userName(r.authorId)}</td>
              <td className="nowrap">{clock(isoMs(r.total))}</td>
              <td><Badge $tone={TONE[state]} data-testid={`story-state-${r.id}`}>{s(`states.${state}`)}</Badge></td>
              <td className="nowrap">{formatInstant(r.changeDate)}{docMenu.itemsFor({ id: r.id, title: r.slug ?? '' }).length > 0 && <RowMenu label={s('actionsOf', { slug: r.slug ?? '' })} testId={`story-menu-${r.id}`} items={docMenu.itemsFor({ id: r.id, title: r.slug ?? '' })} />}</td>
            </tr>
          );
        }} />
      {docMenu.node}
    </div>
  );
}

/** The filters side by side, wrapping on narrow screens; the button at the end of the row. */
const Filters = styled(Toolbar)`
  align-items: flex-end;
  padding: 6px 8px 8px;
  select { width: auto; min-width: 150px; max-width: 240px; }
  input[type='search'] { width: 200px; }
`;
