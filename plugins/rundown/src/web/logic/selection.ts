/**
 * Selection, copy, cut and paste of stories (spec 000 §4 "Rundown rules"):
 * - paste after copy copies the stories; paste after cut moves them;
 * - paste is ignored when nothing is selected or when the target story is among the selected;
 * - copy and cut: the same operation merges the targets, a different operation replaces them;
 * - a successful copy, paste or move clears the selection.
 * Pure; the panel keeps one clipboard for the whole workspace (stories travel between rundowns).
 */
export type ClipOp = 'copy' | 'cut';

export interface Clipboard {
  op: ClipOp | null;
  /** story ids in the order they were taken */
  ids: number[];
  /** the rundown each id came from (a cut moves only inside one rundown) */
  from: Record<number, number>;
}

export const emptyClipboard = (): Clipboard => ({ op: null, ids: [], from: {} });

/** Ctrl+C / Ctrl+X: the same operation merges, a different one replaces. Nothing taken: unchanged. */
export function take(clip: Clipboard, op: ClipOp, ids: readonly number[], rundownId: number): Clipboard {
  if (!ids.length) return clip;
  const from = Object.fromEntries(ids.map((id) => [id, rundownId]));
  if (clip.op === op) {
    const merged = [...clip.ids, ...ids.filter((id) => !clip.ids.includes(id))];
    return { op, ids: merged, from: { ...clip.from, ...from } };
  }
  return { op, ids: [...new Set(ids)], from };
}

export interface PasteTarget {
  blockId: number;
  /** before this story; null = at the end of the block */
  storyId: number | null;
}

export type PastePlan =
  | { kind: 'ignored'; reason: 'nothingSelected' | 'targetSelected' }
  | { kind: 'copy' | 'move'; body: { targetBlockId: number; storiesIds: number[]; targetStoryId: number | null } };

/** What Ctrl+V does at a target. */
export function pastePlan(clip: Clipboard, target: PasteTarget): PastePlan {
  if (!clip.op || !clip.ids.length) return { kind: 'ignored', reason: 'nothingSelected' };
  if (target.storyId !== null && clip.ids.includes(target.storyId)) return { kind: 'ignored', reason: 'targetSelected' };
  return {
    kind: clip.op === 'copy' ? 'copy' : 'move',
    body: { targetBlockId: target.blockId, storiesIds: [...clip.ids], targetStoryId: target.storyId },
  };
}

/** After a successful paste: a cut is spent (the stories moved); a copy may be pasted again. */
export const afterPaste = (clip: Clipboard): Clipboard => (clip.op === 'cut' ? emptyClipboard() : clip);

/** Forget stories that no longer exist. */
export function dropIds(clip: Clipboard, gone: readonly number[]): Clipboard {
  if (!gone.some((id) => clip.ids.includes(id))) return clip;
  const ids = clip.ids.filter((id) => !gone.includes(id));
  return ids.length ? { ...clip, ids } : emptyClipboard();
}

/* ------------------------------------------------------------ row selection */

/** Ctrl+click / Ctrl+Space: toggle one story in the selection. */
export function toggle(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Shift+click: every story from the anchor to the clicked one (in show order) joins the selection. */
export function range(selected: ReadonlySet<number>, order: readonly number[], anchor: number | null, id: number): Set<number> {
  const next = new Set(selected);
  const a = anchor === null ? -1 : order.indexOf(anchor);
  const b = order.indexOf(id);
  if (a < 0 || b < 0) {
    next.add(id);
    return next;
  }
  for (let i = Math.min(a, b); i <= Math.max(a, b); i++) next.add(order[i]!);
  return next;
}

/** The stories an action applies to: the selection, or the current story when none is selected. */
export function targetsOf(selected: ReadonlySet<number>, order: readonly number[], current: number | null): number[] {
  if (selected.size) return order.filter((id) => selected.has(id));
  return current === null ? [] : [current];
}

/** The count badge of a drag: 99+ above 99 (spec 000 §9). */
export const badge = (n: number): string => (n > 99 ? '99+' : String(n));
