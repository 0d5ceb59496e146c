/** Rows ↔ the API's rounds, institutions and segments. */
import type { Institution, Round, RoundResult, Segment } from '../common/index.js';

export type Row = Record<string, any>;

const idOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The key a unique name is stored under: trimmed, inner spaces folded, lower case. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const segmentOut = (r: Row): Segment => ({ id: Number(r.id), name: r.name, version: Number(r.version) });

export const institutionOut = (r: Row): Institution => ({
  id: Number(r.id),
  name: r.name,
  segmentId: idOrNull(r.segment_id),
  segmentName: r.segment_name ?? null,
  phone: r.phone,
  contact: r.contact,
  notes: r.notes,
  version: Number(r.version),
});

export const roundOut = (r: Row): Round => ({
  id: Number(r.id),
  date: r.date,
  time: r.time,
  institutionId: Number(r.institution_id),
  institutionName: r.institution_name ?? '',
  segmentId: idOrNull(r.segment_id),
  segmentName: r.segment_name ?? null,
  who: r.who,
  notes: r.notes,
  result: r.result as RoundResult,
  guidelineId: idOrNull(r.guideline_id),
  authorNickname: r.author_nickname ?? null,
  createdAt: new Date(Number(r.created_at)).toISOString(),
  updatedAt: new Date(Number(r.updated_at)).toISOString(),
  version: Number(r.version),
});
