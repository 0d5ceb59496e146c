/**
 * Chat history retention (spec 001 §9): messages sent before the cutoff of the branch's
 * `retention.chatHistoryDays` (0 keeps them for ever) are removed with their read marks by the
 * kernel's retention job (`core.retention`, kind `chatHistory`). Their files stay attached to the
 * chat (members only: never detached, which would open them to everyone).
 */
import type { Ctx } from '../context.js';

const CHUNK = 500;

/** Removes the messages sent before `before`; answers how many went. */
export async function purgeMessagesBefore(ctx: Ctx, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await ctx.db.knex('chat_messages').where('sent_at', '<', before.getTime()).orderBy('id').limit(CHUNK).select('id');
    if (!rows.length) return removed;
    const ids = rows.map((r) => Number(r.id));
    await ctx.db.transaction(async (trx) => {
      await trx('chat_reads').whereIn('message_id', ids).delete();
      await trx('chat_messages').whereIn('id', ids).delete();
    });
    removed += ids.length;
  }
}

export function registerRetention(ctx: Ctx): void {
  ctx.retention.register({
    kind: 'chatHistory',
    setting: 'chatHistoryDays',
    count: async (before) => Number((await ctx.db.knex('chat_messages').where('sent_at', '<', before.getTime()).count({ n: '*' }).first())?.n ?? 0),
    purge: (before) => purgeMessagesBefore(ctx, before),
  });
}
