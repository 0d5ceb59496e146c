/** Template routes: `/api/rundown_templates…` (spec 001 §4 Templates). */
import { BadRequestError, created, noContent, z, patchFields, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../../common/ids.js';
import { storyOut } from '../codec.js';
import {
  blockPatchFields, duration, moveInput, storyInput, templateCopyStories, templateCreate, templatePatchFields, timeOfDay,
} from '../schemas.js';
import { createBlock, lockedBlock, patchBlock, removeBlock } from '../services/blocks.js';
import { copyStories, ignoredBecause, moveStories } from '../services/moves.js';
import { repaginate } from '../services/rundowns.js';
import { createStory } from '../services/stories.js';
import { createTemplate, listTemplates, loadTemplate, patchTemplate, removeTemplate } from '../services/templates.js';
import { assertOwnerAccess, inOwner, OwnerChanged, type Owner, type Work } from '../services/work.js';
import { assertProgram } from '../services/rundowns.js';
import { caller, type Ctx } from '../services/context.js';
import { storyIdsIn } from '../documents.js';
import { storyRules } from './stories.js';

/** Structural template changes wait for who is editing one of the stories they carry. */
const touchesTemplate = (ctx: Ctx) => ({ touches: [{ type: D.story, ids: ({ params }: { params: { id: number } }) => storyIdsIn(ctx, 'template_id', params.id) }] });
const touchesBlock = (ctx: Ctx) => ({ touches: [{ type: D.story, ids: ({ params }: { params: { blockId: number } }) => storyIdsIn(ctx, 'block_id', params.blockId) }] });

const templateParam = z.object({ id: z.coerce.number().int().positive() });
const templateBlockParam = z.object({ id: z.coerce.number().int().positive(), blockId: z.coerce.number().int().positive() });

export function templateRoutes(router: PluginRouter, ctx: Ctx): void {
  const owner = (tid: number) => async (): Promise<Owner> => ({ kind: 'template', id: tid });
  /** the block must be one of the template's */
  const templateBlock = async (w: Work, blockId: number) => {
    const b = await lockedBlock(w, blockId).catch((e: unknown) => {
      throw e instanceof OwnerChanged ? new BadRequestError(`Invalid field 'blockId': block ${blockId} is not in template ${w.owner.id}`, { in: 'params', issues: [{ field: 'blockId', message: 'not in this template', code: 'other_template' }] }) : e;
    });
    return b;
  };

  router.get('/api/rundown_templates', {
    access: [R.rundownRead],
    summary: 'Templates, by name (of one program with `programId`)',
    query: z.object({ programId: z.coerce.number().int().positive().optional() }),
  }, async ({ query, user }) => listTemplates(ctx, query.programId, await ctx.programIdsOf(user)));

  router.post('/api/rundown_templates', {
    access: [R.rundownAdmin],
    summary: 'Create a template (one block and the Stand By block)',
    body: templateCreate,
  }, async ({ body, user, ip }) => {
    const c = caller(user, ip);
    await assertProgram(ctx, c, body.programId);
    return created(await createTemplate(ctx, c, body));
  });

  router.get('/api/rundown_templates/{id}', {
    access: [R.rundownRead],
    summary: 'A template with its blocks and stories',
    params: templateParam,
  }, async ({ params, user, ip }) => {
    const c = caller(user, ip);
    await assertOwnerAccess(ctx, c, { kind: 'template', id: params.id });
    return loadTemplate(ctx.db.knex, params.id, c.user.id);
  });

  router.post('/api/rundown_templates/{id}/copy', {
    access: [R.rundownAdmin],
    summary: 'Copy a template (blocks and stories) under a new name, for a program',
    params: templateParam,
    body: templateCreate,
  }, async ({ params, body, user, ip }) => {
    const c = caller(user, ip);
    await assertOwnerAccess(ctx, c, { kind: 'template', id: params.id });
    await loadTemplate(ctx.db.knex, params.id, null);
    await assertProgram(ctx, c, body.programId);
    return created(await createTemplate(ctx, c, body, params.id));
  });

  router.fieldPatch('/api/rundown_templates/{id}', {
    access: [R.rundownAdmin],
    summary: 'Change one field of a template: { field, newValue } → { field, oldValue, newValue }',
    params: templateParam,
    fields: patchFields(templatePatchFields),
  }, async ({ params, body, user, ip }) => {
    const c = caller(user, ip);
    if (body.field === 'programId') await assertProgram(ctx, c, body.newValue);
    return inOwner(ctx, c, owner(params.id), (w) => patchTemplate(w, body.field, body.newValue));
  });

  router.delete('/api/rundown_templates/{id}', {
    access: [R.rundownAdmin],
    summary: 'Remove a template with its blocks and stories (rundowns made from it keep theirs)',
    params: templateParam,
    documents: touchesTemplate(ctx),
  }, async ({ params, user, ip }) => {
    await inOwner(ctx, caller(user, ip), owner(params.id), (w) => removeTemplate(w));
    return noContent();
  });

  router.post('/api/rundown_templates/{id}/blocks', {
    access: [R.rundownAdmin],
    summary: 'Add a block to a template, before its Stand By block',
    params: templateParam,
    body: z.object({ commercial: duration.optional(), stopTime: timeOfDay.nullable().optional() }).optional(),
  }, async ({ params, body, user, ip }) => created(await inOwner(ctx, caller(user, ip), owner(params.id), (w) => createBlock(w, body ?? {}))));

  router.fieldPatch('/api/rundown_templates/{id}/blocks/{blockId}', {
    access: [R.rundownAdmin],
    summary: 'Change one field of a template block: { field, newValue } → { field, oldValue, newValue }',
    params: templateBlockParam,
    fields: patchFields({ standBy: blockPatchFields.standBy, stopTime: blockPatchFields.stopTime, commercial: blockPatchFields.commercial, approved: blockPatchFields.approved }),
  }, async ({ params, body: { field, newValue }, user, ip }) => {
    return inOwner(ctx, caller(user, ip), owner(params.id), async (w) => patchBlock(w, await templateBlock(w, params.blockId), field, newValue));
  });

  router.delete('/api/rundown_templates/{id}/blocks/{blockId}', {
    access: [R.rundownAdmin],
    summary: 'Remove a template block (not the Stand By block, nor one with private stories)',
    params: templateBlockParam,
    documents: touchesBlock(ctx),
  }, async ({ params, user, ip }) => {
    await inOwner(ctx, caller(user, ip), owner(params.id), async (w) => removeBlock(w, await templateBlock(w, params.blockId)));
    return noContent();
  });

  router.post('/api/rundown_templates/{id}/blocks/{blockId}/stories', {
    access: [R.rundownAdmin, R.storyWrite],
    summary: 'Create a story at the end of a template block',
    params: templateBlockParam,
    body: storyInput,
  }, async ({ params, body, user, ip }) => {
    const c = caller(user, ip);
    const { row, index } = await inOwner(ctx, c, owner(params.id), async (w) => createStory(w, await templateBlock(w, params.blockId), body));
    return created(storyOut(row, index, c.user.id));
  });

  router.post('/api/rundown_templates/{id}/stories/copy', {
    access: [R.rundownAdmin],
    summary: 'Copy stories into a template (into targetBlockId, or its first block); answers how many',
    description: '`source`, when given, is the rundown the stories must come from. Every source story must be seen in full (404 document.notFound, 403 document.private).',
    params: templateParam,
    body: templateCopyStories,
    documents: storyRules.readsSelection,
  }, async ({ params, body, user, ip }) => {
    if (!body.storiesIds.length) return { count: 0 };
    return inOwner(ctx, caller(user, ip), owner(params.id), async (w) => {
      if (body.source) {
        const others = await w.trx('rundown_stories').whereIn('id', body.storiesIds).where((q) => q.whereNot('rundown_id', body.source!).orWhereNull('rundown_id')).first('id');
        if (others) throw new BadRequestError(`Invalid field 'storiesIds': story ${others.id} is not in rundown ${body.source}`, { in: 'body', issues: [{ field: 'storiesIds', message: `story ${others.id} is not in rundown ${body.source}`, code: 'other_rundown' }] }, 'story.otherRundown');
      }
      const targetBlockId = body.targetBlockId
        ?? Number((await w.trx('rundown_blocks').where('template_id', w.owner.id!).orderBy('position').first('id'))?.id);
      const rows = await copyStories(w, { targetBlockId, storiesIds: body.storiesIds });
      return { count: rows.length };
    });
  });

  router.post('/api/rundown_templates/{id}/stories/move', {
    access: [R.rundownAdmin],
    summary: 'Move stories inside a template, before targetStoryId or at the end',
    params: templateParam,
    body: moveInput,
    documents: storyRules.touchesSelection,
  }, async ({ params, body, user, ip }) => {
    const ignored = ignoredBecause(body);
    if (ignored) return { ignored, storiesIds: [], blocks: [] };
    return inOwner(ctx, caller(user, ip), owner(params.id), (w) => moveStories(w, body));
  });

  router.post('/api/rundown_templates/{id}/repaginate', {
    access: [R.rundownAdmin],
    summary: 'Number the pages of a template',
    params: templateParam,
    documents: touchesTemplate(ctx),
  }, async ({ params, user, ip }) => inOwner(ctx, caller(user, ip), owner(params.id), (w) => repaginate(w)));

}
