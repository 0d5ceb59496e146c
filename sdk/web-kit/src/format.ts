/**
 * Display formats of spec 000 §5, the same in every language: dates dd/MM/yyyy, instants
 * dd/MM/yyyy HH:mm (HH:mm:ss when asked), in the branch's time zone. Pure: no DOM.
 */
import { wallClock } from '@lauda/sdk/web';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * The branch's zone, set by the shell once the branch configuration is known: an instant shown
 * without an explicit zone is shown in the newsroom's zone, never the browser's.
 */
let branchZone: string | undefined;
export function setBranchTimeZone(timeZone: string | null | undefined): void {
  branchZone = timeZone || undefined;
}
export const branchTimeZone = (): string | undefined => branchZone;

/** Wall-clock fields in `timeZone` (the branch's when not given); an unknown zone name falls back to the branch's. */
function wallIn(epochMs: number, timeZone?: string) {
  try {
    return wallClock(epochMs, timeZone ?? branchZone);
  } catch {
    return wallClock(epochMs, branchZone);
  }
}

/** An ISO instant as dd/MM/yyyy HH:mm[:ss] in `timeZone` (the branch's when not given); '' when empty. */
export function formatInstant(iso: string | null | undefined, timeZone?: string, withSeconds = false): string {
  if (!iso) return '';
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return iso;
  const w = wallIn(t, timeZone);
  return `${p2(w.d)}/${p2(w.m)}/${w.y} ${p2(w.h)}:${p2(w.min)}${withSeconds ? `:${p2(w.s)}` : ''}`;
}

/** YYYY-MM-DD → dd/MM/yyyy (anything else as given). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

/** dd/MM/yyyy → YYYY-MM-DD, or null when it is not a real date. */
export function parseDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** The date (YYYY-MM-DD) an instant is in `timeZone`: "today" of the newsroom is `dateIn(Date.now(), zone)`. */
export function dateIn(epochMs: number, timeZone?: string): string {
  const w = wallIn(epochMs, timeZone);
  return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
}

/** An instant's time of day, HH:mm:ss (HH:mm without seconds), in `timeZone` (the branch's when not given). */
export function formatTime(epochMs: number, timeZone?: string, withSeconds = true): string {
  const w = wallIn(epochMs, timeZone);
  return `${p2(w.h)}:${p2(w.min)}${withSeconds ? `:${p2(w.s)}` : ''}`;
}

/** ms since midnight of an instant in `timeZone` (the branch's when not given). */
export function timeOfDayMs(epochMs: number, timeZone?: string): number {
  const w = wallIn(epochMs, timeZone);
  return ((w.h * 60 + w.min) * 60 + w.s) * 1000 + (((epochMs % 1000) + 1000) % 1000);
}

/** A number in the user's language (1.234 in pt_BR, 1,234 in en_US). */
export function formatNumber(n: number, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale).format(n);
  } catch {
    return String(n);
  }
}
