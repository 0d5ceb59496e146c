/**
 * The chat document type (kernel document access contract): only the members of a chat see it, its
 * messages and its files, whatever their roles; nobody else learns that it exists (no placeholder).
 * A member may write to it (the chat role decides the rest).
 */
import type { DocumentId, DocumentType, Visibility } from '@lauda/sdk/server';
import { CHAT_DOCUMENT, CHAT_ROLES as R } from '../common/index.js';
import type { Ctx } from './context.js';

const CHUNK = 500;
const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);

/** Of these chats, the ones `userId` is a member of. */
export async function memberOf(ctx: Ctx, userId: number, ids: readonly DocumentId[]): Promise<Set<string>> {
  const nums = numericIds(ids);
  const out = new Set<string>();
  for (let i = 0; i < nums.length; i += CHUNK) {
    const rows = await ctx.db.knex('chat_members').where('user_id', userId).whereIn('chat_id', nums.slice(i, i + CHUNK)).select('chat_id');
    for (const r of rows) out.add(String(r.chat_id));
  }
  return out;
}

export function chatDocuments(ctx: Ctx): DocumentType[] {
  return [{
    type: CHAT_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.read],
    // even the support account sees only its own chats: a chat is private talk
    async visibility(user, ids) {
      const seen = await memberOf(ctx, user.id, ids);
      return new Map([...seen].map((id) => [id, 'full' as Visibility]));
    },
    async audience(viewers, id) {
      const [chat] = numericIds([id]);
      if (!chat) return viewers.map(() => 'none');
      const rows = await ctx.db.knex('chat_members').where('chat_id', chat).select('user_id');
      const members = new Set(rows.map((r) => Number(r.user_id)));
      return viewers.map((u) => (members.has(u.id) ? 'full' : 'none'));
    },
    changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
  }];
}
