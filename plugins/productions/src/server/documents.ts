/**
 * The production document type and who may see and change each checklist (the kernel's document
 * access contract), the guidelines' rule: a checklist belongs to programs; whoever may open one of
 * them sees it (one without programs is the whole newsroom's); a private one is its owner's and
 * allowed users' alone, and to anyone else it does not exist.
 */
import type { DocumentId, DocumentType, SessionUser, Visibility } from '@lauda/sdk/server';
import { PRODUCTION_DOCUMENT, PRODUCTION_ROLES as R } from '../common/index.js';
import { canSee, programsOf, type Row } from './codec.js';
import type { Ctx } from './services/context.js';

const CHUNK = 500;
const COLUMNS = ['id', 'owner_id', 'allowed_users', 'programs_ids'];
const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);

async function rowsOf(ctx: Ctx, ids: readonly DocumentId[]): Promise<Row[]> {
  const nums = numericIds(ids);
  const out: Row[] = [];
  for (let i = 0; i < nums.length; i += CHUNK) out.push(...(await ctx.db.knex('production_productions').whereIn('id', nums.slice(i, i + CHUNK)).select(COLUMNS)));
  return out;
}

function seeOf(row: Row, user: SessionUser, programs: number[] | null): Visibility {
  const guarded = programsOf(row);
  const opens = programs === null || guarded.length === 0 || guarded.some((p) => programs.includes(p));
  return opens && canSee(row, user.id) ? 'full' : 'none';
}

export function productionDocuments(ctx: Ctx): DocumentType[] {
  return [{
    type: PRODUCTION_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    async visibility(user, ids) {
      const rows = await rowsOf(ctx, ids);
      const programs = rows.length ? await ctx.programIdsOf(user) : null;
      const out = new Map<DocumentId, Visibility>();
      for (const r of rows) if (seeOf(r, user, programs) === 'full') out.set(String(r.id), 'full');
      return out;
    },
    async audience(viewers, id) {
      const [row] = await rowsOf(ctx, [id]);
      if (!row) return viewers.map(() => 'none');
      const programs = await ctx.programIdsOfMany(viewers);
      return viewers.map((u, i) => seeOf(row, u, programs[i] ?? null));
    },
    // whoever sees a checklist changes it (sharing a private one is the owner's, checked on the change)
    changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
    revisions: true,
    trash: { table: 'production_productions', titleColumn: 'slug' },
  }];
}
