/**
 * The rundowns' figures for the managerial charts (`rundownServices.statistics`), always as a user:
 * only rundowns of programs the user may open, and only stories the user sees in full (others'
 * private stories count nowhere, though the grid shows their place). Stories in stand-by are out
 * of the show, as in every rundown figure (TIMING.md).
 */
import type { SessionUser } from '@lauda/sdk/server';
import { RUNDOWN_ROLES as R } from '../../common/ids.js';
import { num, type Row } from '../codec.js';
import type { Ctx } from './context.js';
import { scoped } from './stories-area.js';

export interface StatisticsRange {
  /** YYYY-MM-DD, both days included */
  from: string;
  to: string;
  /** one program (nothing when the user may not open it) */
  programId?: number;
}

/** One rundown's figures: a program on a day. */
export interface RundownDay {
  programId: number;
  date: string;
  /** stories in the show (not in stand-by) */
  stories: number;
  /** Σ time in the show (total, else estimated) of the stories displayed or on air */
  airedMs: number;
  /** Σ estimated of the stories in the show */
  estimatedMs: number;
}

export interface RundownStatistics {
  /** per rundown of the range the user may open, by date then program; 403 without ROLE_RUNDOWN_READ and ROLE_STORY_READ */
  daily(user: SessionUser, range: StatisticsRange): Promise<RundownDay[]>;
}

export function rundownStatistics(ctx: Ctx): RundownStatistics {
  return {
    async daily(user, range) {
      ctx.access.assert(user, [R.rundownRead, R.storyRead]);
      const open = await ctx.programIdsOf(user);
      const k = ctx.db.knex;
      const rundowns = k('rundown_rundowns as r').where('r.date', '>=', range.from).where('r.date', '<=', range.to);
      if (range.programId !== undefined) rundowns.where('r.program_id', range.programId);
      // a restricted program the user is not in: its rundowns do not exist for them
      if (open !== null) rundowns.whereIn('r.program_id', open.length ? open : [0]);
      const days: Row[] = await rundowns.clone().select('r.id', 'r.program_id', 'r.date').orderBy([{ column: 'r.date' }, { column: 'r.program_id' }]);
      if (!days.length) return [];
      const shown = '(s.display_status = ? or s.display_status = ?)';
      const inShow = 'case when s.total_ms > 0 then s.total_ms else s.estimated_ms end';
      const stories = k('rundown_stories as s')
        .join('rundown_blocks as b', 'b.id', 's.block_id')
        .whereIn('s.rundown_id', rundowns.clone().select('r.id'))
        .whereNull('s.deleted_at')
        .where('b.stand_by', false)
        .groupBy('s.rundown_id')
        .select('s.rundown_id')
        .count({ n: '*' })
        .sum({ estimated: 's.estimated_ms' })
        .select(k.raw(`sum(case when ${shown} then ${inShow} else 0 end) as aired`, ['play', 'stop']));
      // the stories area's rule: a story of a program the user opens, public or theirs or shared with them
      await scoped(ctx, user, stories);
      const sums = new Map((await stories as Row[]).map((s) => [Number(s.rundown_id), s]));
      return days.map((d) => {
        const s = sums.get(Number(d.id));
        return { programId: Number(d.program_id), date: String(d.date), stories: num(s?.n), airedMs: num(s?.aired), estimatedMs: num(s?.estimated) };
      });
    },
  };
}
