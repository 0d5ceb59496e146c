/** What other plugins' servers read of guidelines (`guidelinesServices.records`): always as a user, so the access rule holds. */
import { BadRequestError, ForbiddenError, type SessionUser } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT, type Guideline } from '../../common/index.js';
import { guidelineOut } from '../codec.js';
import type { GuidelineDraft, GuidelineRecords } from '../refs.js';
import { guidelineCreate } from '../schemas.js';
import { createGuideline, guidelineRow } from './guidelines.js';
import { dateList } from './queries.js';
import { caller, type Ctx } from './context.js';

export function guidelineRecords(ctx: Ctx): GuidelineRecords {
  return {
    async load(user: SessionUser, id: number): Promise<Guideline> {
      await ctx.documents.assertVisible(GUIDELINE_DOCUMENT, user, id);
      return guidelineOut(await guidelineRow(ctx.db.knex, id));
    },
    async onDate(user: SessionUser, date: string): Promise<Guideline[]> {
      return (await dateList(ctx, user, { date, allPrograms: true })).data;
    },
    async create(user: SessionUser, draft: GuidelineDraft): Promise<Guideline> {
      if (!user.support && !user.roles.includes('ROLE_ASSIGNMENT_WRITE')) {
        throw new ForbiddenError('Creating a guideline needs ROLE_ASSIGNMENT_WRITE', { missingRoles: ['ROLE_ASSIGNMENT_WRITE'] });
      }
      const parsed = guidelineCreate.safeParse({ ...draft, slug: draft.slug.trim().slice(0, 100) });
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message, code: i.code }));
        throw new BadRequestError(`Invalid field '${issues[0]!.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
      }
      const { lock: _lock, ...values } = parsed.data;
      return createGuideline(ctx, caller(user, ''), values);
    },
  };
}
