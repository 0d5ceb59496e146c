/**
 * Live changes applied to a loaded rundown without reloading it (topics `rundowns`, `blocks`,
 * `stories`; the server's payloads are in `common/types.ts` and the plugin README). Pure: each
 * function answers a new rundown, the same object when the message is not about it, or
 * `'reload'` when the message cannot be applied (a story it does not know).
 */
import type { LiveMessage } from '@lauda/sdk/web';
import type { DisplayStatus } from '../../common/timing.js';
import { MOS_SUBSECTION_TYPES } from '../../common/onair.js';
import type { Block, Rundown, RundownTotalsEvent, Story, StoryMoveEvent } from '../../common/types.js';

export type LiveResult = Rundown | 'reload';

const reindex = (stories: Story[], blockId: number): Story[] =>
  stories.map((s, index) => (s.index === index && s.blockId === blockId ? s : { ...s, index, blockId }));
const reindexBlocks = (blocks: Block[]): Block[] => blocks.map((b, index) => (b.index === index ? b : { ...b, index }));

function findStory(r: Rundown, id: number): { block: Block; story: Story } | null {
  for (const block of r.blocks) {
    const story = block.stories.find((s) => s.id === id);
    if (story) return { block, story };
  }
  return null;
}

function withoutStory(r: Rundown, id: number): Rundown {
  const at = findStory(r, id);
  if (!at) return r;
  return { ...r, blocks: r.blocks.map((b) => (b.id === at.block.id ? { ...b, stories: reindex(b.stories.filter((s) => s.id !== id), b.id) } : b)) };
}

function insertStory(r: Rundown, story: Story): Rundown {
  const clean = withoutStory(r, story.id);
  if (!clean.blocks.some((b) => b.id === story.blockId)) return clean;
  return {
    ...clean,
    blocks: clean.blocks.map((b) => {
      if (b.id !== story.blockId) return b;
      const stories = [...b.stories];
      stories.splice(Math.max(0, Math.min(story.index ?? stories.length, stories.length)), 0, story);
      return { ...b, stories: reindex(stories, b.id) };
    }),
  };
}

function patchStories(r: Rundown, changes: Map<number, (s: Story) => Story>): Rundown {
  let hit = false;
  const blocks = r.blocks.map((b) => {
    if (!b.stories.some((s) => changes.has(s.id))) return b;
    hit = true;
    return { ...b, stories: b.stories.map((s) => (changes.has(s.id) ? changes.get(s.id)!(s) : s)) };
  });
  return hit ? { ...r, blocks } : r;
}

/** A story field's new value, with what comes along (its total, version, play time). */
/** A device reported the status of a story's item: the n-th MOS subsection (1-based, in reading order). */
export function setItemStatus(s: Story, item: number, status: unknown): Story {
  if (!s.sections) return s;
  let n = 0;
  const sections = s.sections.map((sec) => ({
    ...sec,
    subSections: sec.subSections.map((x) => ((MOS_SUBSECTION_TYPES as readonly string[]).includes(x.type) && ++n === item ? { ...x, status: status === null ? null : String(status) } : x)),
  }));
  return n >= item ? { ...s, sections } : s;
}

export function setStoryField(s: Story, field: string, value: unknown, extra: { total?: string; version?: number; changeDate?: string; playTime?: string | null; at?: string; item?: number } = {}): Story {
  if (field === 'itemStatus') return extra.item ? setItemStatus(s, extra.item, value) : s;
  const next: Story = { ...s, [field]: value } as Story;
  if (extra.total !== undefined) next.total = extra.total;
  if (extra.version !== undefined) next.version = extra.version;
  if (extra.changeDate !== undefined) next.changeDate = extra.changeDate;
  if (field === 'vt') next.manualVt = true;
  if (field === 'displayStatus') {
    if (value === 'play') next.playTime = extra.playTime ?? extra.at ?? s.playTime;
    else if (value === 'blank') next.playTime = null;
  }
  return next;
}

interface StoryPatchData {
  rundownId?: number | null;
  blockId?: number | null;
  field?: string;
  newValue?: unknown;
  /** itemStatus: which MOS item */
  item?: number;
  total?: string;
  version?: number;
  changeDate?: string;
  playTime?: string | null;
  values?: { id: number; newValue: unknown; playTime?: string | null }[];
}

