/**
 * Time inputs of spec 000 §5: `HH:mm` or `HH:mm:ss` (times of day), `mm:ss` and `HH:mm:ss+`
 * (durations, hours up to 99). Only digits and colons are accepted, colons are inserted as you
 * type, the length is limited, and a value is committed only when the whole pattern matches.
 * Pure: the input feeds every keystroke's text through `maskTime`.
 */
export type TimePattern = 'HH:mm' | 'HH:mm:ss' | 'mm:ss' | 'HH:mm:ss+';

export interface MaskedTime {
  /** what the input shows */
  text: string;
  /** the whole pattern is typed and every part is in range */
  complete: boolean;
  /** ms (since midnight for times of day, a length for durations); null until complete */
  value: number | null;
}

const GROUPS: Record<TimePattern, number> = { 'HH:mm': 2, 'HH:mm:ss': 3, 'mm:ss': 2, 'HH:mm:ss+': 3 };
/** the highest value of each part */
const LIMITS: Record<TimePattern, number[]> = {
  'HH:mm': [23, 59],
  'HH:mm:ss': [23, 59, 59],
  'mm:ss': [99, 59],
  'HH:mm:ss+': [99, 59, 59],
};

export const patternLength = (p: TimePattern) => GROUPS[p] * 3 - 1;

/**
 * Cleans what was typed: drops anything but digits and colons; a single digit closed with a colon
 * is padded (`7:` → `07:`); the digits are regrouped in pairs with the colons put back; a colon
 * typed right after a complete part is kept; the text is cut at the pattern's length.
 */
export function maskTime(raw: string, pattern: TimePattern): MaskedTime {
  const groups = GROUPS[pattern];
  const kept = raw.replace(/[^\d:]/g, '');
  const parts = kept.split(':');
  const padded = parts.map((p, i) => (i < parts.length - 1 && p.length === 1 ? `0${p}` : p));
  const digits = padded.join('').slice(0, groups * 2);
  const chunks: string[] = [];
  for (let i = 0; i < digits.length; i += 2) chunks.push(digits.slice(i, i + 2));
  let text = chunks.join(':');
  if (kept.endsWith(':') && digits.length > 0 && digits.length % 2 === 0 && chunks.length < groups) text += ':';
  text = text.slice(0, patternLength(pattern));
  const complete = digits.length === groups * 2 && chunks.every((c, i) => Number(c) <= LIMITS[pattern][i]!);
  return { text, complete, value: complete ? toMs(chunks.map(Number), pattern) : null };
}

function toMs(parts: number[], pattern: TimePattern): number {
  if (pattern === 'mm:ss') return (parts[0]! * 60 + parts[1]!) * 1000;
  const [h, m, s = 0] = parts;
  return ((h! * 60 + m!) * 60 + s) * 1000;
}

/** The text an input shows for a value (ms) in the pattern. */
export function formatForPattern(ms: number | null, pattern: TimePattern): string {
  if (ms === null) return '';
  const p2 = (n: number) => String(n).padStart(2, '0');
  const s = Math.round(Math.max(0, ms) / 1000);
  if (pattern === 'mm:ss') return `${p2(Math.min(99, Math.floor(s / 60)))}:${p2(s % 60)}`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const hh = pattern === 'HH:mm:ss+' ? Math.min(99, h) : h % 24;
  return pattern === 'HH:mm' ? `${p2(hh)}:${p2(m)}` : `${p2(hh)}:${p2(m)}:${p2(s % 60)}`;
}

/**
 * On leaving an `HH:mm:ss` input: the value of the text, where `HH:mm` is completed with `:00`;
 * null when the text is not a whole time.
 */
export function completeTime(text: string, pattern: TimePattern): number | null {
  const whole = maskTime(text, pattern);
  if (whole.complete) return whole.value;
  if (pattern === 'HH:mm:ss' || pattern === 'HH:mm:ss+') {
    const short = maskTime(`${text}:00`, pattern);
    if (short.complete && /^\d\d:\d\d$/.test(text)) return short.value;
  }
  return null;
}

/** Keys a time input lets through (besides editing and navigation keys). */
export const acceptsKey = (key: string) => key.length !== 1 || /[\d:]/.test(key);

/** Whether `end` (HH:mm:ss) is on the next day: spec 000 §9, an end before the start rolls over. */
export const endsNextDay = (start: string, end: string): boolean => {
  const full = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
  return full.test(start) && full.test(end) && end < start;
};

/** "06:00" for display: the seconds only when not zero. */
export const shortTime = (t: string): string => (t.endsWith(':00') ? t.slice(0, 5) : t);
