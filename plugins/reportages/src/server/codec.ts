/** Stored rows ↔ API shapes. Rows carry ms, 0/1 flags and JSON texts; the API carries ISO text and booleans. */
import crypto from 'node:crypto';
import { formatDuration } from '@lauda/sdk/server';
import { MANUAL_SECTION_TYPES, type ReportageSectionType, type ReportageState } from '../common/ids.js';
import { sectionTime } from '../common/timing.js';
import type { CgItem, Reportage, ReportageSection, ReportageSummary } from '../common/types.js';
import type { RichText } from '@lauda/sdk';
import type { CgInput, ReportageValues, SectionInput } from './schemas.js';

export type Row = Record<string, any>;
export const bool = (v: unknown) => v === true || v === 1 || v === '1';
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
/** A JSON column of this plugin's tables (always written with JSON.stringify, never null). */
export const json = <T>(v: unknown, fallback: T): T => (typeof v === 'string' && v ? (JSON.parse(v) as T) : fallback);

/** A section as stored: the API shape with its duration in ms. */
export interface StoredSection {
  uuid: string;
  type: ReportageSectionType;
  content: RichText;
  observation: string | null;
  duration: number;
  manual: boolean;
  approved: boolean;
}

/**
 * Sections as stored, indexes by their order (consecutive). New sections start not approved, an
 * interview starts manual; an automatic section's duration is the reading time of its content.
 */
export function storeSections(input: SectionInput[], readRate: number): StoredSection[] {
  return input.map((s) => {
    const manual = s.manual ?? MANUAL_SECTION_TYPES.includes(s.type);
    const content = s.content ?? [];
    const duration = manual ? (s.duration ?? 0) : sectionTime({ manual: false, duration: 0, content }, readRate);
    return { uuid: s.uuid ?? crypto.randomUUID(), type: s.type, content, observation: s.observation ?? null, duration, manual, approved: s.approved ?? false };
  });
}

export const storeCgs = (input: CgInput[]): Omit<CgItem, 'index'>[] =>
  input.map((c) => ({ uuid: c.uuid ?? crypto.randomUUID(), deviceId: c.deviceId, ciiData: (c.ciiData ?? null) as CgItem['ciiData'], mosData: (c.mosData ?? null) as CgItem['mosData'] }));

const sectionsOut = (stored: StoredSection[]): ReportageSection[] =>
  stored.map((s, index) => ({ ...s, index, duration: formatDuration(s.duration) }));

/** API field → column, for the fields a client sets (sections and CGs apart). */
const COLUMNS: Record<string, string> = {
  slug: 'slug', date: 'date', state: 'state', reporterId: 'reporter_id', editorId: 'editor_id',
  programsIds: 'programs_ids', editorialsIds: 'editorials_ids', vehiclesIds: 'vehicles_ids',
  classificationId: 'classification_id', branchId: 'branch_id', cameraman: 'cameraman', lead: 'lead', teaser: 'teaser',
  headingSuggestion: 'heading_suggestion', noteSuggestion: 'note_suggestion', information: 'information',
  tv: 'tv', radio: 'radio', ownerId: 'owner_id', allowedUsers: 'allowed_users', ok: 'ok',
};
const LISTS = new Set(['programsIds', 'editorialsIds', 'vehiclesIds', 'allowedUsers']);

/** Column values of validated fields; sections are timed and stored, totals kept. */
export function toColumns(values: ReportageValues & { ok?: boolean }, readRate: number): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (k === 'sections') {
      const stored = storeSections(v as SectionInput[], readRate);
      out.sections = JSON.stringify(stored);
      out.total_ms = stored.reduce((a, s) => a + s.duration, 0);
    } else if (k === 'cgs') out.cgs = JSON.stringify(storeCgs(v as CgInput[]));
    else if (LISTS.has(k)) out[COLUMNS[k]!] = JSON.stringify([...new Set(v as number[])]);
    else if (k in COLUMNS) out[COLUMNS[k]!] = v;
  }
  return out;
}

export const programsOf = (row: Row): number[] => json<number[]>(row.programs_ids, []).map(Number);
export const allowedUsersOf = (row: Row): number[] => json<number[]>(row.allowed_users, []).map(Number);
export const isPrivate = (row: Row) => row.owner_id !== null && row.owner_id !== undefined;
/** May this user see a private reportage (owner or allowed)? A public one: yes. */
export const canSee = (row: Row, userId: number) => !isPrivate(row) || Number(row.owner_id) === userId || allowedUsersOf(row).includes(userId);

export function summaryOut(row: Row): ReportageSummary {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    slug: row.slug,
    date: row.date,
    state: row.state as ReportageState,
    reporterId: Number(row.reporter_id),
    editorId: numOrNull(row.editor_id),
    programsIds: programsOf(row),
    editorialsIds: json<number[]>(row.editorials_ids, []),
    vehiclesIds: json<number[]>(row.vehicles_ids, []),
    classificationId: numOrNull(row.classification_id),
    branchId: numOrNull(row.branch_id),
    cameraman: row.cameraman ?? null,
    lead: row.lead ?? null,
    teaser: row.teaser ?? null,
    headingSuggestion: row.heading_suggestion ?? null,
    noteSuggestion: row.note_suggestion ?? null,
    information: row.information ?? null,
    ok: bool(row.ok),
    tv: bool(row.tv),
    radio: bool(row.radio),
    total: formatDuration(Number(row.total_ms ?? 0)),
    assignmentId: numOrNull(row.assignment_id),
    ownerId: numOrNull(row.owner_id),
    allowedUsers: allowedUsersOf(row),
    authorNickname: row.author_nickname ?? null,
    changeDate: new Date(Number(row.change_date)).toISOString(),
    version: Number(row.version ?? 0),
    sectionsCount: json<unknown[]>(row.sections, []).length,
    cgsCount: json<unknown[]>(row.cgs, []).length,
  };
}

export function reportageOut(row: Row): Reportage {
  const { sectionsCount: _s, cgsCount: _c, ...base } = summaryOut(row);
  return {
    ...base,
    sections: sectionsOut(json<StoredSection[]>(row.sections, [])),
    cgs: json<Omit<CgItem, 'index'>[]>(row.cgs, []).map((c, index) => ({ ...c, index })),
  };
}

/** What the revision history keeps: the fields a person edits, as the API shows them. */
export function revisionView(row: Row): Record<string, unknown> {
  const { id: _i, uuid: _u, version: _v, changeDate: _c, authorNickname: _a, ...rest } = reportageOut(row);
  return rest;
}