function onStories(r: Rundown, msg: LiveMessage): LiveResult {
  const data = (msg.data ?? {}) as Record<string, unknown>;
  const id = msg.id === null ? null : Number(msg.id);
  switch (msg.op) {
    case 'CREATE':
    case 'UPDATE': {
      const story = data as unknown as Story;
      if (story.rundownId === r.id && story.blockId !== null) {
        const known = id !== null ? findStory(r, id) : null;
        // an UPDATE in place keeps its row; a story new here goes where the message says
        if (msg.op === 'UPDATE' && known && known.block.id === story.blockId) {
          return patchStories(r, new Map([[known.story.id, () => ({ ...story, index: known.story.index })]]));
        }
        return insertStory(r, story);
      }
      return id !== null ? withoutStory(r, id) : r;
    }
    case 'MOVE': {
      if (id !== null) {
        // a story sent to a drawer (or elsewhere): it leaves this rundown
        const story = data as unknown as Story;
        if (story.rundownId === r.id && story.blockId !== null) return insertStory(r, story);
        return withoutStory(r, id);
      }
      const ev = data as unknown as StoryMoveEvent;
      if (ev.rundownId !== r.id) return r;
      const all = new Map(r.blocks.flatMap((b) => b.stories).map((s) => [s.id, s]));
      const order = new Map(ev.blocks.map((b) => [b.id, b.storyIds]));
      if ([...order.values()].flat().some((sid) => !all.has(sid))) return 'reload';
      if ([...order.keys()].some((bid) => !r.blocks.some((b) => b.id === bid))) return 'reload';
      return { ...r, blocks: r.blocks.map((b) => (order.has(b.id) ? { ...b, stories: reindex(order.get(b.id)!.map((sid) => all.get(sid)!), b.id) } : b)) };
    }
    case 'PATCH': {
      const p = data as StoryPatchData;
      if (p.rundownId !== undefined && p.rundownId !== r.id) return r;
      if (id === null) {
        if (!p.field || !Array.isArray(p.values)) return r;
        const field = p.field;
        let next = patchStories(r, new Map(p.values.map((v) => [Number(v.id), (s: Story) => setStoryField(s, field, v.newValue, { playTime: v.playTime ?? null, at: msg.at })])));
        if (field === 'displayStatus' && next !== r) {
          for (const v of p.values) next = adjustOnAir(next, 'story', Number(v.id), v.newValue as DisplayStatus, v.playTime ?? msg.at);
        }
        return next;
      }
      if (!p.field) return r;
      const field = p.field;
      const next = patchStories(r, new Map([[id, (s: Story) => setStoryField(s, field, p.newValue, { total: p.total, version: p.version, changeDate: p.changeDate, playTime: p.playTime, at: msg.at, item: p.item })]]));
      return field === 'displayStatus' && next !== r ? adjustOnAir(next, 'story', id, p.newValue as DisplayStatus, p.playTime ?? msg.at) : next;
    }
    case 'DELETE':
      return id === null ? r : withoutStory(r, id);
    default:
      return r;
  }
}

function onBlocks(r: Rundown, msg: LiveMessage): LiveResult {
  const data = (msg.data ?? {}) as Record<string, unknown>;
  if (data.rundownId !== r.id) return r;
  const id = msg.id === null ? null : Number(msg.id);
  switch (msg.op) {
    case 'CREATE': {
      const block = data.block as Block | undefined;
      if (!block) return 'reload';
      const blocks = r.blocks.filter((b) => b.id !== block.id);
      blocks.splice(Math.max(0, Math.min(block.index, blocks.length)), 0, { ...block, stories: block.stories ?? [] });
      return { ...r, blocks: reindexBlocks(blocks) };
    }
    case 'PATCH': {
      const field = data.field as string | undefined;
      if (!field || id === null || !r.blocks.some((b) => b.id === id)) return r;
      const blocks = r.blocks.map((b) => {
        if (b.id !== id) return b;
        const next = { ...b, [field]: data.newValue } as Block;
        if (field === 'displayStatus') next.playTime = (data.playTime as string | null | undefined) ?? (data.newValue === 'play' ? msg.at : b.playTime);
        return next;
      });
      const live = blocks.filter((b) => !b.standBy);
      const next = { ...r, blocks, approved: field === 'approved' ? live.length > 0 && live.every((b) => b.approved) : r.approved };
      return field === 'displayStatus' ? adjustOnAir(next, 'block', id, data.newValue as DisplayStatus, (data.playTime as string | null | undefined) ?? msg.at) : next;
    }
    case 'DELETE':
      if (id === null || !r.blocks.some((b) => b.id === id)) return r;
      return { ...r, blocks: reindexBlocks(r.blocks.filter((b) => b.id !== id)) };
    case 'ORDER': {
      const ids = data.blockIds as number[] | undefined;
      if (!Array.isArray(ids)) return r;
      const byId = new Map(r.blocks.map((b) => [b.id, b]));
      if (ids.length !== r.blocks.length || ids.some((b) => !byId.has(b))) return 'reload';
      return { ...r, blocks: reindexBlocks(ids.map((b) => byId.get(b)!)) };
    }
    default:
      return r;
  }
}

