/** What the map screens read from the API: paths, the view's answer, the programs to filter by. */
import { useEffect, useState } from 'react';
import type { ApiClient } from '@lauda/sdk/web';
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
