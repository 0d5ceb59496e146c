/**
 * The agency item document type: the roles alone decide (every holder of the read role sees every
 * item), and it offers its content so other areas take an item over (`core.documents.content`).
 */
import { roleDocumentType, wallClock, type DocumentContent, type DocumentId, type DocumentType } from '@lauda/sdk/server';
import { AGENCY_ITEM_DOCUMENT, AGENCY_ROLES as R } from '../common/index.js';
import type { Ctx } from './context.js';
import { ITEMS } from './items.js';

const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number).slice(0, 1000);
const p2 = (n: number) => String(n).padStart(2, '0');

export function agencyDocuments(ctx: Ctx): DocumentType[] {
  return [{
    ...roleDocumentType({ type: AGENCY_ITEM_DOCUMENT, readRoles: [R.read], changeRoles: [R.admin] }),
    async content(ids) {
      const zone = await ctx.branch.timeZone();
      const out = new Map<DocumentId, DocumentContent>();
      for (const r of await ctx.db.knex(ITEMS).whereIn('id', numericIds(ids))) {
        const w = wallClock(Number(r.listed_at), zone);
        const text = [r.text, r.link].filter(Boolean).join('\n\n');
        out.set(String(r.id), { title: r.title, text, date: `${w.y}-${p2(w.m)}-${p2(w.d)}` });
      }
      return out;
    },
  }];
}
