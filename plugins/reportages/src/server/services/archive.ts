/** What the archive plugin reads and copies of past reportages (`reportagesServices.archive`): the list's and the copy's own rules, as the user. */
import { ForbiddenError } from '@lauda/sdk/server';
import { REPORTAGE_DOCUMENT as D, REPORTAGE_ROLES as R } from '../../common/ids.js';
import { reportageOut } from '../codec.js';
import type { Ctx } from '../context.js';
import type { ReportageArchive } from '../refs.js';
import { copyReportages } from './bulk.js';
import { listReportages } from './list.js';
import { reportageRow } from './store.js';

export function reportageArchive(ctx: Ctx): ReportageArchive {
  const load = async (user: Parameters<ReportageArchive['load']>[0], id: number) => {
    await ctx.documents.assertVisible(D, user, id);
    return reportageOut(await reportageRow(ctx.db.knex, id));
  };
  return {
    list: (user, q) => listReportages(ctx, user, { ...q, allPrograms: q.programId === undefined }),
    load,
    async copy(user, ip, id, to) {
      if (!ctx.access.allows(user, [R.write])) throw new ForbiddenError('Copying a reportage needs ROLE_NEWS_REPORT_WRITE', { missingRoles: [R.write] });
      await load(user, id);
      const [copy] = await copyReportages(ctx, { user, ip }, [id], to.programsIds, to.date);
      return copy!;
    },
  };
}
