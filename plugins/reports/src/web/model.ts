/** The screens' pure logic: a form draft ↔ the API's body, its problems, the report a live message carries. */
import type { RichText } from '@lauda/sdk';
import type { Report } from '../common/index.js';

export interface LiveEvent {
  op: string;
  id: string | number | null;
  data: unknown;
}

/** The unsaved-drafts section of reports (spec 000 §2 "Unsaved drafts list"). */
export const DRAFTS_SECTION = 'reports';

/** The report a live message carries (CREATE/UPDATE: itself; PATCH: `data.report`), or null. */
export function reportOf(msg: LiveEvent): Report | null {
  const d = msg.data as (Report & { report?: Report }) | null;
  if (!d) return null;
  if (msg.op === 'PATCH') return d.report ?? null;
  if (msg.op === 'CREATE' || msg.op === 'UPDATE') return d;
  return null;
}

/** What the form edits. */
export interface Draft {
  id: number | null;
  version: number;
  date: string;
  title: string;
  categoryId: number | null;
  eventId: number | null;
  programsIds: number[];
  body: RichText;
  people: string;
  private: boolean;
  allowedUsers: number[];
}

export const newDraft = (date: string): Draft => ({
  id: null, version: 0, date, title: '', categoryId: null, eventId: null, programsIds: [], body: [], people: '', private: false, allowedUsers: [],
});

export function draftOf(r: Report): Draft {
  const { id, version, date, title, categoryId, eventId, programsIds, body, people, private: priv, allowedUsers } = r;
  return { id, version, date, title, categoryId, eventId, programsIds, body, people, private: priv, allowedUsers };
}

/** The body of POST (new) or PUT (saved before) `/api/reports`. */
export function bodyOf(d: Draft): Record<string, unknown> {
  const { id, version, private: priv, allowedUsers, ...fields } = d;
  if (id === null) return { ...fields, private: priv || undefined, allowedUsers: priv ? allowedUsers : undefined };
  return { ...fields, allowedUsers, version };
}

export type Problems = Partial<Record<'title' | 'date' | 'categoryId', string>>;

/** Local problems before saving (the server checks the same): title, date and category required. */
export function problemsOf(d: Draft): Problems {
  const out: Problems = {};
  if (!d.title.trim()) out.title = 'title';
  if (!d.date) out.date = 'date';
  if (d.categoryId === null) out.categoryId = 'categoryId';
  return out;
}
