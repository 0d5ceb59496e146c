/**
 * vCard 4.0 (RFC 6350) written, and vCard 2.1, 3.0 and 4.0 read, by a small parser of our own: the
 * kept npm libraries either write only, or read into shapes that drop the line a card starts on,
 * which the import reports. Read: line unfolding, property groups (`item1.TEL`), quoted parameter
 * values, the text escapes, 2.1's bare TYPE words and QUOTED-PRINTABLE values. Never throws: a card
 * that cannot be read becomes a problem with its line.
 */
import type { Contact, NumberLabel } from '../common/index.js';

const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');

/** Folds a line at 75 octets (RFC 6350 §3.2), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

const TYPE_OF: Record<NumberLabel, string> = { cell_phone: 'cell', fax: 'fax', residential: 'home', work: 'work', other: 'voice' };

export function toVcard(c: Contact, groupNames: ReadonlyMap<number, string>): string {
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `FN:${escape(c.name)}`, `N:${escape(c.name)};;;;`];
  if (c.company) lines.push(`ORG:${escape(c.company)}`);
  if (c.profession) lines.push(`TITLE:${escape(c.profession)}`);
  for (const n of c.numbers) lines.push(`TEL;VALUE=uri;TYPE=${TYPE_OF[n.label]}:tel:${n.value}`);
  for (const e of c.emails) lines.push(`EMAIL:${escape(e)}`);
  if (c.address) lines.push(`ADR;LABEL="${c.address.replace(/["\r\n]/g, ' ')}":;;${escape(c.address)};;;;${c.country}`);
  if (c.info) lines.push(`NOTE:${escape(c.info)}`);
  const groups = c.groupIds.map((id) => groupNames.get(id)).filter((g): g is string => !!g);
  if (groups.length) lines.push(`CATEGORIES:${groups.map(escape).join(',')}`);
  lines.push(`X-LAUDA-COUNTRY:${c.country}`, 'END:VCARD');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** One card as read: what a contact is made of, and the line it starts on. */
export interface Card {
  line: number;
  name: string;
  company: string;
  profession: string;
  country: string | null;
  numbers: { value: string; label: NumberLabel }[];
  emails: string[];
  address: string;
  info: string;
  groups: string[];
}
/** `code`: the message key the screens translate (`errors.contact.card*`). */
export interface CardProblem { line: number; error: string; code: string }

interface Prop { name: string; params: Record<string, string[]>; value: string }

const unescape = (s: string) => s.replace(/\\([\\,;nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
/** Splits on a separator not escaped by a backslash. */
function split(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && i + 1 < s.length) { cur += s[i]! + s[i + 1]!; i++; continue; }
    if (s[i] === sep) { out.push(cur); cur = ''; continue; }
    cur += s[i];
  }
  out.push(cur);
  return out;
}

function decodeQP(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) { bytes.push(parseInt(s.slice(i + 1, i + 3), 16)); i += 2; } else bytes.push(...Buffer.from(s[i]!));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `item1.TEL;TYPE=cell,voice;PREF=1:value` → its name, parameters and value (null: no colon). */
function parseProp(line: string): Prop | null {
  let i = 0;
  let quoted = false;
  for (; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) break;
  }
  if (i >= line.length) return null;
  const [head, ...rawParams] = line.slice(0, i).split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params: Record<string, string[]> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    const key = (eq < 0 ? 'TYPE' : p.slice(0, eq)).toUpperCase();
    const vals = (eq < 0 ? p : p.slice(eq + 1)).split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((v) => v.replace(/^"|"$/g, ''));
    (params[key] ??= []).push(...vals);
  }
  const name = head!.slice(head!.lastIndexOf('.') + 1).toUpperCase();
  let value = line.slice(i + 1);
  if (params.ENCODING?.some((e) => e.toUpperCase() === 'QUOTED-PRINTABLE')) value = decodeQP(value);
  return { name, params, value };
}

