/**
 * Who has which story open (issue 13 item 3): the kernel's live lock topic (`entity_locker`: LOCK,
 * UNLOCK, TAKE_OVER), which reaches only users who may see the story, folded into story id →
 * holder. Pure; `useStoryLocks` does the load and the subscription.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ApiClient, LiveClient, LiveMessage } from '@lauda/sdk/web';

export interface StoryLock {
  userId: number;
  nickname: string;
}
export type StoryLocks = ReadonlyMap<number, StoryLock>;

export const LOCK_TOPIC = 'entity_locker';

/** The story id of a lock key (`story:42`), or null for another document type. */
export function storyOfKey(key: unknown): number | null {
  const m = typeof key === 'string' ? /^story:(\d+)$/.exec(key) : null;
  return m ? Number(m[1]) : null;
}

interface LockData {
  key?: string;
  userId?: number;
  nickname?: string;
  revoked?: boolean;
  lock?: { userId?: number; nickname?: string };
}

/** The map after one live message (the same map when nothing changed). */
export function applyLockMessage(locks: StoryLocks, m: Pick<LiveMessage, 'op' | 'id' | 'data' | 'by'>): StoryLocks {
  const data = (m.data ?? {}) as LockData;
  const id = storyOfKey(typeof m.id === 'string' && m.id ? m.id : data.key);
  if (id === null) return locks;
  const put = (userId: number | undefined, nickname: string | undefined | null) => {
    if (typeof userId !== 'number') return locks;
    const next = new Map(locks);
    next.set(id, { userId, nickname: nickname || '?' });
    return next;
  };
  switch (m.op) {
    case 'LOCK':
      return put(data.userId, data.nickname ?? m.by);
    case 'TAKE_OVER':
      // `revoked` goes to the previous holder only; the general message carries the new lock
      if (data.revoked) return locks;
      return put(data.lock?.userId ?? data.userId, data.lock?.nickname ?? data.nickname ?? m.by);
    case 'UNLOCK': {
      if (!locks.has(id)) return locks;
      const next = new Map(locks);
      next.delete(id);
      return next;
    }
    default:
      return locks;
  }
}

/** The list `GET /api/locks` answers (only documents the caller may see) as story locks. */
export function fromList(list: readonly { key: string; userId: number; nickname: string }[]): StoryLocks {
  const out = new Map<number, StoryLock>();
  for (const l of list) {
    const id = storyOfKey(l.key);
    if (id !== null) out.set(id, { userId: l.userId, nickname: l.nickname });
  }
  return out;
}

/**
 * Other users' story locks, kept live; `reloadSignal` (a reconnect, a failed move) loads the list
 * again. Nothing is asked before `ready` (the rundown's rows are there to mark), and then only once
 * the browser is idle: the rows are painted first, the lock marks follow (well within a second).
 */
export function useStoryLocks(api: ApiClient, live: LiveClient, me: number, reloadSignal: unknown, ready = true): StoryLocks {
  const [locks, setLocks] = useState<StoryLocks>(() => new Map());
  useEffect(() => {
    if (!ready) return;
    let queued: LiveMessage[] | null = [];
    let alive = true;
    let off = () => {};
    const start = () => {
      off = live.subscribe(LOCK_TOPIC, (m) => {
        if (queued) queued.push(m);
        else setLocks((l) => applyLockMessage(l, m));
      });
      api.get<{ key: string; userId: number; nickname: string }[]>('/api/locks').then((list) => {
        if (!alive) return;
        const pending = queued ?? [];
        queued = null;
        const next = pending.reduce(applyLockMessage, fromList(list));
        // no locks, as before: no reason to render the grid again
        setLocks((was) => (was.size === 0 && next.size === 0 ? was : next));
      }, () => {
        queued = null;
      });
    };
    const cancel = whenIdle(start);
    return () => {
      alive = false;
      cancel();
      off();
    };
  }, [api, live, reloadSignal, ready]);
  // the user's own locks are not a reason to make cells read-only
  return useMemo(() => new Map([...locks].filter(([, l]) => l.userId !== me)), [locks, me]);
}

/** Runs `fn` when the browser is idle (at most 300 ms later); answers a cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 300 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}
