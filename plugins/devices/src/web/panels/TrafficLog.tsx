import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { errorCode, errorStatus, type DeviceWithStatus, type Driver, type TrafficEntry } from '../api';
import { Alert, Badge, Button, Check, EmptyRow, Search, Select, Table, TableCard, Toolbar } from '@lauda/web-kit';
import { bytes, indentXml, logTime } from '../components/format';

/** Most entries the viewer keeps; older ones drop off as new ones arrive. */
const KEEP = 2000;
const POLL_MS = 2000;
const PROBLEMS = new Set(['NACK', 'TIMEOUT', 'DROPPED', 'ERROR']);

/** The entries after a read: new ones appended, known ones (an ACK that arrived) replaced, the oldest dropped. */
export function mergeEntries(known: readonly TrafficEntry[], read: readonly TrafficEntry[]): TrafficEntry[] {
  const bySeq = new Map(known.map((e) => [e.seq, e]));
  for (const e of read) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-KEEP);
}

/** Where the next read starts: before the oldest entry still waiting for its answer, else after the newest. */
export function nextAfter(entries: readonly TrafficEntry[]): number {
  const pending = entries.find((e) => e.ack === 'PENDING');
  if (pending) return pending.seq - 1;
  return entries.length ? entries[entries.length - 1]!.seq : 0;
}

const ackTone = (ack: TrafficEntry['ack']) => (ack === 'ACK' ? 'success' : ack === 'PENDING' ? 'neutral' : ack && PROBLEMS.has(ack) ? 'danger' : 'neutral');

/**
 * The device's traffic log (MOS messages in and out): time, direction, port, type, message id,
 * answer; a filter, refresh, live follow, export, and the driver's actions that need no payload.
 */
