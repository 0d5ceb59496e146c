/**
 * The guideline document type and who may see and change each guideline (the kernel's document
 * access contract): a guideline belongs to programs; whoever may open one of them sees it (one
 * without programs is the whole newsroom's). A private guideline is seen by its owner and allowed
 * users alone; to anyone else it does not exist (no placeholder: it has no place to keep).
 */
import type { DocumentId, DocumentType, SessionUser, Visibility } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT, GUIDELINE_ROLES as R } from '../common/index.js';
import { canSee, programsOf, type Row } from './codec.js';
import type { Ctx } from './services/context.js';

const CHUNK = 500;
const COLUMNS = ['id', 'owner_id', 'allowed_users', 'programs_ids'];
const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);

async function rowsOf(ctx: Ctx, ids: readonly DocumentId[]): Promise<Row[]> {
  const nums = numericIds(ids);
  const out: Row[] = [];
  for (let i = 0; i < nums.length; i += CHUNK) out.push(...(await ctx.db.knex('guideline_guidelines').whereIn('id', nums.slice(i, i + CHUNK)).select(COLUMNS)));
  return out;
}

/** May a user who opens `programs` (null: all) open a guideline of `guarded` programs? */
export function opensAny(programs: number[] | null, guarded: number[]): boolean {
  return programs === null || guarded.length === 0 || guarded.some((p) => programs.includes(p));
}

const seeOf = (row: Row, user: SessionUser, programs: number[] | null): Visibility =>
  opensAny(programs, programsOf(row)) && canSee(row, user.id) ? 'full' : 'none';

export function guidelineDocuments(ctx: Ctx): DocumentType[] {
  return [{
    type: GUIDELINE_DOCUMENT,
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
    // whoever sees a guideline changes it (sharing a private one is the owner's, checked on the change)
    changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
    revisions: true,
    trash: { table: 'guideline_guidelines', titleColumn: 'slug' },
  }];
}
