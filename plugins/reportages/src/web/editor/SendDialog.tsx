/** Send the reportage to the show (issue 14 item 3): a block of a program's rundown of a date, or the program's drawer. */
import { useEffect, useState } from 'react';
import { Alert, Button, DateInput, Dialog, Field, Select, dateIn } from '@lauda/web-kit';
import type { ApiClient, Notifier } from '@lauda/sdk/web';

type T = (key: string, options?: Record<string, unknown>) => string;
interface Program { id: number; name: string }
interface RundownBlocks { id: number; blocks: { id: number; index: number; standBy: boolean }[] }

export function SendDialog({ reportageId, programs, api, notify, t, onClose }: { reportageId: number; programs: Program[]; api: ApiClient; notify: Notifier; t: T; onClose(): void }) {
  const [programId, setProgramId] = useState(programs[0]?.id ?? 0);
  const [date, setDate] = useState<string | null>(dateIn(Date.now()));
  const [rundown, setRundown] = useState<RundownBlocks | null>(null);
  const [target, setTarget] = useState('drawer');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRundown(null);
    if (!programId || !date) return;
    let on = true;
    api.get<RundownBlocks>(`/api/rundowns?date=${date}&programId=${programId}`).then((r) => {
      if (!on) return;
      setRundown(r);
      const first = r.blocks.find((b) => !b.standBy);
      setTarget(first ? String(first.id) : 'drawer');
    }).catch(() => on && setTarget('drawer'));
    return () => {
      on = false;
    };
  }, [api, programId, date]);
  const send = async () => {
    setBusy(true);
    try {
      const body = target === 'drawer' ? { drawer: { programId } } : { rundownId: rundown!.id, blockId: Number(target) };
      const story = await api.post<{ slug: string }>(`/api/news_reports/${reportageId}/send`, body);
      notify.notify('success', t('web.send.done', { slug: story.slug }));
      onClose();
    } catch (e) {
      notify.error(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('web.send.title')} onClose={onClose} busy={busy} testId="send-dialog" onSubmit={(e) => { e.preventDefault(); void send(); }}
      footer={<><Button type="button" onClick={onClose}>{t('web.cancel')}</Button><Button type="submit" $variant="primary" disabled={busy || !programId} data-testid="send-confirm">{t('web.send.confirm')}</Button></>}>
      {!programs.length && <Alert $tone="warning">{t('web.send.noProgram')}</Alert>}
      <Field label={t('web.fields.program')} htmlFor="send-program">
        <Select id="send-program" value={programId} onChange={(e) => setProgramId(Number(e.target.value))} data-testid="send-program">
          {programs.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </Select>
      </Field>
      <Field label={t('web.fields.date')} htmlFor="send-date">
        <DateInput id="send-date" value={date} onChange={setDate} testId="send-date" />
      </Field>
      <Field label={t('web.send.where')} htmlFor="send-target" hint={rundown ? undefined : t('web.send.noRundown')}>
        <Select id="send-target" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="send-target">
          {rundown?.blocks.filter((b) => !b.standBy).map((b) => <option key={b.id} value={b.id}>{t('web.send.block', { n: b.index + 1 })}</option>)}
          <option value="drawer">{t('web.send.drawer')}</option>
        </Select>
      </Field>
    </Dialog>
  );
}