export function TrafficLog({ api, notify, t, branch, device, driver, user }: PanelProps & { device: DeviceWithStatus; driver: Driver | null }) {
  const [entries, setEntries] = useState<TrafficEntry[] | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [follow, setFollow] = useState(true);
  const [text, setText] = useState('');
  const [direction, setDirection] = useState<'' | 'in' | 'out'>('');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [action, setAction] = useState('');
  const [running, setRunning] = useState(false);
  const current = useRef<TrafficEntry[]>([]);
  const base = `/api/devices/${device.id}/mos-log`;
  const canWrite = user.support || user.roles.includes('ROLE_ADMIN_WRITE');
  const actions = (driver?.actions ?? []).filter((a) => !a.payload?.required?.length);

  const read = useCallback(async (fresh: boolean) => {
    try {
      const after = fresh ? null : nextAfter(current.current);
      const got = await api.get<TrafficEntry[]>(after === null ? `${base}?limit=500` : `${base}?afterSeq=${after}&limit=1000`);
      const next = fresh ? got.slice(-KEEP) : mergeEntries(current.current, got);
      current.current = next;
      setEntries(next);
      setUnavailable(null);
    } catch (e) {
      // not running, or a driver without a log: say why, in the user's language
      if (errorStatus(e) === 422) {
        setUnavailable(t(`errors.${errorCode(e)}`));
        current.current = [];
        setEntries([]);
      } else if (fresh) {
        setEntries((x) => x ?? []);
        notify.error(e, 'loadFailed');
      }
    }
  }, [api, base, notify, t]);

  useEffect(() => {
    void read(true);
  }, [read]);
  useEffect(() => {
    if (!follow || unavailable) return;
    const timer = setInterval(() => void read(false), POLL_MS);
    return () => clearInterval(timer);
  }, [follow, read, unavailable]);
  // a device that comes back (status change) may have a log again
  useEffect(() => {
    if (unavailable && device.status?.connected) void read(true);
  }, [device.status?.connected, unavailable, read]);

  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (entries ?? [])
      .filter((e) => (!direction || e.direction === direction)
        && (!onlyProblems || (e.ack && PROBLEMS.has(e.ack)) || !!e.error)
        && (!q || e.messageType.toLowerCase().includes(q) || e.text.toLowerCase().includes(q) || String(e.messageId ?? '') === q))
      .reverse();
  }, [entries, text, direction, onlyProblems]);

  const run = async () => {
    if (!action) return;
    setRunning(true);
    try {
      await api.post(`/api/devices/${device.id}/actions/${encodeURIComponent(action)}`, {});
      notify.notify('success', t('log.actionDone', { action }));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
    setRunning(false);
    void read(false);
  };

  const toggle = (seq: number) => setOpen((s) => {
    const n = new Set(s);
    if (n.has(seq)) n.delete(seq);
    else n.add(seq);
    return n;
  });

  return (
    <div data-testid="traffic-log">
      <Toolbar>
        <Search value={text} placeholder={t('log.search')} aria-label={t('log.search')} onChange={(e) => setText(e.target.value)} data-testid="log-filter" />
        <Select value={direction} onChange={(e) => setDirection(e.target.value as '' | 'in' | 'out')} style={{ width: 170 }} aria-label={t('log.cols.direction')} data-testid="log-direction">
          <option value="">{t('log.bothDirections')}</option>
          <option value="out">{t('log.out')}</option>
          <option value="in">{t('log.in')}</option>
        </Select>
        <Check checked={onlyProblems} onChange={setOnlyProblems} label={t('log.onlyProblems')} testId="log-problems" />
        <span className="grow" />
        <Check checked={follow} onChange={setFollow} label={t('log.follow')} testId="log-follow" />
        <Button type="button" onClick={() => void read(true)} data-testid="log-refresh">
          {t('log.refresh')}
        </Button>
        <Button as="a" href={`${base}?download=true`} download style={{ textDecoration: 'none' }} data-testid="log-export">
          {t('log.export')}
        </Button>
      </Toolbar>
      {canWrite && actions.length > 0 && !unavailable && (
        <Toolbar>
          <Select value={action} onChange={(e) => setAction(e.target.value)} style={{ width: 320 }} aria-label={t('log.action')} data-testid="log-action">
            <option value="">{t('log.chooseAction')}</option>
            {actions.map((a) => (
              <option key={a.name} value={a.name} title={a.description}>
                {a.name} — {a.description}
              </option>
            ))}
          </Select>
          <Button type="button" onClick={run} disabled={!action || running} data-testid="log-action-run">
            {t('log.send')}
          </Button>
        </Toolbar>
      )}
      {unavailable && <Alert $tone="warning" data-testid="log-unavailable">{unavailable}</Alert>}
      <TableCard>
        <LogTable data-testid="log-table">
          <thead>
            <tr>
              <th>{t('log.cols.time')}</th>
              <th>{t('log.cols.direction')}</th>
              <th>{t('log.cols.port')}</th>
              <th>{t('log.cols.type')}</th>
              <th>{t('log.cols.messageId')}</th>
              <th>{t('log.cols.ack')}</th>
              <th className="num">{t('log.cols.size')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <EmptyRow colSpan={7} title={entries === null ? t('loading') : (entries.length ? t('log.noMatch') : t('log.empty'))} text={entries && !entries.length && !unavailable ? t('log.emptyText') : undefined} />
            ) : (
              shown.map((e) => (
                <Fragment key={e.seq}>
                  <tr className={`entry ${open.has(e.seq) ? 'open' : ''}`} onClick={() => toggle(e.seq)} data-testid="log-row" data-type={e.messageType} data-direction={e.direction} aria-expanded={open.has(e.seq)}>
                    <td className="nowrap mono">{logTime(e.at, branch.timeZone)}</td>
                    <td className="nowrap">
                      <span className={`dir ${e.direction}`}>{e.direction === 'out' ? `↑ ${t('log.out')}` : `↓ ${t('log.in')}`}</span>
                    </td>
                    <td className="muted">{e.port}</td>
                    <td>
                      <strong>{e.messageType}</strong>
                      {e.error && <span className="sub bad">{e.error}</span>}
                    </td>
                    <td className="muted mono">{e.messageId ?? '—'}</td>
                    <td className="nowrap" data-testid="log-ack">
                      {e.ack ? <Badge $tone={ackTone(e.ack)}>{e.ack}</Badge> : '—'}
                      {e.attempts && e.attempts > 1 ? <span className="sub">{t('log.attempts', { count: e.attempts })}</span> : null}
                    </td>
                    <td className="num muted">{bytes(e.bytes)}</td>
                  </tr>
                  {open.has(e.seq) && (
                    <tr className="xml">
                      <td colSpan={7}>
                        <pre data-testid="log-text">{indentXml(e.text)}</pre>
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))
            )}
          </tbody>
        </LogTable>
      </TableCard>
      {entries && entries.length > 0 && <Count>{t('log.count', { shown: shown.length, total: entries.length })}</Count>}
    </div>
  );
}

const LogTable = styled(Table)`
  td.mono {
    font-family: var(--lauda-font-mono, ui-monospace, monospace);
    font-size: 12px;
  }
  tr.entry {
    cursor: pointer;
  }
  tr.entry.open td {
    background: var(--lauda-sunken);
  }
  .dir {
    font-size: 12px;
    font-weight: 700;
  }
  .dir.out {
    color: var(--lauda-primary);
  }
  .dir.in {
    color: var(--lauda-accent);
  }
  .bad {
    color: var(--lauda-danger);
  }
  tr.xml td {
    background: var(--lauda-sunken);
    padding-top: 0;
  }
  pre {
    margin: 0;
    max-height: 320px;
    overflow: auto;
    padding: 10px 12px;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    background: var(--lauda-surface);
    font-family: var(--lauda-font-mono, ui-monospace, monospace);
    font-size: 12px;
    line-height: 1.5;
    white-space: pre;
  }
`;

const Count = styled.div`
  margin-top: 8px;
  font-size: 12px;
  color: var(--lauda-muted);
`;
