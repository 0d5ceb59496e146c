/**
 * The screens' pure logic: the day list kept live (an item whose date changes leaves the tab of its
 * old date and joins the new one's), the date tabs of a week, a form draft ↔ the API's body.
 */
import type { Guide, Guideline, Task } from '../common/index.js';

export interface LiveEvent {
  op: string;
  id: string | number | null;
  data: unknown;
}

/** The guideline a live message carries (CREATE/UPDATE: itself; PATCH: `data.guideline`), or null. */
export function guidelineOf(msg: LiveEvent): Guideline | null {
  const d = msg.data as (Guideline & { guideline?: Guideline }) | null;
  if (!d) return null;
  if (msg.op === 'PATCH') return d.guideline ?? null;
  if (msg.op === 'CREATE' || msg.op === 'UPDATE') return d;
  return null;
}

const bySlug = (a: Guideline, b: Guideline) => a.slug.localeCompare(b.slug) || a.id - b.id;

/**
 * A day's list after a live message: kept only if its date is the list's and (with a program
 * chosen) it belongs to that program; removed items leave.
 */
export function applyLive(list: readonly Guideline[], date: string, programId: number | null, msg: LiveEvent): Guideline[] {
  const id = Number(msg.id);
  const rest = list.filter((g) => g.id !== id);
  if (msg.op === 'DELETE') return rest.length === list.length ? [...list] : rest;
  const g = guidelineOf(msg);
  if (!g) return [...list];
  const belongs = g.date === date && (programId === null || g.programsIds.includes(programId));
  return belongs ? [...rest, g].sort(bySlug) : rest;
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The seven dates of the date tabs: three days before `date` to three after. */
export const weekAround = (date: string): string[] => [-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(date, n));

/** Counts per date from the counter's rows (every state summed). */
export function countsByDate(rows: readonly { date: string; count: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) out[r.date] = (out[r.date] ?? 0) + r.count;
  return out;
}

/** The guidelines' section of the unsaved-drafts cache (the web kit's drafts store). */
export const DRAFTS_SECTION = 'guidelines';

/** The fields the form edits, as the API shows them. */
type Edited = 'version' | 'date' | 'slug' | 'state' | 'teamId' | 'cameraman' | 'programsIds' | 'reportersIds' | 'producersIds' | 'editorsIds'
  | 'editorialsIds' | 'vehiclesIds' | 'classificationId' | 'typeId' | 'proposal' | 'referral' | 'information' | 'private' | 'allowedUsers';

/** What the form edits: the guideline's fields, guides and tasks (new ones without an id yet). */
export type Draft = Pick<Guideline, Edited> & {
  id: number | null;
  guides: (Omit<Guide, 'id'> & { id?: number })[];
  tasks: (Omit<Task, 'id'> & { id?: number })[];
};

export function newDraft(date: string, programId: number | null): Draft {
  return {
    id: null, version: 0, date, slug: '', state: 'PRODUCING', teamId: null, cameraman: '', programsIds: programId ? [programId] : [],
    reportersIds: [], producersIds: [], editorsIds: [], editorialsIds: [], vehiclesIds: [], classificationId: null, typeId: null,
    proposal: '', referral: '', information: '', guides: [], tasks: [], private: false, allowedUsers: [],
  };
}

export function draftOf(g: Guideline): Draft {
  return {
    id: g.id, version: g.version, date: g.date, slug: g.slug, state: g.state, teamId: g.teamId, cameraman: g.cameraman,
    programsIds: g.programsIds, reportersIds: g.reportersIds, producersIds: g.producersIds, editorsIds: g.editorsIds,
    editorialsIds: g.editorialsIds, vehiclesIds: g.vehiclesIds, classificationId: g.classificationId, typeId: g.typeId,
    proposal: g.proposal, referral: g.referral, information: g.information, guides: g.guides, tasks: g.production.tasks, private: g.private,
    allowedUsers: g.allowedUsers,
  };
}

/** The body of POST (new) or PUT (saved before) `/api/assignments`. */
export function bodyOf(d: Draft): Record<string, unknown> {
  const { id, version, private: priv, state, ...fields } = d;
  const guides = d.guides.map((g) => ({ ...g, scheduleDate: g.scheduleDate || null, scheduleTime: g.scheduleTime || null }));
  const tasks = d.tasks.map((t) => ({ ...t, date: t.date || null, time: t.time || null }));
  const common = { ...fields, guides, tasks, state };
  return id === null ? { ...common, private: priv || undefined } : { ...common, version };
}

/** Local problems before saving (the server checks the same): slug and date required. */
export function problemsOf(d: Draft): { slug?: 'required'; date?: 'required'; tasks?: 'taskLabel' } {
  const out: { slug?: 'required'; date?: 'required'; tasks?: 'taskLabel' } = {};
  if (!d.slug.trim()) out.slug = 'required';
  if (!d.date) out.date = 'required';
  if (d.tasks.some((t) => !t.label.trim())) out.tasks = 'taskLabel';
  return out;
}

/** The area's tab rules (spec 001 §2 Guideline tabs) are the kit's. */
export { afterClose, tabForNew } from '@lauda/web-kit';