function labelOf(types: string[]): NumberLabel {
  const t = types.map((x) => x.toLowerCase());
  if (t.includes('fax')) return 'fax';
  if (t.includes('cell') || t.includes('mobile') || t.includes('iphone')) return 'cell_phone';
  if (t.includes('work')) return 'work';
  if (t.includes('home')) return 'residential';
  return 'other';
}

function readCard(props: Prop[], line: number): Card | CardProblem {
  const card: Card = { line, name: '', company: '', profession: '', country: null, numbers: [], emails: [], address: '', info: '', groups: [] };
  let structured = '';
  for (const p of props) {
    const v = p.value;
    switch (p.name) {
      case 'FN': card.name = unescape(v).trim(); break;
      case 'N': structured = split(v, ';').map(unescape).slice(0, 3).reverse().filter((x) => x.trim()).join(' ').trim(); break;
      case 'ORG': card.company = split(v, ';').map(unescape).filter(Boolean).join(', '); break;
      case 'TITLE': card.profession = unescape(v); break;
      case 'TEL': card.numbers.push({ value: v.replace(/^tel:/i, '').split(';')[0]!.trim(), label: labelOf(p.params.TYPE ?? []) }); break;
      case 'EMAIL': card.emails.push(unescape(v).trim()); break;
      case 'ADR': {
        const parts = split(v, ';').map(unescape);
        card.address = (parts.slice(0, 6).filter((x) => x.trim()).join(', ') || p.params.LABEL?.[0] || '').trim();
        const c = parts[6]?.trim() ?? '';
        if (!card.country && /^[A-Za-z]{2}$/.test(c)) card.country = c.toUpperCase();
        break;
      }
      case 'NOTE': card.info = unescape(v); break;
      case 'CATEGORIES': card.groups.push(...split(v, ',').map(unescape).map((x) => x.trim()).filter(Boolean)); break;
      case 'X-LAUDA-COUNTRY': card.country = v.trim().toUpperCase(); break;
      default: break;
    }
  }
  card.name ||= structured;
  if (!card.name) return { line, error: 'the card has no name (FN or N)', code: 'contact.cardNoName' };
  return card;
}

/** Reads every card of a .vcf text, in order; a card it cannot read is a problem at its line. */
export function parseVcards(text: string): (Card | CardProblem)[] {
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  // unfolded lines, each with the number of the physical line it starts on
  const lines: { n: number; s: string }[] = [];
  raw.forEach((s, i) => {
    if (/^[ \t]/.test(s) && lines.length) lines[lines.length - 1]!.s += s.slice(1);
    else if (lines.length && /=$/.test(lines[lines.length - 1]!.s) && /QUOTED-PRINTABLE/i.test(lines[lines.length - 1]!.s)) lines[lines.length - 1]!.s = lines[lines.length - 1]!.s.slice(0, -1) + s;
    else lines.push({ n: i + 1, s });
  });
  const out: (Card | CardProblem)[] = [];
  let open: { line: number; props: Prop[]; bad: string | null } | null = null;
  for (const { n, s } of lines) {
    if (!s.trim()) continue;
    const upper = s.trim().toUpperCase();
    if (upper === 'BEGIN:VCARD') {
      if (open) out.push({ line: open.line, error: `the card has no END:VCARD before line ${n}`, code: 'contact.cardNotEnded' });
      open = { line: n, props: [], bad: null };
    } else if (upper === 'END:VCARD') {
      if (!open) out.push({ line: n, error: 'END:VCARD without BEGIN:VCARD', code: 'contact.cardOutside' });
      else out.push(open.bad ? { line: open.line, error: open.bad, code: 'contact.cardBadLine' } : readCard(open.props, open.line));
      open = null;
    } else if (!open) {
      out.push({ line: n, error: 'text outside a card (BEGIN:VCARD … END:VCARD)', code: 'contact.cardOutside' });
    } else {
      const p = parseProp(s);
      if (!p) open.bad ??= `line ${n} is not a property (NAME:value)`;
      else open.props.push(p);
    }
  }
  if (open) out.push({ line: open.line, error: 'the card has no END:VCARD', code: 'contact.cardNotEnded' });
  return out;
}

export const isProblem = (x: Card | CardProblem): x is CardProblem => 'error' in x;
