/** Drawer routes: `/api/drawer…` */
import { BadRequestError, ForbiddenError, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../../common/ids.js';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { drawerBack, drawerQuery, drawerSend } from '../schemas.js';
import { backFromDrawer, listDrawer, sendToDrawer } from '../services/drawer.js';
import { ignoredBecause } from '../services/moves.js';
import { orderOf } from '../services/positions.js';
import { storyOwner } from '../services/stories.js';
import { inOwner } from '../services/work.js';
import { caller, type Ctx } from '../services/context.js';
import { rundownBlockOwner } from './blocks.js';
import { storyRules } from './stories.js';

export function drawerRoutes(router: PluginRouter, ctx: Ctx): void {

  router.get('/api/drawer', {
    access: [R.rundownRead],
    summary: 'The drawer (general, or of `programId`): filter ALL, DRAWER, STAND_BY or DISPLAYED',
    description: 'DRAWER: stories sent to the drawer; STAND_BY: stories in the Stand By blocks of rundowns; DISPLAYED: stories already displayed; ALL: the three. Each item says its `origin`.',
    query: drawerQuery,
  }, async ({ query, user }) => {
    const programs = await ctx.programIdsOf(user);
    // a program's drawer keeps its program's protection
    if (query.programId && programs && !programs.includes(query.programId)) {
      throw new ForbiddenError('Your groups do not give you this program', { programId: query.programId }, RUNDOWN_ERRORS.programNoAccess);
    }
    return listDrawer(ctx, user.id, query, programs);
  });

  router.post('/api/drawer', {
    access: [R.rundownWrite],
    summary: 'Send stories of one rundown to a drawer (`programId` null: the general drawer; left out: their program\'s)',
    description: 'A program drawer must be one the caller may open (403 rundown.programNoAccess); stories held by another user\'s edit lock are refused (409 lock.held).',
    body: drawerSend,
    documents: storyRules.touchesSelection,
  }, async ({ body, user, ip }) => {
    const programs = await ctx.programIdsOf(user);
    if (body.programId && programs && !programs.includes(body.programId)) {
      throw new ForbiddenError('Your groups do not give you this program', { programId: body.programId }, RUNDOWN_ERRORS.programNoAccess);
    }
    const blocks = await inOwner(ctx, caller(user, ip), storyOwner(ctx, body.storiesIds[0]!), async (w) => {
      if (w.owner.kind !== 'rundown') {
        throw new BadRequestError("Invalid field 'storiesIds': only stories of a rundown go to a drawer", { in: 'body', issues: [{ field: 'storiesIds', message: 'not in a rundown', code: 'not_in_rundown' }] });
      }
      const sources = await sendToDrawer(w, body.storiesIds, body.programId);
      return orderOf(w.trx, sources);
    });
    return { storiesIds: body.storiesIds, blocks };
  });

  router.post('/api/drawer/back', {
    access: [R.rundownWrite],
    summary: 'Bring drawer stories into a block of a rundown, before targetStoryId or at the end',
    description: 'The stories must be in a drawer the caller may open (404 document.notFound otherwise) and not held by another user\'s edit lock.',
    body: drawerBack,
    documents: {
      reads: [{ type: D.story, placeholder: true, ids: ({ body }) => body.storiesIds }],
      touches: [{ type: D.story, ids: ({ body }) => body.storiesIds }],
    },
  }, async ({ body, user, ip }) => {
    const ignored = ignoredBecause(body);
    if (ignored) return { ignored, storiesIds: [], blocks: [] };
    return inOwner(ctx, caller(user, ip), rundownBlockOwner(ctx, body.targetBlockId), (w) => backFromDrawer(w, body));
  });
}
