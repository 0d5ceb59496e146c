/**
 * A reportage's edit lock in the editor (spec 001 §4): loading for editing takes it (or shows who holds
 * it: read-only, Save disabled), it is renewed every 120000 ms, it can be taken over (the form asks
 * first), a lost lock turns the form read-only, and closing releases it. The kernel's `entity_locker`
 * topic says at once when someone took the lock over (we lost it) or released it (we may edit now).
 */
const LOCK_TOPIC = 'entity_locker';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient } from '@lauda/sdk/web';
import { reportageLockKey } from '../../common/ids.js';
import type { Reportage } from '../model.js';

export const LOCK_RENEW_MS = 120_000;
export type LockStatus = 'new' | 'loading' | 'mine' | 'held' | 'lost' | 'failed';

const codeOf = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: string }).code : undefined);
const holderOf = (e: unknown) => {
  const d = e && typeof e === 'object' ? (e as { details?: { holder?: unknown } }).details : undefined;
  return typeof d?.holder === 'string' ? d.holder : null;
};

export function useLock(api: ApiClient, live: LiveClient, id: number, onLoaded: (r: Reportage) => void) {
  const [status, setStatus] = useState<LockStatus>(id ? 'loading' : 'new');
  const [holder, setHolder] = useState<string | null>(null);
  const current = useRef(status);
  current.current = status;
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  const open = useCallback(async () => {
    if (!id) return;
    try {
      loaded.current(await api.get<Reportage>(`/api/news_reports/${id}?edit=true`));
      setStatus('mine');
    } catch (e) {
      if (codeOf(e) !== 'lock.held') return setStatus('failed');
      setHolder(holderOf(e));
      setStatus('held');
      try {
        loaded.current(await api.get<Reportage>(`/api/news_reports/${id}`));
      } catch {
        setStatus('failed');
      }
    }
  }, [api, id]);

  useEffect(() => {
    void open();
  }, [open]);

  useEffect(() => {
    if (status !== 'mine') return;
    const key = reportageLockKey(id);
    const timer = setInterval(() => {
      api.post('/api/locks/renew', { key }).catch((e) => {
        setHolder(holderOf(e));
        setStatus(codeOf(e) === 'lock.held' ? 'held' : 'lost');
      });
    }, LOCK_RENEW_MS);
    return () => clearInterval(timer);
  }, [api, id, status]);

  useEffect(() => {
    if (!id) return;
    const key = reportageLockKey(id);
    return live.subscribe(LOCK_TOPIC, (m) => {
      const data = (m.data ?? {}) as { key?: string; revoked?: boolean; holder?: { nickname?: string } };
      if ((data.key ?? String(m.id)) !== key) return;
      if (m.op === 'TAKE_OVER' && data.revoked) {
        setHolder(data.holder?.nickname ?? m.by ?? null);
        setStatus((s) => (s === 'mine' ? 'lost' : s));
      } else if (m.op === 'UNLOCK' && current.current === 'held') {
        void open();
      }
    });
  }, [id, live, open]);

  // closing the editor gives the lock back
  useEffect(() => () => {
    if (id) void api.post('/api/locks/unlock', { key: reportageLockKey(id) }).catch(() => undefined);
  }, [api, id]);

  const takeOver = useCallback(async () => {
    await api.post('/api/locks/take-over', { key: reportageLockKey(id) });
    setHolder(null);
    await open();
  }, [api, id, open]);

  return { status, holder, takeOver, setStatus, reopen: open };
}
