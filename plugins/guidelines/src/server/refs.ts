/**
 * What other plugins' servers may know of guidelines (the package's `./server` entry): the table
 * a document associated with a guideline names by id (a reportage's `guideline_id`), and the
 * document type its access rule asks about (`core.documents.assertVisible(GUIDELINE_DOCUMENT, user, id)`).
 * Server only: the browser imports `./common`.
 */
import { createServiceRef, type Page, type SessionUser } from '@lauda/sdk/server';
import type { Guideline } from '../common/index.js';
import type { GuidelineStatistics } from './services/statistics.js';

export const GUIDELINE_TABLE = 'guideline_guidelines';

/** Guidelines read as a user (404 for one they may not see): a production made from one, the production map's guides. */
export interface GuidelineRecords {
  load(user: SessionUser, id: number): Promise<Guideline>;
  /** the day's guidelines the user sees, in every program they open */
  onDate(user: SessionUser, date: string): Promise<Guideline[]>;
  /**
   * A new guideline made from another area's record (an agency item, a news suggestion, a round),
   * as `user` creating it: 403 `error.noPermission` without `ROLE_ASSIGNMENT_WRITE`, 400 naming the
   * field for a bad value (a slug over 100 characters is cut to it), a program the user may not open refused.
   */
  create(user: SessionUser, draft: GuidelineDraft): Promise<Guideline>;
}

/** What a guideline made from another record starts with; the rest is filled in the guideline form. */
export interface GuidelineDraft {
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  programsIds?: number[];
  proposal?: string;
  referral?: string;
  information?: string;
}

/** Past guidelines for the archive plugin, always as a user: the list's access rule and the copy's checks hold. */
export interface GuidelineArchive {
  /** what GET /api/assignments/filter answers for these filters: only what the user sees, newest date first */
  list(user: SessionUser, query: { from?: string; to?: string; programId?: number; slug?: string; page: number; size: number }): Promise<Page<Guideline>>;
  /**
   * POST /api/assignments/copy of one guideline, as `user`, in one transaction: 403 without
   * ROLE_ASSIGNMENT_WRITE, 404 for one the user may not see; empty `programsIds` keeps its programs.
   */
  copy(user: SessionUser, ip: string, id: number, to: { date: string; programsIds: number[] }): Promise<Guideline>;
}

export const guidelinesServices = {
  records: createServiceRef<GuidelineRecords>('guidelines.records'),
  /** guidelines per day and state as a user sees them (the managerial charts) */
  statistics: createServiceRef<GuidelineStatistics>('guidelines.statistics'),
  archive: createServiceRef<GuidelineArchive>('guidelines.archive'),
} as const;
export type { GuidelineStatistics } from './services/statistics.js';
export { GUIDELINE_DOCUMENT, GUIDELINE_TOPIC, guidelineLockKey } from '../common/index.js';
