/** What the archive plugin reads and copies of past guidelines (`guidelinesServices.archive`): the list's and the copy's own rules, as the user. */
import { ForbiddenError } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT, GUIDELINE_ROLES as R } from '../../common/index.js';
import type { GuidelineArchive } from '../refs.js';
import { copyGuidelines } from './guidelines.js';
import { filter } from './queries.js';
import { caller, type Ctx } from './context.js';

export function guidelineArchive(ctx: Ctx): GuidelineArchive {
  return {
    list: (user, q) => filter(ctx, user, q),
    async copy(user, ip, id, to) {
      if (!ctx.access.allows(user, [R.write])) throw new ForbiddenError('Copying a guideline needs ROLE_ASSIGNMENT_WRITE', { missingRoles: [R.write] });
      await ctx.documents.assertVisible(GUIDELINE_DOCUMENT, user, id);
      const [copy] = await copyGuidelines(ctx, caller(user, ip), [id], to.programsIds, to.date);
      return copy!;
    },
  };
}
