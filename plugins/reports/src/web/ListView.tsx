/**
 * The list tab: reports by date range, text (title and people), category and event, newest first,
 * paged by the server (25 a page) and reloaded when a report changes. Categories and events are
 * managed from here by report administrators.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Badge, Button, DataTable, DateInput, RowMenu, Search, Select, Spacer, Toolbar, ToolField, formatDate, useConfirm, useSearchText, type Column,
} from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { REPORT_TOPIC, type Report } from '../common/index.js';
import { canAdmin, canWrite, categoryNames, PATHS, printReport, type Lookups } from './api';
import { CategoriesDialog } from './CategoriesDialog';
import { ReportDrawer } from './ReportDocument';

export interface ListProps extends PanelProps {
  lookups: Lookups;
  onOpen(id: number, title: string): void;
  onNew(): void;
}

interface Filters { from: string | null; to: string | null; categoryId: number | null; eventId: number | null }
const NONE: Filters = { from: null, to: null, categoryId: null, eventId: null };

export function ListView({ lookups, api, live, user, notify, t, branch, onOpen, onNew }: ListProps) {
  const [page, setPage] = useState<{ data: Report[]; total: number; number: number } | null>(null);
  const [number, setNumber] = useState(0);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [typed, setTyped] = useState('');
  const text = useSearchText(typed, () => setNumber(0));
  const [managing, setManaging] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [serial, setSerial] = useState(0);
  const confirm = useConfirm(t('cancel'));
  const filter = (patch: Partial<Filters>) => { setFilters((f) => ({ ...f, ...patch })); setNumber(0); };

  useEffect(() => {
    let active = true;
    api.get<{ data: Report[]; total: number; number: number }>(PATHS.filter({
      page: number, from: filters.from ?? undefined, to: filters.to ?? undefined, text, categoryId: filters.categoryId ?? undefined, eventId: filters.eventId ?? undefined,
    })).then((r) => active && setPage(r), (e) => { if (active) { setPage({ data: [], total: 0, number: 0 }); notify.error(e, 'loadFailed'); } });
    return () => { active = false; };
  }, [api, notify, number, filters, text, serial]);
  // a change anywhere may move a report in or out of the page: read the page again
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  useEffect(() => live.subscribe(REPORT_TOPIC, reload), [live, reload]);

  const remove = (r: Report) => confirm.ask({
    title: t('remove.title'), text: t('remove.text', { title: r.title }), confirmLabel: t('remove.confirm'), danger: true, testId: 'remove-dialog',
    run: async () => {
      try {
        await api.delete(`${PATHS.base}/${r.id}`);
        notify.notify('success', t('remove.done', { title: r.title }));
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });
  const copy = async (r: Report) => {
    try {
      const made = await api.post<Report>(`${PATHS.base}/${r.id}/copy`);
      notify.notify('success', t('copied', { title: made.title }));
      onOpen(made.id, made.title);
    } catch (e) {
      notify.error(e, 'createFailed');
    }
  };

  const writer = canWrite(user);
  const columns: Column<Report>[] = useMemo(() => [
    { id: 'date', header: t('fields.date'), className: 'nowrap', cell: (r) => formatDate(r.date) },
    { id: 'title', header: t('fields.title'), cell: (r) => (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Button type="button" $variant="ghost" $small onClick={() => onOpen(r.id, r.title)} data-testid="report-open" data-title={r.title}>{r.title}</Button>
        {r.private && <Badge $tone="accent">{t('private')}</Badge>}
      </div>
    ) },
    { id: 'category', header: t('fields.categoryId'), cell: (r) => {
      const n = categoryNames(lookups.categories, r.categoryId, r.eventId);
      return n.event ? `${n.category} · ${n.event}` : n.category;
    } },
    { id: 'people', header: t('fields.people'), cell: (r) => r.people },
    { id: 'actions', header: t('actions'), className: 'actions', cell: (r) => (
      <RowMenu label={t('actionsOf', { title: r.title })} testId="report-menu" items={[
        { id: 'view', label: t('viewer.action'), onSelect: () => setViewing(r.id) },
        { id: 'open', label: t('open'), onSelect: () => onOpen(r.id, r.title) },
        { id: 'print', label: t('print'), onSelect: () => printReport(r.id, branch.locale) },
        { id: 'copy', label: t('copy'), onSelect: () => void copy(r), hidden: !writer },
        { id: 'remove', label: t('remove.action'), onSelect: () => remove(r), danger: true, hidden: !writer },
      ]} />
    ) },
  ], [t, onOpen, lookups.categories, branch.locale, writer]); // eslint-disable-line react-hooks/exhaustive-deps

  const category = lookups.categories.find((c) => c.id === filters.categoryId);
  return (
    <div data-testid="report-list">
      <Toolbar $bar style={{ flexWrap: 'wrap' }}>
        <ToolField>{t('filters.from')}<DateInput aria-label={t('filters.from')} value={filters.from} onChange={(v) => filter({ from: v })} testId="filter-from" /></ToolField>
        <ToolField>{t('filters.to')}<DateInput aria-label={t('filters.to')} value={filters.to} onChange={(v) => filter({ to: v })} testId="filter-to" /></ToolField>
        <ToolField>{t('fields.categoryId')}
          <Select aria-label={t('fields.categoryId')} value={filters.categoryId ?? ''} data-testid="filter-category"
            onChange={(e) => filter({ categoryId: e.target.value ? Number(e.target.value) : null, eventId: null })}>
            <option value="">{t('all')}</option>
            {lookups.categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </ToolField>
        <ToolField>{t('fields.eventId')}
          <Select aria-label={t('fields.eventId')} value={filters.eventId ?? ''} disabled={!category} data-testid="filter-event"
            onChange={(e) => filter({ eventId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{t('all')}</option>
            {category?.events.map((ev) => <option key={ev.id} value={ev.id}>{ev.name}</option>)}
          </Select>
        </ToolField>
        <Search aria-label={t('filters.text')} placeholder={t('filters.text')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="filter-text" />
        <Button type="button" $small onClick={() => { setFilters(NONE); setTyped(''); setNumber(0); }} data-testid="filter-clear">{t('filters.clear')}</Button>
        <Spacer />
        {canAdmin(user) && <Button type="button" onClick={() => setManaging(true)} data-testid="report-categories">{t('categories.manage')}</Button>}
        {writer && <Button type="button" $variant="primary" onClick={onNew} data-testid="report-new">{t('new')}</Button>}
      </Toolbar>
      <DataTable testId="reports" label={t('listLabel')} columns={columns} rows={page?.data ?? null} rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-id': r.id, 'data-title': r.title })} emptyTitle={t('empty')} emptyText={t('emptyText')}
        page={page ? { number: page.number, size: 25, total: page.total, onPage: setNumber } : undefined} />
      {managing && (
        <CategoriesDialog api={api} notify={notify} t={t} categories={lookups.categories} config={lookups.config}
          onChanged={lookups.reloadCategories} onConfig={lookups.setConfig} onClose={() => setManaging(false)} />
      )}
      {viewing !== null && <ReportDrawer id={viewing} t={t} onClose={() => setViewing(null)} />}
      {confirm.dialog}
    </div>
  );
}
