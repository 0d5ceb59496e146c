/**
 * What other plugins' servers may know of checklists (the package's `./server` entry): a day's
 * checklists read as a user (the production map). Server only: the browser imports `./common`.
 */
import { createServiceRef, type SessionUser } from '@lauda/sdk/server';
import type { Production } from '../common/index.js';

export const PRODUCTION_TABLE = 'production_productions';

export interface ProductionRecords {
  /** the day's checklists the user sees (by their date or a task's), every program they open */
  onDate(user: SessionUser, date: string): Promise<Production[]>;
}

export const productionsServices = {
  records: createServiceRef<ProductionRecords>('productions.records'),
} as const;
export { PRODUCTION_DOCUMENT, PRODUCTION_TOPIC, productionLockKey } from '../common/index.js';
