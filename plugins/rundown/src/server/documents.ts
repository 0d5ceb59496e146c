/**
 * The rundown plugin's document types and who may see and change each document (the kernel's
 * document access contract): a program restricted to some groups hides its rundowns, templates
 * and stories from everyone else; a private story shows to others only as a placeholder.
 */
import { ownedByColumns, type DocumentContent, type DocumentId, type DocumentType, type Knex, type SessionUser, type Visibility } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../common/ids.js';
import { bool, canSee, parseJson, readableParagraphs, type Row, type StoredSection } from './codec.js';
import type { Ctx } from './services/context.js';

const CHUNK = 500;
const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);

async function rowsOf(knex: Knex, table: string, ids: readonly DocumentId[], columns: string[]): Promise<Row[]> {
  const nums = numericIds(ids);
  const out: Row[] = [];
  for (let i = 0; i < nums.length; i += CHUNK) out.push(...(await knex(table).whereIn('id', nums.slice(i, i + CHUNK)).select(columns)));
  return out;
}

/** The program whose groups guard a story: its drawer's while it waits in one (the general drawer guards nothing), else its rundown's or template's. */
export function guardingProgram(row: Row): number | null {
  const p = bool(row.drawer) ? row.drawer_program_id : row.program_id;
  return p === null || p === undefined ? null : Number(p);
}

/** May the user open this program's content? `programs` null = every program. */
const opens = (programs: number[] | null, program: number | null) => programs === null || program === null || programs.includes(program);

/** Story administrators may recover a private story (give it a new owner) without seeing it. */
export const isStoryAdmin = (user: SessionUser) => user.support || user.roles.includes(R.storyAdmin);

/** How each viewer sees one story: one read of the story and one of the viewers' programs. */
async function storyAudience(ctx: Ctx, viewers: readonly SessionUser[], id: DocumentId): Promise<Visibility[]> {
  const [row] = await rowsOf(ctx.db.knex, 'rundown_stories', [id], ['id', 'owner_id', 'allowed_users', 'program_id', 'drawer', 'drawer_program_id']);
  if (!row) return viewers.map(() => 'none');
  const guard = guardingProgram(row);
  const programs = guard === null ? viewers.map(() => null) : await ctx.programIdsOfMany(viewers);
  return viewers.map((u, i) => (!opens(programs[i] ?? null, guard) ? 'none' : canSee(row, u.id) ? 'full' : 'placeholder'));
}

export async function storyVisibility(ctx: Ctx, user: SessionUser, ids: readonly DocumentId[]): Promise<Map<DocumentId, Visibility>> {
  const rows = await rowsOf(ctx.db.knex, 'rundown_stories', ids, ['id', 'owner_id', 'allowed_users', 'program_id', 'drawer', 'drawer_program_id']);
  const programs = rows.length ? await ctx.programIdsOf(user) : null;
  const out = new Map<DocumentId, Visibility>();
  for (const r of rows) {
    if (!opens(programs, guardingProgram(r))) continue;
    out.set(String(r.id), canSee(r, user.id) ? 'full' : 'placeholder');
  }
  return out;
}

/** A story's text for the areas that take it over: its slug, the script as read (no `[instructions]`), its rundown's day. */
async function storyContent(ctx: Ctx, ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>> {
  const rows = await ctx.db.knex('rundown_stories as s').leftJoin('rundown_rundowns as r', 'r.id', 's.rundown_id')
    .whereIn('s.id', numericIds(ids).slice(0, CHUNK)).select('s.id', 's.slug', 's.sections', 's.date', 's.program_id', 'r.date as rundown_date');
  return new Map(rows.map((r: Row): [DocumentId, DocumentContent] => {
    const sections = parseJson<StoredSection[]>(r.sections, []);
    const text = sections.flatMap((s) => [...(s.entries ?? []).map((e) => e.text), ...(s.subSections ?? []).filter((x) => x.type === 'TEXT' || x.type === 'CAMERA_TEXT').map((x) => x.text)])
      .flatMap((t) => readableParagraphs(t)).join('\n\n');
    return [String(r.id), { title: r.slug ?? '', text, date: r.rundown_date ?? r.date ?? null, programsIds: r.program_id === null ? [] : [Number(r.program_id)] }];
  }));
}

/** Rundowns and templates: seen and changed in full by who may open their program. */
function programDocument(ctx: Ctx, type: string, table: string): DocumentType {
  const visibility = async (user: SessionUser, ids: readonly DocumentId[]) => {
    const rows = await rowsOf(ctx.db.knex, table, ids, ['id', 'program_id']);
    const programs = rows.length ? await ctx.programIdsOf(user) : null;
    return new Map(rows.filter((r) => opens(programs, Number(r.program_id))).map((r) => [String(r.id), 'full' as const]));
  };
  const audience = async (viewers: readonly SessionUser[], id: DocumentId): Promise<Visibility[]> => {
    const [row] = await rowsOf(ctx.db.knex, table, [id], ['id', 'program_id']);
    if (!row) return viewers.map(() => 'none');
    const programs = await ctx.programIdsOfMany(viewers);
    return viewers.map((_u, i) => (opens(programs[i] ?? null, Number(row.program_id)) ? 'full' : 'none'));
  };
  return {
    type,
    readRoles: [R.rundownRead],
    changeRoles: [R.rundownWrite],
    visibility,
    audience,
    // whoever opens the program changes its rundowns and templates (the roles decide the rest)
    changeable: async (_user, ids) => new Set(ids),
  };
}

export function rundownDocuments(ctx: Ctx): DocumentType[] {
  return [
    {
      type: D.story,
      readRoles: [R.storyRead],
      changeRoles: [R.storyWrite],
      visibility: (user, ids) => storyVisibility(ctx, user, ids),
      audience: (viewers, id) => storyAudience(ctx, viewers, id),
      content: (ids) => storyContent(ctx, ids),
      ownedBy: ownedByColumns(ctx.db.knex, { table: 'rundown_stories', columns: ['owner_id', 'author_id'], trash: true }),
      // a private story is changed by its owner and allowed users; a story administrator may only give it a new owner
      changeable: async (user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full' || isStoryAdmin(user))),
      revisions: true,
      // a removed story waits in its program's drawer (removeStory), so a restore brings it back there, guarded as before
      trash: { table: 'rundown_stories', titleColumn: 'slug' },
    },
    programDocument(ctx, D.rundown, 'rundown_rundowns'),
    programDocument(ctx, D.template, 'rundown_templates'),
  ];
}

/** Ids of the live stories under one rundown, template or block: what a structural change carries along. */
export async function storyIdsIn(ctx: Ctx, column: 'rundown_id' | 'template_id' | 'block_id', id: number): Promise<number[]> {
  const rows = await ctx.db.knex('rundown_stories').where(column, id).whereNull('deleted_at').select('id');
  return rows.map((r: Row) => Number(r.id));
}
