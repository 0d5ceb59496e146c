/** Stored rows ↔ API shapes: JSON lists in text columns, epoch ms instants, attached files. */
import type { Knex } from '@lauda/sdk/server';
import { type Report, type ReportFile, type ReportTargetType } from '../common/index.js';
import type { ReportValues } from './schemas.js';

export type Row = Record<string, any>;

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => new Date(num(v)).toISOString();
function parseJson<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
}
const idList = (v: unknown) => parseJson<number[]>(v, []).map(Number);

export const isPrivate = (row: Row) => row.owner_id !== null && row.owner_id !== undefined;
export const programsOf = (row: Row) => idList(row.programs_ids);

export function reportOut(row: Row, files: ReportFile[] = []): Report {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    date: row.date,
    title: row.title,
    categoryId: Number(row.category_id),
    eventId: numOrNull(row.event_id),
    programsIds: idList(row.programs_ids),
    body: parseJson(row.body, []),
    people: row.people ?? '',
    targetType: (row.target_type ?? null) as ReportTargetType | null,
    targetId: numOrNull(row.target_id),
    files,
    excluded: row.deleted_at !== null && row.deleted_at !== undefined,
    private: isPrivate(row),
    ownerId: numOrNull(row.owner_id),
    allowedUsers: idList(row.allowed_users),
    authorId: numOrNull(row.author_id),
    authorNickname: row.author_nickname ?? null,
    version: num(row.version),
    createdAt: iso(row.created_at),
    changeDate: iso(row.change_date),
  };
}

/** The files each report lists (stored by the kernel, attached to the report with `core.files.attach`). */
export async function filesOf(q: Knex | Knex.Transaction, ids: number[]): Promise<Map<number, ReportFile[]>> {
  const out = new Map<number, ReportFile[]>();
  if (!ids.length) return out;
  const rows = await q('report_files').whereIn('report_id', ids).orderBy('file_id');
  for (const r of rows) {
    const key = Number(r.report_id);
    out.set(key, [...(out.get(key) ?? []), { id: Number(r.file_id), name: r.name, contentType: r.content_type, size: Number(r.size), url: `/api/files/${r.file_id}` }]);
  }
  return out;
}

/** Rows → reports with their files, one query for the files of all. */
export async function reportsOut(q: Knex | Knex.Transaction, rows: Row[]): Promise<Report[]> {
  const files = await filesOf(q, rows.map((r) => Number(r.id)));
  return rows.map((r) => reportOut(r, files.get(Number(r.id)) ?? []));
}

/** A report's revision view: the fields a person edits (the body as plain paragraphs, readable in the history). */
export function revisionView(row: Row): Record<string, unknown> {
  const r = reportOut(row);
  return {
    date: r.date, title: r.title, categoryId: r.categoryId, eventId: r.eventId, programsIds: r.programsIds,
    body: r.body.map((p) => p.children.map((c) => c.text).join('')).join('\n'), people: r.people,
    private: r.private, allowedUsers: r.allowedUsers,
  };
}

const COLUMNS: Record<string, string> = { date: 'date', title: 'title', categoryId: 'category_id', eventId: 'event_id', people: 'people' };
const JSON_COLUMNS: Record<string, string> = { programsIds: 'programs_ids', allowedUsers: 'allowed_users' };

/** Validated field values → column values (fields left undefined are left out). */
export function toColumns(values: ReportValues): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (k in COLUMNS) out[COLUMNS[k]!] = v;
    else if (k in JSON_COLUMNS) out[JSON_COLUMNS[k]!] = JSON.stringify([...new Set(v as number[])]);
    else if (k === 'body') out.body = JSON.stringify(v);
  }
  return out;
}

/** The columns of a new report before its fields are applied. */
export const BLANK: Row = {
  event_id: null, programs_ids: '[]', body: '[]', people: '', target_type: null, target_id: null,
  owner_id: null, allowed_users: '[]', version: 0, deleted_at: null,
};
