/**
 * Contact lists: the filter (text over name, company, profession and number digits; group; hidden
 * or not; paged), the rows of an export and the names other plugins show. Every list is scoped in
 * SQL to what the caller may see (the document access rule of ../documents.ts), so pages and totals
 * count only those.
 */
import type { Knex, Page, SessionUser } from '@lauda/sdk/server';
import type { Contact } from '../../common/index.js';
import { num, type Row } from '../codec.js';
import type { FilterQuery } from '../schemas.js';
import { contactsOut } from './contacts.js';
import type { Ctx } from '../context.js';

const T = 'contact_contacts as c';

/** A LIKE pattern matching `s` literally (with `ESCAPE '!'`, the same on SQLite and MariaDB). */
const contains = (s: string) => `%${s.replace(/[!%_]/g, (m) => `!${m}`)}%`;
const LIKE = (column: string) => `lower(${column}) like ? escape '!'`;

/** Restricts `q` (over `contact_contacts as c`) to the live contacts `user` sees: public, theirs or shared with them. */
export function scoped(user: SessionUser, q: Knex.QueryBuilder): Knex.QueryBuilder {
  q.whereNull('c.deleted_at');
  if (user.support) return q;
  const me = String(user.id);
  return q.where((w) => {
    w.whereNull('c.owner_id').orWhere('c.owner_id', user.id)
      .orWhere('c.allowed_users', `[${me}]`)
      .orWhere('c.allowed_users', 'like', `[${me},%`)
      .orWhere('c.allowed_users', 'like', `%,${me},%`)
      .orWhere('c.allowed_users', 'like', `%,${me}]`);
  });
}

function inGroup(ctx: Ctx, q: Knex.QueryBuilder, groupId: number | undefined): void {
  if (groupId !== undefined) q.whereExists(ctx.db.knex('contact_group_members as m').whereRaw('m.contact_id = c.id').where('m.group_id', groupId));
}

/** The filter, by name. Hidden contacts are left out unless `hidden=true` (activeOnly leaves them out always). */
export async function filter(ctx: Ctx, user: SessionUser, f: FilterQuery): Promise<Page<Contact>> {
  const q = scoped(user, ctx.db.knex(T));
  const text = f.filter?.trim().toLowerCase();
  if (text) {
    const like = contains(text);
    const digits = text.replace(/\D/g, '');
    q.where((w) => {
      w.whereRaw(LIKE('c.name'), [like]).orWhereRaw(LIKE('c.company'), [like]).orWhereRaw(LIKE('c.profession'), [like]);
      if (digits.length >= 3) w.orWhere('c.digits', 'like', `%${digits}%`);
    });
  }
  if (f.activeOnly || !f.hidden) q.where('c.hidden', false);
  inGroup(ctx, q, f.groupId);
  const total = num((await q.clone().count({ n: '*' }).first())?.n);
  const rows = await q.select('c.*').orderBy([{ column: 'c.name' }, { column: 'c.id' }]).limit(f.size).offset(f.page * f.size);
  return { data: await contactsOut(ctx.db.knex, rows), number: f.page, size: f.size, total };
}

/** Every contact the user sees (hidden ones too), of a group or all: the vCard export. */
export async function exportRows(ctx: Ctx, user: SessionUser, groupId?: number): Promise<Contact[]> {
  const q = scoped(user, ctx.db.knex(T));
  inGroup(ctx, q, groupId);
  const rows: Row[] = await q.select('c.*').orderBy([{ column: 'c.name' }, { column: 'c.id' }]).limit(10_000);
  return contactsOut(ctx.db.knex, rows);
}

/** Names of the contacts among `ids` the user sees (the others are left out, as if they did not exist). */
export async function namesOf(ctx: Ctx, user: SessionUser, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (!ids.length) return [];
  const rows: Row[] = await scoped(user, ctx.db.knex(T)).whereIn('c.id', [...new Set(ids)].slice(0, 500)).select('c.id', 'c.name');
  const byId = new Map(rows.map((r) => [Number(r.id), String(r.name)]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)! }));
}
