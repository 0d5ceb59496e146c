/**
 * Chats (spec 001 §4, §7): create (a one-to-one chat of the same two users is reused), add members
 * (a chat of two or fewer becomes a NEW group chat of its members and the new ones; a group grows),
 * leave (a group), the caller's chats by last activity, unread counts, who may be offered a chat.
 */
import { BadRequestError, NotFoundError, type Knex, type Page, type SessionUser } from '@lauda/sdk/server';
import { CHAT_DOCUMENT, CHAT_ERRORS as E, CHAT_LIMITS as L, CHAT_TOPIC, type Chat, type PeopleGroup, type UnreadCount } from '../../common/index.js';
import { chatsOut, unreadIn, type ChatRow } from '../codec.js';
import type { Ctx } from '../context.js';

/** Tells every member what the chat is now (the one who left knows it: they asked). */
export async function publishMembership(ctx: Ctx, chat: Chat, by: string): Promise<void> {
  // the chat as each member sees it differs by the unread count: members re-read it on MEMBERSHIP
  await ctx.live.publish(CHAT_TOPIC, 'MEMBERSHIP', chat.id, { ...chat, unread: 0, lastMessage: null }, {
    by, onlyUsers: chat.members.map((m) => m.id), document: { type: CHAT_DOCUMENT, id: chat.id },
  });
}

export async function chatRow(q: Knex, id: number): Promise<ChatRow> {
  const row = (await q('chats').where('id', id).first()) as ChatRow | undefined;
  if (!row) throw new NotFoundError(`No chat ${id}`, E.notFound, { id });
  return row;
}

export async function loadChat(ctx: Ctx, user: SessionUser, id: number): Promise<Chat> {
  const [chat] = await chatsOut(ctx, ctx.db.knex, user.id, [await chatRow(ctx.db.knex, id)]);
  return chat!;
}

/** The users among `ids` that exist and are active; unknown or inactive ones are refused by field. */
async function activeUsers(ctx: Ctx, ids: readonly number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = new Set((await ctx.users.byIds(unique)).filter((u) => u.active).map((u) => u.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw new BadRequestError(`Unknown or inactive users: ${missing.join(', ')}`, { field, ids: missing }, E.unknownUsers);
  return unique;
}

async function insertChat(trx: Knex.Transaction, members: readonly number[], by: number, now: number): Promise<number> {
  const group = members.length > 2;
  const pairKey = group ? null : [...members].sort((a, b) => a - b).join(':');
  const [id] = await trx('chats').insert({ is_group: group, pair_key: pairKey, created_by: by, created_at: now, last_activity: now });
  await trx('chat_members').insert(members.map((userId) => ({ chat_id: Number(id), user_id: userId, joined_at: now })));
  return Number(id);
}

/** Creates the chat of the caller and `userIds`; the one-to-one chat of two users that exists already is answered instead. */
export async function createChat(ctx: Ctx, user: SessionUser, userIds: readonly number[]): Promise<{ chat: Chat; created: boolean }> {
  const others = (await activeUsers(ctx, userIds, 'userIds')).filter((id) => id !== user.id);
  if (!others.length) throw new BadRequestError('A chat needs someone besides you', { field: 'userIds' }, E.noOtherMember);
  const members = [user.id, ...others];
  if (members.length > L.members) throw new BadRequestError(`At most ${L.members} members`, { field: 'userIds', max: L.members }, E.tooManyMembers);
  const pairKey = members.length === 2 ? [...members].sort((a, b) => a - b).join(':') : null;
  const { id, created } = await ctx.db.transaction(async (trx) => {
    const existing = pairKey ? await trx('chats').where('pair_key', pairKey).first('id') : undefined;
    if (existing) return { id: Number(existing.id), created: false };
    return { id: await insertChat(trx, members, user.id, ctx.now()), created: true };
  });
  const chat = await loadChat(ctx, user, id);
  if (created) await publishMembership(ctx, chat, user.nickname);
  return { chat, created };
}

/**
 * Adds members. A group gets them; a chat of two or fewer stays as it is and a new group chat of
 * its members and the new ones is answered (the screen minimizes the old one and opens this one).
 */
export async function addMembers(ctx: Ctx, user: SessionUser, id: number, userIds: readonly number[]): Promise<{ chat: Chat; created: boolean }> {
  const wanted = await activeUsers(ctx, userIds, 'userIds');
  const now = ctx.now();
  const result = await ctx.db.transaction(async (trx) => {
    const row = await chatRow(trx, id);
    const current = (await trx('chat_members').where('chat_id', id).orderBy('joined_at').orderBy('user_id').select('user_id')).map((m) => Number(m.user_id));
    const added = wanted.filter((u) => !current.includes(u));
    if (!added.length) throw new BadRequestError('They are members already', { field: 'userIds' }, E.noOtherMember);
    const all = [...current, ...added];
    if (all.length > L.members) throw new BadRequestError(`At most ${L.members} members`, { field: 'userIds', max: L.members }, E.tooManyMembers);
    if (!Number(row.is_group) && all.length > 2) return { id: await insertChat(trx, all, user.id, now), created: true };
    await trx('chat_members').insert(added.map((userId) => ({ chat_id: id, user_id: userId, joined_at: now })));
    // two members make a one-to-one chat (a chat of one that got its second member)
    await trx('chats').where('id', id).update({ is_group: all.length > 2, pair_key: all.length === 2 ? [...all].sort((a, b) => a - b).join(':') : null, last_activity: now });
    return { id, created: false };
  });
  const chat = await loadChat(ctx, user, result.id);
  await publishMembership(ctx, chat, user.nickname);
  return { chat, created: result.created };
}

/** Leaves a group chat (closing a group chat leaves it); a one-to-one chat cannot be left. */
export async function leaveChat(ctx: Ctx, user: SessionUser, id: number): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    const row = await chatRow(trx, id);
    if (!Number(row.is_group)) throw new BadRequestError('Only a group chat can be left', { field: 'id' }, E.notGroup);
    await trx('chat_members').where({ chat_id: id, user_id: user.id }).delete();
    await trx('chats').where('id', id).update({ last_activity: ctx.now() });
  });
  const left = await ctx.db.knex('chat_members').where('chat_id', id).count({ n: '*' });
  if (Number(left[0]?.n ?? 0) === 0) {
    // nobody left: nobody may read it any more, so it goes with its messages
    await removeChats(ctx.db.knex, [id]);
    return;
  }
  const [chat] = await chatsOut(ctx, ctx.db.knex, user.id, [await chatRow(ctx.db.knex, id)]);
  await publishMembership(ctx, chat!, user.nickname);
}

