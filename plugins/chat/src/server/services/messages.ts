/**
 * Messages (spec 001 §4, §7): send (plain text, or a stored file with an optional caption), the
 * page of 10 before a date, read marks per message, the typing indicator. Every live message goes
 * to the chat's members only: `onlyUsers` and the chat document's audience both say so.
 */
import { BadRequestError, type SessionUser } from '@lauda/sdk/server';
import { CHAT_DOCUMENT, CHAT_ERRORS as E, CHAT_LIMITS as L, CHAT_TOPIC, type ChatMessage } from '../../common/index.js';
import { messagesOut, type MessageRow } from '../codec.js';
import type { Ctx } from '../context.js';
import { chatRow } from './chats.js';
import { tellMentioned } from './mentions.js';

const membersOf = async (ctx: Ctx, chatId: number) =>
  (await ctx.db.knex('chat_members').where('chat_id', chatId).select('user_id')).map((r) => Number(r.user_id));

async function publish(ctx: Ctx, chatId: number, op: 'MESSAGE' | 'READ' | 'TYPING', id: number, data: unknown, user: SessionUser, except?: number) {
  const members = (await membersOf(ctx, chatId)).filter((m) => m !== except);
  if (!members.length) return;
  await ctx.live.publish(CHAT_TOPIC, op, id, data, { by: user.nickname, onlyUsers: members, document: { type: CHAT_DOCUMENT, id: chatId } });
}

/** Stores a message (text, or the file already attached to the chat) and delivers it to the members. */
export async function sendMessage(ctx: Ctx, user: SessionUser, chatId: number, text: string, fileId: number | null = null): Promise<ChatMessage> {
  const now = ctx.now();
  const id = await ctx.db.transaction(async (trx) => {
    await chatRow(trx, chatId);
    const [mid] = await trx('chat_messages').insert({ chat_id: chatId, sender_id: user.id, text, file_id: fileId, sent_at: now });
    if (fileId != null) await ctx.files.attach(trx, [fileId], { type: CHAT_DOCUMENT, id: chatId });
    await trx('chats').where('id', chatId).update({ last_activity: now });
    return Number(mid);
  });
  const [message] = await messagesOut(ctx, ctx.db.knex, await ctx.db.knex('chat_messages').where('id', id));
  await publish(ctx, chatId, 'MESSAGE', id, message, user);
  if (text) await tellMentioned(ctx, user, chatId, text);
  return message!;
}

/** The page of messages sent before `before` (default now; with `beforeId`, that message's place), oldest first: at most `size` (10). */
export async function previousMessages(ctx: Ctx, chatId: number, before: number | null, beforeId: number | null, size: number = L.page): Promise<ChatMessage[]> {
  const q = ctx.db.knex;
  const rows = (await q('chat_messages').where('chat_id', chatId)
    .modify((b) => {
      if (before == null) return;
      if (beforeId == null) b.where('sent_at', '<', before);
      else b.where((w) => w.where('sent_at', '<', before).orWhere((o) => o.where('sent_at', before).where('id', '<', beforeId)));
    })
    .orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(size)) as MessageRow[];
  return messagesOut(ctx, q, rows.reverse());
}

/** Marks messages of the chat read by the caller; ids of other chats are refused by field. */
export async function markRead(ctx: Ctx, user: SessionUser, chatId: number, messageIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(messageIds)];
  const now = ctx.now();
  const marked = await ctx.db.transaction(async (trx) => {
    const rows = await trx('chat_messages').where('chat_id', chatId).whereIn('id', ids).select('id', 'sender_id');
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => Number(r.id)));
      throw new BadRequestError('Messages not of this chat', { field: 'messageIds', ids: ids.filter((i) => !found.has(i)) }, E.messageNotFound);
    }
    const already = new Set((await trx('chat_reads').where('user_id', user.id).whereIn('message_id', ids).select('message_id')).map((r) => Number(r.message_id)));
    const fresh = rows.filter((r) => Number(r.sender_id) !== user.id && !already.has(Number(r.id))).map((r) => Number(r.id));
    if (fresh.length) await trx('chat_reads').insert(fresh.map((id) => ({ message_id: id, user_id: user.id, read_at: now })));
    return fresh;
  });
  if (marked.length) await publish(ctx, chatId, 'READ', chatId, { chatId, userId: user.id, messageIds: marked }, user);
  return marked;
}

/** Tells the other members the caller is typing (the screen shows it for a few seconds). */
export async function typing(ctx: Ctx, user: SessionUser, chatId: number): Promise<void> {
  await publish(ctx, chatId, 'TYPING', chatId, { chatId, userId: user.id, nickname: user.nickname }, user, user.id);
}
