/**
 * The watched sources: Facebook pages, Twitter users and lists (spec 001 §7 Agency; 000 §5: a
 * Facebook page and a Twitter user are unique). Each is checked against its network when created
 * or renamed, and refused with the spec's "invalid page / user / list" naming the field.
 */
import { BadRequestError, ConflictError, NotFoundError, type Knex } from '@lauda/sdk/server';
import type { Ctx } from '../context.js';
import type { SourceAdapter } from './adapter.js';
import { assertCategory, isUniqueViolation } from './categories.js';
import { endpointOf, httpErrorOf, pollSettings } from './config.js';
import { SOCIAL_ERRORS as E, networkOf, type SocialSource } from './types.js';

const T = 'agency_social_sources';

export interface SourceInput {
  handle: string;
  categoryId?: number | null;
}

const iso = (ms: unknown) => (ms === null || ms === undefined || Number(ms) === 0 ? null : new Date(Number(ms)).toISOString());

export function sourceOf(r: Record<string, any>): SocialSource {
  return {
    id: r.id, kind: r.kind, network: networkOf(r.kind), categoryId: r.category_id ?? null, handle: r.handle, remoteId: r.remote_id,
    name: r.name, lastPolledAt: iso(r.last_polled_at), nextPollAt: iso(r.next_poll_at), failures: Number(r.failures),
    lastError: r.last_error ?? null, createdAt: iso(r.created_at)!,
  };
}

export async function listSources(q: Knex, a: SourceAdapter): Promise<SocialSource[]> {
  return (await q(T).where('kind', a.kind).orderBy('name').orderBy('id')).map(sourceOf);
}

export async function sourceRow(q: Knex, a: SourceAdapter, id: number): Promise<Record<string, any>> {
  const row = await q(T).where({ id, kind: a.kind }).first();
  if (!row) throw new NotFoundError(`No ${a.kind.replace('_', ' ')} ${id}`, E.notFound);
  return row;
}

const invalid = (a: SourceAdapter, value: string) => {
  const message = `'${value.slice(0, 100)}' does not name a ${a.kind.replace('_', ' ')}`;
  return new BadRequestError(`Invalid field '${a.field}': ${message}`, { in: 'body', issues: [{ field: a.field, message, code: a.invalidKey }] }, a.invalidKey);
};
const exists = (a: SourceAdapter, name: string) =>
  new ConflictError(`${name} is already watched`, E.sourceExists, { field: a.field, issues: [{ field: a.field, message: 'already watched' }] });

/** The handle as stored, checked against the network; a handle another source has is a 409 before asking. */
async function resolve(ctx: Ctx, a: SourceAdapter, input: string, id: number) {
  const handle = a.handleOf(input);
  if (!handle) throw invalid(a, input);
  const knex = ctx.db.knex;
  const same = await knex(T).where({ kind: a.kind, handle }).whereNot('id', id).first();
  if (same) throw exists(a, same.name);
  const ep = await endpointOf(knex, a.network);
  const { timeoutMs, maxWaitMs } = pollSettings(ctx);
  const found = await a.lookup(ep, handle, { timeoutMs, maxWaitMs: Math.min(maxWaitMs, 5_000), now: ctx.now })
    .catch((e) => { throw httpErrorOf(e, { field: a.field, key: a.invalidKey, value: input }); });
  if (!found) throw invalid(a, input);
  const twin = await knex(T).where({ kind: a.kind, remote_id: found.remoteId }).whereNot('id', id).first();
  if (twin) throw exists(a, twin.name);
  return { handle, remote_id: found.remoteId, name: found.name.slice(0, 300) };
}

async function write(a: SourceAdapter, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw exists(a, 'This source');
    throw e;
  }
}

export async function createSource(ctx: Ctx, a: SourceAdapter, input: SourceInput): Promise<SocialSource> {
  await assertCategory(ctx.db.knex, a.network, input.categoryId);
  const found = await resolve(ctx, a, input.handle, 0);
  const id = await write(a, async () => {
    const [newId] = await ctx.db.knex(T).insert({ kind: a.kind, category_id: input.categoryId ?? null, ...found, next_poll_at: 0, failures: 0, created_at: ctx.now() });
    return Number(newId);
  });
  return sourceOf(await sourceRow(ctx.db.knex, a, id));
}

/** Another handle is checked again and starts from the newest posts; a category change keeps the cursor. */
export async function updateSource(ctx: Ctx, a: SourceAdapter, id: number, input: SourceInput): Promise<SocialSource> {
  const row = await sourceRow(ctx.db.knex, a, id);
  await assertCategory(ctx.db.knex, a.network, input.categoryId);
  const handle = a.handleOf(input.handle);
  const renamed = handle !== row.handle ? { ...(await resolve(ctx, a, input.handle, id)), cursor: null, failures: 0, last_error: null, next_poll_at: 0 } : {};
  await write(a, async () => ctx.db.knex(T).where({ id, kind: a.kind }).update({ category_id: input.categoryId ?? null, ...renamed }));
  return sourceOf(await sourceRow(ctx.db.knex, a, id));
}

export async function removeSource(ctx: Ctx, a: SourceAdapter, id: number): Promise<void> {
  await sourceRow(ctx.db.knex, a, id);
  await ctx.db.knex(T).where({ id, kind: a.kind }).delete();
}
