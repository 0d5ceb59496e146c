/**
 * The reportage list and board (spec 001 §2, §4): a date range, a slug filter, one program or all
 * the caller may open, newest first, paged. Private reportages of others are left out.
 */
import { BadRequestError, type Page, type SessionUser } from '@lauda/sdk/server';
import type { ReportageState } from '../../common/ids.js';
import type { ReportageSummary } from '../../common/types.js';
import { summaryOut, type Row } from '../codec.js';
import type { Ctx } from '../context.js';

export interface ListFilter {
  from?: string;
  to?: string;
  slug?: string;
  allPrograms?: boolean;
  programId?: number;
  state?: ReportageState;
  page: number;
  size: number;
}

const escapeLike = (s: string) => s.replace(/[!%_]/g, (ch) => `!${ch}`);

export async function listReportages(ctx: Ctx, user: SessionUser, f: ListFilter): Promise<Page<ReportageSummary> & { from: string | null; to: string | null }> {
  if (f.from && f.to && f.from > f.to) {
    throw new BadRequestError("Invalid field 'from': the start date is after the end date", { in: 'query', issues: [{ field: 'from', message: 'after to', code: 'range' }] }, 'error.validation');
  }
  if (f.allPrograms === false && f.programId === undefined) {
    throw new BadRequestError("Invalid field 'programId': required unless allPrograms", { in: 'query', issues: [{ field: 'programId', message: 'required', code: 'required' }] }, 'error.validation');
  }
  const mine = await ctx.programIdsOf(user);
  const k = ctx.db.knex;
  const q = k('reportages as r').whereNull('r.deleted_at');
  if (f.from) q.where('r.date', '>=', f.from);
  if (f.to) q.where('r.date', '<=', f.to);
  if (f.state) q.where('r.state', f.state);
  const text = f.slug?.trim();
  if (text) q.whereRaw(`UPPER(r.slug) like ? escape '!'`, [`%${escapeLike(text.toUpperCase())}%`]);
  const inPrograms = (ids: number[]) => k('reportages_programs as p').whereRaw('p.reportage_id = r.id').whereIn('p.program_id', ids);
  if (f.allPrograms === false) q.whereExists(inPrograms([f.programId!]));
  // what the caller may open: reportages for no program, or for one of theirs
  if (mine !== null) {
    q.where((w) => w.whereNotExists(k('reportages_programs as p').whereRaw('p.reportage_id = r.id')).orWhereExists(inPrograms(mine.length ? mine : [0])));
  }
  if (!user.support) {
    // allowed_users is stored as a JSON list of ids without spaces: "[3,12]"
    const u = user.id;
    q.where((w) => {
      w.whereNull('r.owner_id').orWhere('r.owner_id', u);
      for (const pattern of [`[${u}]`, `[${u},%`, `%,${u},%`, `%,${u}]`]) w.orWhere('r.allowed_users', 'like', pattern);
    });
  }
  q.select('r.*').orderBy('r.date', 'desc').orderBy('r.change_date', 'desc').orderBy('r.id', 'desc');
  const page = await ctx.db.page<Row>(q, f);
  return { ...page, data: page.data.map(summaryOut), from: f.from ?? null, to: f.to ?? null };
}
