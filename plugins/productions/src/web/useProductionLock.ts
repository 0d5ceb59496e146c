/**
 * A checklist opened in a form: loaded for editing (its edit lock taken and renewed every
 * 120000 ms), or read-only when someone else holds the lock (who, and a take-over after a
 * confirmation) or when the user may not write. A lock taken over by someone else (their
 * TAKE_OVER, or a renewal answered lock.lost) turns the form read-only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient, WebUser } from '@lauda/sdk/web';
import { productionLockKey, type Production } from '../common/index.js';
import { canWrite, errorCode, errorDetails, PATHS } from './api';

export const RENEW_MS = 120_000;

export type LockMode = 'new' | 'loading' | 'edit' | 'held' | 'lost' | 'read' | 'failed';

export interface ProductionLock {
  mode: LockMode;
  production: Production | null;
  /** who holds the lock (mode `held`, `lost`) */
  holder: string | null;
  takeOver(): Promise<void>;
  /** the saved checklist (after a create, the form goes on with its id and lock) */
  saved(p: Production): void;
}

export function useProductionLock(api: ApiClient, live: LiveClient, user: WebUser, id: number | null): ProductionLock {
  const [mode, setMode] = useState<LockMode>(id === null ? 'new' : 'loading');
  const [production, setProduction] = useState<Production | null>(null);
  const [holder, setHolder] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<number | null>(id);
  const held = useRef(false);

  const load = useCallback(async (pid: number) => {
    setMode('loading');
    if (!canWrite(user)) {
      setProduction(await api.get<Production>(PATHS.one(pid)));
      return setMode('read');
    }
    try {
      const p = await api.get<Production>(PATHS.one(pid, true));
      held.current = true;
      setProduction(p);
      setHolder(null);
      setMode('edit');
    } catch (e) {
      if (errorCode(e) !== 'lock.held') throw e;
      setHolder(String(errorDetails(e).holder ?? '?'));
      setProduction(await api.get<Production>(PATHS.one(pid)));
      setMode('held');
    }
  }, [api, user]);

  useEffect(() => {
    if (currentId === null) return;
    load(currentId).catch(() => setMode('failed'));
  }, [currentId, load]);

  // keep the lock while editing; release it when the form closes
  useEffect(() => {
    if (currentId === null || mode !== 'edit') return;
    const key = productionLockKey(currentId);
    const timer = setInterval(() => {
      api.post('/api/locks/renew', { key }).catch((e) => {
        held.current = false;
        setHolder(String(errorDetails(e).holder ?? '?'));
        setMode('lost');
      });
    }, RENEW_MS);
    return () => clearInterval(timer);
  }, [api, currentId, mode]);
  useEffect(() => () => {
    if (currentId !== null && held.current) void api.post('/api/locks/unlock', { key: productionLockKey(currentId) }).catch(() => undefined);
  }, [api, currentId]);

  // someone took the lock over, or took it when it was free
  useEffect(() => {
    if (currentId === null) return;
    const key = productionLockKey(currentId);
    return live.subscribe('entity_locker', (msg) => {
      if (msg.id !== key) return;
      const data = (msg.data ?? {}) as { revoked?: boolean; nickname?: string };
      if (msg.op === 'TAKE_OVER' && data.revoked) {
        held.current = false;
        setHolder(msg.by ?? data.nickname ?? '?');
        setMode('lost');
      } else if ((msg.op === 'LOCK' || msg.op === 'TAKE_OVER') && msg.by !== user.nickname) {
        setHolder(msg.by ?? '?');
      }
    });
  }, [live, currentId, user.nickname]);

  const takeOver = useCallback(async () => {
    if (currentId === null) return;
    await api.post('/api/locks/take-over', { key: productionLockKey(currentId) });
    await load(currentId);
  }, [api, currentId, load]);

  const saved = useCallback((p: Production) => {
    setProduction(p);
    if (currentId === null) {
      held.current = true;
      setMode('edit');
      setCurrentId(p.id);
    }
  }, [currentId]);

  return { mode, production, holder, takeOver, saved };
}
