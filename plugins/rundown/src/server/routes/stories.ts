/** Story routes: `/api/stories…` */
import { created, ForbiddenError, noContent, z, patchFields, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R, storyLockKey } from '../../common/ids.js';
import { num, storyOut } from '../codec.js';
import {
  approveInput, displayStatusInput, idParam, moveInput, okInput, queryBool, rundownStoryInput, storyInput, storyPatchFields, storyPut,
} from '../schemas.js';
import { bulkStatus } from '../services/display.js';
import { copyStories, ignoredBecause, moveStories } from '../services/moves.js';
import { indexOf } from '../services/positions.js';
import { assertCanEdit } from '../services/story-fields.js';
import { changeStory, createStory, lockedStory, removeStory, storyNotFound, storyOwner, storyRow } from '../services/stories.js';
import { inOwner, ownerOfRow, type Owner } from '../services/work.js';
import { caller, type Ctx } from '../services/context.js';
import { rundownBlockOwner } from './blocks.js';
import { rundownOwner } from './rundowns.js';
import { placeNewStory } from '../services/placing.js';
import { assertManualControl } from '../services/flags.js';

/** Route rules of the kernel's document access: the story a route names, the stories a body lists. */
export const storyRules = {
  /** change right and edit lock of `{id}` */
  writesParam: { writes: [{ type: D.story, ids: ({ params }: { params: { id: number } }) => [params.id] }] },
  /** the stories pasted must be seen in full (a copy carries their script) */
  readsSelection: { reads: [{ type: D.story, ids: ({ body }: { body: { storiesIds: number[] } }) => body.storiesIds }] },
  /** the stories moved must not be held by someone else's edit lock */
  touchesSelection: { touches: [{ type: D.story, ids: ({ body }: { body: { storiesIds: number[] } }) => body.storiesIds }] },
};

