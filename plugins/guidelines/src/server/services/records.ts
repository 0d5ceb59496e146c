/** What other plugins' servers read of guidelines (`guidelinesServices.records`): always as a user, so the access rule holds. */
import type { SessionUser } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT, type Guideline } from '../../common/index.js';
import { guidelineOut } from '../codec.js';
import type { GuidelineRecords } from '../refs.js';
import { guidelineRow } from './guidelines.js';
import { dateList } from './queries.js';
import type { Ctx } from './context.js';

export function guidelineRecords(ctx: Ctx): GuidelineRecords {
  return {
    async load(user: SessionUser, id: number): Promise<Guideline> {
      await ctx.documents.assertVisible(GUIDELINE_DOCUMENT, user, id);
      return guidelineOut(await guidelineRow(ctx.db.knex, id));
    },
    async onDate(user: SessionUser, date: string): Promise<Guideline[]> {
      return (await dateList(ctx, user, { date, allPrograms: true })).data;
    },
  };
}
