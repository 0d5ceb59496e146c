/**
 * The list tab: a day's checklists (by their date or a task's; default today), with "only not done"
 * leaving out done checklists and done tasks, kept live: a checklist whose date or tasks change
 * joins or leaves the day's list. Rows show the times, place, team and the day's tasks.
 */
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, DataTable, DateInput, Muted, RowMenu, Spacer, Toggle, Toolbar, formatDate, useConfirm, type Column } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { PRODUCTION_TOPIC, type Production } from '../common/index.js';
import { canUseGuidelines, canWrite, PATHS } from './api';
import { FromGuidelineDialog } from './FromGuidelineDialog';
import { ProductionDrawer } from './ProductionDocument';
import { printProduction } from './ProductionForm';
import { addDays, applyLive, shownTasks, sortDay } from './model';

export interface ListProps extends PanelProps {
  date: string;
  onDate(date: string): void;
  onOpen(id: number, slug: string): void;
  onNew(): void;
}

const hm = (t: string | null) => (t ? t.slice(0, 5) : '');

export function ListView({ date, api, live, user, notify, t, branch, onDate, onOpen, onNew }: ListProps) {
  const [rows, setRows] = useState<Production[] | null>(null);
  const [onlyNotDone, setOnlyNotDone] = useState(false);
  const [picking, setPicking] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const confirm = useConfirm(t('cancel'));

  useEffect(() => {
    let active = true;
    setRows(null);
    api.get<{ data: Production[] }>(PATHS.dateList(date, onlyNotDone))
      .then((r) => active && setRows(sortDay(r.data)))
      .catch((e) => { if (active) { setRows([]); notify.error(e, 'loadFailed'); } });
    return () => { active = false; };
  }, [api, notify, date, onlyNotDone]);

  useEffect(() => live.subscribe(PRODUCTION_TOPIC, (msg) => {
    setRows((list) => (list ? applyLive(list, date, onlyNotDone, msg) : list));
  }), [live, date, onlyNotDone]);

  const remove = (p: Production) => confirm.ask({
    title: t('remove.title'), text: t('remove.text', { slug: p.slug }), confirmLabel: t('remove.confirm'), danger: true, testId: 'remove-dialog',
    run: async () => {
      try {
        await api.delete(`${PATHS.base}/${p.id}`);
        notify.notify('success', t('remove.done', { slug: p.slug }));
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  const writer = canWrite(user);
  const columns: Column<Production>[] = useMemo(() => [
    // the slug with its state, then the day's tasks: what a phone shows first
    { id: 'slug', header: t('fields.slug'), sortValue: (p) => p.slug, cell: (p) => (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Button type="button" $variant="ghost" $small onClick={() => onOpen(p.id, p.slug)} data-testid="production-open" data-slug={p.slug}>{p.slug}</Button>
        <Badge $tone={p.done ? 'success' : 'neutral'}>{p.done ? t('doneLabel') : t('openLabel')}</Badge>
      </div>
    ) },
    { id: 'tasks', header: t('fields.tasks'), cell: (p) => (
      <ul style={{ margin: 0, paddingLeft: 16 }} data-testid="production-row-tasks">
        {shownTasks(p, onlyNotDone).map((x) => (
          <li key={x.id} data-testid="production-row-task" data-done={x.done} style={x.done ? { textDecoration: 'line-through' } : undefined}>
            {x.done ? '✓ ' : ''}{x.date && x.date !== date ? `${formatDate(x.date)} ` : ''}{hm(x.time)} {x.label}
          </li>
        ))}
      </ul>
    ) },
    { id: 'times', header: t('times'), className: 'nowrap', sortValue: (p) => p.schedule ?? '', cell: (p) => (
      <div>
        <strong>{hm(p.schedule)}</strong>
        {(p.departure || p.arrival) && <Muted as="div">{[p.departure && `${t('fields.departure')} ${hm(p.departure)}`, p.arrival && `${t('fields.arrival')} ${hm(p.arrival)}`].filter(Boolean).join(' · ')}</Muted>}
      </div>
    ) },
    { id: 'local', header: t('fields.local'), cell: (p) => p.local },
    { id: 'actions', header: t('actions'), className: 'actions', cell: (p) => (
      <RowMenu label={t('actionsOf', { slug: p.slug })} testId="production-menu" items={[
        { id: 'view', label: t('viewer.action'), onSelect: () => setViewing(p.id) },
        { id: 'open', label: t('open'), onSelect: () => onOpen(p.id, p.slug) },
        { id: 'print', label: t('print'), onSelect: () => printProduction(p.id, branch.locale) },
        { id: 'remove', label: t('remove.action'), onSelect: () => remove(p), danger: true, hidden: !writer },
      ]} />
    ) },
  ], [t, onOpen, onlyNotDone, date, branch.locale, writer]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div data-testid="production-list">
      <Toolbar $bar>
        <Button type="button" $small onClick={() => onDate(addDays(date, -1))} aria-label={t('previousDay')} data-testid="day-previous">‹</Button>
        <DateInput aria-label={t('fields.date')} value={date} onChange={(v) => v && onDate(v)} testId="list-date" />
        <Button type="button" $small onClick={() => onDate(addDays(date, 1))} aria-label={t('nextDay')} data-testid="day-next">›</Button>
        <Toggle label={t('onlyNotDone')} checked={onlyNotDone} onChange={setOnlyNotDone} testId="only-not-done" />
        <Spacer />
        {canUseGuidelines(user) && <Button type="button" onClick={() => setPicking(true)} data-testid="production-from-guideline">{t('fromGuideline.action')}</Button>}
        {writer && <Button type="button" $variant="primary" onClick={onNew} data-testid="production-new">{t('new')}</Button>}
      </Toolbar>
      <DataTable testId="productions" label={t('listOf', { date: formatDate(date) })} columns={columns} rows={rows} rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-id': p.id, 'data-slug': p.slug })} emptyTitle={t('empty')} emptyText={t('emptyText')} />
      {picking && <FromGuidelineDialog date={date} api={api} notify={notify} t={t} onClose={() => setPicking(false)} onCreated={(p) => { setPicking(false); onOpen(p.id, p.slug); }} />}
      {viewing !== null && <ProductionDrawer id={viewing} t={t} onClose={() => setViewing(null)} />}
      {confirm.dialog}
    </div>
  );
}
