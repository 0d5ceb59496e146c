/** Stored rows ↔ API shapes: JSON lists in text columns, 0/1 flags, epoch ms instants. */
import type { Guide, Guideline, GuidelineState, Task } from '../common/index.js';
import type { GuideInput, GuidelineValues, TaskInput } from './schemas.js';

export type Row = Record<string, any>;

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const iso = (v: unknown) => new Date(num(v)).toISOString();
export function parseJson<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
}
export const idList = (v: unknown) => parseJson<number[]>(v, []).map(Number);

export const isPrivate = (row: Row) => row.owner_id !== null && row.owner_id !== undefined;
export const allowedUsersOf = (row: Row) => idList(row.allowed_users);
export const programsOf = (row: Row) => idList(row.programs_ids);

export function guidelineOut(row: Row): Guideline {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    date: row.date,
    slug: row.slug,
    state: row.state as GuidelineState,
    teamId: numOrNull(row.team_id),
    branchId: numOrNull(row.branch_id),
    cameraman: row.cameraman ?? '',
    editorialsIds: idList(row.editorials_ids),
    editorsIds: idList(row.editors_ids),
    producersIds: idList(row.producers_ids),
    reportersIds: idList(row.reporters_ids),
    programsIds: idList(row.programs_ids),
    vehiclesIds: idList(row.vehicles_ids),
    classificationId: numOrNull(row.classification_id),
    typeId: numOrNull(row.type_id),
    proposal: row.proposal ?? '',
    referral: row.referral ?? '',
    information: row.information ?? '',
    excluded: row.deleted_at !== null && row.deleted_at !== undefined,
    guides: parseJson<Guide[]>(row.guides, []),
    production: { tasks: parseJson<Task[]>(row.tasks, []) },
    private: isPrivate(row),
    ownerId: numOrNull(row.owner_id),
    allowedUsers: allowedUsersOf(row),
    authorId: numOrNull(row.author_id),
    authorNickname: row.author_nickname ?? null,
    version: num(row.version),
    createdAt: iso(row.created_at),
    changeDate: iso(row.change_date),
  };
}

/** A guideline's revision view: the fields a person edits. */
export function revisionView(row: Row): Record<string, unknown> {
  const { id: _i, uuid: _u, version: _v, createdAt: _c, changeDate: _d, excluded: _e, authorId: _a, authorNickname: _n, ...rest } = guidelineOut(row);
  return rest;
}

/** Gives new guides and tasks ids after the highest one of the list (kept ids stay). */
function withIds<T extends { id?: number }>(items: T[]): (T & { id: number })[] {
  let next = items.reduce((m, x) => Math.max(m, x.id ?? 0), 0);
  const seen = new Set<number>();
  return items.map((x) => {
    const keep = x.id !== undefined && !seen.has(x.id);
    const id = keep ? x.id! : ++next;
    seen.add(id);
    return { ...x, id };
  });
}
export const storeGuides = (list: GuideInput[]): Guide[] => withIds(list).map((g) => ({
  id: g.id, scheduleDate: g.scheduleDate ?? null, scheduleTime: g.scheduleTime ?? null, interviewee: g.interviewee ?? '',
  address: g.address ?? '', observation: g.observation ?? '', contacts: g.contacts ?? [],
}));
export const storeTasks = (list: TaskInput[]): Task[] => withIds(list).map((t) => ({
  id: t.id, label: t.label, done: t.done ?? false, date: t.date ?? null, time: t.time ?? null, information: t.information ?? '',
}));

const COLUMNS: Record<string, string> = {
  date: 'date', slug: 'slug', state: 'state', teamId: 'team_id', cameraman: 'cameraman', classificationId: 'classification_id',
  typeId: 'type_id', proposal: 'proposal', referral: 'referral', information: 'information',
};
const JSON_COLUMNS: Record<string, string> = {
  editorialsIds: 'editorials_ids', editorsIds: 'editors_ids', producersIds: 'producers_ids', reportersIds: 'reporters_ids',
  programsIds: 'programs_ids', vehiclesIds: 'vehicles_ids', allowedUsers: 'allowed_users',
};

/** Validated field values → column values (fields left undefined are left out). */
export function toColumns(values: GuidelineValues): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (k in COLUMNS) out[COLUMNS[k]!] = v;
    else if (k in JSON_COLUMNS) out[JSON_COLUMNS[k]!] = JSON.stringify([...new Set(v as number[])]);
    else if (k === 'guides') out.guides = JSON.stringify(storeGuides(v as GuideInput[]));
    else if (k === 'tasks') out.tasks = JSON.stringify(storeTasks(v as TaskInput[]));
  }
  return out;
}

/** The columns of a new guideline before its fields are applied. */
export const BLANK: Row = {
  state: 'PRODUCING', team_id: null, branch_id: null, cameraman: '', editorials_ids: '[]', editors_ids: '[]', producers_ids: '[]',
  reporters_ids: '[]', programs_ids: '[]', vehicles_ids: '[]', classification_id: null, type_id: null, proposal: '', referral: '',
  information: '', guides: '[]', tasks: '[]', owner_id: null, allowed_users: '[]', version: 0, deleted_at: null,
};
