/** The day's map: the points of every source the user may see, filtered, placed from the cache or the geocoder. */
import type { AccessService, SessionUser } from '@lauda/sdk/server';
import { GUIDELINE_ROLES, type Guideline } from '@lauda/plugin-guidelines/common';
import type { GuidelineRecords } from '@lauda/plugin-guidelines/server';
import { PRODUCTION_ROLES, type Production } from '@lauda/plugin-productions/common';
import type { ProductionRecords } from '@lauda/plugin-productions/server';
import type { MapPoint } from '../../common/index.js';
import type { Ctx, MapSource } from '../context.js';
import { placeKey, placeMany, type Lookup } from './places.js';

/** The guides with an address of the day's guidelines the user sees (the guidelines plugin applies its access rule). */
export function guidelineSource(records: GuidelineRecords, access: AccessService): MapSource {
  return async (user, date) => {
    if (!access.allows(user, [GUIDELINE_ROLES.read])) return [];
    return (await records.onDate(user, date)).flatMap((g: Guideline) => g.guides.filter((x) => x.address.trim()).map((x): MapPoint => ({
      origin: 'guideline', id: g.id, key: `guideline:${g.id}:${x.id}`, slug: g.slug, address: x.address.trim(),
      date: x.scheduleDate ?? g.date, ...(x.scheduleTime ? { time: x.scheduleTime } : {}), state: g.state, programsIds: g.programsIds,
      ...(x.interviewee ? { interviewee: x.interviewee } : {}),
    })));
  };
}

/** The day's checklists with a place, at their schedule (the productions plugin applies its access rule); no guideline state. */
export function productionSource(records: ProductionRecords, access: AccessService): MapSource {
  return async (user, date) => {
    if (!access.allows(user, [PRODUCTION_ROLES.read])) return [];
    return (await records.onDate(user, date)).filter((p: Production) => p.local.trim()).map((p): MapPoint => ({
      origin: 'production', id: p.id, key: `production:${p.id}`, slug: p.slug, address: p.local.trim(), date: p.date,
      ...(p.schedule ? { time: p.schedule } : {}), programsIds: p.programsIds,
    }));
  };
}

export interface ViewQuery {
  date: string;
  programId?: number;
  state?: string;
}

const byTime = (a: MapPoint, b: MapPoint) => (a.time ?? '99').localeCompare(b.time ?? '99') || a.slug.localeCompare(b.slug) || a.key.localeCompare(b.key);

export async function dayView(ctx: Ctx, lookup: Lookup, sources: readonly MapSource[], user: SessionUser, q: ViewQuery): Promise<MapPoint[]> {
  const points = (await Promise.all(sources.map((s) => s(user, q.date)))).flat()
    .filter((p) => (!q.programId || p.programsIds.includes(q.programId)) && (!q.state || p.state === q.state));
  const places = await placeMany(ctx, lookup, points.map((p) => p.address));
  return points.map((p): MapPoint => {
    const place = places.get(placeKey(p.address));
    if (place) return { ...p, lat: place.lat, lon: place.lon, label: place.label };
    return place === null ? { ...p, unplaced: true } : { ...p, unplaced: true, pending: true };
  }).sort(byTime);
}