export async function removeChats(q: Knex, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const messages = q('chat_messages').whereIn('chat_id', ids).select('id');
  await q('chat_reads').whereIn('message_id', messages).delete();
  await q('chat_messages').whereIn('chat_id', ids).delete();
  await q('chat_members').whereIn('chat_id', ids).delete();
  await q('chats').whereIn('id', ids).delete();
}

const mine = (q: Knex, userId: number) => q('chat_members').where('user_id', userId).select('chat_id');

/** The caller's chats, latest activity first, a page at a time (10 by default). */
export async function history(ctx: Ctx, user: SessionUser, page: number, size: number): Promise<Page<Chat>> {
  const q = ctx.db.knex;
  const total = Number((await q('chats').whereIn('id', mine(q, user.id)).count({ n: '*' }))[0]?.n ?? 0);
  const rows = (await q('chats').whereIn('id', mine(q, user.id)).orderBy('last_activity', 'desc').orderBy('id', 'desc')
    .offset(page * size).limit(size)) as ChatRow[];
  return { data: await chatsOut(ctx, q, user.id, rows), number: page, size, total };
}

/** Unread counts of the caller's chats that have any. */
export async function unread(ctx: Ctx, user: SessionUser): Promise<UnreadCount[]> {
  const ids = (await mine(ctx.db.knex, user.id)).map((r) => Number(r.chat_id));
  const counts = await unreadIn(ctx.db.knex, user.id, ids);
  return [...counts].map(([chatId, count]) => ({ chatId, count })).sort((a, b) => a.chatId - b.chatId);
}

/** Active users by group (a user in several groups is under each; users of no group last), online first is the screen's. */
export async function people(ctx: Ctx, user: SessionUser): Promise<PeopleGroup[]> {
  const users = (await ctx.users.list()).filter((u) => u.active && u.id !== user.id);
  const groups = await ctx.groups.list();
  const entry = (u: (typeof users)[number]) => ({ id: u.id, nickname: u.nickname, name: u.name, online: u.online });
  const out: PeopleGroup[] = groups.map((g) => ({ id: g.id, name: g.name, users: users.filter((u) => u.groupIds.includes(g.id)).map(entry) }))
    .filter((g) => g.users.length);
  const loose = users.filter((u) => !u.groupIds.length).map(entry);
  if (loose.length) out.push({ id: null, name: '', users: loose });
  return out;
}
