/** Drawer routes: `/api/drawer…` */
import { BadRequestError, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_ROLES as R } from '../../common/ids.js';
import { drawerBack, drawerQuery, drawerSend } from '../schemas.js';
import { backFromDrawer, listDrawer, sendToDrawer } from '../services/drawer.js';
import { ignoredBecause } from '../services/moves.js';
import { orderOf } from '../services/positions.js';
import { storyOwner } from '../services/stories.js';
import { inOwner } from '../services/work.js';
import type { Caller, Ctx } from '../services/context.js';
import { rundownBlockOwner } from './blocks.js';

export function drawerRoutes(router: PluginRouter, ctx: Ctx): void {
  const caller = (user: unknown, ip: string): Caller => ({ user: user as Caller['user'], ip });

  router.get('/api/drawer', {
    access: [R.rundownRead],
    summary: 'The drawer (general, or of `programId`): filter ALL, DRAWER, STAND_BY or DISPLAYED',
    description: 'DRAWER: stories sent to the drawer; STAND_BY: stories in the Stand By blocks of rundowns; DISPLAYED: stories already displayed; ALL: the three. Each item says its `origin`.',
    query: drawerQuery,
  }, async ({ query, user }) => listDrawer(ctx, user!.id, query, await ctx.programIdsOf(user!)));

  router.post('/api/drawer', {
    access: [R.rundownWrite],
    summary: 'Send stories of one rundown to a drawer (`programId` null: the general drawer; left out: their program\'s)',
    body: drawerSend,
  }, async ({ body, user, ip }) => {
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
    body: drawerBack,
  }, async ({ body, user, ip }) => {
    const ignored = ignoredBecause(body);
    if (ignored) return { ignored, storiesIds: [], blocks: [] };
    return inOwner(ctx, caller(user, ip), rundownBlockOwner(ctx, body.targetBlockId), (w) => backFromDrawer(w, body));
  });
}
