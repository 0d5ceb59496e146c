/**
 * A guideline opened in a form: loaded for editing (its edit lock taken and renewed every
 * 120000 ms), or read-only when someone else holds the lock (who, and a take-over after a
 * confirmation), when it is finished and locked, or when the user may not write. A lock taken over
 * by someone else (their TAKE_OVER, or a renewal answered lock.lost) turns the form read-only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient, WebUser } from '@lauda/sdk/web';
import { guidelineLockKey, type Guideline } from '../common/index.js';
import { canWrite, errorCode, errorDetails, PATHS } from './api';

export const RENEW_MS = 120_000;

export type LockMode = 'new' | 'loading' | 'edit' | 'held' | 'lost' | 'finished' | 'read' | 'failed';

export interface GuidelineLock {
  mode: LockMode;
  guideline: Guideline | null;
  /** who holds the lock (mode `held`, `lost`) */
  holder: string | null;
  reload(): Promise<void>;
  takeOver(): Promise<void>;
  /** the saved guideline (after a create, the form goes on with its id and lock) */
  saved(g: Guideline): void;
}

export function useGuidelineLock(api: ApiClient, live: LiveClient, user: WebUser, id: number | null): GuidelineLock {
  const [mode, setMode] = useState<LockMode>(id === null ? 'new' : 'loading');
  const [guideline, setGuideline] = useState<Guideline | null>(null);
  const [holder, setHolder] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<number | null>(id);
  const held = useRef(false);

  const load = useCallback(async (gid: number) => {
    setMode('loading');
    if (canWrite(user)) {
      try {
        const g = await api.get<Guideline>(PATHS.one(gid, true));
        held.current = true;
        setGuideline(g);
        setHolder(null);
        setMode('edit');
        return;
      } catch (e) {
        const code = errorCode(e);
        if (code !== 'lock.held' && code !== 'guideline.finished') throw e;
        setHolder(code === 'lock.held' ? String(errorDetails(e).holder ?? '?') : null);
        setGuideline(await api.get<Guideline>(PATHS.one(gid)));
        setMode(code === 'lock.held' ? 'held' : 'finished');
        return;
      }
    }
    setGuideline(await api.get<Guideline>(PATHS.one(gid)));
    setMode('read');
  }, [api, user]);

  useEffect(() => {
    if (currentId === null) return;
    load(currentId).catch(() => setMode('failed'));
  }, [currentId, load]);

  // keep the lock while editing; release it when the form closes
  useEffect(() => {
    if (currentId === null || mode !== 'edit') return;
    const key = guidelineLockKey(currentId);
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
    if (currentId !== null && held.current) void api.post('/api/locks/unlock', { key: guidelineLockKey(currentId) }).catch(() => undefined);
  }, [api, currentId]);

  // someone took the lock over, or the holder let it go
  useEffect(() => {
    if (currentId === null) return;
    const key = guidelineLockKey(currentId);
    return live.subscribe('entity_locker', (msg) => {
      if (msg.id !== key) return;
      const data = (msg.data ?? {}) as { revoked?: boolean; nickname?: string };
      if (msg.op === 'TAKE_OVER' && data.revoked) {
        held.current = false;
        setHolder(msg.by ?? data.nickname ?? '?');
        setMode('lost');
      } else if (msg.op === 'LOCK' || msg.op === 'TAKE_OVER') {
        if (msg.by !== user.nickname) setHolder(msg.by ?? '?');
      }
    });
  }, [live, currentId, user.nickname]);

  const takeOver = useCallback(async () => {
    if (currentId === null) return;
    await api.post('/api/locks/take-over', { key: guidelineLockKey(currentId) });
    await load(currentId);
  }, [api, currentId, load]);

  const saved = useCallback((g: Guideline) => {
    setGuideline(g);
    if (currentId === null) {
      held.current = true;
      setMode('edit');
      setCurrentId(g.id);
    }
  }, [currentId]);

  const reload = useCallback(async () => { if (currentId !== null) await load(currentId); }, [currentId, load]);
  return { mode, guideline, holder, reload, takeOver, saved };
}
