/**
 * A rundown loaded once and kept current by the `rundowns`, `blocks` and `stories` topics: each
 * change is applied where it belongs, without reloading (`logic/live.ts`). A message that cannot
 * be applied (a story this screen does not know) loads the rundown again. Messages that arrive
 * while it loads are applied once it has loaded. The grid and the prompter both read it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient, LiveMessage } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../common/ids.js';
import type { Rundown } from '../common/types.js';
import { applyLive } from './logic/live.js';

export interface FeedOptions {
  /** load the stories' scripts too (the prompter); the grid does without */
  sections: boolean;
  /** a fresh load this often (a message lost while the socket was down must not leave an old script) */
  refreshMs?: number;
  /** a change of this value loads again */
  reloadSignal?: unknown;
}

export function useRundownFeed(api: ApiClient, live: LiveClient, id: number | null, onFail: (e: unknown) => void, options: FeedOptions) {
  const [rundown, setRundown] = useState<Rundown | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const pending = useRef<LiveMessage[] | null>(null);
  const seq = useRef(0);
  const failRef = useRef(onFail);
  failRef.current = onFail;
  const { sections, refreshMs, reloadSignal } = options;

  const load = useCallback(async (quiet = false) => {
    if (id === null) return;
    const mine = ++seq.current;
    pending.current = [];
    if (!quiet) setLoading(true);
    try {
      const r = await api.get<Rundown>(`/api/rundowns/${id}${sections ? '' : '?sections=false'}`);
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
      if (again) queueMicrotask(() => void load(true));
    } catch (e) {
      if (mine !== seq.current) return;
      pending.current = null;
      // a quiet (periodic or live-triggered) load that fails keeps what is shown
      if (!quiet) {
        setFailed(e);
        failRef.current(e);
      }
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [api, id, sections]);

  useEffect(() => {
    void load();
    if (!refreshMs) return;
    const timer = setInterval(() => void load(true), refreshMs);
    return () => clearInterval(timer);
  }, [load, refreshMs, reloadSignal]);

  useEffect(() => {
    if (id === null) return;
    const on = (msg: LiveMessage) => {
      if (pending.current) {
        pending.current.push(msg);
        return;
      }
      setRundown((r) => {
        if (!r) return r;
        const next = applyLive(r, msg);
        if (next === 'reload') {
          queueMicrotask(() => void load(true));
          return r;
        }
        return next;
      });
    };
    const offs = [RUNDOWN_TOPICS.rundowns, RUNDOWN_TOPICS.blocks, RUNDOWN_TOPICS.stories].map((t) => live.subscribe(t, on));
    return () => offs.forEach((off) => off());
  }, [live, load, id]);

  return { rundown, setRundown, reload: () => load(), failed, loading };
}
