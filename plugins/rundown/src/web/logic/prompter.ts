/**
 * The teleprompter's logic, pure: what it shows of a rundown, its settings, the scroll speed, the
 * keys and the wheel, and the jumps between stories. Positions are the scroll offset of the text:
 * a story's `top` is the offset that brings its heading to the reading line.
 */
import { scriptOf, type ScriptLine } from '../../common/script.js';
import type { Rundown, Story } from '../../common/types.js';

/* ------------------------------------------------------------------ what is shown */

export interface PrompterStory {
  id: number;
  page: string | null;
  slug: string | null;
  /** false: a private story the reader may not see (its text is not shown) */
  visible: boolean;
  /** on air now (display status play) */
  onAir: boolean;
  /** already aired (display status stop) */
  aired: boolean;
  /** the lines read aloud (instructions left out) */
  lines: ScriptLine[];
}

export interface PrompterBlock {
  id: number;
  /** 1-based number of the block in the show */
  number: number;
  stories: PrompterStory[];
}

export function prompterStory(s: Story): PrompterStory {
  return {
    id: s.id,
    page: s.page,
    slug: s.slug,
    visible: s.visible,
    onAir: s.displayStatus === 'play',
    aired: s.displayStatus === 'stop',
    lines: s.visible ? scriptOf(s.sections).filter((l) => !l.instruction) : [],
  };
}

/** The blocks of the show with their stories, in order. Blocks in stand-by are not aired: left out. */
export function prompterBlocks(r: Pick<Rundown, 'blocks'>): PrompterBlock[] {
  return r.blocks
    .filter((b) => !b.standBy)
    .map((b, i) => ({ id: b.id, number: i + 1, stories: b.stories.map(prompterStory) }));
}

/** The story on air (display status play; one per rundown), or null. */
export function onAirStoryId(r: Pick<Rundown, 'blocks'>): number | null {
  for (const b of r.blocks) for (const s of b.stories) if (s.displayStatus === 'play') return s.id;
  return null;
}

/** The reading test text of a locale's strings: paragraphs split on blank lines. */
export const testParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/* ------------------------------------------------------------------ settings */

export interface PrompterSettings {
  /** flipped left to right, for the glass of a camera prompter */
  mirror: boolean;
  /** speed level: negative scrolls back, 0 holds */
  speed: number;
  /** text size in CSS pixels */
  fontSize: number;
  /** set in the branch's uploaded font (README "Look of the newsroom") instead of the bundled sans-serif */
  branchFont: boolean;
}

export const SPEED = { min: -10, max: 30, initial: 4 } as const;
export const FONT = { min: 32, max: 160, step: 8, initial: 72 } as const;
export const DEFAULT_SETTINGS: PrompterSettings = { mirror: false, speed: SPEED.initial, fontSize: FONT.initial, branchFont: false };
export const SETTINGS_KEY = 'lauda.rundown.prompter';

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
export const clampSpeed = (v: number): number => clamp(Math.round(v), SPEED.min, SPEED.max);
export const clampFont = (v: number): number => clamp(Math.round(v), FONT.min, FONT.max);

/** Settings read back from storage: anything missing or out of range falls back or is clamped. */
export function parseSettings(raw: string | null | undefined): PrompterSettings {
  let v: Partial<Record<keyof PrompterSettings, unknown>> = {};
  try {
    const parsed = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) v = parsed;
  } catch {
    /* unreadable: the defaults */
  }
  const num = (x: unknown, fallback: number) => (typeof x === 'number' && Number.isFinite(x) ? x : fallback);
  return {
    mirror: typeof v.mirror === 'boolean' ? v.mirror : DEFAULT_SETTINGS.mirror,
    speed: clampSpeed(num(v.speed, DEFAULT_SETTINGS.speed)),
    fontSize: clampFont(num(v.fontSize, DEFAULT_SETTINGS.fontSize)),
    branchFont: v.branchFont === true,
  };
}

/* ------------------------------------------------------------------ scrolling */

/**
 * Pixels a second at a speed level. Proportional to the text size, so a level reads at the same
 * pace whatever the size: level 4 at any size moves about a line every 2 s (line height 1.35 em),
 * near a calm news read of 13 characters a second on a wide screen.
 */
export const pxPerSecond = (speed: number, fontSize: number): number => speed * fontSize * 0.15;

/** The longest frame counted: a tab in the background must not jump the text when it comes back. */
export const MAX_FRAME_MS = 100;

/** The scroll offset after `dtMs` of running at `speed`, kept within [0, max]. */
export function advance(pos: number, speed: number, fontSize: number, dtMs: number, max: number): number {
  const dt = clamp(dtMs, 0, MAX_FRAME_MS) / 1000;
  return clamp(pos + pxPerSecond(speed, fontSize) * dt, 0, Math.max(0, max));
}

/** What one wheel notch is worth in pixels (a mouse's notch; touchpads send smaller deltas). */
export const WHEEL_NOTCH = 100;
const LINE_PX = 40;

/** Wheel pixels of an event (deltaMode 0 pixels, 1 lines, 2 pages). */
export const wheelPixels = (deltaY: number, deltaMode: number, pageHeight: number): number =>
  deltaMode === 1 ? deltaY * LINE_PX : deltaMode === 2 ? deltaY * pageHeight : deltaY;

