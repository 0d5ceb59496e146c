/**
 * Chat history retention (spec 001 §9): messages older than the branch's `retention.chatHistoryDays`
 * (branch settings, `PUT /api/branch/config`; 0 keeps them for ever) are removed with their read
 * marks. Their files stay attached to the chat (members only: never detached, which would open them
 * to everyone). Checked at start and then every `retentionCheckMs` (plugin setting, default one hour).
 */
import type { Ctx } from '../context.js';

const DAY_MS = 86_400_000;
const CHUNK = 500;

/** Removes the messages past the retention; answers how many went. */
export async function purgeOldMessages(ctx: Ctx): Promise<number> {
  const days = (await ctx.branch.retention()).chatHistoryDays;
  if (!days || days <= 0) return 0;
  const cutoff = ctx.now() - days * DAY_MS;
  let removed = 0;
  for (;;) {
    const rows = await ctx.db.knex('chat_messages').where('sent_at', '<', cutoff).orderBy('id').limit(CHUNK).select('id', 'file_id');
    if (!rows.length) return removed;
    const ids = rows.map((r) => Number(r.id));
    await ctx.db.transaction(async (trx) => {
      await trx('chat_reads').whereIn('message_id', ids).delete();
      await trx('chat_messages').whereIn('id', ids).delete();
    });
    removed += ids.length;
  }
}

export function startRetention(ctx: Ctx, everyMs: number): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await purgeOldMessages(ctx);
      if (n) ctx.logger.info('chat retention removed messages', { count: n });
    } catch (e) {
      ctx.logger.error('chat retention failed', { error: String(e) });
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
