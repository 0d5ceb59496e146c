/**
 * The unsaved-drafts cache of spec 000 §3/§9: per section (checklists, guidelines, reports, reportages,
 * stories) and per document key (its uuid, or a temporary key of a new document), the document being
 * edited, its slug and the time it was cached. A form writes its draft while the user types
 * (debounced) and removes it on save or discard, so whatever is left when a session starts was
 * interrupted. Kept in localStorage under the spec's key plus the user id: a shared computer never
 * shows one user's drafts to another.
 */

export const DRAFTS_KEY = 'unsaved_data_cache';
/** The spec's cache constant: at most this many drafts are kept per user (the oldest go first). */
export const DRAFTS_LIMIT = 10_000;
/** How long typing must pause before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 1000;
export const DRAFT_SECTIONS = ['checklists', 'guidelines', 'reports', 'reportages', 'stories'] as const;
export type DraftSection = (typeof DRAFT_SECTIONS)[number] | (string & {});

/** The localStorage key of one user's drafts. */
export const draftsKeyOf = (userId: number) => `${DRAFTS_KEY}.${userId}`;

export interface DraftEntry<T = unknown> {
  /** the document as it was being edited */
  document: T;
  /** ISO instant it was cached */
  date: string;
  /** what the list shows (the document's slug) */
  slug?: string;
}
export type DraftCache = Record<string, Record<string, DraftEntry>>;

export interface DraftItem<T = unknown> extends DraftEntry<T> {
  section: string;
  /** the document's uuid, or the temporary key of a new one */
  uuid: string;
}

/** The part of `Storage` the cache needs. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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

/** Reads one user's cache; anything malformed is dropped rather than thrown. */
export function readCache(storage: StorageLike, key: string): DraftCache {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (!isObject(raw)) return {};
  const out: DraftCache = {};
  for (const [section, entries] of Object.entries(raw)) {
    if (!isObject(entries)) continue;
    for (const [uuid, e] of Object.entries(entries)) {
      if (!isObject(e) || !('document' in e) || typeof e.date !== 'string') continue;
      (out[section] ??= {})[uuid] = { document: e.document, date: e.date, ...(typeof e.slug === 'string' ? { slug: e.slug } : {}) };
    }
  }
  return out;
}

function writeCache(storage: StorageLike, key: string, cache: DraftCache): boolean {
  const clean = Object.fromEntries(Object.entries(cache).filter(([, e]) => Object.keys(e).length));
  try {
    if (Object.keys(clean).length) storage.setItem(key, JSON.stringify(clean));
    else storage.removeItem(key);
    return true;
  } catch {
    // quota exceeded: the draft is not kept, editing goes on
    return false;
  }
}

const sectionOrder = (s: string) => {
  const i = (DRAFT_SECTIONS as readonly string[]).indexOf(s);
  return i < 0 ? DRAFT_SECTIONS.length : i;
};

// every store of the page hears a change (the recovery dialog follows a form's writes)
type Listener = (userId: number) => void;
const listeners = new Set<Listener>();
/** Calls `fn` after any store of the page changes a user's drafts; returns the unsubscribe. */
export function onDraftsChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** One user's drafts. */
export class DraftStore {
  private readonly key: string;

  constructor(
    readonly userId: number,
    private readonly storage: StorageLike = browserStorage(),
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = draftsKeyOf(userId);
  }

  private write(cache: DraftCache): boolean {
    const ok = writeCache(this.storage, this.key, cache);
    for (const l of [...listeners]) l(this.userId);
    return ok;
  }

  get<T = unknown>(section: DraftSection, uuid: string): DraftEntry<T> | null {
    return (readCache(this.storage, this.key)[section]?.[uuid] as DraftEntry<T> | undefined) ?? null;
  }

  /** Writes (or replaces) a draft; answers false when the browser refused to store it. */
  put(section: DraftSection, uuid: string, document: unknown, slug?: string): boolean {
    const cache = readCache(this.storage, this.key);
    (cache[section] ??= {})[uuid] = { document, date: this.now().toISOString(), ...(slug ? { slug } : {}) };
    return this.write(trim(cache));
  }

  remove(section: DraftSection, uuid: string): void {
    const cache = readCache(this.storage, this.key);
    if (!cache[section]?.[uuid]) return;
    delete cache[section]![uuid];
    this.write(cache);
  }

  /** The drafts (of one section when given), newest first. */
  list(section?: DraftSection): DraftItem[] {
    const out: DraftItem[] = [];
    for (const [s, entries] of Object.entries(readCache(this.storage, this.key))) {
      if (section && s !== section) continue;
      for (const [uuid, e] of Object.entries(entries)) out.push({ section: s, uuid, ...e });
    }
    return out.sort((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid));
  }

  /** The drafts grouped by section, sections in the spec's order (unknown sections after them). */
  bySection(): { section: string; items: DraftItem[] }[] {
    const groups = new Map<string, DraftItem[]>();
    for (const item of this.list()) groups.set(item.section, [...(groups.get(item.section) ?? []), item]);
    return [...groups.entries()]
      .sort((a, b) => sectionOrder(a[0]) - sectionOrder(b[0]) || a[0].localeCompare(b[0]))
      .map(([section, items]) => ({ section, items }));
  }

  /** Discards every draft of this user. */
  clear(): void {
    this.write({});
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

type Timers = { set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>; clear: (t: ReturnType<typeof setTimeout>) => void };

/**
 * Writes a draft after typing pauses for `delayMs`; `flush` writes the pending one at once (the tab is
 * closing), `cancel` forgets it (saved or discarded).
 */
export class DebouncedDraft {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: (() => void) | null = null;

  constructor(
    private readonly delayMs = DRAFT_DEBOUNCE_MS,
    private readonly timers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (t) => clearTimeout(t) },
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
