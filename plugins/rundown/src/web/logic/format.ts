/**
 * Formatting of the grid's times. The API speaks ISO 8601 durations (`PT1M30S`) and `HH:mm:ss`;
 * the grid shows `mm:ss` (`H:mm:ss` from one hour) and times of day `HH:mm:ss`. Pure: no DOM.
 */
import { formatDuration, formatTimeOfDay, parseDuration, parseTimeOfDay, wallClock, zonedInstant } from '@lauda/sdk/web';

const DAY = 86_400_000;
const p2 = (n: number) => String(n).padStart(2, '0');

/** ISO duration → ms (0 for empty or malformed). */
export const isoMs = (iso: string | null | undefined): number => (iso ? parseDuration(iso) ?? 0 : 0);
/** `HH:mm:ss` → ms since midnight (null when empty or malformed). */
export const todMs = (t: string | null | undefined): number | null => (t ? parseTimeOfDay(t) : null);
export const msIso = (ms: number): string => formatDuration(ms);
export const msTod = (ms: number): string => formatTimeOfDay(ms);

/** A duration for the grid: `mm:ss`, `H:mm:ss` from one hour, `-` in front when negative. */
export function clock(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  const sign = ms < 0 && s > 0 ? '-' : '';
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h ? `${sign}${h}:${p2(m)}:${p2(sec)}` : `${sign}${p2(m)}:${p2(sec)}`;
}

/** A signed difference: `+mm:ss` (to spare) or `-mm:ss` (over). */
export const signedClock = (ms: number): string => (Math.round(ms / 1000) > 0 ? `+${clock(ms)}` : clock(ms));

/** A duration for a `mm:ss` editor (minutes may pass 59, up to 99). */
export function mmss(ms: number): string {
  const s = Math.round(Math.max(0, ms) / 1000);
  return `${p2(Math.min(99, Math.floor(s / 60)))}:${p2(s % 60)}`;
}

/** A duration for an `HH:mm:ss` editor. */
export function hhmmss(ms: number): string {
  const s = Math.round(Math.max(0, ms) / 1000);
  return `${p2(Math.min(99, Math.floor(s / 3600)))}:${p2(Math.floor((s % 3600) / 60))}:${p2(s % 60)}`;
}

/**
 * The newsroom's time zone (the branch's): "today" and the times of day of a rundown are its,
 * whatever zone the browser is in. The workspace sets it from the branch configuration.
 */
let zone: string | undefined;
export function setTimeZone(timeZone: string | undefined): void {
  zone = timeZone;
}

/** Wall-clock fields of an instant in the newsroom's zone. */
const wall = (epochMs: number) => wallClock(epochMs, zone);

/** ms since midnight, in the newsroom's zone, of an instant. */
export function localTod(epochMs: number): number {
  const w = wall(epochMs);
  return (((w.h * 60 + w.min) * 60 + w.s) * 1000 + (((epochMs % 1000) + 1000) % 1000)) % DAY;
}

/** The instant a time of day of a date (`YYYY-MM-DD`) is, in the newsroom's zone. */
export const localInstant = (date: string, tod: number): number => zonedInstant(date, tod, zone);

/** Today as `YYYY-MM-DD` in the newsroom's zone. */
export function today(now = Date.now()): string {
  const w = wall(now);
  return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
}

/** `YYYY-MM-DD` → the display format dd/MM/yyyy (spec 000 §5). */
export function displayDate(date: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date ?? '';
}

/** `YYYY-MM-DD` plus n days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y!, (m ?? 1) - 1, (d ?? 1) + n));
  return t.toISOString().slice(0, 10);
}