function onRundowns(r: Rundown, msg: LiveMessage): LiveResult {
  if (msg.id === null || Number(msg.id) !== r.id) return r;
  const data = (msg.data ?? {}) as Record<string, unknown>;
  switch (msg.op) {
    case 'UPDATE': {
      const blocks = data.blocks as (Block | { id: number; totals: Block['totals'] })[] | undefined;
      // a whole rundown (recreate) replaces what is shown
      if (Array.isArray(blocks) && blocks.every((b) => Array.isArray((b as Block).stories))) {
        return { ...r, ...(data as unknown as Rundown) };
      }
      const ev = data as unknown as RundownTotalsEvent;
      const totals = new Map((ev.blocks ?? []).map((b) => [b.id, b.totals]));
      return {
        ...r,
        totals: ev.totals ?? r.totals,
        onAir: ev.onAir === undefined ? r.onAir : ev.onAir,
        displayStatus: ev.displayStatus ?? r.displayStatus,
        blocks: r.blocks.map((b) => (totals.has(b.id) ? { ...b, totals: totals.get(b.id)! } : b)),
      };
    }
    case 'PATCH': {
      const field = data.field as string | undefined;
      if (!field) return r;
      if (field === 'approved') {
        // approving a rundown approves (or unapproves) every block
        const value = !!data.newValue;
        return { ...r, approved: value, blocks: r.blocks.map((b) => (b.approved === value ? b : { ...b, approved: value })) };
      }
      return { ...r, [field]: data.newValue } as Rundown;
    }
    default:
      return r;
  }
}

/**
 * The item on air after a status change: play makes it the one on air (one per rundown), any
 * other status of the item on air leaves nothing on air. The server's totals event confirms it.
 */
export function adjustOnAir(r: Rundown, kind: 'story' | 'block', id: number, status: DisplayStatus, playTime: string | null): Rundown {
  const isOnAir = r.onAir?.kind === kind && r.onAir.id === id;
  if (status === 'play') {
    const item = kind === 'story' ? r.blocks.flatMap((b) => b.stories).find((s) => s.id === id) : r.blocks.find((b) => b.id === id);
    if (!item) return r;
    const total = kind === 'story' ? (item as Story).total : (item as Block).commercial;
    const at = (item as Story | Block).playTime ?? playTime ?? new Date().toISOString();
    if (isOnAir && r.onAir!.playTime === at && r.onAir!.total === total) return r;
    return { ...r, onAir: { kind, id, playTime: at, total }, displayStatus: r.displayStatus === 'blank' ? 'play' : r.displayStatus };
  }
  return isOnAir ? { ...r, onAir: null } : r;
}

/** Applies one live message to a rundown. */
export function applyLive(r: Rundown, msg: LiveMessage): LiveResult {
  switch (msg.topic) {
    case 'stories':
      return onStories(r, msg);
    case 'blocks':
      return onBlocks(r, msg);
    case 'rundowns':
      return onRundowns(r, msg);
    default:
      return r;
  }
}

/** Applies a move's answer (the same shape as its live event) at once, before the event comes back. */
export const applyMove = (r: Rundown, ev: StoryMoveEvent, at = new Date().toISOString()): LiveResult =>
  applyLive(r, { op: 'MOVE', topic: 'stories', id: null, data: ev, by: null, at });

/** A story field changed here (optimistic patch, a refusal's revert, a patch's answer). */
export function patchStoryLocal(r: Rundown, id: number, field: string, value: unknown, extra: Parameters<typeof setStoryField>[3] = {}): Rundown {
  return patchStories(r, new Map([[id, (s: Story) => setStoryField(s, field, value, extra)]]));
}

/** A block field changed here. */
export function patchBlockLocal(r: Rundown, id: number, field: string, value: unknown): Rundown {
  const res = applyLive(r, { op: 'PATCH', topic: 'blocks', id, data: { rundownId: r.id, field, newValue: value }, by: null, at: new Date().toISOString() });
  return res === 'reload' ? r : res;
}
