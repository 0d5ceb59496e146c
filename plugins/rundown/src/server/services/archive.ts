/**
 * What the archive plugin reads and restores of past rundowns (`rundownServices.archive`): lists
 * scoped in SQL by the rundown rule (the programs the user opens) and, for the slug filter, by the
 * story rule (a story seen in full), so pages and totals count only those; a restore is a new
 * rundown filled from the old one in one transaction.
 */
import type { Page } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../../common/ids.js';
import { canSee, num, rundownSummaryOut, type Row } from '../codec.js';
import type { ArchivedRundown, RundownArchive } from '../refs.js';
import { assertProgram, newRundown } from './rundowns.js';
import { contains, seenInFull } from './stories-area.js';
import { fillFrom } from './structure.js';
import { caller, type Ctx } from './context.js';

const blocksOfMany = (ctx: Ctx, ids: number[]): Promise<Row[]> => (ids.length
  ? ctx.db.knex('rundown_blocks').whereIn('rundown_id', ids).select('id', 'rundown_id', 'stand_by', 'approved', 'commercial_ms', 'play_time')
  : Promise.resolve([]));

export function rundownArchive(ctx: Ctx): RundownArchive {
  const k = () => ctx.db.knex;
  return {
    async list(user, f): Promise<Page<ArchivedRundown>> {
      const q = k()('rundown_rundowns as r');
      const open = await ctx.programIdsOf(user);
      if (open !== null) q.whereIn('r.program_id', open.length ? open : [0]);
      if (f.programId) q.where('r.program_id', f.programId);
      if (f.from) q.where('r.date', '>=', f.from);
      if (f.to) q.where('r.date', '<=', f.to);
      const slug = f.slug?.trim();
      if (slug) {
        // a slug only matches stories the user sees in full: others' private slugs say nothing
        const stories = k()('rundown_stories as s').whereRaw('s.rundown_id = r.id').whereNull('s.deleted_at').whereRaw("s.slug like ? escape '!'", [contains(slug.toUpperCase())]);
        seenInFull(stories, user);
        q.whereExists(stories);
      }
      q.select('r.*').orderBy([{ column: 'r.date', order: 'desc' }, { column: 'r.program_id' }, { column: 'r.id', order: 'desc' }]);
      const page = await ctx.db.page<Row>(q, f);
      const ids = page.data.map((r) => Number(r.id));
      const blocks = await blocksOfMany(ctx, ids);
      const counts: Row[] = ids.length
        ? await k()('rundown_stories').whereIn('rundown_id', ids).whereNull('deleted_at').groupBy('rundown_id').select('rundown_id').count({ n: '*' })
        : [];
      return {
        ...page,
        data: page.data.map((r) => ({
          ...rundownSummaryOut(r, blocks.filter((b) => Number(b.rundown_id) === Number(r.id)), null),
          stories: num(counts.find((c) => Number(c.rundown_id) === Number(r.id))?.n),
        })),
      };
    },

    async summary(user, id) {
      await ctx.documents.assertVisible(D.rundown, user, id);
      const r = await k()('rundown_rundowns').where('id', id).first();
      return rundownSummaryOut(r, await blocksOfMany(ctx, [id]), null);
    },

    async restore(user, ip, id, date) {
      ctx.access.assert(user, [R.rundownWrite, R.storyWrite]);
      await ctx.documents.assertVisible(D.rundown, user, id);
      const src: Row = await k()('rundown_rundowns').where('id', id).first();
      const c = caller(user, ip);
      const programId = Number(src.program_id);
      await assertProgram(ctx, c, programId, true);
      const values = { date, programId, templateId: null, startMs: num(src.start_ms), endMs: num(src.end_ms), productionMs: num(src.production_ms) };
      // others' private stories the user sees only as places are not copied: the answer counts them
      const made = await newRundown(ctx, c, values, (w) => fillFrom(w, { kind: 'rundown', id }, (s) => user.support || canSee(s, user.id)), { restoredFrom: id });
      return { id: made.id, date, programId, ...made.filled };
    },
  };
}
