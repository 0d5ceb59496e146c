/**
 * A day's rounds (the branch's day): earliest first, live; writers add, change and remove them and
 * make a guideline from one ("Criar pauta"); the day's PDF and each round's.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import {
  Badge, Button, DataTable, DateInput, ErrorState, openPdf, pdfUrl, Spacer, ToolField, Toolbar, dateIn, useConfirm,
} from '@lauda/web-kit';
import { ROUND_ROLES, ROUNDS_TOPIC, type Institution, type Round, type Segment } from '../common/index.js';
import { GuidelineDialog } from './GuidelineDialog';
import { RoundForm } from './RoundForm';

const DAY = 86_400_000;
const shiftDay = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const TONE = { pending: 'neutral', nothing: 'info', news: 'success' } as const;

export function DayRounds({ api, live, notify, t, user, branch }: PanelProps) {
  const writer = user.support || user.roles.includes(ROUND_ROLES.write);
  const guidelines = user.support || user.roles.includes('ROLE_ASSIGNMENT_WRITE');
  const today = () => dateIn(Date.now(), branch.timeZone);
  const [date, setDate] = useState(today);
  const [rounds, setRounds] = useState<Round[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [institutions, setInstitutions] = useState<Institution[]>([]);
  const [segments, setSegments] = useState<Segment[]>([]);
  const [editing, setEditing] = useState<Round | 'new' | null>(null);
  const [guidelineOf, setGuidelineOf] = useState<Round | null>(null);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const confirm = useConfirm(t('cancel'));

  useEffect(() => {
    let on = true;
    setFailed(false);
    api.get<Round[]>(`/api/rounds?date=${date}`).then((r) => on && setRounds(r), () => on && setFailed(true));
    return () => {
      on = false;
    };
  }, [api, date, serial]);
  useEffect(() => live.subscribe(ROUNDS_TOPIC, reload), [live, reload]);
  useEffect(() => {
    if (!writer || !editing) return;
    // fresh lists each time the form opens: they change in the other tabs
    api.get<Institution[]>('/api/rounds/institutions').then(setInstitutions, (e) => notify.error(e, 'loadFailed'));
    api.get<Segment[]>('/api/rounds/segments').then(setSegments, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify, writer, editing]);

  const pdf = (path: string, params: Record<string, string> = {}) => openPdf(pdfUrl(path, params));
  const remove = (r: Round) => confirm.ask({
    title: t('remove'),
    text: t('removeConfirm', { time: r.time.slice(0, 5), name: r.institutionName }),
    confirmLabel: t('remove'),
    danger: true,
    testId: 'round-remove-confirm',
    run: async () => {
      try {
        await api.delete(`/api/rounds?ids=${r.id}`);
        notify.notify('success', t('removed'), `${r.time.slice(0, 5)} ${r.institutionName}`);
        reload();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  return (
    <div data-testid="rounds-day">
      <Toolbar>
        <Button $small onClick={() => setDate(shiftDay(date, -1))} aria-label={`${t('day')} −1`} data-testid="rounds-previous">‹</Button>
        <ToolField>
          {t('day')}
          <DateInput value={date} onChange={(d) => d && setDate(d)} testId="rounds-date" aria-label={t('day')} />
        </ToolField>
        <Button $small onClick={() => setDate(shiftDay(date, 1))} aria-label={`${t('day')} +1`} data-testid="rounds-next">›</Button>
        <Button $small onClick={() => setDate(today())}>{t('today')}</Button>
        <Spacer />
        <Button $small onClick={() => pdf('/api/rounds/pdf', { date })} data-testid="rounds-day-pdf">{t('dayPdf')}</Button>
        {writer && <Button $variant="primary" onClick={() => setEditing('new')} data-testid="round-new">{t('new')}</Button>}
      </Toolbar>
      {failed ? <ErrorState title={t('loadFailed')} onRetry={reload} /> : (
        <DataTable<Round>
          testId="rounds"
          label={t('tableLabel')}
          rows={rounds}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-round': r.id, 'data-time': r.time })}
          emptyTitle={t('empty')}
          columns={[
            { id: 'time', header: t('fields.time'), cell: (r) => <strong>{r.time.slice(0, 5)}</strong>, className: 'nowrap' },
            { id: 'institution', header: t('fields.institutionId'), cell: (r) => <>{r.institutionName}<br /><small>{r.segmentName ?? t('noSegment')}</small></> },
            {
              id: 'notes',
              header: t('findings'),
              cell: (r) => (
                <>
                  <Badge $tone={TONE[r.result]}>{t(`results.${r.result}`)}</Badge>{r.who && <small> {r.who}</small>}
                  {r.notes && <div>{r.notes}</div>}
                </>
              ),
            },
            {
              id: 'actions',
              header: t('actions'),
              className: 'actions',
              cell: (r) => (
                <Actions>
                  <Button $small onClick={() => pdf(`/api/rounds/${r.id}/pdf`)} data-testid="round-pdf">{t('pdf')}</Button>
                  {r.guidelineId !== null ? <Badge $tone="success" data-testid="round-has-guideline">{t('hasGuideline')}</Badge>
                    : writer && guidelines && <Button $small onClick={() => setGuidelineOf(r)} data-testid="round-guideline">{t('createGuideline')}</Button>}
                  {writer && (
                    <>
                      <Button $small onClick={() => setEditing(r)} data-testid="round-edit">{t('change')}</Button>
                      <Button $small $variant="ghost" onClick={() => remove(r)} data-testid="round-remove">{t('remove')}</Button>
                    </>
                  )}
                </Actions>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <RoundForm
          round={editing === 'new' ? null : editing}
          date={date}
          institutions={institutions}
          segments={segments}
          api={api}
          notify={notify}
          t={t}
          onClose={() => setEditing(null)}
          onSaved={(r) => {
            setEditing(null);
            notify.notify('success', t('saved'), `${r.time.slice(0, 5)} ${r.institutionName}`);
            if (r.date !== date) setDate(r.date);
            else reload();
          }}
        />
      )}
      {guidelineOf && (
        <GuidelineDialog round={guidelineOf} api={api} notify={notify} t={t} onClose={() => setGuidelineOf(null)} onCreated={() => {
          setGuidelineOf(null);
          reload();
        }} />
      )}
      {confirm.dialog}
    </div>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  min-width: 150px;
  @media (min-width: 1100px) { min-width: 330px; }
`;
