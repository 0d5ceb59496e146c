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
import {
  Alert, Badge, Button, EmptyRow, ErrorState, Loading, ProgressBar, Spacer, Table, TableCard, Toolbar, VisuallyHidden,
  formatInstant, formatNumber, useConfirm,
} from '@lauda/web-kit';
import { useShell } from '../app/shell';
import { canAccess } from '../registry/access';
import { ADMIN_WRITE } from '../admin/builtins';
import { INDEX_POLL_MS, STATE_TONE, anyRebuilding, mergeStates, shouldPoll, stateOf } from './indexStates';

export default function IndexPanel({ api, notify, user }: PanelProps) {
  const { t } = useTranslation();
  const { live, branch } = useShell();
  const canWrite = canAccess([ADMIN_WRITE], user);
  const [states, setStates] = useState<IndexState[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  const fmt = (n: number) => formatNumber(n, document.documentElement.lang || undefined);
  const name = (target: string) => t(`search.targetNames.${target}`, { defaultValue: target });

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
      <TableCard>
        <Scroll role="region" aria-label={t('admin.index.title')} tabIndex={0}>
          <Table data-testid="index-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.index.target')}</th>
                <th scope="col">{t('admin.index.state')}</th>
                <th scope="col" className="num">{t('admin.index.entries')}</th>
                <th scope="col">{t('admin.index.rebuiltAt')}</th>
                {canWrite && <th scope="col"><VisuallyHidden>{t('admin.index.actions')}</VisuallyHidden></th>}
              </tr>
            </thead>
            <tbody>
              {states.length === 0 && <EmptyRow colSpan={canWrite ? 5 : 4} title={t('admin.index.empty')} />}
              {states.map((s) => (
                <tr key={s.target} data-testid="index-row" data-target={s.target} data-state={s.state}>
                  <th scope="row" className="target">{name(s.target)}</th>
                  <td className="state">
                    <Badge $tone={STATE_TONE[s.state]} data-testid="index-state">{t(`admin.index.states.${s.state}`)}</Badge>
                    {s.state === 'rebuilding' && (
                      <span className="progress">
                        <ProgressBar
                          done={s.done}
                          total={s.total}
                          label={t('admin.index.progress', { target: name(s.target) })}
                          valueText={t('admin.index.progressText', { done: fmt(s.done), total: fmt(s.total) })}
                          testId="index-progress"
                        />
                        <span className="count" aria-hidden>{s.total > 0 ? t('admin.index.progressText', { done: fmt(s.done), total: fmt(s.total) }) : t('admin.index.waiting')}</span>
                      </span>
                    )}
                  </td>
                  <td className="num" data-testid="index-entries">{fmt(s.entries)}</td>
                  <td className="nowrap" data-testid="index-rebuilt-at">{s.rebuiltAt ? formatInstant(s.rebuiltAt, branch?.timeZone) : t('admin.index.never')}</td>
                  {canWrite && (
                    <td className="actions">
                      <Button
                        type="button"
                        $small
                        disabled={s.state === 'rebuilding' || asking !== null}
                        onClick={() => void rebuild([s.target])}
                        aria-label={`${t('admin.index.rebuild')}: ${name(s.target)}`}
                        data-testid="index-rebuild"
                      >
                        {t('admin.index.rebuild')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </TableCard>
      {dialog}
    </div>
  );
}

const Intro = styled.p`
  margin: 0;
  max-width: 720px;
  color: var(--lauda-muted);
`;
const Scroll = styled.div`
  overflow-x: auto;
  th.target {
    font-size: inherit;
    text-transform: none;
    letter-spacing: 0;
    color: var(--lauda-text);
    background: transparent;
    position: static;
    white-space: nowrap;
  }
  td.state {
    min-width: 200px;
  }
  .progress {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-top: 6px;
  }
  .progress > :first-child {
    flex: 1;
  }
  .count {
    font-size: 12px;
    color: var(--lauda-muted);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;
