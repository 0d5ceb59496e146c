/** The workspace's hooks: a live rundown, the clock, local settings. */
import { useCallback, useEffect, useState } from 'react';
import { useWorkspace } from './context.js';
import { useRundownFeed } from './rundownFeed.js';

/** The rundown of a workspace tab, kept current live (`rundownFeed.ts`); scripts left out. */
export function useLiveRundown(id: number) {
  const { api, live, fail, reloadSignal } = useWorkspace();
  const onFail = useCallback((e: unknown) => fail(e, 'loadFailed'), [fail]);
  return useRundownFeed(api, live, id, onFail, { sections: false, reloadSignal });
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
