/** What the map screens read from the API: paths, the settings, the programs to filter by, the day's points kept current. */
import { useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient, Notifier } from '@lauda/sdk/web';
import { GUIDELINE_TOPIC } from '@lauda/plugin-guidelines/common';
import type { MapConfig, MapPoint } from '../common/index.js';

export const PATHS = {
  config: '/api/maps/config',
  test: '/api/maps/config/test',
  view: (date: string, programId: number | null, state: string) =>
    `/api/maps/view?date=${date}${programId ? `&programId=${programId}` : ''}${state ? `&state=${state}` : ''}`,
  programs: '/api/companies/local/programs',
} as const;

export interface MapView {
  date: string;
  points: MapPoint[];
}

export interface Program {
  id: number;
  name: string;
}

/** The map settings and the programs, once per panel; programs the user may not list are an empty list. */
export function useMapSetup(api: ApiClient): { config: MapConfig | null; programs: Program[]; failed: boolean } {
  const [config, setConfig] = useState<MapConfig | null>(null);
  const [programs, setPrograms] = useState<Program[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.get<MapConfig>(PATHS.config).then((c) => live && setConfig(c), () => live && setFailed(true));
    api.get<Program[]>(PATHS.programs).then((p) => live && setPrograms(p), () => undefined);
    return () => { live = false; };
  }, [api]);
  return { config, programs, failed };
}

/** Reloads after a change settles (several live messages in a row make one call). */
const SETTLE_MS = 600;
/** Points not yet asked of the geocoder are asked again this often, a few times. */
const PENDING_RETRY_MS = 4000;
const PENDING_TRIES = 3;

/**
 * The day's points: loaded on each filter change, again when a guideline changes (live topic
 * `assignments`), and again a few times while some point is still pending a place.
 */
export function useDayView(api: ApiClient, live: LiveClient, notify: Notifier, date: string, programId: number | null, state: string): MapPoint[] | null {
  const [points, setPoints] = useState<MapPoint[] | null>(null);
  const [serial, setSerial] = useState(0);
  const tries = useRef(0);
  useEffect(() => {
    setPoints(null);
    tries.current = 0;
  }, [date, programId, state]);
  useEffect(() => {
    let active = true;
    api.get<MapView>(PATHS.view(date, programId, state))
      .then((v) => active && setPoints(v.points))
      .catch((e) => { if (active) { setPoints((p) => p ?? []); notify.error(e, 'loadFailed'); } });
    return () => { active = false; };
  }, [api, notify, date, programId, state, serial]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = live.subscribe(GUIDELINE_TOPIC, () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSerial((n) => n + 1), SETTLE_MS);
    });
    return () => { clearTimeout(timer); off(); };
  }, [live]);
  useEffect(() => {
    if (!points?.some((p) => p.pending) || tries.current >= PENDING_TRIES) return;
    tries.current++;
    const timer = setTimeout(() => setSerial((n) => n + 1), PENDING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [points]);
  return points;
}
