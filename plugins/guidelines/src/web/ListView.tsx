/**
 * The list tab: date tabs (the chosen day and three on each side, with their counts), the day's
 * guidelines of a program or of all (default today, all programs), a filter by slug or text and
 * state, kept live: an item whose date changes leaves this day's list and is counted on its new day.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDocumentMenu } from '@lauda/web-kit';
import {
  Badge, Button, DataTable, DateInput, RowMenu, Search, Select, Spacer, Tabs, Toolbar, ToolField, formatDate, openPdf, pdfUrl, useConfirm, type Column,
} from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { GUIDELINE_STATES, GUIDELINE_TOPIC, type Guideline, type GuidelineCount, type GuidelineState } from '../common/index.js';
import { canWrite, namesOf, PATHS, type Lookups } from './api';
import { CopyDialog } from './CopyDialog';
import { GuidelineDrawer } from './GuidelineDrawer';
import { addDays, applyLive, countsByDate, weekAround } from './model';

export interface ListProps extends PanelProps {
  date: string;
  programId: number | null;
  lookups: Lookups;
  onDate(date: string): void;
  onProgram(id: number | null): void;
  onOpen(id: number, slug: string): void;
  onNew(): void;
}

const TONES: Record<GuidelineState, 'neutral' | 'info' | 'accent' | 'success' | 'danger'> = {
  PRODUCING: 'neutral', COVERING: 'info', EDITING: 'accent', COMPLETED: 'success', INTERRUPTED: 'danger',
};

/** the earliest guide's time (HH:mm), '' when no guide has one */
const firstGuide = (g: Guideline) => g.guides.map((x) => x.scheduleTime).filter(Boolean).sort()[0]?.slice(0, 5) ?? '';

