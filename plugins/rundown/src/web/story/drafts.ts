/**
 * The unsaved-drafts cache of spec 000 §3/§9: `localStorage['unsaved_data_cache']` holds, per section
 * (checklists, guidelines, reports, reportages, stories) and per document uuid, the document being
 * edited and the date it was cached. A form writes its draft while the user types (debounced) and
 * removes it on save or discard, so whatever is left after a session ended was interrupted.
 */

export const DRAFTS_KEY = 'unsaved_data_cache';
/** The spec's cache constant: at most this many drafts are kept (the oldest go first). */
export const DRAFTS_LIMIT = 10_000;
/** How long typing must pause before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 1000;
export const DRAFT_SECTIONS = ['checklists', 'guidelines', 'reports', 'reportages', 'stories'] as const;
export type DraftSection = (typeof DRAFT_SECTIONS)[number] | (string & {});
export const STORIES_SECTION: DraftSection = 'stories';

export interface DraftEntry<T = unknown> {
  /** the document as it was being edited */
  document: T;
  /** ISO instant it was cached */
  date: string;
  /** who was editing (the browser may be shared) */
  userId?: number;
}
export type DraftCache = Record<string, Record<string, DraftEntry>>;

/** The part of `Storage` the cache needs. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DraftItem<T = unknown> extends DraftEntry<T> {
  section: string;
  uuid: string;
}

/** A store that forgets (when the browser has no localStorage or refuses it). */
export function memoryStorage(): StorageLike {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
  };
}

export function browserStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // access denied (privacy settings): fall through
  }
  return memoryStorage();
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the cache; anything malformed is dropped rather than thrown. */
export function readCache(storage: StorageLike): DraftCache {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DRAFTS_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!isObject(raw)) return {};
  const out: DraftCache = {};
  for (const [section, entries] of Object.entries(raw)) {
    if (!isObject(entries)) continue;
    for (const [uuid, e] of Object.entries(entries)) {
      if (!isObject(e) || !('document' in e) || typeof e.date !== 'string') continue;
      (out[section] ??= {})[uuid] = { document: e.document, date: e.date, ...(typeof e.userId === 'number' ? { userId: e.userId } : {}) };
    }
  }
  return out;
}

function writeCache(storage: StorageLike, cache: DraftCache): boolean {
  const clean = Object.fromEntries(Object.entries(cache).filter(([, e]) => Object.keys(e).length));
  try {
    if (Object.keys(clean).length) storage.setItem(DRAFTS_KEY, JSON.stringify(clean));
    else storage.removeItem(DRAFTS_KEY);
    return true;
  } catch {
    // quota exceeded: the draft is not kept, editing goes on
    return false;
  }
}

export class DraftsCache {
  constructor(
    private readonly storage: StorageLike = browserStorage(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  get<T = unknown>(section: DraftSection, uuid: string): DraftEntry<T> | null {
    return (readCache(this.storage)[section]?.[uuid] as DraftEntry<T> | undefined) ?? null;
  }

  /** Writes (or replaces) a draft; answers false when the browser refused to store it. */
  put(section: DraftSection, uuid: string, document: unknown, userId?: number): boolean {
    const cache = readCache(this.storage);
    (cache[section] ??= {})[uuid] = { document, date: this.now().toISOString(), ...(userId !== undefined ? { userId } : {}) };
    return writeCache(this.storage, trim(cache));
  }

  remove(section: DraftSection, uuid: string): void {
    const cache = readCache(this.storage);
    if (!cache[section]?.[uuid]) return;
    delete cache[section]![uuid];
    writeCache(this.storage, cache);
  }

  /** Every draft (of one user when `userId` is given: drafts of others in a shared browser stay hidden), newest first. */
  list(userId?: number, section?: DraftSection): DraftItem[] {
    const cache = readCache(this.storage);
    const out: DraftItem[] = [];
    for (const [s, entries] of Object.entries(cache)) {
      if (section && s !== section) continue;
      for (const [uuid, e] of Object.entries(entries)) {
        if (userId !== undefined && e.userId !== undefined && e.userId !== userId) continue;
        out.push({ section: s, uuid, ...e });
      }
    }
    return out.sort((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid));
  }

  /** The drafts grouped by section, sections in the spec's order (unknown sections after them). */
  bySection(userId?: number): { section: string; items: DraftItem[] }[] {
    const groups = new Map<string, DraftItem[]>();
    for (const item of this.list(userId)) {
      const list = groups.get(item.section) ?? [];
      list.push(item);
      groups.set(item.section, list);
    }
    const order = (s: string) => {
      const i = (DRAFT_SECTIONS as readonly string[]).indexOf(s);
      return i < 0 ? DRAFT_SECTIONS.length : i;
    };
    return [...groups.entries()].sort((a, b) => order(a[0]) - order(b[0]) || a[0].localeCompare(b[0])).map(([section, items]) => ({ section, items }));
  }

  /** Discards all drafts (of one user, when given). */
  clear(userId?: number): void {
    if (userId === undefined) {
      writeCache(this.storage, {});
      return;
    }
    const cache = readCache(this.storage);
    for (const entries of Object.values(cache)) {
      for (const [uuid, e] of Object.entries(entries)) if (e.userId === undefined || e.userId === userId) delete entries[uuid];
    }
    writeCache(this.storage, cache);
  }
}

/** Keeps the newest DRAFTS_LIMIT drafts. */
function trim(cache: DraftCache): DraftCache {
  const all = Object.entries(cache).flatMap(([s, entries]) => Object.entries(entries).map(([uuid, e]) => ({ s, uuid, date: e.date })));
  if (all.length <= DRAFTS_LIMIT) return cache;
  all.sort((a, b) => a.date.localeCompare(b.date));
  for (const old of all.slice(0, all.length - DRAFTS_LIMIT)) delete cache[old.s]![old.uuid];
  return cache;
}

/**
 * Writes a draft after typing pauses for `delayMs`; `flush` writes the pending one at once (the tab is
 * closing), `cancel` forgets it (saved or discarded).
 */
export class DebouncedDraft {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: (() => void) | null = null;

  constructor(
    private readonly delayMs = DRAFT_DEBOUNCE_MS,
    private readonly timers: { set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>; clear: (t: ReturnType<typeof setTimeout>) => void } = {
      set: (fn, ms) => setTimeout(fn, ms),
      clear: (t) => clearTimeout(t),
    },
  ) {}

  schedule(write: () => void): void {
    this.pending = write;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => this.flush(), this.delayMs);
  }

  flush(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    const write = this.pending;
    this.pending = null;
    write?.();
  }

  cancel(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.pending = null;
  }

  get isPending(): boolean {
    return this.pending !== null;
  }
}
