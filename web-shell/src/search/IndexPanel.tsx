/**
 * "Indexação de dados" (spec 001 §2 "data indexing", "An index-rebuild page"; §4 index state):
 * each index target's state (outdated, rebuilding, rebuilt), its entries and last rebuild in the
 * branch zone, the running rebuild's progress live from the `index` topic (asked every 2 s while
 * the socket is down); rebuilding one target, or all after a confirm, for ROLE_ADMIN_WRITE.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IndexState, PanelProps } from '@lauda/sdk/web';
import { Alert, Button, ErrorState, Loading, Spacer, Toolbar, useConfirm } from '@lauda/web-kit';
import { useShell } from '../app/shell';
import { canAccess } from '../registry/access';
import { ADMIN_WRITE } from '../admin/builtins';
import { INDEX_POLL_MS, anyRebuilding, mergeStates, shouldPoll, stateOf } from './indexStates';
import { IndexTargets } from './IndexTargets';
import { usePhone } from '../layout/prefs';

export default function IndexPanel({ api, notify, user }: PanelProps) {
  const { t } = useTranslation();
  const { live, branch } = useShell();
  const canWrite = canAccess([ADMIN_WRITE], user);
  const [states, setStates] = useState<IndexState[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  const phone = usePhone();

  const load = useCallback(async () => {
    try {
      const fresh = await api.get<IndexState[]>('/api/index');
      // what the topic said while this was on its way is kept when newer
      setStates((list) => (list ? mergeStates(list, fresh) : fresh));
      setFailed(false);
    } catch (e) {
      setFailed(true);
      notify.error(e, 'loadFailed');
    }
  }, [api, notify]);

  useEffect(() => {
    void load();
    return live.subscribe('index', (m) => {
      const s = stateOf(m);
      if (s) setStates((list) => mergeStates(list ?? [], [s]));
    });
  }, [live, load]);

  // the socket may drop: the page asks the server meanwhile, and once more when it is back
  const wasConnected = useRef(true);
  useEffect(() => {
    const timer = setInterval(() => {
      const connected = live.connected;
      if (shouldPoll(connected, wasConnected.current)) void load();
      wasConnected.current = connected;
    }, INDEX_POLL_MS);
    return () => clearInterval(timer);
  }, [live, load]);

  const rebuild = async (targets: string[]) => {
    setAsking(targets.length === 1 ? targets[0]! : '*');
    try {
      const started = await api.post<IndexState[]>('/api/index/rebuild', { targets });
      setStates((list) => mergeStates(list ?? [], started));
    } catch (e) {
      // 409 index.rebuilding, 400 index.unknownTarget: translated (the shell's error texts)
      notify.error(e, 'actionFailed');
      void load();
    } finally {
      setAsking(null);
    }
  };
  const rebuildAll = () =>
    ask({
      title: t('admin.index.allTitle'),
      text: t('admin.index.allText'),
      confirmLabel: t('admin.index.rebuildAll'),
      testId: 'index-all-confirm',
      run: () => rebuild([]),
    });

  if (failed && !states) return <ErrorState title={t('admin.index.failed')} onRetry={() => void load()} testId="index-error" />;
  if (!states) return <Loading label={t('app.loading')} />;
  const busy = anyRebuilding(states);
  return (
    <div data-testid="index-page">
      <Toolbar>
        <Intro>{t('admin.index.intro')}</Intro>
        <Spacer />
        {canWrite && (
          <Button type="button" $variant="primary" disabled={busy || asking !== null} onClick={rebuildAll} data-testid="index-rebuild-all">
            {t('admin.index.rebuildAll')}
          </Button>
        )}
      </Toolbar>
      {!canWrite && <Alert $tone="info">{t('admin.readOnly')}</Alert>}
      <IndexTargets states={states} timeZone={branch?.timeZone} canWrite={canWrite} asking={asking !== null} phone={phone} onRebuild={(target) => void rebuild([target])} />
      {dialog}
    </div>
  );
}

const Intro = styled.p`
  margin: 0;
  max-width: 720px;
  color: var(--lauda-muted);
`;
