/**
 * The fixed first tab (spec 001 §2, §4): the reportages of a date range, a slug filter and one or all
 * programs, as a list or a board by state; live changes keep only items inside the range.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Check, DateInput, Pager, Search, Select, Table, TableCard, Tabs, Toolbar, ToolField, formatDate, useSearchText } from '@lauda/web-kit';
import type { ApiClient, LiveClient, Notifier, Page } from '@lauda/sdk/web';
import { REPORTAGE_STATES, REPORTAGES_TOPIC } from '../../common/ids.js';
import type { ReportageSummary } from '../../common/types.js';

type T = (key: string, options?: Record<string, unknown>) => string;
export interface ListFilter { from: string; to: string; slug: string; allPrograms: boolean; programId: number | null }

export function ReportageList({ api, live, notify, t, programs, filter, setFilter, onOpen, onNew, canWrite }: {
  api: ApiClient; live: LiveClient; notify: Notifier; t: T; programs: { id: number; name: string }[];
  filter: ListFilter; setFilter(f: ListFilter): void; onOpen(id: number): void; onNew(): void; canWrite: boolean;
}) {
  const [view, setView] = useState<'list' | 'board'>('list');
  const [page, setPage] = useState(0);
  const [typed, setTyped] = useState(filter.slug);
  const slug = useSearchText(typed, () => setPage(0));
  const [data, setData] = useState<Page<ReportageSummary> | null>(null);
  const size = view === 'board' ? 200 : 25;
  const load = useCallback(() => {
    const q = new URLSearchParams({ from: filter.from, to: filter.to, page: String(page), size: String(size) });
    if (slug.trim()) q.set('slug', slug.trim());
    if (!filter.allPrograms && filter.programId) q.set('allPrograms', 'false'), q.set('programId', String(filter.programId));
    api.get<Page<ReportageSummary>>(`/api/news_reports?${q}`).then(setData).catch((e) => notify.error(e, 'loadFailed'));
  }, [api, notify, filter, page, size, slug]);
  useEffect(load, [load]);
  useEffect(() => live.subscribe(REPORTAGES_TOPIC, load), [live, load]);

  const rows = data?.data ?? [];
  const cell = (r: ReportageSummary) => (
    <>
      <td className="nowrap">{formatDate(r.date)}</td>
      <td><Button type="button" $variant="ghost" $small onClick={() => onOpen(r.id)} data-testid={`open-${r.id}`}>{r.slug}</Button></td>
      <td>{t(`web.states.${r.state}`)}</td>
      <td className="nowrap">{r.total.replace(/^PT/, '').toLowerCase()}</td>
      <td>{r.ok ? <Badge $tone="success">{t('web.approvedBadge')}</Badge> : <Badge>{t('web.pending')}</Badge>}</td>
    </>
  );
  return (
    <div data-testid="reportage-list" data-view={view}>
      <Toolbar $bar>
        <ToolField>{t('web.list.from')}<DateInput value={filter.from} aria-label={t('web.list.from')} onChange={(v) => v && (setPage(0), setFilter({ ...filter, from: v }))} testId="list-from" /></ToolField>
        <ToolField>{t('web.list.to')}<DateInput value={filter.to} aria-label={t('web.list.to')} onChange={(v) => v && (setPage(0), setFilter({ ...filter, to: v }))} testId="list-to" /></ToolField>
        <Search aria-label={t('web.list.slug')} placeholder={t('web.list.slug')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="list-slug" />
        <Check checked={filter.allPrograms} onChange={(v) => setFilter({ ...filter, allPrograms: v, programId: filter.programId ?? programs[0]?.id ?? null })} label={t('web.list.allPrograms')} testId="list-all" />
        {!filter.allPrograms && (
          <Select aria-label={t('web.fields.program')} value={filter.programId ?? ''} onChange={(e) => setFilter({ ...filter, programId: Number(e.target.value) })}>
            {programs.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </Select>
        )}
        <Tabs value={view} onChange={(v) => (setPage(0), setView(v))} items={[{ id: 'list', label: t('web.list.list') }, { id: 'board', label: t('web.list.board') }]} testId="list-view" />
        {canWrite && <Button type="button" $variant="primary" onClick={onNew} data-testid="reportage-new">{t('web.newButton')}</Button>}
      </Toolbar>
      {view === 'list' ? (
        <TableCard>
          <Table aria-label={t('web.title')} data-testid="list-table">
            <thead><tr><th scope="col">{t('web.fields.date')}</th><th scope="col">{t('web.fields.slug')}</th><th scope="col">{t('web.fields.state')}</th><th scope="col">{t('web.list.total')}</th><th scope="col">{t('web.list.approval')}</th></tr></thead>
            <tbody>
              {rows.map((r) => <tr key={r.id} data-testid={`row-${r.id}`}>{cell(r)}</tr>)}
              {!rows.length && <tr><td colSpan={5}>{data ? t('web.list.empty') : t('web.loading')}</td></tr>}
            </tbody>
          </Table>
          {data && <Pager number={data.number} size={data.size} total={data.total} onPage={setPage} testId="list-pager" />}
        </TableCard>
      ) : (
        <Board data-testid="list-board">
          {REPORTAGE_STATES.map((s) => (
            <section key={s} aria-label={t(`web.states.${s}`)}>
              <h3>{t(`web.states.${s}`)} <Badge>{rows.filter((r) => r.state === s).length}</Badge></h3>
              {rows.filter((r) => r.state === s).map((r) => (
                <Button key={r.id} type="button" $block onClick={() => onOpen(r.id)} data-testid={`card-${r.id}`}>
                  {r.slug} · {formatDate(r.date)}{r.ok ? ` · ${t('web.approvedBadge')}` : ''}
                </Button>
              ))}
            </section>
          ))}
        </Board>
      )}
    </div>
  );
}

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 8px;
  section {
    display: grid;
    gap: 4px;
    align-content: start;
    border: 1px solid var(--lauda-control-border);
    border-radius: var(--lauda-radius);
    padding: 6px;
  }
  h3 {
    margin: 0;
    font-size: var(--lauda-font-size);
  }
`;