export function ListView({ date, programId, lookups, api, live, user, notify, t, branch, onDate, onProgram, onOpen, onNew }: ListProps) {
  const [rows, setRows] = useState<Guideline[] | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [text, setText] = useState('');
  const [state, setState] = useState<GuidelineState | ''>('');
  const [copyIds, setCopyIds] = useState<number[] | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const confirm = useConfirm(t('cancel'));
  const week = useMemo(() => weekAround(date), [date]);

  const loadCounts = useCallback(() => {
    api.get<GuidelineCount[]>(PATHS.counter(week[0]!, week[6]!, programId)).then((r) => setCounts(countsByDate(r)), () => undefined);
  }, [api, week, programId]);

  useEffect(() => {
    let active = true;
    setRows(null);
    api.get<{ data: Guideline[] }>(PATHS.dateList(date, programId))
      .then((r) => active && setRows(r.data))
      .catch((e) => { if (active) { setRows([]); notify.error(e, 'loadFailed'); } });
    loadCounts();
    return () => { active = false; };
  }, [api, notify, date, programId, loadCounts]);

  useEffect(() => live.subscribe(GUIDELINE_TOPIC, (msg) => {
    setRows((list) => (list ? applyLive(list, date, programId, msg) : list));
    loadCounts();
  }), [live, date, programId, loadCounts]);

  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    // the day's plan in the order it happens: by the earliest guide, those without a time last
    return (rows ?? []).filter((g) => (!state || g.state === state)
      && (!q || [g.slug, g.proposal, g.referral, g.information].some((s) => s.toLowerCase().includes(q))))
      .sort((a, b) => (firstGuide(a) || '99').localeCompare(firstGuide(b) || '99') || a.slug.localeCompare(b.slug));
  }, [rows, text, state]);

  const setStateOf = async (g: Guideline, s: GuidelineState) => {
    try {
      await api.post('/api/assignments/updateState', { ids: [g.id], state: s });
    } catch (e) {
      notify.error(e, 'updateFailed');
    }
  };
  const remove = (g: Guideline) => confirm.ask({
    title: t('remove.title'), text: t('remove.text', { slug: g.slug }), confirmLabel: t('remove.confirm'), danger: true, testId: 'remove-dialog',
    run: async () => {
      try {
        await api.delete(`/api/assignments/${g.id}`);
        notify.notify('success', t('remove.done', { slug: g.slug }));
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  const pdf = (path: string, params: Record<string, string | number | undefined>) => {
    if (!openPdf(pdfUrl(path, params))) notify.notify('warning', t('pdf.popupBlocked'));
  };
  const writer = canWrite(user);
  const docMenu = useDocumentMenu('guideline');
  const columns: Column<Guideline>[] = [
    { id: 'slug', header: t('fields.slug'), sortValue: (g) => g.slug, cell: (g) => (
      <Button type="button" $variant="ghost" $small onClick={() => onOpen(g.id, g.slug)} data-testid="guideline-open" data-slug={g.slug}>{g.slug}</Button>
    ) },
    { id: 'state', header: t('fields.state'), sortValue: (g) => g.state, cell: (g) => <Badge $tone={TONES[g.state]}>{t(`states.${g.state}`)}</Badge> },
    { id: 'time', header: t('fields.time'), className: 'nowrap', sortValue: firstGuide, cell: firstGuide },
    { id: 'programs', header: t('fields.programsIds'), cell: (g) => namesOf(g.programsIds, lookups.programs) },
    { id: 'reporters', header: t('fields.reportersIds'), cell: (g) => namesOf(g.reportersIds, lookups.users) },
    { id: 'actions', header: t('actions'), className: 'actions', cell: (g) => (
      <RowMenu label={t('actionsOf', { slug: g.slug })} testId="guideline-menu" items={[
        { id: 'view', label: t('viewer.action'), onSelect: () => setViewing(g.id) },
        { id: 'open', label: t('open'), onSelect: () => onOpen(g.id, g.slug) },
        { id: 'pdf-content', label: t('pdf.contentAction'), onSelect: () => pdf(`/api/assignments/${g.id}/pdf`, { kind: 'content' }) },
        { id: 'pdf-archive', label: t('pdf.archiveAction'), onSelect: () => pdf(`/api/assignments/${g.id}/pdf`, { kind: 'archive' }) },
        ...GUIDELINE_STATES.map((s) => ({ id: `state-${s}`, label: t('stateTo', { state: t(`states.${s}`) }), onSelect: () => void setStateOf(g, s), hidden: !writer || s === g.state })),
        { id: 'copy', label: t('copy.action'), onSelect: () => setCopyIds([g.id]), hidden: !writer },
        ...docMenu.itemsFor({ id: g.id, title: g.slug }),
        { id: 'remove', label: t('remove.action'), onSelect: () => remove(g), danger: true, hidden: !writer },
      ]} />
    ) },
  ];

  return (
    <div data-testid="guideline-list">
      <Toolbar $bar>
        <Button type="button" $small onClick={() => onDate(addDays(date, -1))} aria-label={t('previousDay')} data-testid="day-previous">‹</Button>
        <DateInput aria-label={t('fields.date')} value={date} onChange={(v) => v && onDate(v)} testId="list-date" />
        <Button type="button" $small onClick={() => onDate(addDays(date, 1))} aria-label={t('nextDay')} data-testid="day-next">›</Button>
        <ToolField>
          {t('program')}
          <Select style={{ width: 'auto' }} value={programId ?? ''} onChange={(e) => onProgram(e.target.value ? Number(e.target.value) : null)} data-testid="list-program">
            <option value="">{t('allPrograms')}</option>
            {lookups.programs.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
          </Select>
        </ToolField>
        <Search aria-label={t('search')} placeholder={t('search')} value={text} onChange={(e) => setText(e.target.value)} data-testid="list-search" />
        <Select aria-label={t('fields.state')} style={{ width: 'auto' }} value={state} onChange={(e) => setState(e.target.value as GuidelineState | '')} data-testid="list-state">
          <option value="">{t('allStates')}</option>
          {GUIDELINE_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
        </Select>
        <Spacer />
        <Button type="button" onClick={() => pdf('/api/assignments/pdf', { kind: 'grid', date, programId: programId ?? undefined })} data-testid="guidelines-pdf">{t('pdf.gridAction')}</Button>
        {writer && <Button type="button" $variant="primary" onClick={onNew} data-testid="guideline-new">{t('new')}</Button>}
      </Toolbar>
      <div style={{ overflowX: 'auto' }}>
        <Tabs<string> value={date} onChange={onDate} testId="date-tabs" items={week.map((d) => ({ id: d, label: formatDate(d).slice(0, 5), badge: counts[d] || undefined }))} />
      </div>
      <DataTable testId="guidelines" label={t('listOf', { date: formatDate(date) })} columns={columns} rows={rows === null ? null : shown} rowKey={(g) => g.id}
        rowProps={(g) => ({ 'data-id': g.id, 'data-slug': g.slug })} emptyTitle={t('empty')} emptyText={t('emptyText')} />
      {copyIds && <CopyDialog ids={copyIds} date={date} api={api} notify={notify} lookups={lookups} t={t} onClose={() => setCopyIds(null)} onCopied={() => undefined} />}
      {viewing !== null && <GuidelineDrawer id={viewing} t={t} onClose={() => setViewing(null)} />}
      {docMenu.node}
      {confirm.dialog}
    </div>
  );
}
