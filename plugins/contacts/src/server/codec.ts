/** Stored rows ↔ API shapes: JSON lists in text columns, 0/1 flags, epoch ms instants. */
import type { Contact, ContactNumber, NumberLabel } from '../common/index.js';
import { formatNumber } from './phones.js';

export type Row = Record<string, any>;

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => new Date(num(v)).toISOString();
export function parseJson<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
}

export const isPrivate = (row: Row) => row.owner_id !== null && row.owner_id !== undefined;
export const allowedUsersOf = (row: Row) => parseJson<number[]>(row.allowed_users, []).map(Number);
/** Who may see a private contact: its owner and allowed users (everyone with the area's roles sees a public one). */
export function canSee(row: Row, viewerId: number): boolean {
  if (!isPrivate(row)) return true;
  return Number(row.owner_id) === viewerId || allowedUsersOf(row).includes(viewerId);
}

export type StoredNumber = { id: number; value: string; label: NumberLabel };

/** A stored number with its formats (an E.164 value reads the same in any country). */
export function numberOut(n: StoredNumber, country: string): ContactNumber {
  const f = formatNumber(n.value, country);
  return { id: n.id, value: n.value, label: n.label, national: f?.national ?? n.value, international: f?.international ?? n.value };
}

export function contactOut(row: Row, groupIds: number[] = []): Contact {
  const country = String(row.country);
  return {
    id: Number(row.id),
    name: row.name,
    profession: row.profession ?? '',
    company: row.company ?? '',
    country,
    numbers: parseJson<StoredNumber[]>(row.numbers, []).map((n) => numberOut(n, country)),
    emails: parseJson<string[]>(row.emails, []),
    address: row.address ?? '',
    info: row.info ?? '',
    hidden: Boolean(num(row.hidden)),
    private: isPrivate(row),
    ownerId: numOrNull(row.owner_id),
    allowedUsers: allowedUsersOf(row),
    authorId: numOrNull(row.author_id),
    groupIds,
    excluded: row.deleted_at !== null && row.deleted_at !== undefined,
    version: num(row.version),
    createdAt: iso(row.created_at),
    changeDate: iso(row.change_date),
  };
}

/** A contact's revision view: the fields a person edits. */
export function revisionView(c: Contact): Record<string, unknown> {
  const { id: _i, version: _v, createdAt: _c, changeDate: _d, excluded: _e, authorId: _a, ...rest } = c;
  return { ...rest, numbers: rest.numbers.map((n) => `${n.international} (${n.label})`) };
}

/** The columns of a new contact before its fields are applied. */
export const BLANK: Row = {
  profession: '', company: '', numbers: '[]', digits: '', emails: '[]', address: '', info: '', hidden: false,
  owner_id: null, allowed_users: '[]', version: 0, deleted_at: null,
};
