/** What other plugins' servers read of guidelines (`guidelinesServices.records`): always as a user, so the access rule holds. */
import { BadRequestError, ForbiddenError, type DocumentContent, type DocumentId, type SessionUser } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT, type Guideline } from '../../common/index.js';
import { guidelineOut, programsOf } from '../codec.js';
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

/** The text other areas take over from a guideline (`core.documents.content`): its slug, and proposal, referral and information. */
export async function guidelineContent(ctx: Ctx, ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>> {
  const rows = await ctx.db.knex('guideline_guidelines').whereIn('id', ids.map(Number)).whereNull('deleted_at');
  return new Map(rows.map((r) => [String(r.id), {
    title: String(r.slug),
    text: [r.proposal, r.referral, r.information].map((v) => String(v ?? '').trim()).filter(Boolean).join('\n\n'),
    date: r.date ? String(r.date).slice(0, 10) : null,
    programsIds: programsOf(r),
  }]));
}
