/** Stored rows ↔ API shapes: JSON lists in text columns, 0/1 flags, epoch ms instants. */
import type { Production, ProductionTask } from '../common/index.js';
import type { ProductionValues, TaskInput } from './schemas.js';

export type Row = Record<string, any>;

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const bool = (v: unknown) => v === true || v === 1 || v === '1';
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
export const tasksOf = (row: Row) => parseJson<ProductionTask[]>(row.tasks, []);

export function productionOut(row: Row): Production {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    slug: row.slug,
    date: row.date,
    schedule: row.schedule ?? null,
    departure: row.departure ?? null,
    arrival: row.arrival ?? null,
    typeId: numOrNull(row.type_id),
    local: row.local ?? '',
    team: row.team ?? '',
    medias: row.medias ?? '',
    editorsIds: idList(row.editors_ids),
    producersIds: idList(row.producers_ids),
    resourcesIds: idList(row.resources_ids),
    vehiclesIds: idList(row.vehicles_ids),
    programsIds: idList(row.programs_ids),
    information: row.information ?? '',
    done: bool(row.done),
    tasks: tasksOf(row),
    guidelineId: numOrNull(row.guideline_id),
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

/** A checklist's revision view: the fields a person edits. */
export function revisionView(row: Row): Record<string, unknown> {
  const { id: _i, uuid: _u, version: _v, createdAt: _c, changeDate: _d, excluded: _e, authorId: _a, authorNickname: _n, ...rest } = productionOut(row);
  return rest;
}

/** Gives new tasks ids after the highest one of the list (kept ids stay). */
export function storeTasks(list: TaskInput[]): ProductionTask[] {
  let next = list.reduce((m, x) => Math.max(m, x.id ?? 0), 0);
  const seen = new Set<number>();
  return list.map((t) => {
    const id = t.id !== undefined && !seen.has(t.id) ? t.id : ++next;
    seen.add(id);
    return { id, date: t.date ?? null, time: t.time ?? null, label: t.label, done: t.done ?? false, information: t.information ?? '' };
  });
}

const COLUMNS: Record<string, string> = {
  slug: 'slug', date: 'date', schedule: 'schedule', departure: 'departure', arrival: 'arrival', typeId: 'type_id', local: 'local',
  team: 'team', medias: 'medias', information: 'information', done: 'done',
};
const JSON_COLUMNS: Record<string, string> = {
  editorsIds: 'editors_ids', producersIds: 'producers_ids', resourcesIds: 'resources_ids', vehiclesIds: 'vehicles_ids',
  programsIds: 'programs_ids', allowedUsers: 'allowed_users',
};

/** Validated field values → column values (fields left undefined are left out). */
export function toColumns(values: ProductionValues): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (k in COLUMNS) out[COLUMNS[k]!] = v;
    else if (k in JSON_COLUMNS) out[JSON_COLUMNS[k]!] = JSON.stringify([...new Set(v as number[])]);
    else if (k === 'tasks') out.tasks = JSON.stringify(storeTasks(v as TaskInput[]));
  }
  return out;
}

/** The columns of a new checklist before its fields are applied. */
export const BLANK: Row = {
  schedule: null, departure: null, arrival: null, type_id: null, local: '', team: '', medias: '', editors_ids: '[]', producers_ids: '[]',
  resources_ids: '[]', vehicles_ids: '[]', programs_ids: '[]', information: '', done: false, tasks: '[]', guideline_id: null,
  owner_id: null, allowed_users: '[]', version: 0, deleted_at: null,
};
