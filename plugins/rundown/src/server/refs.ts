/**
 * What the rundown plugin offers to the plugins that put rundowns on air (devices over MOS,
 * credits, prompters): a hook after every committed change of a rundown, the handler that answers
 * which devices a MOS enable or disable reached, and the writes a device may cause (the status of
 * an item it reports). The rundown plugin works alone when nobody registers.
 * `@lauda/plugin-rundown/server`: server only.
 */
import { createServiceRef } from '@lauda/sdk/server';
import type { RundownStatistics } from './services/statistics.js';
import type { Page, SessionUser } from '@lauda/sdk/server';
import type { ItemStatusInput, MosToggleHandler, Rundown, RundownCommit, RundownSummary, Story } from '../common/index.js';

export interface RundownOnAir {
  /** runs `fn` after each committed change of a rundown; returns the unsubscribe function */
  onCommit(fn: (c: RundownCommit) => void): () => void;
  /** the plugin that answers which devices a MOS enable or disable reached (one at a time) */
  setMosHandler(fn: MosToggleHandler | null): void;
  /** the whole rundown with scripts as no user sees it: private stories are placeholders */
  load(rundownId: number): Promise<Rundown>;
  /** records the status a device reported for an item; false when the story or item is not there */
  setItemStatus(input: ItemStatusInput): Promise<boolean>;
}

/** Where a story brought in by another plugin lands: a rundown's block (left out: the last block before Stand By) or a program's drawer (null: the general drawer). */
export type StoryIntakeTarget = { rundownId: number; blockId?: number } | { drawerProgramId: number | null };

/** Stories other plugins bring into the show (a reportage sent to a rundown). */
export interface StoryIntake {
  /**
   * Creates a story for `user` as POST /api/rundowns/{id}/stories would (roles ROLE_RUNDOWN_WRITE and
   * ROLE_STORY_WRITE, the program's groups, the block checked, 400 naming a bad field of `input`, the
   * API's story fields with ISO durations), or in a drawer; `reportageId` is kept on the story.
   */
  create(user: SessionUser, ip: string, target: StoryIntakeTarget, input: unknown, reportageId?: number | null): Promise<Story>;
}

/** A rundown in a list of past shows: its summary and how many stories it holds (others' private ones included, as places). */
export type ArchivedRundown = RundownSummary & { stories: number };

/** What was made by a restore: the new rundown, the stories copied and those left out (others' private stories). */
export interface RundownRestored {
  id: number;
  date: string;
  programId: number;
  copied: number;
  leftOut: number;
}

/** Past rundowns for the archive plugin, always as a user: the rundowns' and stories' own access rules hold. */
export interface RundownArchive {
  /**
   * Rundowns of the programs the user opens, dated from–to, of `programId`, holding a story whose
   * slug contains `slug` among those the user sees in full; newest date first, paged.
   */
  list(user: SessionUser, query: { from?: string; to?: string; programId?: number; slug?: string; page: number; size: number }): Promise<Page<ArchivedRundown>>;
  /** The summary of one rundown the user may see (404 `document.notFound` otherwise). */
  summary(user: SessionUser, id: number): Promise<RundownSummary>;
  /**
   * A new rundown of the same program on `date` with the blocks (commercial, stop time, stand-by)
   * and the stories the user sees in full, copied as POST /api/stories/copy copies (new uuids, blank
   * status, OK cleared; approval and privacy kept), in one transaction. Refused as creating one is:
   * 409 `rundown.alreadyExists`, 422 `rundown.cannotCreate` (program inactive), 403 without
   * ROLE_RUNDOWN_WRITE and ROLE_STORY_WRITE or the program's groups, 404 for a rundown not seen.
   */
  restore(user: SessionUser, ip: string, id: number, date: string): Promise<RundownRestored>;
}

export const rundownServices = {
  onAir: createServiceRef<RundownOnAir>('rundown.onAir'),
  stories: createServiceRef<StoryIntake>('rundown.stories'),
  /** per rundown: stories, aired and estimated time, as a user sees them (the managerial charts) */
  statistics: createServiceRef<RundownStatistics>('rundown.statistics'),
  archive: createServiceRef<RundownArchive>('rundown.archive'),
} as const;
export type { RundownDay, RundownStatistics, StatisticsRange } from './services/statistics.js';

/** The script's input schemas, for plugins whose documents carry the same rich text and durations (reportages). */
export { readableParagraphs } from './codec.js';
export { richText as richTextSchema, duration as durationSchema, date as dateSchema } from './schemas.js';
