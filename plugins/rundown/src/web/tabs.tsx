/**
 * The workspace's other tabs: the preview tab (the programs' rundowns of a date, and a viewer of
 * the story last chosen in a rundown), the tab that creates a rundown (date, program, optional
 * template) and the tab that changes a rundown's date.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { LiveMessage, Page } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../common/ids.js';
import type { Rundown, RundownSummary, RundownTemplate } from '../common/types.js';
import { useWorkspace } from './context.js';
import { StoryViewerById } from './story/StoryViewer.js';
import { addDays, clock, displayDate, isoMs, today } from './logic/format.js';
import { refusalKey } from './logic/errors.js';
import { Badge, Button, DateInput, Empty, Field, Select } from '@lauda/web-kit';

/* ------------------------------------------------------------------ preview */

export function PreviewTab({ storyId }: { storyId: number | null }) {
  const { api, live, w, fail, notify, t, programs, openRundown, openNewRundown, can } = useWorkspace();
  const [date, setDate] = useState(() => today());
  const [rundowns, setRundowns] = useState<RundownSummary[] | null>(null);
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let on = true;
    api.get<Page<RundownSummary>>(`/api/rundowns?date=${date}&size=200`)
      .then((p) => on && setRundowns(p.data))
      .catch((e) => {
        if (!on) return;
        setRundowns([]);
        fail(e, 'loadFailed');
      });
    return () => {
      on = false;
    };
  }, [api, date, fail, tick]);

  // a rundown created, re-dated or changed by anyone shows here at once
  useEffect(() => live.subscribe(RUNDOWN_TOPICS.rundowns, (m: LiveMessage) => {
    if (m.op !== 'CREATE' && m.op !== 'PATCH' && m.op !== 'DELETE' && m.op !== 'UPDATE') return;
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setTick((n) => n + 1);
    }, m.op === 'CREATE' ? 0 : 800);
  }), [live]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const byProgram = new Map((rundowns ?? []).map((r) => [r.programId, r]));
  const list = programs.length ? programs.filter((p) => p.active !== false || byProgram.has(p.id)) : [...byProgram.keys()].map((id) => ({ id, name: `#${id}`, start: '', end: '' }));

  return (
    <Preview>
      <section className="list" data-testid="preview-rundowns">
        <div className="dates">
          <Button type="button" $small onClick={() => setDate(addDays(date, -1))} aria-label={w('preview.previousDay')}>‹</Button>
          <DateInput value={date} onChange={(d) => d && setDate(d)} testId="preview-date" aria-label={w('preview.date')} />
          <Button type="button" $small onClick={() => setDate(addDays(date, 1))} aria-label={w('preview.nextDay')}>›</Button>
          <Button type="button" $small $variant="ghost" onClick={() => setDate(today())}>{w('preview.today')}</Button>
          {can.write && <Button type="button" $small $variant="primary" onClick={() => openNewRundown({ date })} data-testid="preview-new">+ {w('newRundown.title')}</Button>}
        </div>
        <h2>{w('preview.rundownsOf', { date: displayDate(date) })}</h2>
        {!rundowns ? <Empty>{w('loading')}</Empty> : list.length === 0 ? <Empty>{w('preview.noPrograms')}</Empty> : (
          <table>
            <tbody>
              {list.map((p) => {
                const r = byProgram.get(p.id);
                return (
                  <tr key={p.id} data-testid="preview-program" data-program={p.id} data-rundown={r?.id ?? ''}>
                    <td className="name"><b>{p.name}</b><br /><span className="muted">{r ? `${r.start}–${r.end}` : p.start ? `${p.start}–${p.end}` : ''}</span></td>
                    <td>
                      {r ? (
                        <span className="state">
                          <Badge $bg={r.displayStatus === 'play' ? '#d3202b' : r.displayStatus === 'stop' ? '#5d6b7c' : '#e3edff'} $fg={r.displayStatus === 'blank' ? '#1f4fa8' : '#fff'}>
                            {w(`status.${r.displayStatus}`)}
                          </Badge>
                          {r.approved && <Badge $bg="#e2f4e8" $fg="#1d6b3d">✔ {w('totals.approvedRundown')}</Badge>}
                          <span className="mono" title={w('totals.fullTotal')}>{clock(isoMs(r.totals.fullTotal))}</span>
                        </span>
                      ) : <span className="muted">{w('preview.noRundown')}</span>}
                    </td>
                    <td className="actions">
                      {r ? (
                        <Button type="button" $small $variant="primary" onClick={() => openRundown(r.id)} data-testid="preview-open">{w('preview.open')}</Button>
                      ) : can.write ? (
                        <Button type="button" $small onClick={() => openNewRundown({ date, programId: p.id })} data-testid="preview-create">{w('preview.create')}</Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <section className="viewer">
        <h2>{w('preview.story')}</h2>
        {storyId === null ? <Empty>{w('preview.pickStory')}</Empty> : <StoryViewerById storyId={storyId} api={api} live={live} notify={notify} t={t} noDetach key={storyId} />}
        {storyId !== null && <p className="muted">{w('preview.editHint')}</p>}
      </section>
    </Preview>
  );
}

const Preview = styled.div`
  display: grid;
  grid-template-columns: minmax(420px, 1fr) minmax(360px, 1fr);
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); padding: 8px; }
  gap: 16px;
  padding: 12px 16px;
  height: 100%;
  overflow: auto;
  > section > h2 { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--lauda-muted); margin: 10px 0 6px; }
  > section { min-width: 0; }
  .dates { display: flex; align-items: center; gap: 4px; }
  .dates input { width: 150px; }
  table { width: 100%; border-collapse: collapse; background: var(--lauda-surface); border: 1px solid var(--lauda-line); border-radius: var(--lauda-radius); }
  td { padding: 7px 10px; border-bottom: 1px solid #edf0f3; vertical-align: middle; }
  td.name { line-height: 1.35; }
  td.actions { text-align: right; }
  .state { display: inline-flex; gap: 6px; align-items: center; }
  .muted { color: var(--lauda-muted); font-size: 12px; }
  .mono { font-family: var(--lauda-font-mono); font-size: 12px; }
`;

/* ------------------------------------------------------------------ new rundown */

export function NewRundownTab({ preset, tabId }: { preset: { date?: string; programId?: number; templateId?: number }; tabId: string }) {
  const { api, w, fail, notify, programs, openRundown, closeTab, t } = useWorkspace();
  const [date, setDate] = useState(preset.date ?? today());
  const [programId, setProgramId] = useState<string>(preset.programId ? String(preset.programId) : programs[0] ? String(programs[0].id) : '');
  const [templateId, setTemplateId] = useState<string>(preset.templateId ? String(preset.templateId) : '');
  const [templates, setTemplates] = useState<RundownTemplate[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setProgramId((p) => p || (programs[0] ? String(programs[0].id) : ''));
  }, [programs]);
  useEffect(() => {
    if (preset.date) setDate(preset.date);
    if (preset.programId) setProgramId(String(preset.programId));
    if (preset.templateId) setTemplateId(String(preset.templateId));
  }, [preset]);
  useEffect(() => {
    if (!programId) return;
    api.get<RundownTemplate[]>(`/api/rundown_templates?programId=${programId}`).then(setTemplates).catch(() => setTemplates([]));
  }, [api, programId]);

  const create = useCallback(async () => {
    if (busy) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !programId) {
      setError(w('validation.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await api.post<Rundown>('/api/rundowns', { date, programId: Number(programId), templateId: templateId ? Number(templateId) : null });
      notify.notify('success', w('newRundown.created'));
      closeTab(tabId);
      openRundown(r.id);
    } catch (e) {
      const key = refusalKey(e);
      const text = key ? t(key) : '';
      if (key && text !== key) setError(text);
      fail(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  }, [api, busy, closeTab, date, fail, notify, openRundown, programId, t, tabId, templateId, w]);

  return (
    <FormPage>
      <form data-testid="new-rundown-form" onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <h2>{w('newRundown.title')}</h2>
        <Field label={w('newRundown.date')} htmlFor="nr-date">
          <DateInput id="nr-date" value={date} onChange={(d) => setDate(d ?? '')} testId="new-rundown-date" />
        </Field>
        <Field label={w('newRundown.program')} htmlFor="nr-program">
          <Select id="nr-program" value={programId} onChange={(e) => { setProgramId(e.target.value); setTemplateId(''); }} data-testid="new-rundown-program" required>
            {!programs.length && <option value="">{w('newRundown.noPrograms')}</option>}
            {programs.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.start}–{p.end})</option>)}
          </Select>
        </Field>
        <Field label={w('newRundown.template')} htmlFor="nr-template" hint={w('newRundown.templateHint')}>
          <Select id="nr-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)} data-testid="new-rundown-template">
            <option value="">{w('newRundown.noTemplate')}</option>
            {templates.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </Select>
        </Field>
        {error && <p className="error" role="alert" data-testid="new-rundown-error">{error}</p>}
        <div className="actions">
          <Button type="button" onClick={() => closeTab(tabId)}>{w('actions.cancel')}</Button>
          <Button type="submit" $variant="primary" disabled={busy || !programId} data-testid="new-rundown-create">{w('newRundown.create')}</Button>
        </div>
      </form>
    </FormPage>
  );
}

/* ------------------------------------------------------------------ change date */

export function ChangeDateTab({ rundownId, tabId }: { rundownId: number; tabId: string }) {
  const { api, w, fail, notify, closeTab, programName, t } = useWorkspace();
  const [rundown, setRundown] = useState<RundownSummary | null>(null);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.get<Rundown>(`/api/rundowns/${rundownId}?sections=false`)
      .then((r) => {
        setRundown(r);
        setDate(addDays(r.date, 1));
      })
      .catch((e) => fail(e, 'loadFailed'));
  }, [api, fail, rundownId]);
  if (!rundown) return <Empty>{w('loading')}</Empty>;
  const go = async () => {
    if (busy) return;
    if (date < rundown.date) {
      setError(t('errors.rundown.cannotChangeDate'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.post(`/api/rundowns/${rundownId}/date`, { date });
      notify.notify('success', w('changeDate.done', { date: displayDate(date) }));
      closeTab(tabId);
    } catch (e) {
      const key = refusalKey(e);
      const text = key ? t(key) : '';
      if (key && text !== key) setError(text);
      fail(e, 'updateFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormPage>
      <form data-testid="change-date-form" onSubmit={(e) => { e.preventDefault(); void go(); }}>
        <h2>{w('changeDate.title')}</h2>
        <p className="muted">{w('changeDate.current', { program: programName(rundown.programId), date: displayDate(rundown.date) })}</p>
        <Field label={w('changeDate.newDate')} htmlFor="cd-date" hint={w('changeDate.rules')}>
          <DateInput id="cd-date" value={date} onChange={(d) => setDate(d ?? '')} testId="change-date-input" />
        </Field>
        {error && <p className="error" role="alert" data-testid="change-date-error">{error}</p>}
        <div className="actions">
          <Button type="button" onClick={() => closeTab(tabId)}>{w('actions.cancel')}</Button>
          <Button type="submit" $variant="primary" disabled={busy || !date} data-testid="change-date-save">{w('changeDate.save')}</Button>
        </div>
      </form>
    </FormPage>
  );
}

const FormPage = styled.div`
  padding: 24px;
  overflow: auto;
  height: 100%;
  form {
    max-width: 420px;
    padding: 18px 20px;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
  }
  h2 { font-size: 15px; margin-bottom: 14px; }
  select, input { width: 100%; }
  .actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 6px; }
  .error { color: var(--lauda-danger); font-weight: 600; margin: 0 0 8px; }
  .muted { color: var(--lauda-muted); margin: 0 0 12px; }
`;
