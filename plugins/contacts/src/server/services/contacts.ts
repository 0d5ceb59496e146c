/** Contacts: create, change, remove; each with its revision and live event (scoped to who may see it). */
import {
  BadRequestError, ForbiddenError, NotFoundError, PreconditionFailedError, type AfterCommit, type Knex, type LiveOp,
} from '@lauda/sdk/server';
import { CONTACT_DOCUMENT, CONTACT_ERRORS as E, CONTACT_ROLES, CONTACT_TOPIC, DEFAULT_COUNTRY, type Contact } from '../../common/index.js';
import { BLANK, contactOut, isPrivate, num, revisionView, type Row } from '../codec.js';
import { toColumns } from '../validate.js';
import type { ContactValues } from '../schemas.js';
import { actorOf, type Caller, type Ctx } from '../context.js';

export const notFound = () => new NotFoundError('No such contact', E.notFound);

type Q = Knex | Knex.Transaction;

export async function groupIdsOf(q: Q, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await q('contact_group_members').whereIn('contact_id', ids).select('contact_id', 'group_id').orderBy('group_id');
  for (const r of rows) out.get(Number(r.contact_id))?.push(Number(r.group_id));
  return out;
}

/** Rows → contacts with their groups, in one more query. */
export async function contactsOut(q: Q, rows: Row[]): Promise<Contact[]> {
  const groups = await groupIdsOf(q, rows.map((r) => Number(r.id)));
  return rows.map((r) => contactOut(r, groups.get(Number(r.id)) ?? []));
}

export async function contactRow(q: Q, id: number): Promise<Row> {
  const row = await q('contact_contacts').where('id', id).whereNull('deleted_at').first();
  if (!row) throw notFound();
  return row;
}

export async function loadContact(q: Q, id: number): Promise<Contact> {
  return (await contactsOut(q, [await contactRow(q, id)]))[0]!;
}

type Publish = (op: LiveOp, id: number, data: unknown) => void;

/** One unit of work: a transaction, and live events published once it has committed. */
export async function work<T>(ctx: Ctx, c: Caller, fn: (trx: Knex.Transaction, publish: Publish) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (trx, afterCommit: AfterCommit) => {
    const publish: Publish = (op, id, data) => afterCommit(async () => {
      try {
        await ctx.live.publish(CONTACT_TOPIC, op, id, data, { by: c.user.nickname, document: { type: CONTACT_DOCUMENT, id } });
      } catch (err) {
        ctx.logger.warn('live publish failed', { error: String(err) });
      }
    });
    return fn(trx, publish);
  });
}

/** Groups named must exist: 400 naming `groupIds`. */
async function syncGroups(trx: Knex.Transaction, id: number, groupIds: number[] | undefined): Promise<void> {
  if (groupIds === undefined) return;
  const wanted = [...new Set(groupIds)];
  const known = new Set((await trx('contact_groups').whereIn('id', wanted).select('id')).map((r) => Number(r.id)));
  const bad = wanted.filter((g) => !known.has(g));
  if (bad.length) {
    throw new BadRequestError(`Invalid field 'groupIds': unknown group ${bad.join(', ')}`, { in: 'body', issues: [{ field: 'groupIds', message: `unknown group ${bad.join(', ')}`, code: 'unknown_group' }] }, E.unknownGroup);
  }
  await trx('contact_group_members').where('contact_id', id).delete();
  if (wanted.length) await trx('contact_group_members').insert(wanted.map((g) => ({ contact_id: id, group_id: g })));
}

async function record(ctx: Ctx, trx: Knex.Transaction, c: Caller, before: Contact | null, after: Contact): Promise<void> {
  const changes = ctx.revisions.diff(before ? revisionView(before) : null, revisionView(after));
  await ctx.revisions.record(trx, { entityType: CONTACT_DOCUMENT, entityId: after.id, slug: after.name, actor: actorOf(c), changes });
}

export type NewContact = ContactValues & { name: string; private?: boolean };

