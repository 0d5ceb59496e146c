import type { NoticeLevel } from '@lauda/sdk/web';

export interface Notice {
  id: number;
  level: NoticeLevel;
  title: string;
  description?: string;
  /** copied to the clipboard when the notice is clicked */
  details?: unknown;
  /** milliseconds on screen; 0 = until dismissed */
  duration: number;
}

/** Spec 000 §8/§9: about 0.14 s per character of title + description; error notices 10 s. */
export const MS_PER_CHAR = 140;
export const ERROR_MS = 10_000;
/** A floor so a one-word notice can still be read. */
export const MIN_MS = 2_500;
/** Identical notices within this window are shown once. */
export const DEBOUNCE_MS = 500;
const MAX_ON_SCREEN = 6;

export function durationOf(level: NoticeLevel, title: string, description = ''): number {
  if (level === 'error') return ERROR_MS;
  return Math.max(MIN_MS, (title.length + description.length) * MS_PER_CHAR);
}

export type NoticeInput = Omit<Notice, 'id' | 'duration'> & { duration?: number };

/** The notices on screen; a tiny external store for useSyncExternalStore. */
export class NoticeStore {
  private list: Notice[] = [];
  private seq = 0;
  private readonly recent = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  /** number of panels on screen: notices move top-left while a plugin is open (spec 000 §8) */
  private openPanels = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  push(input: NoticeInput): number | null {
    const key = JSON.stringify([input.level, input.title, input.description ?? '']);
    const t = this.now();
    const last = this.recent.get(key);
    this.recent.set(key, t);
    if (last !== undefined && t - last < DEBOUNCE_MS) return null;
    for (const [k, at] of this.recent) if (t - at > DEBOUNCE_MS) this.recent.delete(k);
    if (input.level === 'error') console.error('[lauda]', input.title, input.description ?? '', input.details ?? '');
    const notice: Notice = {
      ...input,
      id: ++this.seq,
      duration: input.duration ?? durationOf(input.level, input.title, input.description),
    };
    this.list = [...this.list, notice].slice(-MAX_ON_SCREEN);
    this.emit();
    return notice.id;
  }

  dismiss(id: number): void {
    const next = this.list.filter((n) => n.id !== id);
    if (next.length !== this.list.length) {
      this.list = next;
      this.emit();
    }
  }

  clear(): void {
    this.list = [];
    this.emit();
  }

  panelOpened(): () => void {
    this.openPanels++;
    this.emit();
    return () => {
      this.openPanels--;
      this.emit();
    };
  }

  private snapshot: { notices: Notice[]; left: boolean } = { notices: [], left: false };
  getSnapshot = () => this.snapshot;
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  private emit(): void {
    this.snapshot = { notices: this.list, left: this.openPanels > 0 };
    for (const l of this.listeners) l();
  }
}
