/**
 * The stories area (spec 000 §2 "Stories"): one list of the stories in rundowns and drawers
 * (templates left out), and where each one is. Shared by the server and the area's screen.
 */
import type { Story } from './types.js';

/**
 * The state filter, from the story's own fields: where it waits (DRAWER, STAND_BY), its approval
 * (APPROVED, NOT_APPROVED: rundown stories outside Stand By), the OK mark, and the display status
 * (ON_AIR: play, DISPLAYED: stop).
 */
export const STORY_AREA_STATES = ['DRAWER', 'STAND_BY', 'NOT_APPROVED', 'APPROVED', 'OK', 'ON_AIR', 'DISPLAYED'] as const;
export type StoryAreaState = (typeof STORY_AREA_STATES)[number];

/** Where a story of the list is: a block of a rundown, or a drawer (programId null: the general drawer). */
export type StoryPlace =
  | { kind: 'RUNDOWN'; rundownId: number; date: string; programId: number; blockId: number; blockIndex: number; standBy: boolean }
  | { kind: 'DRAWER'; programId: number | null };

/** A story of the list: the story without its script, and its place. */
export type StoryListItem = Story & { place: StoryPlace };

export interface StoryListQuery {
  from?: string;
  to?: string;
  programId?: number;
  slug?: string;
  state?: StoryAreaState;
  ownerId?: number;
  page: number;
  size: number;
}

/** The state a row shows: the strongest of its marks. */
export function storyAreaState(s: Pick<Story, 'approved' | 'ok' | 'displayStatus'> & { place: StoryPlace }): StoryAreaState {
  if (s.place.kind === 'DRAWER') return 'DRAWER';
  if (s.displayStatus === 'play') return 'ON_AIR';
  if (s.displayStatus === 'stop') return 'DISPLAYED';
  if (s.place.standBy) return 'STAND_BY';
  if (s.ok) return 'OK';
  return s.approved ? 'APPROVED' : 'NOT_APPROVED';
}
