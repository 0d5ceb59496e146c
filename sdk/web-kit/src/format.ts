/**
 * Display formats of spec 000 §5, the same in every language: dates dd/MM/yyyy, instants
 * dd/MM/yyyy HH:mm (HH:mm:ss when asked), in the branch's time zone. Pure: no DOM.
 */
import { wallClock } from '@lauda/sdk/web';

const p2 = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as dd/MM/yyyy HH:mm[:ss] in `timeZone` (the branch's; the browser's when not given); '' when empty. */
export function formatInstant(iso: string | null | undefined, timeZone?: string, withSeconds = false): string {
  if (!iso) return '';
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return iso;
  let w;
  try {
    w = wallClock(t, timeZone);
  } catch {
    w = wallClock(t); // an unknown zone name: the browser's
  }
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
  const w = wallClock(epochMs, timeZone);
  return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
}

/** A number in the user's language (1.234 in pt_BR, 1,234 in en_US). */
export function formatNumber(n: number, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale).format(n);
  } catch {
    return String(n);
  }
}