export function storyRoutes(router: PluginRouter, ctx: Ctx): void {
  const answer = async (row: Record<string, unknown>, viewerId: number) =>
    storyOut(row, await indexOf(ctx.db.knex, row.block_id === null ? null : Number(row.block_id), num(row.position)), viewerId);

  router.get('/api/stories/{id}', {
    access: [R.storyRead],
    summary: 'A story (a placeholder when it is private to others); `edit=true` takes or renews its edit lock',
    description: 'A story of a program the caller may not open (in a rundown, a template or that program\'s drawer) is a 404.',
    params: idParam,
    query: z.object({ edit: queryBool.optional() }),
  }, async ({ params, query, user, ip }) => {
    const c = caller(user, ip);
    const found = await ctx.models.Stories.query().findById(params.id).whereNull('deleted_at');
    if (!found) throw storyNotFound();
    const row = { ...found };
    await ctx.documents.assertVisible(D.story, c.user, params.id, { placeholder: true });
    if (!query.edit) return answer(row, c.user.id);
    if (!ctx.access.allows(c.user, [R.storyWrite])) throw new ForbiddenError('Editing a story needs ROLE_STORY_WRITE', { missingRoles: [R.storyWrite] });
    assertCanEdit(row, c.user);
    const lock = await ctx.locks.acquire(storyLockKey(params.id), c.user);
    return { ...(await answer(row, c.user.id)), lock };
  });

  router.put('/api/stories/{id}', {
    access: [R.storyWrite],
    summary: 'Save a story (fields left out keep their value); refused while another user holds its lock, 412 on a stale version',
    description: '`unlock=true` releases the edit lock after saving.',
    params: idParam,
    query: z.object({ unlock: queryBool.optional() }),
    body: storyPut,
    documents: storyRules.writesParam,
    versioned: true,
  }, async ({ params, query, body, user, ip }) => {
    const c = caller(user, ip);
    const { version, ...values } = body;
    const row = await inOwner(ctx, c, storyOwner(ctx, params.id), async (w) => changeStory(w, await lockedStory(w, params.id), values, { version, op: 'UPDATE' }));
    if (query.unlock) await ctx.locks.release(storyLockKey(params.id), c.user);
    return answer(row, c.user.id);
  });

  router.fieldPatch('/api/stories/{id}', {
    access: [R.storyWrite],
    summary: 'Change one field of a story: { field, newValue } → { field, oldValue, newValue }',
    description: 'Typing a vt makes it manual.',
    params: idParam,
    // approved and displayStatus need the same roles as their dedicated routes
    fields: patchFields(storyPatchFields, { approved: [R.storyAdmin], displayStatus: [R.rundownWrite] }),
    documents: storyRules.writesParam,
  }, async ({ params, body: { field, newValue: value }, user, ip }) => {
    const c = caller(user, ip);
    return inOwner(ctx, c, storyOwner(ctx, params.id), async (w) => {
      const row = await lockedStory(w, params.id);
      const before = storyOut(row, 0, c.user.id) as unknown as Record<string, unknown>;
      if (field === 'displayStatus') await assertManualControl(w, before[field]);
      const next = await changeStory(w, row, { [field]: value }, { op: 'PATCH', field, oldValue: before[field] });
      const after = storyOut(next, 0, c.user.id) as unknown as Record<string, unknown>;
      return { field, oldValue: before[field], newValue: after[field] };
    });
  });

  router.delete('/api/stories/{id}', {
    access: [R.storyWrite, R.rundownWrite],
    summary: 'Move a story to the trash (restored, it comes back in its program\'s drawer)',
    params: idParam,
    documents: storyRules.writesParam,
  }, async ({ params, user, ip }) => {
    const c = caller(user, ip);
    await inOwner(ctx, c, storyOwner(ctx, params.id), async (w) => removeStory(w, await lockedStory(w, params.id)));
    return noContent();
  });

  router.post('/api/stories/{id}/after', {
    access: [R.rundownWrite, R.storyWrite],
    summary: 'Create a story right after another one, in its block',
    params: idParam,
    body: storyInput,
  }, async ({ params, body, user, ip }) => {
    const c = caller(user, ip);
    const { row, index } = await inOwner(ctx, c, storyOwner(ctx, params.id), async (w) => {
      const after = await lockedStory(w, params.id);
      if (after.block_id === null) throw new ForbiddenError('A story in a drawer has no place to insert after', undefined, 'story.inDrawer');
      const block = await w.trx('rundown_blocks').where('id', after.block_id).first();
      return createStory(w, block, body, after);
    });
    return created(storyOut(row, index, c.user.id));
  });

  router.post('/api/rundowns/{id}/stories', {
    access: [R.rundownWrite, R.storyWrite],
    summary: 'Create a story in a rundown: after afterStoryId, at position (0 = first) of blockId, at the end of blockId, or at the end of the last block',
    description: 'The story gets a page at once by the newsroom\'s rule (GET /api/rundown-settings) unless `page` is given. A block or story of another rundown is a 400 naming the field.',
    params: idParam,
    body: rundownStoryInput,
  }, async ({ params, body, user, ip }) => {
    const c = caller(user, ip);
    const { blockId, afterStoryId, position, ...input } = body;
    const { row, index } = await inOwner(ctx, c, rundownOwner(params.id), async (w) => {
      const place = await placeNewStory(w, { blockId, afterStoryId, position });
      return createStory(w, place.block, input, place.after, place.beforeId);
    });
    return created(storyOut(row, index, c.user.id));
  });

  router.post('/api/stories/move', {
    access: [R.rundownWrite],
    summary: 'Move stories of a rundown into a block, before targetStoryId or at the end (paste after cut)',
    description: 'Ignored (answer `ignored`) when nothing is selected or the target story is among the selection.',
    body: moveInput,
    documents: storyRules.touchesSelection,
  }, async ({ body, user, ip }) => {
    const ignored = ignoredBecause(body);
    if (ignored) return { ignored, storiesIds: [], blocks: [] };
    return inOwner(ctx, caller(user, ip), rundownBlockOwner(ctx, body.targetBlockId), (w) => moveStories(w, body));
  });

  router.post('/api/stories/copy', {
    access: [R.rundownWrite],
    summary: 'Copy stories (from any rundown, template or drawer the caller may open) into a block, before targetStoryId or at the end (paste after copy)',
    description: 'Ignored (answer `ignored`) when nothing is selected or the target story is among the selection. Every source story must be seen in full: 404 document.notFound for a story of a program the caller may not open, 403 document.private for a private one.',
    body: moveInput,
    documents: storyRules.readsSelection,
  }, async ({ body, user, ip }) => {
    const c = caller(user, ip);
    const ignored = ignoredBecause(body);
    if (ignored) return { ignored, stories: [] };
    const rows = await inOwner(ctx, c, rundownBlockOwner(ctx, body.targetBlockId), (w) => copyStories(w, body));
    return { stories: await Promise.all(rows.map((r) => answer(r, c.user.id))) };
  });

  router.post('/api/stories/{id}/approve', {
    access: [R.storyAdmin],
    summary: 'Approve or disapprove a story',
    params: idParam,
    body: approveInput,
    documents: storyRules.writesParam,
  }, async ({ params, body, user, ip }) =>
    inOwner(ctx, caller(user, ip), storyOwner(ctx, params.id), async (w) => {
      const row = await lockedStory(w, params.id);
      await changeStory(w, row, { approved: body.approve }, { op: 'PATCH', field: 'approved', oldValue: !!Number(row.approved) });
      return { field: 'approved', oldValue: !!Number(row.approved), newValue: body.approve };
    }));

  router.post('/api/stories/{id}/ok', {
    access: [R.storyWrite],
    summary: 'Set or remove the OK (done) mark of a story',
    params: idParam,
    body: okInput,
    documents: storyRules.writesParam,
  }, async ({ params, body, user, ip }) =>
    inOwner(ctx, caller(user, ip), storyOwner(ctx, params.id), async (w) => {
      const row = await lockedStory(w, params.id);
      await changeStory(w, row, { ok: body.ok }, { op: 'PATCH', field: 'ok', oldValue: !!Number(row.ok) });
      return { field: 'ok', oldValue: !!Number(row.ok), newValue: body.ok };
    }));

  router.post('/api/stories/display-status', {
    access: [R.rundownWrite],
    summary: 'Set the display status of several stories of one rundown (not approved and Stand By stories are skipped)',
    body: displayStatusInput,
    documents: { touches: [{ type: D.story, ids: ({ body }) => body.ids }] },
  }, async ({ body, user, ip }) => {
    const first = await storyRow(ctx.db.knex, body.ids[0]!);
    const owner: Owner = ownerOfRow(first);
    return inOwner(ctx, caller(user, ip), async () => owner, async (w) => {
      await assertManualControl(w);
      return bulkStatus(w, body.ids, body.status, body.updatePrevious);
    });
  });

}
