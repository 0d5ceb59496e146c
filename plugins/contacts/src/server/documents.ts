/**
 * The contact document type and who may see and change each contact (the kernel's document access
 * contract): a public contact is the whole newsroom's (the area's roles decide); a private one is
 * seen by its owner and allowed users alone, and to anyone else it does not exist.
 */
import { ownedByColumns, type DocumentContent, type DocumentId, type DocumentType, type Visibility } from '@lauda/sdk/server';
import { CONTACT_DOCUMENT, CONTACT_ROLES as R } from '../common/index.js';
import { canSee, contactOut, type Row } from './codec.js';
import type { Ctx } from './context.js';

const CHUNK = 500;
const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);

async function rowsOf(ctx: Ctx, ids: readonly DocumentId[]): Promise<Row[]> {
  const nums = numericIds(ids);
  const out: Row[] = [];
  for (let i = 0; i < nums.length; i += CHUNK) {
    out.push(...(await ctx.db.knex('contact_contacts').whereIn('id', nums.slice(i, i + CHUNK)).select('id', 'owner_id', 'allowed_users')));
  }
  return out;
}

export function contactDocuments(ctx: Ctx): DocumentType[] {
  return [{
    type: CONTACT_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    async visibility(user, ids) {
      const out = new Map<DocumentId, Visibility>();
      for (const r of await rowsOf(ctx, ids)) if (canSee(r, user.id)) out.set(String(r.id), 'full');
      return out;
    },
    async audience(viewers, id) {
      const [row] = await rowsOf(ctx, [id]);
      return viewers.map((u) => (row && canSee(row, u.id) ? 'full' : 'none'));
    },
    // whoever sees a contact changes it (sharing a private one is the owner's, checked on the change)
    changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
    revisions: true,
    trash: { table: 'contact_contacts', titleColumn: 'name' },
    // a contact's card as text ("my data"'s export)
    async content(ids) {
      const rows: Row[] = await ctx.db.knex('contact_contacts').whereIn('id', numericIds(ids).slice(0, CHUNK));
      return new Map(rows.map((r): [DocumentId, DocumentContent] => {
        const c = contactOut(r);
        const lines = [c.profession, c.company, ...c.numbers.map((n) => `${n.label}: ${n.international}`), ...c.emails, c.address, c.info];
        return [String(c.id), { title: c.name, text: lines.filter((l) => l && l.trim()).join('\n') }];
      }));
    },
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'contact_contacts', columns: ['owner_id', 'author_id'], trash: true }),
  }];
}
