/** Durations: integer milliseconds inside, ISO 8601 (`PT1M30S`, empty `PT0S`) in the API. */
import { BoundedMap } from './bounded.js';

export const EMPTY_DURATION = 'PT0S';

const ISO = /^(-)?P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d{1,3})?)S)?)?$/;

// A rundown's 400 stories carry six durations each, mostly the same few texts ("PT0S", "PT1M"):
// each is parsed once (a bounded memory of short texts)
const parsed = new BoundedMap<string, number | null>(2000);
const PARSED_LENGTH = 40;

/** Parses an ISO 8601 duration (days, hours, minutes, seconds with up to ms) to ms; null when malformed. */
export function parseDuration(text: string): number | null {
  const known = parsed.get(text);
  if (known !== undefined) return known;
  const ms = parse(text);
  if (text.length <= PARSED_LENGTH) parsed.set(text, ms);
  return ms;
}

function parse(text: string): number | null {
  const t = text.trim();
  const m = ISO.exec(t);
  if (!m || t === 'P' || t.endsWith('T')) return null;
  const [, neg, d, h, min, s] = m;
  const ms = ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60_000 + Math.round(Number(s ?? 0) * 1000);
  return neg ? -ms : ms;
}

/** Formats ms as an ISO 8601 duration: 90500 → `PT1M30.5S`, 0 → `PT0S`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError('duration must be finite');
  const sign = ms < 0 ? '-' : '';
  let rest = Math.round(Math.abs(ms));
  if (rest === 0) return EMPTY_DURATION;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = rest / 1000;
  return `${sign}PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${Number(s.toFixed(3))}S` : ''}`;
}

/** `HH:mm:ss` (or `HH:mm`) time of day → ms since midnight; null when malformed. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text);
  if (!m) return null;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000;
}

/** ms since midnight → `HH:mm:ss` (wrapping past 24 h). */
export function formatTimeOfDay(ms: number): string {
  const day = 86_400_000;
  const t = ((Math.round(ms / 1000) * 1000) % day + day) % day;
  const s = Math.floor(t / 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}
