/**
 * The reportage document type (kernel document access contract). A reportage is seen by who may open
 * one of its programs (a reportage for no program guards nothing), as stories are guarded by their
 * program's groups; a private one only by its owner and allowed users. Who sees it may change it (the
 * roles decide the rest).
 */
import { ownedByColumns, type DocumentContent, type DocumentId, type DocumentType, type SessionUser, type Visibility } from '@lauda/sdk/server';
import { readableParagraphs } from '@lauda/plugin-rundown/server';
import { REPORTAGE_DOCUMENT, REPORTAGE_ROLES as R } from '../common/ids.js';
import { canSee, json, programsOf, type Row, type StoredSection } from './codec.js';
import type { Ctx } from './context.js';
import { reportagePortable } from './portable.js';

const CHUNK = 500;
const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);

/** May a user who opens `programs` (null: all) open a reportage for these programs? */
export const opensAny = (programs: number[] | null, of: number[]) => programs === null || of.length === 0 || of.some((p) => programs.includes(p));

export const seesRow = (row: Row, user: SessionUser, programs: number[] | null) => opensAny(programs, programsOf(row)) && (user.support || canSee(row, user.id));

async function rowsOf(ctx: Ctx, ids: readonly DocumentId[]): Promise<Row[]> {
  const nums = numericIds(ids);
  const out: Row[] = [];
  for (let i = 0; i < nums.length; i += CHUNK) {
    out.push(...(await ctx.db.knex('reportages').whereIn('id', nums.slice(i, i + CHUNK)).select('id', 'programs_ids', 'owner_id', 'allowed_users')));
  }
  return out;
}

/** A reportage's text for the areas that take it over: its slug, its sections' text as read, its day. */
async function reportageContent(ctx: Ctx, ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>> {
  const rows = await ctx.db.knex('reportages').whereIn('id', numericIds(ids).slice(0, CHUNK)).select('id', 'slug', 'date', 'sections', 'programs_ids');
  return new Map(rows.map((r: Row): [DocumentId, DocumentContent] => [String(r.id), {
    title: r.slug ?? '',
    text: json<StoredSection[]>(r.sections, []).flatMap((s) => readableParagraphs(s.content)).join('\n\n'),
    date: r.date ?? null,
    programsIds: programsOf(r),
  }]));
}

export function reportageDocuments(ctx: Ctx): DocumentType[] {
  return [{
    type: REPORTAGE_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    async visibility(user, ids) {
      const rows = await rowsOf(ctx, ids);
      const programs = rows.length ? await ctx.programIdsOf(user) : null;
      return new Map(rows.filter((r) => seesRow(r, user, programs)).map((r) => [String(r.id), 'full' as Visibility]));
    },
    async audience(viewers, id) {
      const [row] = await rowsOf(ctx, [id]);
      if (!row) return viewers.map(() => 'none');
      const programs = await ctx.programIdsOfMany(viewers);
      return viewers.map((u, i) => (seesRow(row, u, programs[i] ?? null) ? 'full' : 'none'));
    },
    changeable: async (_user, ids) => new Set(ids),
    content: (ids) => reportageContent(ctx, ids),
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'reportages', columns: ['owner_id', 'author_id'], trash: true }),
    portable: reportagePortable(ctx),
    revisions: true,
    trash: { table: 'reportages', titleColumn: 'slug' },
  }];
}
