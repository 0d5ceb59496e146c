/** The prompter's rundown: loaded with its scripts and kept current by the live topics. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient, LiveMessage } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import type { Rundown } from '../../common/types.js';
import { applyLive } from '../logic/live.js';

/**
 * A fresh load now and then: a message lost while the socket was down must not leave the
 * prompter reading an old script for the rest of the show.
 */
const REFRESH_MS = 60_000;

/**
 * The rundown with its stories' sections, changed in place by the `rundowns`, `blocks` and
 * `stories` topics (the grid's rules, `logic/live.ts`). Messages that come while it loads are
 * applied once it has loaded; one that cannot be applied loads it again.
 */
export function useRundownFeed(api: ApiClient, live: LiveClient, id: number | null, onFail: (e: unknown) => void) {
  const [rundown, setRundown] = useState<Rundown | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const pending = useRef<LiveMessage[] | null>(null);
  const seq = useRef(0);
  const failRef = useRef(onFail);
  failRef.current = onFail;

  const load = useCallback(async (quiet = false) => {
    if (id === null) return;
    const mine = ++seq.current;
    pending.current = [];
    try {
      const r = await api.get<Rundown>(`/api/rundowns/${id}`);
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
      // a periodic refresh that fails keeps what is shown; the first load says why it failed
      if (!quiet) {
        setFailed(e);
        failRef.current(e);
      }
    }
  }, [api, id]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(true), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

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

  return { rundown, failed, reload: () => load() };
}
