/**
 * What the rundown plugin offers to the plugins that put rundowns on air (devices over MOS,
 * credits, prompters): a hook after every committed change of a rundown, the handler that answers
 * which devices a MOS enable or disable reached, and the writes a device may cause (the status of
 * an item it reports). The rundown plugin works alone when nobody registers.
 * `@lauda/plugin-rundown/server`: server only.
 */
import { createServiceRef } from '@lauda/sdk/server';
import type { SessionUser } from '@lauda/sdk/server';
import type { ItemStatusInput, MosToggleHandler, Rundown, RundownCommit, Story } from '../common/index.js';
import type { RundownStatistics } from './services/statistics.js';

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

export const rundownServices = {
  onAir: createServiceRef<RundownOnAir>('rundown.onAir'),
  stories: createServiceRef<StoryIntake>('rundown.stories'),
  /** per rundown: stories, aired and estimated time, as a user sees them (the managerial charts) */
  statistics: createServiceRef<RundownStatistics>('rundown.statistics'),
} as const;
export type { RundownDay, RundownStatistics, StatisticsRange } from './services/statistics.js';

/** The script's input schemas, for plugins whose documents carry the same rich text and durations (reportages). */
export { readableParagraphs } from './codec.js';
export { richText as richTextSchema, duration as durationSchema, date as dateSchema } from './schemas.js';
