/**
 * The guideline picker (spec 001 §2 "Association drawer"): the guidelines of a date range (from and
 * to, by default the reportage's date), one page at a time, one chosen with a radio (a row's slug is
 * its label, so a click on it chooses too; arrows move inside the group). OK stays disabled until a
 * guideline is chosen, then associates it. The API lists only the guidelines the user may see.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, DataTable, DateInput, Dialog, Field, formatDate, type Column } from '@lauda/web-kit';
import type { ApiClient, Notifier, Page } from '@lauda/sdk/web';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What the association shows of a guideline (`/api/assignments`). */
export interface GuidelineRow { id: number; slug: string; date: string; state: string }

export const PICKER_PAGE_SIZE = 10;

/** The filter's query; null while the range is not valid (an empty date, or from after to). */
export function pickerQuery(from: string | null, to: string | null, page: number): string | null {
  if (!from || !to || from > to) return null;
  return `/api/assignments/filter?from=${from}&to=${to}&page=${page}&size=${PICKER_PAGE_SIZE}`;
}

export function GuidelinePicker({ reportageId, date, current, api, notify, t, onDone, onClose }: {
  reportageId: number; date: string; current: number | null; api: ApiClient; notify: Notifier; t: T; onDone(g: GuidelineRow): void; onClose(): void;
}) {
  const [from, setFrom] = useState<string | null>(date);
  const [to, setTo] = useState<string | null>(date);
  const [page, setPage] = useState(0);
  const [list, setList] = useState<Page<GuidelineRow> | null>(null);
  const [chosen, setChosen] = useState<GuidelineRow | null>(null);
  const [busy, setBusy] = useState(false);
  const query = pickerQuery(from, to, page);
  useEffect(() => {
    if (!query) return setList({ data: [], number: 0, size: PICKER_PAGE_SIZE, total: 0 });
    let on = true;
    setList(null);
    api.get<Page<GuidelineRow>>(query).then((p) => on && setList(p), (e) => {
      if (!on) return;
      setList({ data: [], number: 0, size: PICKER_PAGE_SIZE, total: 0 });
      notify.error(e, 'loadFailed');
    });
    return () => {
      on = false;
    };
  }, [api, notify, query]);
  const range = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setPage(0);
  };
  const associate = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await api.put(`/api/news_reports/${reportageId}/assignment`, { guidelineId: chosen.id });
      notify.notify('success', t('web.guideline.associated', { slug: chosen.slug }));
      onDone(chosen);
    } catch (e) {
      notify.error(e, 'updateFailed');
    } finally {
      setBusy(false);
    }
  };
  const stateOf = (g: GuidelineRow) => t(`web.states.${g.state}`, { defaultValue: g.state });
  const columns: Column<GuidelineRow>[] = [
    { id: 'choose', header: t('web.guideline.choose'), className: 'actions', cell: (g) => (
      <input type="radio" name="guideline-choice" id={`guideline-choice-${g.id}`} checked={chosen?.id === g.id} onChange={() => setChosen(g)} data-testid={`guideline-choice-${g.id}`} />
    ) },
    { id: 'slug', header: t('web.fields.slug'), cell: (g) => (
      <label htmlFor={`guideline-choice-${g.id}`}>
        {g.slug}{g.id === current ? ` (${t('web.guideline.current')})` : ''}
        {/* on a phone the date and state go under the slug */}
        <span className="sub narrow">{formatDate(g.date)} · {stateOf(g)}</span>
      </label>
    ) },
    { id: 'date', header: t('web.fields.date'), className: 'nowrap wide', cell: (g) => formatDate(g.date) },
    { id: 'state', header: t('web.fields.state'), className: 'wide', cell: stateOf },
  ];
  const badRange = !!from && !!to && from > to;
  return (
    <Dialog title={t('web.guideline.pick')} onClose={onClose} busy={busy} width={720} testId="guideline-picker" onSubmit={(e) => { e.preventDefault(); void associate(); }}
      footer={<><Button type="button" onClick={onClose}>{t('web.cancel')}</Button><Button type="submit" $variant="primary" disabled={!chosen || busy} data-testid="guideline-picker-ok">{t('web.guideline.ok')}</Button></>}>
      <Body>
        <div className="range">
          <Field label={t('web.list.from')} htmlFor="guideline-from" error={badRange ? t('web.guideline.badRange') : undefined}>
            <DateInput id="guideline-from" value={from} onChange={range(setFrom)} testId="guideline-from" />
          </Field>
          <Field label={t('web.list.to')} htmlFor="guideline-to">
            <DateInput id="guideline-to" value={to} onChange={range(setTo)} testId="guideline-to" />
          </Field>
        </div>
        <DataTable testId="guideline-picker" label={t('web.guideline.list')} columns={columns} rows={list?.data ?? null} rowKey={(g) => g.id}
          rowProps={(g) => ({ 'data-testid': `guideline-row-${g.id}`, 'data-chosen': chosen?.id === g.id ? 'true' : undefined })}
          emptyTitle={t('web.guideline.empty')} page={{ number: list?.number ?? page, size: PICKER_PAGE_SIZE, total: list?.total ?? 0, onPage: setPage }} />
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  .range {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    margin-bottom: 8px;
  }
  td label {
    cursor: pointer;
  }
  tr[data-chosen] td {
    background: var(--lauda-sunken);
  }
  .narrow {
    display: none;
  }
  @media (max-width: 560px) {
    .wide {
      display: none;
    }
    .narrow {
      display: block;
    }
  }
`;
