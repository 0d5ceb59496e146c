/** Facebook and Twitter categories (spec 001 §7 Agency): names unique per network; one in use is not removed. */
import { BadRequestError, ConflictError, NotFoundError, type Knex } from '@lauda/sdk/server';
import { SOCIAL_ERRORS as E, type Network, type SocialCategory } from './types.js';

const T = 'agency_social_categories';

export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; errno?: number };
  return err?.code === 'ER_DUP_ENTRY' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.errno === 1062;
}

const taken = (name: string) => new ConflictError(`A category named '${name}' exists`, E.categoryExists, { field: 'name' });

export async function listCategories(q: Knex, network: Network): Promise<SocialCategory[]> {
  const rows = await q(T).where('network', network).orderBy('name');
  const sources = await q('agency_social_sources').whereIn('category_id', rows.map((r) => r.id)).select('id', 'category_id').orderBy('id');
  return rows.map((r) => ({ id: r.id, network, name: r.name, sourceIds: sources.filter((s) => s.category_id === r.id).map((s) => s.id) }));
}

export async function getCategory(q: Knex, network: Network, id: number): Promise<SocialCategory> {
  const found = (await listCategories(q, network)).find((c) => c.id === id);
  if (!found) throw new NotFoundError(`No ${network} category ${id}`, E.notFound);
  return found;
}

/** A category a source may go in: of the same network (else a 400 naming `categoryId`). */
export async function assertCategory(q: Knex, network: Network, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  if (await q(T).where({ id, network }).first()) return;
  throw new BadRequestError(`Invalid field 'categoryId': no ${network} category ${id}`, { in: 'body', issues: [{ field: 'categoryId', message: `no ${network} category ${id}`, code: E.unknownCategory }] }, E.unknownCategory);
}

export async function saveCategory(knex: Knex, network: Network, name: string, id?: number): Promise<SocialCategory> {
  const clean = name.trim();
  if (await knex(T).where({ network, name: clean }).whereNot('id', id ?? 0).first()) throw taken(clean);
  try {
    if (id === undefined) {
      const [newId] = await knex(T).insert({ network, name: clean });
      return getCategory(knex, network, Number(newId));
    }
    await getCategory(knex, network, id);
    await knex(T).where({ id, network }).update({ name: clean });
    return getCategory(knex, network, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(clean);
    throw e;
  }
}

/** "Record in use cannot be deleted": a category still holding sources stays. */
export async function removeCategory(knex: Knex, network: Network, id: number): Promise<void> {
  const category = await getCategory(knex, network, id);
  if (category.sourceIds.length) throw new ConflictError(`The category '${category.name}' holds ${category.sourceIds.length} source(s)`, E.categoryInUse, { sourceIds: category.sourceIds });
  await knex(T).where({ id, network }).delete();
}
