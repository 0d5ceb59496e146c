/**
 * Character sets a Chyron device reads and writes. Lyric and its predecessors take 8-bit text
 * (Latin-1 or Windows-1252 by the machine's locale); newer set-ups and emulations take UTF-8.
 * Text a charset cannot carry is brought close (typographic quotes and dashes to plain ones,
 * accents dropped for ASCII) and what is left becomes `?`, so a credit never breaks the command.
 */
export const II_CHARSETS = ['latin1', 'windows-1252', 'utf-8', 'ascii'] as const;
export type IiCharset = (typeof II_CHARSETS)[number];

const ALIASES: Record<string, IiCharset> = {
  latin1: 'latin1', 'latin-1': 'latin1', 'iso-8859-1': 'latin1', iso88591: 'latin1', 'iso8859-1': 'latin1', 'iso_8859-1': 'latin1', l1: 'latin1',
  'windows-1252': 'windows-1252', windows1252: 'windows-1252', cp1252: 'windows-1252', 'win-1252': 'windows-1252', ansi: 'windows-1252',
  'utf-8': 'utf-8', utf8: 'utf-8',
  ascii: 'ascii', 'us-ascii': 'ascii',
};

/** The charset a record names (`ISO-8859-1`, `UTF-8`, `cp1252` …), or null when unknown. */
export function charsetOf(name: string | null | undefined): IiCharset | null {
  if (name === null || name === undefined || name.trim() === '') return null;
  return ALIASES[name.trim().toLowerCase()] ?? null;
}

/** Windows-1252 bytes 0x80–0x9F (undefined ones stay unmapped). */
const CP1252_HIGH: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88, 0x2030: 0x89,
  0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95,
  0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};
const CP1252_DECODE = new Map(Object.entries(CP1252_HIGH).map(([cp, b]) => [b, Number(cp)]));

/** Plain stand-ins for typographic characters an 8-bit charset may lack. */
const PLAIN: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"', '\u00ab': '"', '\u00bb': '"',
  '\u2013': '-', '\u2014': '-', '\u2012': '-', '\u2212': '-', '\u2010': '-', '\u2011': '-',
  '\u2026': '...', '\u2022': '*', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\u20ac': 'EUR', '\u2122': 'TM',
};

function byteOf(cp: number, cs: Exclude<IiCharset, 'utf-8'>): number | null {
  if (cp < 0x80) return cp;
  if (cs === 'ascii') return null;
  if (cs === 'windows-1252') {
    if (CP1252_HIGH[cp] !== undefined) return CP1252_HIGH[cp]!;
    return cp >= 0xa0 && cp <= 0xff ? cp : null;
  }
  return cp <= 0xff ? cp : null;
}

/** Text in the device's charset. */
export function encodeText(text: string, cs: IiCharset): Buffer {
  if (cs === 'utf-8') return Buffer.from(text, 'utf8');
  const out: number[] = [];
  const push = (s: string) => {
    for (const ch of s) {
      const b = byteOf(ch.codePointAt(0)!, cs);
      if (b !== null) {
        out.push(b);
        continue;
      }
      const plain = PLAIN[ch];
      if (plain !== undefined) {
        push(plain);
        continue;
      }
      // accents off (ASCII, or letters outside Latin-1 such as ő), else a question mark
      const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      const bb = bare.length === 1 ? byteOf(bare.codePointAt(0)!, cs) : null;
      out.push(bb ?? 0x3f);
    }
  };
  push(text);
  return Buffer.from(out);
}

/** Bytes from the device as text. */
export function decodeText(bytes: Buffer, cs: IiCharset): string {
  if (cs === 'utf-8') return bytes.toString('utf8');
  if (cs === 'windows-1252') {
    let s = '';
    for (const b of bytes) s += String.fromCodePoint(CP1252_DECODE.get(b) ?? b);
    return s;
  }
  // ASCII devices are read as Latin-1: a stray high byte is shown, not lost
  return bytes.toString('latin1');
}
