/**
 * The running-order model a device driver is fed with: what the rundown plugin maps a rundown to
 * (MOS calls it a running order; other protocols use the same shape). Protocol-neutral: a MOS
 * driver turns it into roCreate/roElementAction/roStorySend, a CG driver may only read the items.
 *
 * Durations and offsets of items are in units of `objTB` (samples per second), as MOS has them.
 */

/** A MOS object path (MOS `objPath`, `objProxyPath`, `objMetadataPath`). */
export interface RunningOrderPath {
  kind: 'PATH' | 'PROXY' | 'METADATA';
  target: string;
  techDescription?: string;
}

/** Vendor data carried beside an object, story or running order (MOS `mosExternalMetadata`). */
export interface ExternalMetadata {
  scope?: 'OBJECT' | 'STORY' | 'PLAYLIST';
  schema: string;
  /** an XML fragment (sent as is when well-formed, else as text) */
  payload: string;
}

/** An item of a story: a reference to a media object of a device (spec: MOS_VIDEO, MOS_CG subsections). */
export interface RunningOrderItem {
  id: string;
  slug: string;
  objId: string;
  /** the device that owns the object */
  mosId: string;
  objSlug?: string;
  /** object duration, in objTB units */
  objDur?: number;
  /** time base: samples per second */
  objTB?: number;
  abstract?: string;
  channel?: string;
  /** editorial start, in objTB units */
  edStart?: number;
  /** editorial duration, in objTB units */
  edDur?: number;
  userTimingDur?: number;
  trigger?: string;
  macroIn?: string;
  macroOut?: string;
  paths?: RunningOrderPath[];
  mosExternalMetadata?: ExternalMetadata[];
}

export interface RunningOrderStory {
  id: string;
  slug: string;
  /** page number shown to the operators */
  number?: string;
  items: RunningOrderItem[];
  /**
   * The text read on air (teleprompter, closed caption): one paragraph per line. A line wholly in
   * square brackets is an instruction to the presenter (hidden from the prompter text).
   */
  script?: string;
  /** presenter who reads the story */
  presenter?: string;
  mosExternalMetadata?: ExternalMetadata[];
}

export interface RunningOrderMetadata {
  id: string;
  slug: string;
  /** ISO 8601 instant the show starts */
  editorialStart?: string;
  /** planned length, ms */
  editorialDuration?: number;
  channel?: string;
  mosExternalMetadata?: ExternalMetadata[];
}

export interface RunningOrder extends RunningOrderMetadata {
  stories: RunningOrderStory[];
}

/** One change that brings a device's copy of a running order to the new one. */
export type RunningOrderEdit =
  | { op: 'metadata'; metadata: RunningOrderMetadata }
  /** stories inserted, in order, before `beforeStoryId` (null: at the end) */
  | { op: 'insert'; beforeStoryId: string | null; stories: RunningOrderStory[] }
  /** a story whose content changed (`previous` is what the device had) */
  | { op: 'replace'; story: RunningOrderStory; previous: RunningOrderStory }
  /** stories moved, in this order, before `beforeStoryId` (null: to the end) */
  | { op: 'move'; beforeStoryId: string | null; storyIds: string[] }
  | { op: 'delete'; storyIds: string[] }
  | { op: 'swap'; storyIds: [string, string] };

/** True when two JSON-like values are equal, whatever the key order; fields set to undefined count as absent. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameContent(a[i], bb[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let n = 0;
  for (const k in ao) {
    if (ao[k] === undefined) continue;
    n++;
    if (!sameContent(ao[k], bo[k])) return false;
  }
  for (const k in bo) if (bo[k] !== undefined) n--;
  return n === 0;
}

export function metadataOf(ro: RunningOrderMetadata): RunningOrderMetadata {
  const { id, slug, editorialStart, editorialDuration, channel, mosExternalMetadata } = ro;
  return { id, slug, editorialStart, editorialDuration, channel, mosExternalMetadata };
}

/** Story content without its text: what a story replace carries. */
export function storyWithoutScript(s: RunningOrderStory): Omit<RunningOrderStory, 'script' | 'presenter'> {
  const { script: _s, presenter: _p, ...rest } = s;
  return rest;
}

function assertUniqueIds(ro: RunningOrder): void {
  const seen = new Set<string>();
  for (const s of ro.stories) {
    if (seen.has(s.id)) throw new Error(`running order ${ro.id}: story id "${s.id}" appears twice`);
    seen.add(s.id);
  }
}

type OrderOp = { op: 'insert' | 'move'; beforeStoryId: string | null; ids: string[] };

/** Suffix walk: each story out of place is put right before its successor (good for stories moved down). */
function planBackward(cur: string[], next: string[]): OrderOp[] {
  const ops: OrderOp[] = [];
  const list = [...cur];
  for (let i = next.length - 1; i >= 0; i--) {
    const s = next[i]!;
    const target = next[i + 1] ?? null;
    const at = list.indexOf(s);
    const successor = at === -1 ? undefined : (list[at + 1] ?? null);
    if (at !== -1 && successor === target) continue;
    const kind = at === -1 ? 'insert' : 'move';
    if (at !== -1) list.splice(at, 1);
    list.splice(target === null ? list.length : list.indexOf(target), 0, s);
    const last = ops[ops.length - 1];
    if (last && last.op === kind && last.ids[0] === target) last.ids.unshift(s);
    else ops.push({ op: kind, beforeStoryId: target, ids: [s] });
  }
  return ops;
}

