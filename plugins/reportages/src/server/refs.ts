/**
 * What other plugins' servers may use of reportages (the package's `./server` entry): services they
 * call as a user, so the reportages' own access rule holds — the managerial charts' figures, the
 * archive's reads and copies of past reportages. Server only: the browser imports `./common`.
 */
import { createServiceRef, type Page, type SessionUser } from '@lauda/sdk/server';
import type { Reportage, ReportageSummary } from '../common/types.js';
import type { ReportageStatistics } from './services/statistics.js';

export interface ReportageArchive {
  /**
   * What GET /api/news_reports answers for these filters (every program the user opens, or
   * `programId`): private reportages of others left out, newest first.
   */
  list(user: SessionUser, query: { from?: string; to?: string; programId?: number; slug?: string; page: number; size: number }): Promise<Page<ReportageSummary>>;
  /** One reportage the user sees (404 `document.notFound` otherwise). */
  load(user: SessionUser, id: number): Promise<Reportage>;
  /**
   * POST /api/news_reports/copy of one reportage, as `user`, in one transaction: 403 without
   * ROLE_NEWS_REPORT_WRITE or for a program the user does not open, 404 for one the user may not see.
   */
  copy(user: SessionUser, ip: string, id: number, to: { date: string; programsIds: number[] }): Promise<Reportage>;
}

export const reportagesServices = {
  /** reportages per state and reporter as a user sees them (the managerial charts) */
  statistics: createServiceRef<ReportageStatistics>('reportages.statistics'),
  archive: createServiceRef<ReportageArchive>('reportages.archive'),
} as const;
export type { ReportageCount, ReportageStatistics } from './services/statistics.js';
export { REPORTAGE_DOCUMENT, REPORTAGES_TOPIC } from '../common/ids.js';
