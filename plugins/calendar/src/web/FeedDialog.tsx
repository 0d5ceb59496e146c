/**
 * The calendar's subscription for phones (iCalendar): the caller's own secret address, made (or
 * replaced: the old one stops working), copied, or revoked. The address is shown only when made.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, Field, Input, Muted } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Calendar } from '../common/index.js';
import { PATHS } from './api';

export function FeedDialog({ api, t, notify, calendar, onClose }: Pick<PanelProps, 'api' | 't' | 'notify'> & { calendar: Calendar; onClose: () => void }) {
  const [active, setActive] = useState<boolean | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let on = true;
    api.get<{ active: boolean }>(PATHS.feed(calendar.id)).then((s) => on && setActive(s.active), (e) => notify.error(e, 'loadFailed'));
    return () => { on = false; };
  }, [api, calendar.id, notify]);
  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setBusy(false);
    }
  };
  const make = () => act(async () => {
    const { path } = await api.post<{ path: string }>(PATHS.feed(calendar.id));
    setUrl(`${window.location.origin}${path}`);
    setActive(true);
  });
  const revoke = () => act(async () => {
    await api.delete(PATHS.feed(calendar.id));
    setUrl(null);
    setActive(false);
    notify.notify('success', t('feedRevoked'));
  });
  const copy = () => act(async () => {
    await navigator.clipboard.writeText(url ?? '');
    notify.notify('success', t('feedCopied'));
  });
  return (
    <Dialog title={t('feedTitle', { name: calendar.name })} onClose={onClose} busy={busy} width={560} testId="cal-feed"
      footer={(
        <>
          {active && <Button $variant="danger" onClick={() => void revoke()} disabled={busy} data-testid="cal-feed-revoke">{t('feedRevoke')}</Button>}
          <span className="grow" />
          <Button onClick={onClose} disabled={busy}>{t('close')}</Button>
          <Button $variant="primary" onClick={() => void make()} disabled={busy || active === null} data-testid="cal-feed-make">{active ? t('feedReplace') : t('feedMake')}</Button>
        </>
      )}>
      <Muted>{t('feedText')}</Muted>
      {url ? (
        <Field label={t('feedUrl')} htmlFor="cal-feed-url" hint={t('feedOnce')}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Input id="cal-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} data-testid="cal-feed-url" />
            <Button onClick={() => void copy()} disabled={busy}>{t('feedCopy')}</Button>
          </div>
        </Field>
      ) : <p data-testid="cal-feed-state">{active ? t('feedActive') : t('feedNone')}</p>}
    </Dialog>
  );
}
