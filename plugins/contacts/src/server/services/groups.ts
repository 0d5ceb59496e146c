/** Contact groups: the newsroom's lists of contacts (sources of a beat, a city hall's press office). */
import { ConflictError, NotFoundError, type SessionUser } from '@lauda/sdk/server';
import { CONTACT_ERRORS as E, type ContactGroup } from '../../common/index.js';
import { num, type Row } from '../codec.js';
import { scoped } from './queries.js';
import type { Ctx } from '../context.js';

const taken = (name: string) => new ConflictError(`A contact group named '${name}' exists`, E.groupExists, { field: 'name' });

async function assertFree(ctx: Ctx, name: string, except?: number): Promise<void> {
  const q = ctx.db.knex('contact_groups').whereRaw('lower(name) = ?', [name.toLowerCase()]);
  if (except !== undefined) q.whereNot('id', except);
  if (await q.first()) throw taken(name);
}

/** The groups with how many of their contacts the caller sees. */
export async function listGroups(ctx: Ctx, user: SessionUser): Promise<ContactGroup[]> {
  const groups: Row[] = await ctx.db.knex('contact_groups').select('id', 'name').orderBy('name');
  const counts: Row[] = await scoped(user, ctx.db.knex('contact_contacts as c'))
    .join('contact_group_members as m', 'm.contact_id', 'c.id').groupBy('m.group_id').select('m.group_id').count({ n: '*' });
  const byGroup = new Map(counts.map((r) => [Number(r.group_id), num(r.n)]));
  return groups.map((g) => ({ id: Number(g.id), name: g.name, count: byGroup.get(Number(g.id)) ?? 0 }));
}

export async function createGroup(ctx: Ctx, name: string): Promise<ContactGroup> {
  await assertFree(ctx, name);
  const [id] = await ctx.db.knex('contact_groups').insert({ name, created_at: ctx.now() });
  return { id: Number(id), name, count: 0 };
}

export async function renameGroup(ctx: Ctx, id: number, name: string): Promise<ContactGroup> {
  await assertFree(ctx, name, id);
  const n = await ctx.db.knex('contact_groups').where('id', id).update({ name });
  if (!n) throw new NotFoundError('No such contact group', E.groupNotFound);
  return { id, name };
}

/** Removes a group; its contacts stay (only their membership goes). */
export async function removeGroup(ctx: Ctx, id: number): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    await trx('contact_group_members').where('group_id', id).delete();
    const n = await trx('contact_groups').where('id', id).delete();
    if (!n) throw new NotFoundError('No such contact group', E.groupNotFound);
  });
}
