/** What every service of the maps plugin reaches. */
import type { AccessService, BranchInfo, Database, Logger, SessionUser } from '@lauda/sdk/server';
import type { MapPoint } from '../common/index.js';

/** One kind of point on the map: what `user` may see of `date` (each source applies its own access rule). */
export type MapSource = (user: SessionUser, date: string) => Promise<MapPoint[]>;

export interface Ctx {
  db: Database;
  access: AccessService;
  branch: BranchInfo;
  logger: Logger;
  now(): number;
  /** how long one geocoder call may take (plugin setting `geocoderTimeoutMs`, default 5000) */
  timeoutMs: number;
  /** how long the day's view waits for addresses not yet cached (plugin setting `viewBudgetMs`, default 3000) */
  budgetMs: number;
  /** geocoder calls at once while filling the view (plugin setting `concurrency`, default 3) */
  concurrency: number;
  /** after a failure, how long the view leaves the geocoder alone (plugin setting `geocoderRestMs`, default 30000) */
  restMs: number;
}
