/** The index page's state: the targets' states as `GET /api/index` gives them, kept current by the `index` topic. Pure. */
import type { IndexState, IndexStateName, LiveMessage } from '@lauda/sdk/web';
import type { Tone } from '@lauda/web-kit';

/** While the socket is down the page asks `GET /api/index` this often. */
export const INDEX_POLL_MS = 2000;

/**
 * Whether `next` is as new as `current` or newer: a later rebuild, or the same one further on
 * (its end after its progress). An answer to a request may come after the topic's newer messages.
 */
export function isNewer(next: IndexState, current: IndexState): boolean {
  if (next.generation !== current.generation) return next.generation > current.generation;
  const rank = (s: IndexState) => (s.state === 'rebuilding' ? s.done : Number.POSITIVE_INFINITY);
  return rank(next) >= rank(current);
}

/** `list` with `state` in its target's place unless what is there is newer (added when new), in the server's order (by target). */
export function mergeState(list: readonly IndexState[], state: IndexState): IndexState[] {
  const current = list.find((s) => s.target === state.target);
  if (current && !isNewer(state, current)) return [...list];
  const others = list.filter((s) => s.target !== state.target);
  return [...others, state].sort((a, b) => a.target.localeCompare(b.target));
}

/** Several states at once (the answer of a rebuild request). */
export const mergeStates = (list: readonly IndexState[], states: readonly IndexState[]): IndexState[] => states.reduce(mergeState, [...list]);

/** The state a message of the `index` topic carries, or null for anything else. */
export function stateOf(m: Pick<LiveMessage, 'op' | 'data'>): IndexState | null {
  const d = m.data as Partial<IndexState> | null;
  return m.op === 'UPDATE' && d && typeof d.target === 'string' && typeof d.state === 'string' ? (d as IndexState) : null;
}

export const STATE_TONE: Record<IndexStateName, Tone> = { outdated: 'warning', rebuilding: 'info', rebuilt: 'success' };

export const anyRebuilding = (list: readonly IndexState[]): boolean => list.some((s) => s.state === 'rebuilding');

/**
 * Whether the page asks the server this tick: while the socket is down, and once when it is back
 * (what was said on the topic meanwhile was missed).
 */
export function shouldPoll(connected: boolean, wasConnected: boolean): boolean {
  return !connected || !wasConnected;
}
