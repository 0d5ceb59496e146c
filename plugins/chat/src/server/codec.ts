/** Rows to the API's shapes (common/index.ts): chats with their members, messages with their read marks. */
import type { Knex } from '@lauda/sdk/server';
import type { Chat, ChatFile, ChatMember, ChatMessage } from '../common/index.js';
import type { Ctx } from './context.js';

export interface MessageRow {
  id: number;
  chat_id: number;
  sender_id: number;
  text: string;
  file_id: number | null;
  sent_at: number | string;
}
export interface ChatRow {
  id: number;
  is_group: number | boolean;
  pair_key: string | null;
  created_by: number;
  created_at: number | string;
  last_activity: number | string;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** Who the users are (nickname and name), active or not: a member who left the company still signed their messages. */
export async function membersOf(ctx: Ctx, ids: readonly number[]): Promise<Map<number, ChatMember>> {
  const records = ids.length ? await ctx.users.byIds([...new Set(ids)]) : [];
  return new Map(records.map((u) => [u.id, { id: u.id, nickname: u.nickname, name: u.name }]));
}

/** Messages as the API gives them, oldest first as the rows are ordered. */
export async function messagesOut(ctx: Ctx, q: Knex, rows: MessageRow[]): Promise<ChatMessage[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const reads = await q('chat_reads').whereIn('message_id', ids).select('message_id', 'user_id');
  const readers = new Map<number, number[]>();
  for (const r of reads) readers.set(Number(r.message_id), [...(readers.get(Number(r.message_id)) ?? []), Number(r.user_id)]);
  const fileIds = rows.map((r) => r.file_id).filter((f): f is number => f != null).map(Number);
  const files = new Map<number, ChatFile>();
  for (const f of fileIds.length ? await q('files').whereIn('id', fileIds).select('id', 'name', 'content_type', 'size') : []) {
    files.set(Number(f.id), { id: Number(f.id), name: f.name, contentType: f.content_type, size: Number(f.size), url: `/api/files/${Number(f.id)}` });
  }
  const people = await membersOf(ctx, rows.map((r) => Number(r.sender_id)));
  return rows.map((r) => {
    const sender = Number(r.sender_id);
    return {
      id: Number(r.id), chatId: Number(r.chat_id), senderId: sender, senderNickname: people.get(sender)?.nickname ?? '',
      text: r.text, file: r.file_id != null ? files.get(Number(r.file_id)) ?? null : null, sentAt: iso(r.sent_at),
      readBy: [...new Set([sender, ...(readers.get(Number(r.id)) ?? [])])].sort((a, b) => a - b),
    };
  });
}

/** Unread messages of `userId` in each of these chats (messages of others without their read mark). */
export async function unreadIn(q: Knex, userId: number, chatIds: readonly number[]): Promise<Map<number, number>> {
  if (!chatIds.length) return new Map();
  const rows = await q('chat_messages as m')
    .whereIn('m.chat_id', [...chatIds])
    .whereNot('m.sender_id', userId)
    .whereNotExists((s) => s.select(q.raw('1')).from('chat_reads as r').whereRaw('r.message_id = m.id').where('r.user_id', userId))
    .groupBy('m.chat_id')
    .select('m.chat_id', q.raw('count(*) as n'));
  return new Map(rows.map((r: any) => [Number(r.chat_id), Number(r.n)]));
}

/** Chats as the API gives them to `userId`: members, unread count, last message. */
export async function chatsOut(ctx: Ctx, q: Knex, userId: number, rows: ChatRow[]): Promise<Chat[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const memberRows = await q('chat_members').whereIn('chat_id', ids).orderBy('joined_at').orderBy('user_id').select('chat_id', 'user_id');
  const people = await membersOf(ctx, memberRows.map((m) => Number(m.user_id)));
  const unread = await unreadIn(q, userId, ids);
  const lastIds = await q('chat_messages').whereIn('chat_id', ids).groupBy('chat_id').select('chat_id', q.raw('max(id) as id'));
  const last = await messagesOut(ctx, q, lastIds.length ? await q('chat_messages').whereIn('id', lastIds.map((l: any) => Number(l.id))) : []);
  return rows.map((r) => ({
    id: Number(r.id),
    group: !!Number(r.is_group),
    members: memberRows.filter((m) => Number(m.chat_id) === Number(r.id)).map((m) => people.get(Number(m.user_id)) ?? { id: Number(m.user_id), nickname: '', name: '' }),
    unread: unread.get(Number(r.id)) ?? 0,
    lastMessage: last.find((m) => m.chatId === Number(r.id)) ?? null,
    lastActivity: iso(r.last_activity),
  }));
}