/** Prefix walk: each story out of place is pulled up to its position (good for stories moved up). */
function planForward(cur: string[], next: string[]): OrderOp[] {
  const ops: OrderOp[] = [];
  const list = [...cur];
  for (let i = 0; i < next.length; i++) {
    const s = next[i]!;
    if (list[i] === s) continue;
    const target = list[i] ?? null;
    const at = list.indexOf(s);
    const kind = at === -1 ? 'insert' : 'move';
    if (at !== -1) list.splice(at, 1);
    list.splice(i, 0, s);
    const last = ops[ops.length - 1];
    if (last && last.op === kind && last.beforeStoryId === target) last.ids.push(s);
    else ops.push({ op: kind, beforeStoryId: target, ids: [s] });
  }
  return ops;
}

const cost = (ops: OrderOp[]) => ops.length * 1000 + ops.reduce((n, o) => n + o.ids.length, 0);

/**
 * The edits that turn `prev` into `next`, in the order to send them: metadata, deletions, then
 * the order (a swap, or inserts and moves), then replaced stories. Story ids identify stories;
 * both running orders must have the same id.
 */
export function diffRunningOrders(prev: RunningOrder, next: RunningOrder): RunningOrderEdit[] {
  if (prev.id !== next.id) throw new Error(`cannot diff running order ${prev.id} against ${next.id}`);
  assertUniqueIds(prev);
  assertUniqueIds(next);
  const edits: RunningOrderEdit[] = [];
  if (!sameContent(metadataOf(prev), metadataOf(next))) edits.push({ op: 'metadata', metadata: metadataOf(next) });

  const nextIds = next.stories.map((s) => s.id);
  const nextSet = new Set(nextIds);
  const deleted = prev.stories.filter((s) => !nextSet.has(s.id)).map((s) => s.id);
  if (deleted.length) edits.push({ op: 'delete', storyIds: deleted });
  const cur = prev.stories.map((s) => s.id).filter((id) => nextSet.has(id));

  const byId = new Map(next.stories.map((s) => [s.id, s]));
  const differing = cur.length === nextIds.length ? cur.map((id, i) => (id === nextIds[i] ? -1 : i)).filter((i) => i >= 0) : null;
  if (differing && differing.length === 2 && cur[differing[0]!] === nextIds[differing[1]!] && cur[differing[1]!] === nextIds[differing[0]!]) {
    edits.push({ op: 'swap', storyIds: [cur[differing[0]!]!, cur[differing[1]!]!] });
  } else {
    const back = planBackward(cur, nextIds);
    const fwd = planForward(cur, nextIds);
    for (const o of cost(fwd) < cost(back) ? fwd : back) {
      if (o.op === 'insert') edits.push({ op: 'insert', beforeStoryId: o.beforeStoryId, stories: o.ids.map((id) => byId.get(id)!) });
      else edits.push({ op: 'move', beforeStoryId: o.beforeStoryId, storyIds: o.ids });
    }
  }

  const before = new Map(prev.stories.map((s) => [s.id, s]));
  for (const s of next.stories) {
    const p = before.get(s.id);
    if (p && !sameContent(p, s)) edits.push({ op: 'replace', story: s, previous: p });
  }
  return edits;
}

/** Applies edits to a running order (what the device should hold afterwards). Throws on an edit that does not fit. */
export function applyRunningOrderEdits(ro: RunningOrder, edits: readonly RunningOrderEdit[]): RunningOrder {
  let stories = [...ro.stories];
  let meta = metadataOf(ro);
  const indexOf = (id: string) => {
    const i = stories.findIndex((s) => s.id === id);
    if (i === -1) throw new Error(`story ${id} is not in running order ${ro.id}`);
    return i;
  };
  const insertAt = (before: string | null) => (before === null || before === '' ? stories.length : indexOf(before));
  for (const e of edits) {
    switch (e.op) {
      case 'metadata':
        meta = metadataOf(e.metadata);
        break;
      case 'delete':
        for (const id of e.storyIds) stories.splice(indexOf(id), 1);
        break;
      case 'insert':
        for (const s of e.stories) if (stories.some((x) => x.id === s.id)) throw new Error(`story ${s.id} is already in running order ${ro.id}`);
        stories.splice(insertAt(e.beforeStoryId), 0, ...e.stories);
        break;
      case 'move': {
        const moving = e.storyIds.map((id) => stories[indexOf(id)]!);
        stories = stories.filter((s) => !e.storyIds.includes(s.id));
        stories.splice(insertAt(e.beforeStoryId), 0, ...moving);
        break;
      }
      case 'swap': {
        const a = indexOf(e.storyIds[0]);
        const b = indexOf(e.storyIds[1]);
        [stories[a], stories[b]] = [stories[b]!, stories[a]!];
        break;
      }
      case 'replace':
        stories[indexOf(e.story.id)] = e.story;
        break;
    }
  }
  return { ...meta, stories };
}
