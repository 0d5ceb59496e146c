/**
 * The reportage's guideline (spec 001 §2 "Association drawer"): the associated guideline (slug, date,
 * state; the slug opens it read-only in the document drawer) with reassociate and remove (after a
 * confirmation), or "associate" when there is none. Each action is a call of its own (the association
 * routes), not part of the form's save; `onChanged` brings the form's version up to date.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, formatDate, useConfirm } from '@lauda/web-kit';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { GuidelineDrawer } from './GuidelineDrawer.js';
import { GuidelinePicker, type GuidelineRow } from './GuidelinePicker.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface GuidelinePartProps {
  reportageId: number;
  date: string;
  /** the form's `assignmentId`: the part reloads when it changes (here or, live, by someone else) */
  assignmentId: number | null;
  readOnly: boolean;
  api: ApiClient;
  notify: Notifier;
  t: T;
  onChanged(): Promise<void>;
}

export function GuidelinePart({ reportageId, date, assignmentId, readOnly, api, notify, t, onChanged }: GuidelinePartProps) {
  // undefined while loading, null when there is none (or the user may not see it)
  const [guideline, setGuideline] = useState<GuidelineRow | null | undefined>(undefined);
  const [dialog, setDialog] = useState<'pick' | 'view' | null>(null);
  const { ask, dialog: confirm } = useConfirm(t('web.cancel'));
  useEffect(() => {
    let on = true;
    api.get<{ assignmentId: number | null }>(`/api/news_reports/${reportageId}/assignment`)
      .then((a) => (a.assignmentId === null ? null : api.get<GuidelineRow>(`/api/assignments/${a.assignmentId}`)))
      .then((g) => on && setGuideline(g), (e) => {
        if (!on) return;
        setGuideline(null);
        notify.error(e, 'loadFailed');
      });
    return () => {
      on = false;
    };
  }, [api, notify, reportageId, assignmentId]);

  const remove = () => ask({
    title: t('web.guideline.removeTitle'), text: t('web.guideline.removeText', { slug: guideline?.slug ?? '' }), confirmLabel: t('web.guideline.remove'),
    danger: true, testId: 'confirm-guideline-remove',
    run: async () => {
      try {
        await api.delete(`/api/news_reports/${reportageId}/assignment`);
        setGuideline(null);
        notify.notify('success', t('web.guideline.removed'));
        await onChanged();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });
  const chosen = (g: GuidelineRow) => {
    setDialog(null);
    setGuideline(g);
    void onChanged();
  };

  return (
    <Part aria-label={t('web.guideline.title')} data-testid="reportage-guideline" data-guideline-id={guideline?.id ?? ''}>
      <strong>{t('web.guideline.title')}</strong>
      {guideline === undefined ? <span className="muted">{t('web.loading')}</span> : guideline ? (
        <>
          <Button type="button" $small $variant="ghost" aria-haspopup="dialog" onClick={() => setDialog('view')} data-testid="guideline-open">{guideline.slug}</Button>
          <span data-testid="guideline-date">{formatDate(guideline.date)}</span>
          <Badge data-testid="guideline-state">{t(`web.states.${guideline.state}`, { defaultValue: guideline.state })}</Badge>
        </>
      ) : <span className="muted" data-testid="guideline-none">{t('web.guideline.none')}</span>}
      <span className="grow" />
      {guideline !== undefined && !readOnly && (guideline ? (
        <>
          <Button type="button" $small onClick={() => setDialog('pick')} data-testid="guideline-reassociate">{t('web.guideline.reassociate')}</Button>
          <Button type="button" $small $variant="danger" onClick={remove} data-testid="guideline-remove">{t('web.guideline.remove')}</Button>
        </>
      ) : (
        <Button type="button" $small onClick={() => setDialog('pick')} data-testid="guideline-associate">{t('web.guideline.associate')}</Button>
      ))}
      {dialog === 'pick' && <GuidelinePicker reportageId={reportageId} date={date} current={guideline?.id ?? null} api={api} notify={notify} t={t} onDone={chosen} onClose={() => setDialog(null)} />}
      {dialog === 'view' && guideline && <GuidelineDrawer id={guideline.id} t={t} onClose={() => setDialog(null)} />}
      {confirm}
    </Part>
  );
}

const Part = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  border: 1px solid var(--lauda-control-border);
  border-radius: var(--lauda-radius);
  padding: 6px;
  .grow {
    flex: 1;
  }
  .muted {
    color: var(--lauda-muted);
  }
`;
