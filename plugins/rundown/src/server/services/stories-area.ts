/**
 * The stories area: the stories of rundowns and drawers (never templates) a user may see, filtered
 * and paged, scoped in SQL by the story document rule (documents.ts) so pages and totals count only
 * them — a story is guarded by its drawer's program while it waits in one (the general drawer
 * guards nothing), else by its rundown's; others' private stories are left out, not shown as
 * placeholders (a list of "private story" rows says nothing). And a journalist's new story, which
 * goes into a program's drawer.
 */
import { wallClock, type Knex, type Page, type SessionUser } from '@lauda/sdk/server';
import type { StoryListItem, StoryListQuery, StoryPlace } from '../../common/storiesArea.js';
import { bool, num, storyOut, type Row } from '../codec.js';
import { checkPrivacy } from './story-fields.js';
import { createInDrawer } from './intake.js';
import { assertPrivateCreation } from './flags.js';
import type { StoryFieldValues } from '../schemas.js';
import type { Work } from './work.js';
import type { Ctx } from './context.js';

/** A LIKE pattern matching `s` literally (with `ESCAPE '!'`, the same on SQLite and MariaDB). */
export const contains = (s: string) => `%${s.replace(/[!%_]/g, (m) => `!${m}`)}%`;

/** Restricts `q` (over `rundown_stories as s`) to the stories `user` may see in full. */
export async function scoped(ctx: Ctx, user: SessionUser, q: Knex.QueryBuilder): Promise<void> {
  const open = await ctx.programIdsOf(user);
  if (open !== null) {
    q.where((w) => {
      w.where((d) => d.where('s.drawer', true).where((p) => p.whereNull('s.drawer_program_id').orWhereIn('s.drawer_program_id', open)))
        .orWhere((r) => r.where('s.drawer', false).whereIn('s.program_id', open));
    });
  }
  seenInFull(q, user);
}

/** Restricts `q` (over `rundown_stories as s`) to public stories and the user's own or shared private ones. */
export function seenInFull(q: Knex.QueryBuilder, user: SessionUser): void {
  const me = String(user.id);
  q.where((w) => {
    w.whereNull('s.owner_id').orWhere('s.owner_id', user.id)
      .orWhere('s.allowed_users', `[${me}]`)
      .orWhere('s.allowed_users', 'like', `[${me},%`)
      .orWhere('s.allowed_users', 'like', `%,${me},%`)
      .orWhere('s.allowed_users', 'like', `%,${me}]`);
  });
}

function withState(q: Knex.QueryBuilder, state: StoryListQuery['state']): void {
  const inShow = (w: Knex.QueryBuilder) => w.where('s.drawer', false).where((b) => b.whereNull('b.stand_by').orWhere('b.stand_by', false));
  if (state === 'DRAWER') q.where('s.drawer', true);
  else if (state === 'STAND_BY') q.where('s.drawer', false).where('b.stand_by', true);
  else if (state === 'APPROVED') q.where(inShow).where('s.approved', true);
  else if (state === 'NOT_APPROVED') q.where(inShow).where('s.approved', false);
  else if (state === 'OK') q.where('s.ok', true);
  else if (state === 'ON_AIR') q.where('s.drawer', false).where('s.display_status', 'play');
  else if (state === 'DISPLAYED') q.where('s.drawer', false).where('s.display_status', 'stop');
}

function placeOf(r: Row): StoryPlace {
  if (bool(r.drawer)) return { kind: 'DRAWER', programId: r.drawer_program_id === null ? null : Number(r.drawer_program_id) };
  return {
    kind: 'RUNDOWN', rundownId: Number(r.rundown_id), date: r.rundown_date, programId: Number(r.rundown_program_id),
    blockId: Number(r.block_id), blockIndex: num(r.block_position), standBy: bool(r.stand_by),
  };
}

/** Newest change first. */
export async function listStories(ctx: Ctx, user: SessionUser, f: StoryListQuery): Promise<Page<StoryListItem>> {
  const q = ctx.db.knex('rundown_stories as s')
    .leftJoin('rundown_blocks as b', 'b.id', 's.block_id')
    .leftJoin('rundown_rundowns as r', 'r.id', 's.rundown_id')
    .whereNull('s.deleted_at')
    .whereNull('s.template_id')
    .where((w) => w.where('s.drawer', true).orWhereNotNull('s.rundown_id'));
  if (f.from) q.where('s.date', '>=', f.from);
  if (f.to) q.where('s.date', '<=', f.to);
  if (f.programId) {
    const p = f.programId;
    q.where((w) => w.where((d) => d.where('s.drawer', true).where('s.drawer_program_id', p)).orWhere((r) => r.where('s.drawer', false).where('s.program_id', p)));
  }
  if (f.slug?.trim()) q.whereRaw("s.slug like ? escape '!'", [contains(f.slug.trim().toUpperCase())]);
  if (f.ownerId) q.where((w) => w.where('s.author_id', f.ownerId!).orWhere('s.owner_id', f.ownerId!));
  withState(q, f.state);
  await scoped(ctx, user, q);
  const total = num((await q.clone().count({ n: '*' }).first())?.n);
  const rows: Row[] = await q
    .select('s.*', 'b.stand_by', 'b.position as block_position', 'r.date as rundown_date', 'r.program_id as rundown_program_id')
    .orderBy([{ column: 's.change_date', order: 'desc' }, { column: 's.id', order: 'desc' }])
    .limit(f.size).offset(f.page * f.size);
  const indexes = await storyIndexes(ctx, rows);
  return {
    data: rows.map((r) => ({ ...storyOut(r, indexes.get(Number(r.id)) ?? 0, user.id, false), place: placeOf(r) })),
    number: f.page, size: f.size, total,
  };
}

/** The index of each rundown story in its block (the API's consecutive index), for one page. */
async function storyIndexes(ctx: Ctx, rows: Row[]): Promise<Map<number, number>> {
  const blocks = [...new Set(rows.filter((r) => r.block_id !== null).map((r) => Number(r.block_id)))];
  const out = new Map<number, number>();
  if (!blocks.length) return out;
  const all: Row[] = await ctx.db.knex('rundown_stories').whereIn('block_id', blocks).whereNull('deleted_at').select('id', 'block_id', 'position').orderBy([{ column: 'block_id' }, { column: 'position' }]);
  let block = -1;
  let i = 0;
  for (const r of all) {
    if (Number(r.block_id) !== block) { block = Number(r.block_id); i = 0; }
    out.set(Number(r.id), i++);
  }
  return out;
}

/** Today in the newsroom's zone. */
export async function newsroomToday(ctx: Ctx): Promise<string> {
  const w = wallClock(ctx.now(), await ctx.timeZone());
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** A journalist's story into a program's drawer, for `date`; `private` makes it theirs alone. */
export async function createDrawerStory(w: Work, programId: number, date: string, fields: StoryFieldValues & { private?: boolean }): Promise<Row> {
  const { private: priv, ...values } = fields;
  const extra: Row = { date };
  if (priv) {
    await assertPrivateCreation(w);
    extra.owner_id = w.user.id;
  }
  const blank: Row = { owner_id: null, allowed_users: '[]', approved: false, author_id: w.user.id };
  const next: Row = { ...blank, owner_id: priv ? w.user.id : values.ownerId ?? null, allowed_users: JSON.stringify(values.allowedUsers ?? []), approved: false };
  checkPrivacy(blank, next, w.user);
  if (next.owner_id === null) extra.allowed_users = '[]';
  return createInDrawer(w, programId, values, null, extra);
}
