/** What the hooks of a rundown tab share: its latest state (for stable callbacks) and its setters. */
import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { LiveMessage } from '@lauda/sdk/web';
import type { Block, Rundown, Story } from '../../common/types.js';
import { applyLive } from '../logic/live.js';
import type { Clipboard } from '../logic/selection.js';
import type { ColumnKey, Current, GridHandle } from './Grid.js';
import type { StoryLocks } from './storyLocks.js';

export interface ViewState {
  rundown: Rundown | null;
  selected: Set<number>;
  current: Current;
  order: number[];
  byId: Map<number, Story>;
  blockOf: Map<number, Block>;
  clipboard: Clipboard;
  editing: string | null;
  /** other users' locks on stories: those rows are read-only here */
  locks: StoryLocks;
  /** the shown columns, in order (Left and Right move through them) */
  columns: readonly ColumnKey[];
}

export interface ViewControls {
  /** the latest state, read by callbacks that stay the same between renders */
  st: RefObject<ViewState>;
  setRundown: Dispatch<SetStateAction<Rundown | null>>;
  reload(): Promise<void>;
  setSelected: Dispatch<SetStateAction<Set<number>>>;
  setCurrent: Dispatch<SetStateAction<Current>>;
  grid: RefObject<GridHandle | null>;
}

/**
 * Applies a change the server just confirmed as if its live message had arrived (the message
 * itself, when it comes, changes nothing more); a change that needs a reload leaves `r` as it is.
 */
export function applyLocal(r: Rundown, op: LiveMessage['op'], topic: string, id: number | null, data: unknown): Rundown {
  const x = applyLive(r, { op, topic, id, data, by: null, at: new Date().toISOString() });
  return x === 'reload' ? r : x;
}
