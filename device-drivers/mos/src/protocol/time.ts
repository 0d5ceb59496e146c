/** MOS time and duration formats. */

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY-MM-DDThh:mm:ss,sssZ` (MOS time, UTC). */
export function mosTime(d: Date = new Date()): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())},${pad(d.getUTCMilliseconds(), 3)}Z`;
}

/** MOS time (comma or dot before the fraction, with or without zone) → ISO 8601; null when unreadable. */
export function parseMosTime(s: string | undefined): string | null {
  if (!s) return null;
  const t = s.trim().replace(/^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d),(\d+)/, '$1.$2');
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** ms → `hh:mm:ss` (MOS roEdDur). */
export function mosDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** `hh:mm:ss` → ms; null when unreadable. */
export function parseMosDuration(s: string | undefined): number | null {
  const m = /^(\d+):([0-5]?\d):([0-5]?\d)$/.exec((s ?? '').trim());
  if (!m) return null;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000;
}
