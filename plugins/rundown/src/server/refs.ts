/**
 * What the rundown plugin offers to the plugins that put rundowns on air (devices over MOS,
 * credits, prompters): a hook after every committed change of a rundown, the handler that answers
 * which devices a MOS enable or disable reached, and the writes a device may cause (the status of
 * an item it reports). The rundown plugin works alone when nobody registers.
 * `@lauda/plugin-rundown/server`: server only.
 */
import { createServiceRef } from '@lauda/sdk/server';
import type { ItemStatusInput, MosToggleHandler, Rundown, RundownCommit } from '../common/index.js';

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

export const rundownServices = {
  onAir: createServiceRef<RundownOnAir>('rundown.onAir'),
} as const;
