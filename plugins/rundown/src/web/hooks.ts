/** The workspace's hooks: a live rundown, the clock, local settings. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../common/ids.js';
import type { Rundown } from '../common/types.js';
import { useWorkspace } from './context.js';
import { applyLive } from './logic/live.js';

/**
 * A rundown loaded once and kept current by the `rundowns`, `blocks` and `stories` topics: each
 * change is applied where it belongs, without reloading. A message that cannot be applied (a story
 * this screen does not know) loads the rundown again. Messages that arrive while it loads are
 * applied once it has loaded.
 */
export function useLiveRundown(id: number) {
  const { api, live, fail, reloadSignal } = useWorkspace();
  const [rundown, setRundown] = useState<Rundown | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const pending = useRef<LiveMessage[] | null>(null);
  const seq = useRef(0);
  const failRef = useRef(fail);
  failRef.current = fail;

  const load = useCallback(async () => {
    const mine = ++seq.current;
    pending.current = [];
    setLoading(true);
    try {
      const r = await api.get<Rundown>(`/api/rundowns/${id}?sections=false`);
      if (mine !== seq.current) return;
      const queued = pending.current ?? [];
      pending.current = null;
      let next: Rundown = r;
      let again = false;
      for (const m of queued) {
        const x = applyLive(next, m);
        if (x === 'reload') again = true;
        else next = x;
      }
      setRundown(next);
      setFailed(null);
      if (again) queueMicrotask(() => void load());
    } catch (e) {
      if (mine !== seq.current) return;
      pending.current = null;
      setFailed(e);
      failRef.current(e, 'loadFailed');
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [api, id]);

  useEffect(() => {
    void load();
  }, [load, reloadSignal]);

  useEffect(() => {
    const on = (msg: LiveMessage) => {
      if (pending.current) {
        pending.current.push(msg);
        return;
      }
      setRundown((r) => {
        if (!r) return r;
        const next = applyLive(r, msg);
        if (next === 'reload') {
          queueMicrotask(() => void load());
          return r;
        }
        return next;
      });
    };
    const offs = [RUNDOWN_TOPICS.rundowns, RUNDOWN_TOPICS.blocks, RUNDOWN_TOPICS.stories].map((t) => live.subscribe(t, on));
    return () => offs.forEach((off) => off());
  }, [live, load]);

  return { rundown, setRundown, reload: load, failed, loading };
}

/** The current time, ticking every `ms` while `enabled`. */
export function useNow(enabled: boolean, ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [enabled, ms]);
  return now;
}

/** A value kept in localStorage (per browser), e.g. the chosen accumulation option. */
export function useStored<T>(key: string, initial: T): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? initial : (JSON.parse(raw) as T);
    } catch {
      return initial;
    }
  });
  const set = useCallback((v: T) => {
    setValue(v);
    try {
      localStorage.setItem(key, JSON.stringify(v));
    } catch {
      /* private mode */
    }
  }, [key]);
  return [value, set];
}