/**
 * Speed steps of the wheel while running: whole notches, the rest carried to the next event (so a
 * touchpad's small deltas add up). Down (positive) is faster.
 */
export function wheelSteps(carry: number, pixels: number): { steps: number; carry: number } {
  const total = carry + pixels;
  const steps = Math.trunc(total / WHEEL_NOTCH);
  return { steps, carry: total - steps * WHEEL_NOTCH };
}

/* ------------------------------------------------------------------ keys */

export type PrompterAction =
  | 'faster' | 'slower' | 'toggle' | 'top' | 'previousStory' | 'nextStory' | 'onAir' | 'mirror' | 'bigger' | 'smaller' | 'help';

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey?: boolean;
  altKey: boolean;
}

/** The keys as the help overlay lists them (order = the overlay's). */
export const PROMPTER_KEYS: { action: PrompterAction; keys: string }[] = [
  { action: 'toggle', keys: 'Space' },
  { action: 'faster', keys: '↓  +' },
  { action: 'slower', keys: '↑  −' },
  { action: 'top', keys: 'Home' },
  { action: 'previousStory', keys: 'PgUp' },
  { action: 'nextStory', keys: 'PgDn' },
  { action: 'onAir', keys: 'F' },
  { action: 'mirror', keys: 'M' },
  { action: 'bigger', keys: ']' },
  { action: 'smaller', keys: '[' },
  { action: 'help', keys: 'H  ?' },
];

/**
 * The action of a key, or null (the browser keeps it). Down and `+` speed up, up and `-` slow
 * down, as on a prompter's hand control; keys with Ctrl, Alt or Meta are the browser's (zoom…).
 */
export function prompterKey(e: KeyLike): PrompterAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  if (e.key === ' ' || e.key === 'Spacebar' || e.code === 'Space') return 'toggle';
  switch (e.key) {
    case 'ArrowDown':
    case '+':
    case '=':
      return 'faster';
    case 'ArrowUp':
    case '-':
    case '_':
      return 'slower';
    case 'Home':
      return 'top';
    case 'PageUp':
      return 'previousStory';
    case 'PageDown':
      return 'nextStory';
    case ']':
      return 'bigger';
    case '[':
      return 'smaller';
    case '?':
      return 'help';
  }
  switch (e.key.toLowerCase()) {
    case 'f':
      return 'onAir';
    case 'm':
      return 'mirror';
    case 'h':
      return 'help';
  }
  return null;
}

/* ------------------------------------------------------------------ story navigation */

/** A heading closer than this to the reading line counts as being at it. */
export const AT_LINE_PX = 8;

/** Index of the story at the reading line: the last whose top is at or above it; -1 before the first. */
export function storyIndexAt(tops: readonly number[], pos: number): number {
  let at = -1;
  for (let i = 0; i < tops.length; i++) if (tops[i]! <= pos + AT_LINE_PX) at = i;
  return at;
}

/** PageUp: the start of the story being read, or the one before when already at its start; 0 above the first. */
export function previousStoryTop(tops: readonly number[], pos: number): number {
  const i = storyIndexAt(tops, pos);
  if (i < 0) return 0;
  if (pos - tops[i]! > AT_LINE_PX) return tops[i]!;
  return i > 0 ? tops[i - 1]! : 0;
}

/** PageDown: the start of the next story, or null after the last one. */
export function nextStoryTop(tops: readonly number[], pos: number): number | null {
  for (const t of tops) if (t > pos + AT_LINE_PX) return t;
  return null;
}

/* ------------------------------------------------------------------ keeping the place on changes */

export interface Mark {
  key: string;
  top: number;
}
/** Where the reading line is: a mark (a story heading) and how far past it. */
export interface Anchor {
  key: string;
  delta: number;
}

/** The anchor of the reading line: the last mark at or above it. */
export function anchorAt(marks: readonly Mark[], pos: number): Anchor | null {
  let best: Mark | null = null;
  for (const m of marks) if (m.top <= pos && (!best || m.top >= best.top)) best = m;
  return best ? { key: best.key, delta: pos - best.top } : null;
}

/**
 * The offset that keeps the reading line where it was after the text above it changed. A story
 * whose own text got shorter than the place read in it keeps the line at its end. Without the mark
 * (the story left), the old offset stands.
 */
export function restoreAnchor(anchor: Anchor | null, marks: readonly Mark[], pos: number): number {
  if (!anchor) return pos;
  const i = marks.findIndex((m) => m.key === anchor.key);
  if (i < 0) return pos;
  const top = marks[i]!.top;
  const after = marks.slice(i + 1).map((m) => m.top).filter((t) => t > top);
  const limit = after.length ? Math.min(...after) - 1 : Infinity;
  return Math.max(0, Math.min(top + anchor.delta, limit));
}

/* ------------------------------------------------------------------ the page's address */

/** The web route of the prompter (a route of the shell's /main, declared by the plugin). */
export const PROMPTER_ROUTE = 'rundowns/:id/prompter';
export const prompterPath = (rundownId: number): string => `/main/rundowns/${rundownId}/prompter`;

/** The rundown id of a prompter address, or null. */
export function rundownIdOfPath(pathname: string): number | null {
  const m = /\/rundowns\/(\d{1,15})\/prompter\/?$/.exec(pathname);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
