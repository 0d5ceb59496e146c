/**
 * The reportages' figures for the managerial charts (`reportagesServices.statistics`), always as a
 * user: only reportages the user sees (../documents.ts — for no program or one of theirs; a private
 * one only by its owner and allowed users), the rule applied in SQL by the sdk's `scopeToVisible`,
 * whose planning-document rule is the reportages' own.
 */
import { scopeToVisible, type ProgramDocumentTable, type SessionUser } from '@lauda/sdk/server';
import { REPORTAGE_ROLES as R, type ReportageState } from '../../common/ids.js';
import type { Row } from '../codec.js';
import type { Ctx } from '../context.js';

const REPORTAGE_ACCESS: ProgramDocumentTable = { table: 'reportages', programsTable: 'reportages_programs', documentColumn: 'reportage_id' };

export interface ReportageCount {
  state: ReportageState;
  reporterId: number;
  count: number;
}

export interface ReportageStatistics {
  /**
   * How many reportages per state and reporter dated `from` to `to` (YYYY-MM-DD, both included), of
   * one program when given (nothing when the user may not open it); 403 without ROLE_NEWS_REPORT_READ.
   */
  byStateAndReporter(user: SessionUser, range: { from: string; to: string; programId?: number }): Promise<ReportageCount[]>;
}

export function reportageStatistics(ctx: Ctx): ReportageStatistics {
  return {
    async byStateAndReporter(user, range) {
      ctx.access.assert(user, [R.read]);
      const open = await ctx.programIdsOf(user);
      // a program the user may not open counts nothing, as in the guidelines' counters
      if (range.programId !== undefined && open !== null && !open.includes(range.programId)) return [];
      const k = ctx.db.knex;
      const q = k('reportages as r').whereNull('r.deleted_at').where('r.date', '>=', range.from).where('r.date', '<=', range.to);
      if (range.programId !== undefined) q.whereExists(k('reportages_programs as p').whereRaw('p.reportage_id = r.id').where('p.program_id', range.programId));
      // the support account sees everything in full (the kernel's rule)
      if (!user.support) await scopeToVisible(q, 'r', REPORTAGE_ACCESS, { knex: k, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany }, user);
      const rows: Row[] = await q.groupBy('r.state', 'r.reporter_id').select('r.state', 'r.reporter_id').count({ n: '*' }).orderBy([{ column: 'r.reporter_id' }, { column: 'r.state' }]);
      return rows.map((r) => ({ state: r.state as ReportageState, reporterId: Number(r.reporter_id), count: Number(r.n) }));
    },
  };
}
