/**
 * The media center's state: the MAMs, the one chosen (kept per browser tab), its searchable fields,
 * the query (text after 250 ms, spec 001 §9), the page of results, its sync; live from `media`
 * (a change of one of its media reloads the page, at most every half second; its sync's progress
 * replaces the state).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { useSearchText } from '@lauda/web-kit';
import { MEDIA_TOPIC, type MamDevice, type MediaPage, type SearchableFields, type SyncState } from '../common/index.js';
import { EMPTY_QUERY, mediasPath, type MediaQuery } from './logic';

const KEEP = 'lauda.media.mam';
const RELOAD_MS = 500;

export function useMediaCenter({ api, live, notify }: Pick<PanelProps, 'api' | 'live' | 'notify'>) {
  const [mams, setMams] = useState<MamDevice[] | null>(null);
  const [mamId, setMamIdState] = useState<number | null>(() => Number(sessionStorage.getItem(KEEP)) || null);
  const [fields, setFields] = useState<SearchableFields | null>(null);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<MediaQuery>(EMPTY_QUERY);
  const [page, setPage] = useState<MediaPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [sync, setSync] = useState<SyncState | null>(null);
  const [serial, setSerial] = useState(0);
  const text = useSearchText(typed, () => setQuery((q) => ({ ...q, page: 0 })));
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const setMamId = useCallback((id: number | null) => {
    setMamIdState(id);
    if (id) sessionStorage.setItem(KEEP, String(id));
    setQuery(EMPTY_QUERY);
    setTyped('');
  }, []);
  const change = useCallback((patch: Partial<MediaQuery>) => setQuery((q) => ({ ...q, page: 0, ...patch })), []);

  const loadMams = useCallback(() => {
    api.get<MamDevice[]>('/api/mam').then((list) => {
      setMams(list);
      setMamIdState((cur) => (cur && list.some((d) => d.id === cur) ? cur : list[0]?.id ?? null));
    }, (e) => {
      setMams([]);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify]);
  useEffect(loadMams, [loadMams]);

  useEffect(() => {
    if (!mamId) return;
    let on = true;
    setFields(null);
    setSync(null);
    api.get<SearchableFields>(`/api/mam/${mamId}/searchable_fields`).then((f) => on && setFields(f), () => on && setFields({ schema: null, source: 'stored', fields: [] }));
    api.get<SyncState>(`/api/mam/${mamId}/sync`).then((s) => on && setSync(s), () => undefined);
    return () => {
      on = false;
    };
  }, [api, mamId]);

  const wanted = { ...query, text };
  const path = mamId ? mediasPath(mamId, wanted) : null;
  useEffect(() => {
    if (!path) return;
    let on = true;
    setFailed(false);
    api.get<MediaPage>(path).then((p) => on && setPage(p), (e) => {
      if (!on) return;
      setFailed(true);
      notify.error(e, 'loadFailed');
    });
    return () => {
      on = false;
    };
  }, [api, notify, path, serial]);

  useEffect(() => live.subscribe(MEDIA_TOPIC, (msg) => {
    const data = msg.data as { sync?: SyncState; media?: { mamId: number } } | undefined;
    if (data?.sync) {
      if (data.sync.mamId === mamId) setSync(data.sync);
      if (data.sync.state === 'done') loadMams();
      return;
    }
    if (data?.media?.mamId !== mamId || reloadTimer.current) return;
    reloadTimer.current = setTimeout(() => {
      reloadTimer.current = null;
      reload();
    }, RELOAD_MS);
  }), [live, mamId, reload, loadMams]);
  useEffect(() => () => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
  }, []);

  const mam = mams?.find((d) => d.id === mamId) ?? null;
  return { mams, mam, setMamId, fields, typed, setTyped, query: wanted, change, page, failed, sync, setSync, reload, loadMams };
}
