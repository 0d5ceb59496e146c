/**
 * "Nova a partir de pauta": the day's guidelines the user sees (their slug and first guide's
 * address), one chosen with a radio, and the checklist made from it (POST fromGuideline).
 */
import { useEffect, useState } from 'react';
import { Button, DateInput, Dialog, Loading, Muted, Toolbar } from '@lauda/web-kit';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import type { Production } from '../common/index.js';
import { PATHS } from './api';

type T = (key: string, o?: Record<string, unknown>) => string;
interface GuidelineRow { id: number; slug: string; guides: { address: string }[] }

export function FromGuidelineDialog({ date: initial, api, notify, t, onClose, onCreated }: { date: string; api: ApiClient; notify: Notifier; t: T; onClose(): void; onCreated(p: Production): void }) {
  const [date, setDate] = useState(initial);
  const [list, setList] = useState<GuidelineRow[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    setList(null);
    setChosen(null);
    api.get<{ data: GuidelineRow[] }>(PATHS.guidelines(date)).then((r) => live && setList(r.data), (e) => { if (live) { setList([]); notify.error(e, 'loadFailed'); } });
    return () => { live = false; };
  }, [api, notify, date]);
  const create = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      const p = await api.post<Production>(PATHS.fromGuideline, { guidelineId: chosen });
      notify.notify('success', t('fromGuideline.done', { slug: p.slug }));
      onCreated(p);
    } catch (e) {
      notify.error(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('fromGuideline.title')} onClose={onClose} testId="from-guideline-dialog" width={560} busy={busy} closeLabel={t('close')}
      footer={<>
        <Button type="button" onClick={onClose}>{t('cancel')}</Button>
        <Button type="button" $variant="primary" disabled={chosen === null || busy} onClick={() => void create()} data-testid="from-guideline-confirm">{t('fromGuideline.confirm')}</Button>
      </>}>
      <Toolbar>
        <DateInput aria-label={t('fields.date')} value={date} onChange={(v) => v && setDate(v)} testId="from-guideline-date" />
      </Toolbar>
      <fieldset style={{ border: 0, padding: 0, margin: '8px 0 0' }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t('fromGuideline.text', { date: date.split('-').reverse().join('/') })}</legend>
        {list === null ? <Loading /> : list.length === 0 ? <Muted>{t('fromGuideline.empty')}</Muted> : list.map((g) => (
          <label key={g.id} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }} data-testid="from-guideline-option">
            <input type="radio" name="from-guideline" value={g.id} checked={chosen === g.id} onChange={() => setChosen(g.id)} />
            <span><strong>{g.slug}</strong>{g.guides[0]?.address ? <Muted as="span"> — {g.guides[0].address}</Muted> : null}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
