/**
 * One kind of document of the archive as a paged table (the kit's DataTable, paged by the server):
 * newest day first; the title cell opens the document read-only, "Restaurar para hoje" asks to
 * copy it into today. Rows carry `data-id` and `data-date` for the tests.
 */
import { useEffect, useState } from 'react';
import type { PanelProps, Page } from '@lauda/sdk/web';
import { Badge, Button, DataTable, formatDate, shortTime, type Column } from '@lauda/web-kit';
import type { ArchiveGuideline, ArchiveItem, ArchiveProgram, ArchiveReportage, ArchiveRundown, ArchiveType } from '../common/index.js';
import { clock, listPath, mayRestore, PAGE_SIZE, type ArchiveFilter, type T } from './model';
import { programName } from './usePrograms';

interface Props extends PanelProps {
  type: ArchiveType;
  filter: ArchiveFilter;
  programs: ArchiveProgram[];
  onView(item: ArchiveItem): void;
  onRestore(item: ArchiveItem): void;
}

const FINISHED = ['COMPLETED', 'INTERRUPTED'];

/** What names an item in its row and in the dialogs: a rundown by its program, the others by their slug. */
export const titleOf = (type: ArchiveType, item: ArchiveItem, programs: ArchiveProgram[]) =>
  (type === 'rundowns' ? programName(programs, (item as ArchiveRundown).programId) : (item as ArchiveReportage | ArchiveGuideline).slug || `#${item.id}`);

function columnsOf(p: Props): Column<ArchiveItem>[] {
  const { t, type, programs, user } = p;
  const names = (ids: number[]) => ids.map((id) => programName(programs, id)).join(', ');
  const state = (s: string) => <Badge $tone={FINISHED.includes(s) ? 'neutral' : 'info'}>{t(`states.${s}`)}</Badge>;
  const date: Column<ArchiveItem> = { id: 'date', header: t('col.date'), className: 'nowrap', cell: (r) => formatDate(r.date) };
  const title: Column<ArchiveItem> = {
    id: 'title', header: t(type === 'rundowns' ? 'col.program' : 'col.slug'),
    cell: (r) => {
      const name = titleOf(type, r, programs);
      return <Button type="button" $variant="ghost" $small onClick={() => p.onView(r)} aria-label={t('viewOf', { title: name, date: formatDate(r.date) })} data-testid={`archive-open-${r.id}`}>{name}</Button>;
    },
  };
  const actions: Column<ArchiveItem> = {
    id: 'actions', header: t('col.actions'), className: 'actions',
    cell: (r) => (mayRestore(user, type)
      ? <Button type="button" $small onClick={() => p.onRestore(r)} aria-label={t('restoreOf', { title: titleOf(type, r, programs), date: formatDate(r.date) })} data-testid={`archive-restore-${r.id}`}>{t('restore')}</Button>
      : null),
  };
  if (type === 'rundowns') {
    const rd = (r: ArchiveItem) => r as ArchiveRundown;
    return [date, title,
      { id: 'show', header: t('col.show'), className: 'nowrap', cell: (r) => `${shortTime(rd(r).start)}–${shortTime(rd(r).end)}` },
      { id: 'stories', header: t('col.stories'), className: 'num', cell: (r) => rd(r).stories },
      { id: 'total', header: t('col.total'), className: 'num', cell: (r) => clock(rd(r).totals.fullTotal) },
      actions];
  }
  if (type === 'reportages') {
    const rp = (r: ArchiveItem) => r as ArchiveReportage;
    return [date, title,
      { id: 'programs', header: t('col.programs'), cell: (r) => names(rp(r).programsIds) },
      { id: 'state', header: t('col.state'), cell: (r) => state(rp(r).state) },
      { id: 'total', header: t('col.total'), className: 'num', cell: (r) => clock(rp(r).total) },
      actions];
  }
  const g = (r: ArchiveItem) => r as ArchiveGuideline;
  return [date, title,
    { id: 'programs', header: t('col.programs'), cell: (r) => names(g(r).programsIds) },
    { id: 'state', header: t('col.state'), cell: (r) => <>{state(g(r).state)}{g(r).private && <> <Badge $tone="warning">{t('private')}</Badge></>}</> },
    actions];
}

export function ArchiveList(p: Props) {
  const { api, notify, t, type, filter } = p;
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<ArchiveItem> | null>(null);
  // a new filter starts at the first page, set while rendering so the list is asked once, not for the old page first
  const [pageOf, setPageOf] = useState(filter);
  if (pageOf !== filter) {
    setPageOf(filter);
    setPage(0);
  }
  useEffect(() => {
    let on = true;
    api.get<Page<ArchiveItem>>(listPath(type, filter, page)).then((d) => on && setData(d), (e) => {
      if (!on) return;
      setData({ data: [], number: 0, size: PAGE_SIZE, total: 0 });
      notify.error(e, 'loadFailed');
    });
    return () => { on = false; };
  }, [api, notify, type, filter, page]);
  return (
    <DataTable<ArchiveItem>
      testId="archive" label={t(`tabs.${type}`)} columns={columnsOf(p)} rows={data?.data ?? null} rowKey={(r) => r.id}
      rowProps={(r) => ({ 'data-id': r.id, 'data-date': r.date })}
      emptyTitle={t('empty.title')} emptyText={t('empty.text')}
      page={{ number: data?.number ?? 0, size: PAGE_SIZE, total: data?.total ?? 0, onPage: setPage }}
    />
  );
}

