/**
 * Rundown templates (spec 001 §4): per program, with blocks (the Stand By block too) and stories.
 * A rundown created from a template starts with a copy of its blocks and stories.
 */
import type { Knex } from '@lauda/sdk/server';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import type { RundownTemplate } from '../../common/types.js';
import type { Row } from '../codec.js';
import { blocksWithStories, templateOf } from './rundowns.js';
import { fillFrom } from './structure.js';
import { inNewOwner, type Work } from './work.js';
import type { Caller, Ctx } from './context.js';

export const templateSummary = (t: Row): RundownTemplate => ({ id: Number(t.id), name: t.name, programId: Number(t.program_id) });

export async function listTemplates(ctx: Ctx, programId: number | undefined, programIds: number[] | null): Promise<RundownTemplate[]> {
  const q = ctx.models.Templates.query().orderBy('name').orderBy('id');
  if (programId) q.where('program_id', programId);
  if (programIds) q.whereIn('program_id', programIds);
  return (await q).map((t) => templateSummary(t));
}

export async function loadTemplate(q: Knex | Knex.Transaction, id: number, viewerId: number | null): Promise<RundownTemplate> {
  const t = await templateOf(q, id);
  const { blocks } = await blocksWithStories(q, 'template_id', id, viewerId);
  return { ...templateSummary(t), blocks };
}

/** A new template with the default blocks, or a copy of `from` (another template). */
export async function createTemplate(ctx: Ctx, caller: Caller, input: { name: string; programId: number }, from: number | null = null): Promise<RundownTemplate> {
  const now = ctx.now();
  const id = await inNewOwner(ctx, caller, 'template', async (trx) => {
    const row = { name: input.name, program_id: input.programId, created_at: now, updated_at: now };
    const [tid] = await trx('rundown_templates').insert(row);
    return { ...row, id: Number(tid) };
  }, async (w) => {
    await fillFrom(w, from ? { kind: 'template', id: from } : null);
    w.changed();
    w.publish(RUNDOWN_TOPICS.templates, 'CREATE', w.owner.id!, templateSummary(w.row!));
    return w.owner.id!;
  });
  return loadTemplate(ctx.db.knex, id, caller.user.id);
}

export async function patchTemplate(w: Work, field: 'name' | 'programId', value: string | number): Promise<{ field: string; oldValue: unknown; newValue: unknown }> {
  const before = templateSummary(w.row!);
  const col = field === 'name' ? 'name' : 'program_id';
  await w.trx('rundown_templates').where('id', w.owner.id!).update({ [col]: value });
  if (field === 'programId') await w.trx('rundown_stories').where('template_id', w.owner.id!).update({ program_id: value });
  w.row = { ...w.row!, [col]: value };
  const answer = { field, oldValue: before[field], newValue: value };
  w.changed();
  w.publish(RUNDOWN_TOPICS.templates, 'PATCH', w.owner.id!, answer);
  return answer;
}

export async function removeTemplate(w: Work): Promise<void> {
  // blocks and stories go with it (foreign keys cascade); rundowns made from it keep their copy
  await w.trx('rundown_stories').where('template_id', w.owner.id!).delete();
  await w.trx('rundown_blocks').where('template_id', w.owner.id!).delete();
  await w.trx('rundown_rundowns').where('template_id', w.owner.id!).update({ template_id: null });
  await w.trx('rundown_templates').where('id', w.owner.id!).delete();
  w.publish(RUNDOWN_TOPICS.templates, 'DELETE', w.owner.id!, { id: w.owner.id });
}
