/** Dates, durations and sizes as the devices screens show them (dd/MM/yyyy, the branch's zone). */

import { formatInstant } from '@lauda/web-kit';

/** `22/11 14:03:07.215`: a traffic log instant to the millisecond, in the branch's zone (the kit's one formatting path). */
export function logTime(iso: string, timeZone?: string): string {
  const whole = formatInstant(iso, timeZone, true);
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  return `${whole.slice(0, 5)}${whole.slice(10)}.${String(((ms % 1000) + 1000) % 1000).padStart(3, '0')}`;
}

/** `22/11/2026 14:03`: when something happened. */
export function dateTime(iso: string | null | undefined, timeZone?: string): string {
  return formatInstant(iso, timeZone);
}

/** A MOS duration (`objDur` in `objTB` units a second) as `m:ss` or `h:mm:ss`; '' when unknown. */
export function mediaDuration(duration?: number, timeBase?: number): string {
  // graphics and stills announce no duration (or 0)
  if (duration === undefined || duration === null || duration <= 0 || !timeBase) return '';
  const total = Math.round(duration / timeBase);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** `812 B`, `3.4 kB`. */
export function bytes(n: number): string {
  if (n < 1000) return `${n} B`;
  const kb = n / 1000;
  return kb < 1000 ? `${kb.toFixed(1)} kB` : `${(kb / 1000).toFixed(1)} MB`;
}

/** Pretty XML for reading a message: one element a line, indented (text kept as sent). */
export function indentXml(xml: string): string {
  const parts = xml.replace(/>\s*</g, '><').split(/(?=<)|(?<=>)/g).filter((p) => p !== '');
  let depth = 0;
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      lines.push('  '.repeat(depth) + p);
    } else if (p.startsWith('<') && !p.endsWith('/>') && !p.startsWith('<?') && !p.startsWith('<!')) {
      // <a>text</a> on one line
      const text = parts[i + 1];
      const close = parts[i + 2];
      if (text !== undefined && !text.startsWith('<') && close?.startsWith('</')) {
        lines.push('  '.repeat(depth) + p + text + close);
        i += 2;
      } else {
        lines.push('  '.repeat(depth) + p);
        depth++;
      }
    } else lines.push('  '.repeat(depth) + p);
  }
  return lines.join('\n');
}