/** Stores a contact inside the caller's unit of work (the import adds many in one). */
export async function insertContact(ctx: Ctx, c: Caller, trx: Knex.Transaction, publish: Publish, values: NewContact): Promise<Contact> {
  const { private: priv, allowedUsers, groupIds, ...fields } = values;
  const now = ctx.now();
  const base: Row = { ...BLANK, country: DEFAULT_COUNTRY };
  const row: Row = {
    ...base, ...toColumns({ ...fields, country: fields.country || DEFAULT_COUNTRY, numbers: fields.numbers ?? [] }, base),
    owner_id: priv ? c.user.id : null,
    allowed_users: priv ? JSON.stringify([...new Set(allowedUsers ?? [])]) : '[]',
    author_id: c.user.id, created_at: now, change_date: now,
  };
  const [id] = await trx('contact_contacts').insert(row);
  await syncGroups(trx, Number(id), groupIds);
  const out = await loadContact(trx, Number(id));
  await record(ctx, trx, c, null, out);
  publish('CREATE', out.id, out);
  return out;
}

export const createContact = (ctx: Ctx, c: Caller, values: NewContact) => work(ctx, c, (trx, publish) => insertContact(ctx, c, trx, publish, values));

const norm = (v: unknown) => (v === true ? '1' : v === false ? '0' : v === null || v === undefined ? '' : String(v));

/** A public contact becomes private (hidden from everyone else) only by its author or a contacts administrator. */
const mayMakePrivate = (row: Row, c: Caller) =>
  c.user.support || Number(row.author_id) === c.user.id || c.user.roles.includes(CONTACT_ROLES.admin);

/** Saves a contact (fields left out keep their value); only the owner shares a private contact or makes it public. */
export async function changeContact(ctx: Ctx, c: Caller, id: number, values: ContactValues & { private?: boolean }, version?: number): Promise<Contact> {
  return work(ctx, c, async (trx, publish) => {
    const row = await trx('contact_contacts').where('id', id).whereNull('deleted_at').forUpdate().first();
    if (!row) throw notFound();
    if (version !== undefined && version !== num(row.version)) {
      throw new PreconditionFailedError('The contact changed since it was read; reload it', E.staleVersion, { version: num(row.version) });
    }
    const before = (await contactsOut(trx, [row]))[0]!;
    const { private: priv, groupIds, ...fields } = values;
    const next: Row = { ...row, ...toColumns(fields, row) };
    if (priv && !isPrivate(row) && !mayMakePrivate(row, c)) {
      throw new ForbiddenError('Only the author or a contacts administrator makes a public contact private', undefined, E.onlyAuthorCanMakePrivate);
    }
    if (priv !== undefined && priv !== isPrivate(row)) next.owner_id = priv ? c.user.id : null;
    // a public contact is shared with nobody in particular
    if (next.owner_id === null || next.owner_id === undefined) next.allowed_users = '[]';
    const sharing = norm(next.owner_id) !== norm(row.owner_id) || norm(next.allowed_users) !== norm(row.allowed_users);
    if (sharing && isPrivate(row) && Number(row.owner_id) !== c.user.id) throw new ForbiddenError('Only the owner shares a private contact', undefined, E.onlyOwnerCanShare);
    const changed = Object.keys(next).filter((k) => norm(next[k]) !== norm(row[k]));
    await syncGroups(trx, id, groupIds);
    const groupsChanged = groupIds !== undefined && [...new Set(groupIds)].sort().join() !== [...before.groupIds].sort().join();
    if (!changed.length && !groupsChanged) return before;
    const update: Row = { ...Object.fromEntries(changed.map((k) => [k, next[k]])), change_date: ctx.now(), version: num(row.version) + 1 };
    await trx('contact_contacts').where('id', id).update(update);
    const after = await loadContact(trx, id);
    await record(ctx, trx, c, before, after);
    publish('UPDATE', id, after);
    return after;
  });
}

/** Moves contacts to the trash (restored through the kernel's trash, they come back as they were). */
export async function removeContacts(ctx: Ctx, c: Caller, ids: number[]): Promise<void> {
  await work(ctx, c, async (trx, publish) => {
    for (const id of ids) {
      await contactRow(trx, id);
      await ctx.trash.remove(trx, CONTACT_DOCUMENT, [id], actorOf(c));
      publish('DELETE', id, { id });
    }
  });
}
