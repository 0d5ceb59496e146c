/**
 * Wall clocks of a time zone (the branch's, `branch_config.timeZone`): what a date and a time of
 * day in the newsroom are as instants, and back. Daylight-saving safe; pure and shared by the
 * kernel, plugins and the browser.
 */

export interface WallClock {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
  s: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formats.set(key, f);
  }
  return f;
}

/** The wall-clock fields of an instant in `timeZone` (undefined: the runtime's own zone). */
export function wallClock(epochMs: number, timeZone?: string): WallClock {
  const f: Record<string, number> = {};
  for (const p of formatOf(timeZone).formatToParts(epochMs)) if (p.type !== 'literal') f[p.type] = Number(p.value);
  return { y: f.year!, m: f.month!, d: f.day!, h: f.hour!, min: f.minute!, s: f.second! };
}

/** The instant (epoch ms) that a time of day (`todMs` after midnight) of `date` (YYYY-MM-DD) is in `timeZone`. */
export function zonedInstant(date: string, todMs: number, timeZone?: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const asUtc = Date.UTC(y!, (m ?? 1) - 1, d ?? 1) + todMs;
  // the zone's offset at that moment, twice, to land right across a daylight-saving change
  const offsetAt = (t: number) => {
    const w = wallClock(t, timeZone);
    return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(t / 1000) * 1000;
  };
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

/** The day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayIn(epochMs: number, timeZone?: string): string {
  const w = wallClock(epochMs, timeZone);
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}
