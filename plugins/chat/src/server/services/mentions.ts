/**
 * Mentions: a member named in a message as @nickname is told through the kernel's notifications
 * (spec: "a user is told … when they are mentioned in chat"). Only members: a name that is not one
 * of the chat's members tells no one, so nothing of the chat reaches outside it.
 */
import type { SessionUser } from '@lauda/sdk/server';
import { membersOf } from '../codec.js';
import type { Ctx } from '../context.js';

/** The @names in a text, lower-cased: letters, digits, dot, dash and underscore. */
export function mentionedNames(text: string): Set<string> {
  return new Set([...text.matchAll(/(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]+)/gu)].map((m) => m[1]!.replace(/[.-]+$/, '').toLocaleLowerCase()));
}

export async function tellMentioned(ctx: Ctx, sender: SessionUser, chatId: number, text: string): Promise<number[]> {
  const names = mentionedNames(text);
  if (!names.size) return [];
  try {
    const memberIds = (await ctx.db.knex('chat_members').where('chat_id', chatId).select('user_id')).map((r) => Number(r.user_id));
    const members = await membersOf(ctx, memberIds);
    const ids = [...members.values()].filter((m) => m.id !== sender.id && names.has(m.nickname.toLocaleLowerCase())).map((m) => m.id);
    if (!ids.length) return [];
    return await ctx.notifications.notify(ids, { kind: 'chat:notify.mentioned', title: sender.nickname, body: text.slice(0, 200) }, { by: sender.nickname });
  } catch (err) {
    // a failed notice never loses the message
    ctx.logger.warn('mention notification failed', { error: String(err) });
    return [];
  }
}
