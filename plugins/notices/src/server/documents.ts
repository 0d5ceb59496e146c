/**
 * The notice document type (the kernel's access contract): a notice for everyone is seen by all who
 * hold the notices' read role; one for groups only by those groups' members and its author. To anyone
 * else it does not exist.
 */
import { ownedByColumns, type DocumentContent, type DocumentId, type DocumentType, type Visibility } from '@lauda/sdk/server';
import { NOTICE_DOCUMENT, NOTICE_ROLES as R } from '../common/index.js';
import { isFor, type Row } from './codec.js';
import type { Ctx } from './context.js';

const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number).slice(0, 1000);

const rowsOf = async (ctx: Ctx, ids: readonly DocumentId[]): Promise<Row[]> =>
  ctx.db.knex('notice_notices').whereIn('id', numericIds(ids)).select('id', 'group_ids', 'author_id');

export function noticeDocuments(ctx: Ctx): DocumentType[] {
  return [{
    type: NOTICE_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    async visibility(user, ids) {
      const groups = (await ctx.users.groupIdsOf([user.id])).get(user.id) ?? [];
      const out = new Map<DocumentId, Visibility>();
      for (const r of await rowsOf(ctx, ids)) if (isFor(r, user.id, groups)) out.set(String(r.id), 'full');
      return out;
    },
    async audience(viewers, id) {
      const [row] = await rowsOf(ctx, [id]);
      const groups = await ctx.users.groupIdsOf(viewers.map((u) => u.id));
      return viewers.map((u) => (row && isFor(row, u.id, groups.get(u.id) ?? []) ? 'full' : 'none'));
    },
    // whoever writes notices and sees one changes it
    changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
    async content(ids) {
      const rows: Row[] = await ctx.db.knex('notice_notices').whereIn('id', numericIds(ids)).select('id', 'title', 'text', 'date_from', 'date_to');
      return new Map(rows.map((r): [DocumentId, DocumentContent] => [String(r.id), { title: r.title, text: r.text ?? '', date: r.date_from ?? null }]));
    },
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'notice_notices', columns: ['author_id'] }),
  }];
}
