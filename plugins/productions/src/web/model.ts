/**
 * The screens' pure logic: a day's list kept live (spec 001 §4: a checklist joins a date list if its
 * date or a task's matches, and it is not done when the not-done filter is on; otherwise it leaves),
 * the tasks a row shows, a form draft ↔ the API's body.
 */
import type { Production, ProductionTask } from '../common/index.js';

export interface LiveEvent {
  op: string;
  id: string | number | null;
  data: unknown;
}

/** The checklist a live message carries (CREATE/UPDATE: itself; PATCH: `data.production`), or null. */
export function productionOf(msg: LiveEvent): Production | null {
  const d = msg.data as (Production & { production?: Production }) | null;
  if (!d) return null;
  if (msg.op === 'PATCH') return d.production ?? null;
  if (msg.op === 'CREATE' || msg.op === 'UPDATE') return d;
  return null;
}

/** Does the checklist belong to the day's list (the server's rule of `dateList`)? */
export function belongs(p: Production, date: string, onlyNotDone: boolean): boolean {
  if (onlyNotDone && p.done) return false;
  return p.date === date || p.tasks.some((t) => t.date === date && (!onlyNotDone || !t.done));
}

const byTime = (a: Production, b: Production) => (a.schedule ?? '99').localeCompare(b.schedule ?? '99') || a.slug.localeCompare(b.slug) || a.id - b.id;

/** A day's list after a live message: joined, replaced or left by the rule above. */
export function applyLive(list: readonly Production[], date: string, onlyNotDone: boolean, msg: LiveEvent): Production[] {
  const id = Number(msg.id);
  const rest = list.filter((p) => p.id !== id);
  if (msg.op === 'DELETE') return rest;
  const p = productionOf(msg);
  if (!p) return [...list];
  return belongs(p, date, onlyNotDone) ? [...rest, p].sort(byTime) : rest;
}

export const sortDay = (list: readonly Production[]) => [...list].sort(byTime);

/** The tasks a row shows: every task, or only the open ones with the not-done filter. */
export const shownTasks = (p: Production, onlyNotDone: boolean) => p.tasks.filter((t) => !onlyNotDone || !t.done);

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

type Edited = 'version' | 'slug' | 'date' | 'schedule' | 'departure' | 'arrival' | 'typeId' | 'local' | 'team' | 'medias' | 'editorsIds'
  | 'producersIds' | 'resourcesIds' | 'vehiclesIds' | 'programsIds' | 'information' | 'done' | 'private' | 'allowedUsers';
/** The unsaved-drafts section of checklists (spec 000 §2 "Unsaved drafts list"). */
export const DRAFTS_SECTION = 'checklists';

export type DraftTask = Omit<ProductionTask, 'id'> & { id?: number };
/** What the form edits: the checklist's fields and tasks (new ones without an id yet). */
export type Draft = Pick<Production, Edited> & { id: number | null; tasks: DraftTask[] };

export function newDraft(date: string): Draft {
  return {
    id: null, version: 0, slug: '', date, schedule: null, departure: null, arrival: null, typeId: null, local: '', team: '', medias: '',
    editorsIds: [], producersIds: [], resourcesIds: [], vehiclesIds: [], programsIds: [], information: '', done: false, tasks: [], private: false, allowedUsers: [],
  };
}

export function draftOf(p: Production): Draft {
  const { uuid: _u, guidelineId: _g, excluded: _e, ownerId: _o, authorId: _ai, authorNickname: _an, createdAt: _c, changeDate: _d, ...rest } = p;
  return rest;
}

/** The body of POST (new) or PUT (saved before) `/api/productions`. */
export function bodyOf(d: Draft): Record<string, unknown> {
  const { id, version, private: priv, ...fields } = d;
  const tasks = d.tasks.map((t) => ({ ...t, date: t.date || null, time: t.time || null }));
  const common = { ...fields, tasks };
  return id === null ? { ...common, private: priv || undefined } : { ...common, version };
}

/** Local problems before saving (the server checks the same): slug and date required, every task labelled. */
export function problemsOf(d: Draft): { slug?: 'slug'; date?: 'date'; tasks?: 'tasks' } {
  const out: { slug?: 'slug'; date?: 'date'; tasks?: 'tasks' } = {};
  if (!d.slug.trim()) out.slug = 'slug';
  if (!d.date) out.date = 'date';
  if (d.tasks.some((t) => !t.label.trim())) out.tasks = 'tasks';
  return out;
}
