/**
 * The synchronisation state, kept current by the `ldap` topic: running or last run (start and end in
 * the branch's time zone), what it did, its error; and the "synchronise now" button.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, DetailList, Muted, Section, Spinner, formatInstant } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { LDAP_TOPIC, type SyncState } from '../common/index.js';
import { later, PATHS } from './model';

const COUNTS = ['created', 'updated', 'deactivated', 'groups', 'skipped'] as const;

export function SyncStateCard({ api, live, notify, t, branch, canWrite }: PanelProps & { canWrite: boolean }) {
  const [state, setState] = useState<SyncState | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    const take = (next: SyncState) => setState((current) => later(current, next));
    api.get<SyncState>(PATHS.state).then(take, (e) => notify.error(e, 'loadFailed'));
    return live.subscribe(LDAP_TOPIC, (msg) => take(msg.data as SyncState));
  }, [api, live, notify]);

  const start = async () => {
    setStarting(true);
    try {
      const next = await api.post<SyncState>(PATHS.synchronize);
      setState((current) => later(current, next));
      notify.notify('info', t('syncStarted'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setStarting(false);
    }
  };

  const when = (iso: string | null) => formatInstant(iso, branch.timeZone, true);
  const summary = !state || (!state.startedAt && !state.syncing) ? t('state.never')
    : state.syncing ? t('state.syncing', { start: when(state.startedAt) })
      : `${t('state.finished', { start: when(state.startedAt), end: when(state.finishedAt) })} (${t(`state.${state.trigger ?? 'manual'}`)})`;

  return (
    <Section title={t('state.title')} testId="ldap-sync"
      actions={canWrite ? (
        <Button type="button" $variant="primary" onClick={() => void start()} disabled={starting || !!state?.syncing} data-testid="ldap-sync-now">
          {t('syncNow')}
        </Button>
      ) : undefined}>
      <p role="status" data-testid="ldap-sync-summary" data-syncing={state?.syncing ? 'true' : 'false'}>
        {state?.syncing && <Spinner aria-hidden />} {summary}
      </p>
      {state && state.finishedAt && !state.syncing && (
        state.errorCode
          ? <Alert $tone="danger" data-testid="ldap-sync-error">{t(`errors.${state.errorCode}`)}{state.error ? <Muted>{state.error}</Muted> : null}</Alert>
          : <Muted data-testid="ldap-sync-ok">{t('state.ok')}</Muted>
      )}
      {state && (state.startedAt || state.syncing) && (
        <DetailList testId="ldap-sync-counts" empty="0" items={COUNTS.map((k) => ({ field: k, label: t(`state.${k}`), value: String(state[k]) }))} />
      )}
    </Section>
  );
}
