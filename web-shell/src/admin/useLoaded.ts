import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';

/**
 * What `GET path` answers, read again whenever `path` changes (an answer to an older path is
 * dropped), with whether a read is under way and `reload`; `path` null reads nothing.
 */
export function useLoaded<T>(api: PanelProps['api'], notify: PanelProps['notify'], path: string | null): { data: T | null; loading: boolean; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let active = true;
    setLoading(true);
    api
      .get<T>(path)
      .then((d) => active && setData(d))
      .catch((e) => active && notify.error(e, 'loadFailed'))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api, notify, path, round]);
  return { data, loading, reload: useCallback(() => setRound((r) => r + 1), []) };
}
