/**
 * What other plugins' servers may know of reportages (the package's `./server` entry): services
 * they call as a user, so the reportages' access rule holds. Server only: the browser imports `./common`.
 */
import { createServiceRef } from '@lauda/sdk/server';
import type { ReportageStatistics } from './services/statistics.js';

export const reportagesServices = {
  /** reportages per state and reporter as a user sees them (the managerial charts) */
  statistics: createServiceRef<ReportageStatistics>('reportages.statistics'),
} as const;
export type { ReportageCount, ReportageStatistics } from './services/statistics.js';
export { REPORTAGE_DOCUMENT, REPORTAGES_TOPIC } from '../common/ids.js';
