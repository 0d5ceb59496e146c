/**
 * The post document type: posts are the newsroom's public texts, seen by every holder of the posts'
 * read role (the spec keeps only documents and reports private), so the roles alone decide. Posts
 * keep revisions, go to the trash, and give their text to the areas that take one over.
 */
import { ownedByColumns, roleDocumentType, type DocumentContent, type DocumentId, type DocumentType } from '@lauda/sdk/server';
import { POST_DOCUMENT, POST_ROLES as R } from '../common/index.js';
import { bodyOf, plainText, type Row } from './codec.js';
import type { Ctx } from './context.js';

const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number).slice(0, 1000);

export function postDocuments(ctx: Ctx): DocumentType[] {
  return [{
    ...roleDocumentType({
      type: POST_DOCUMENT, readRoles: [R.read], changeRoles: [R.write], revisions: true, trash: { table: 'posts_posts', titleColumn: 'title' },
    }),
    async content(ids) {
      const rows: Row[] = await ctx.db.knex('posts_posts').whereIn('id', numericIds(ids)).whereNull('deleted_at');
      return new Map(rows.map((r): [string, DocumentContent] => [String(r.id), { title: r.title, text: plainText(bodyOf(r)), date: r.date }]));
    },
    // who made the post (the spec keeps no owner for posts)
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'posts_posts', columns: ['created_by_id'], trash: true }),
  }];
}
