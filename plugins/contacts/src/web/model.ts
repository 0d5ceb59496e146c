/** The contact form's draft and the pure rules of the contacts screens (tested in test/web). */
import { DEFAULT_COUNTRY, type Contact, type ContactNumber, type NumberLabel } from '../common/index.js';

export interface NumberDraft { id?: number; value: string; label: NumberLabel }

export interface Draft {
  name: string;
  profession: string;
  company: string;
  country: string;
  numbers: NumberDraft[];
  emails: string[];
  address: string;
  info: string;
  hidden: boolean;
  private: boolean;
  allowedUsers: number[];
  groupIds: number[];
}

export const blankDraft = (groupId: number | null = null): Draft => ({
  name: '', profession: '', company: '', country: DEFAULT_COUNTRY, numbers: [{ value: '', label: 'cell_phone' }], emails: [], address: '', info: '',
  hidden: false, private: false, allowedUsers: [], groupIds: groupId ? [groupId] : [],
});

/** A saved contact in the form: numbers as dialled in its country. */
export const draftOf = (c: Contact): Draft => ({
  name: c.name, profession: c.profession, company: c.company, country: c.country,
  numbers: c.numbers.map((n) => ({ id: n.id, value: n.national, label: n.label })), emails: [...c.emails], address: c.address, info: c.info,
  hidden: c.hidden, private: c.private, allowedUsers: [...c.allowedUsers], groupIds: [...c.groupIds],
});

/** The body of POST/PUT: numbers left blank are dropped; sharing is sent only for a private contact. */
export function bodyOf(d: Draft): Record<string, unknown> {
  return {
    name: d.name, profession: d.profession, company: d.company, country: d.country, address: d.address, info: d.info, hidden: d.hidden,
    numbers: d.numbers.filter((n) => n.value.trim()).map((n) => ({ ...(n.id ? { id: n.id } : {}), value: n.value.trim(), label: n.label })),
    emails: d.emails, private: d.private, groupIds: d.groupIds, ...(d.private ? { allowedUsers: d.allowedUsers } : {}),
  };
}

/**
 * The fields a failed save names (`details.issues`), as the form's keys: `numbers.1.value` stays
 * itself, but after blank numbers were dropped its index is the sent list's, so it is mapped back
 * to the draft's row. Answers field → the error code to translate.
 */
export function fieldErrorsOf(err: unknown, d: Draft): Record<string, string> {
  const e = err as { code?: unknown; details?: { issues?: { field?: unknown }[] } } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const out: Record<string, string> = {};
  const sent = d.numbers.map((n, i) => [n, i] as const).filter(([n]) => n.value.trim()).map(([, i]) => i);
  for (const issue of e?.details?.issues ?? []) {
    if (typeof issue.field !== 'string') continue;
    const m = /^numbers\.(\d+)\.(value|label)$/.exec(issue.field);
    const field = m ? `numbers.${sent[Number(m[1])] ?? m[1]}.${m[2]}` : issue.field.split('.')[0]!;
    out[field] ??= code;
  }
  return out;
}

/** The number a list row shows: the first cell phone, else the first number. */
export const mainNumber = (c: Pick<Contact, 'numbers'>): ContactNumber | null => c.numbers.find((n) => n.label === 'cell_phone') ?? c.numbers[0] ?? null;

/** A search of the address text on OpenStreetMap (the newsroom has no map service of its own yet). */
export const mapSearchUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;

/** A country's name in the user's language (the browser's names; the code when it has none). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
