/**
 * The guidelines' figures for the managerial charts (`guidelinesServices.statistics`), always as a
 * user: the counters of `GET /api/assignments/counter`, scoped in SQL to the guidelines the user
 * sees (their programs, and private ones only of their own or shared with them).
 */
import type { SessionUser } from '@lauda/sdk/server';
import { GUIDELINE_ROLES as R, type GuidelineCount } from '../../common/index.js';
import { counters } from './queries.js';
import type { Ctx } from './context.js';

export interface GuidelineStatistics {
  /**
   * How many guidelines per date (the guideline's day) and state between `from` and `to` (YYYY-MM-DD,
   * both included), in one program when given (nothing when the user may not open it); 403 without ROLE_ASSIGNMENT_READ.
   */
  counts(user: SessionUser, range: { from: string; to: string; programId?: number }): Promise<GuidelineCount[]>;
}

export function guidelineStatistics(ctx: Ctx): GuidelineStatistics {
  return {
    async counts(user, range) {
      ctx.access.assert(user, [R.read]);
      return counters(ctx, user, range.from, range.to, range.programId);
    },
  };
}
