/** Block routes: `/api/blocks/{id}…` (blocks of rundowns; template blocks are under `/api/rundown_templates`). */
import { created, noContent, patchFields, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../../common/ids.js';
import { storyIdsIn } from '../documents.js';
import { approveInput, blockPatchFields, idParam, storyInput } from '../schemas.js';
import { approveBlocks, lockedBlock, patchBlock, removeBlock } from '../services/blocks.js';
import { blockNotFound } from '../services/moves.js';
import { createStory } from '../services/stories.js';
import { storyOut } from '../codec.js';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import { inOwner, ownerOfRow, type Owner } from '../services/work.js';
import { caller, type Ctx } from '../services/context.js';

/** The rundown of a block; a template block is not found here. */
export const rundownBlockOwner = (ctx: Ctx, id: number, kind: 'rundown' | 'template' = 'rundown') => async (): Promise<Owner> => {
  const b = await ctx.db.knex('rundown_blocks').where('id', id).first('rundown_id', 'template_id');
  if (!b) throw blockNotFound();
  const owner = ownerOfRow(b);
  if (owner.kind !== kind) throw blockNotFound();
  return owner;
};

export function blockRoutes(router: PluginRouter, ctx: Ctx): void {

  router.fieldPatch('/api/blocks/{id}', {
    access: [R.rundownWrite],
    summary: 'Change one field of a block: { field, newValue } → { field, oldValue, newValue }',
    description: 'Setting displayStatus to play puts the block (its commercial break) on air and stops the item that was.',
    params: idParam,
    fields: patchFields(blockPatchFields, { approved: [R.rundownAdmin] }),
  }, async ({ params, body: { field, newValue }, user, ip }) => {
    return inOwner(ctx, caller(user, ip), rundownBlockOwner(ctx, params.id), async (w) => patchBlock(w, await lockedBlock(w, params.id), field, newValue));
  });

  router.delete('/api/blocks/{id}', {
    access: [R.rundownWrite],
    summary: 'Remove a block (its stories go to the trash); not the Stand By block, nor one with private stories',
    description: 'Refused (409 lock.held) while another user edits one of its stories.',
    params: idParam,
    documents: { touches: [{ type: D.story, ids: ({ params }) => storyIdsIn(ctx, 'block_id', params.id) }] },
  }, async ({ params, user, ip }) => {
    await inOwner(ctx, caller(user, ip), rundownBlockOwner(ctx, params.id), async (w) => removeBlock(w, await lockedBlock(w, params.id)));
    return noContent();
  });

  router.post('/api/blocks/{id}/approve', {
    access: [R.rundownAdmin],
    summary: 'Approve or unapprove a block',
    params: idParam,
    body: approveInput,
  }, async ({ params, body, user, ip }) =>
    inOwner(ctx, caller(user, ip), rundownBlockOwner(ctx, params.id), async (w) => {
      const b = await lockedBlock(w, params.id);
      await approveBlocks(w, [b], body.approve);
      const answer = { field: 'approved', oldValue: !!b.approved && b.approved !== 0, newValue: body.approve };
      w.publish(RUNDOWN_TOPICS.blocks, 'PATCH', params.id, { rundownId: w.owner.id, ...answer });
      return answer;
    }));

  router.post('/api/blocks/{id}/stories', {
    access: [R.rundownWrite, R.storyWrite],
    summary: 'Create a story at the end of a block',
    params: idParam,
    body: storyInput,
  }, async ({ params, body, user, ip }) => {
    const c = caller(user, ip);
    const { row, index } = await inOwner(ctx, c, rundownBlockOwner(ctx, params.id), async (w) => createStory(w, await lockedBlock(w, params.id), body));
    return created(storyOut(row, index, c.user.id));
  });
}
