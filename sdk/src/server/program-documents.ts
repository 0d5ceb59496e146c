/**
 * The access rule of the planning documents (guidelines, checklists): a document belongs to
 * programs; whoever may open one of them sees it (one of no program is the whole newsroom's). A
 * private one (it has an owner) is seen by its owner and allowed users alone; to anyone else it
 * does not exist (no placeholder). Whoever sees one changes it (sharing a private one is the
 * owner's, checked on the change). `programDocumentType` answers the kernel's access contract;
 * `scopeToVisible` applies the same rule in SQL, so lists, pages and totals count only those.
 */
import type { Knex } from 'knex';
import type { DocumentId, DocumentType, Visibility } from './documents.js';
import type { SessionUser } from './services.js';

export interface ProgramDocumentTable {
  /** the documents: `id`, `owner_id` (null: public), `allowed_users` and `programs_ids` (JSON id lists) */
  table: string;
  /** a row per document and program: (`documentColumn`, `program_id`) */
  programsTable: string;
  documentColumn: string;
}

export interface ProgramAccess {
  knex: Knex;
  /** ids of the programs a user may open; null = every program */
  programIdsOf(user: SessionUser): Promise<number[] | null>;
  programIdsOfMany(users: readonly SessionUser[]): Promise<(number[] | null)[]>;
}

type Row = Record<string, unknown>;
const CHUNK = 500;
const COLUMNS = ['id', 'owner_id', 'allowed_users', 'programs_ids'];
const idList = (v: unknown): number[] => {
  try {
    return typeof v === 'string' && v ? (JSON.parse(v) as unknown[]).map(Number) : [];
  } catch {
    return [];
  }
};

function seeOf(row: Row, user: SessionUser, programs: number[] | null): Visibility {
  const guarded = idList(row.programs_ids);
  const opens = programs === null || guarded.length === 0 || guarded.some((p) => programs.includes(p));
  const owner = row.owner_id;
  const shared = owner === null || owner === undefined || Number(owner) === user.id || idList(row.allowed_users).includes(user.id);
  return opens && shared ? 'full' : 'none';
}

export function programDocumentType(
  def: Pick<DocumentType, 'type' | 'readRoles' | 'changeRoles' | 'revisions' | 'trash' | 'content' | 'portable' | 'ownedBy'>, t: ProgramDocumentTable, a: ProgramAccess,
): DocumentType {
  const rowsOf = async (ids: readonly DocumentId[]): Promise<Row[]> => {
    const nums = ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number);
    const out: Row[] = [];
    for (let i = 0; i < nums.length; i += CHUNK) out.push(...(await a.knex(t.table).whereIn('id', nums.slice(i, i + CHUNK)).select(COLUMNS)));
    return out;
  };
  return {
    ...def,
    async visibility(user, ids) {
      const rows = await rowsOf(ids);
      const programs = rows.length ? await a.programIdsOf(user) : null;
      const out = new Map<DocumentId, Visibility>();
      for (const r of rows) if (seeOf(r, user, programs) === 'full') out.set(String(r.id), 'full');
      return out;
    },
    async audience(viewers, id) {
      const [row] = await rowsOf([id]);
      if (!row) return viewers.map(() => 'none');
      const programs = await a.programIdsOfMany(viewers);
      return viewers.map((u, i) => seeOf(row, u, programs[i] ?? null));
    },
    changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
  };
}

/** Restricts `q` (over `t.table as alias`) to the documents `user` sees. */
export async function scopeToVisible(q: Knex.QueryBuilder, alias: string, t: ProgramDocumentTable, a: ProgramAccess, user: SessionUser): Promise<Knex.QueryBuilder> {
  const open = await a.programIdsOf(user);
  const programsOf = () => a.knex(`${t.programsTable} as dp`).whereRaw(`dp.${t.documentColumn} = ${alias}.id`);
  if (open !== null) {
    q.where((w) => {
      w.whereNotExists(programsOf());
      if (open.length) w.orWhereExists(programsOf().whereIn('dp.program_id', open));
    });
  }
  const me = String(user.id);
  q.where((w) => {
    w.whereNull(`${alias}.owner_id`).orWhere(`${alias}.owner_id`, user.id)
      .orWhere(`${alias}.allowed_users`, `[${me}]`)
      .orWhere(`${alias}.allowed_users`, 'like', `[${me},%`)
      .orWhere(`${alias}.allowed_users`, 'like', `%,${me},%`)
      .orWhere(`${alias}.allowed_users`, 'like', `%,${me}]`);
  });
  return q;
}

/**
 * Sets a document's rows of `t.programsTable` to `programs`, touching only the rows that change. A
 * DELETE that matches nothing would take a gap lock on MariaDB, and two documents created at once
 * would then deadlock on their inserts; a plain read first avoids it.
 */
export async function syncProgramRows(trx: Knex.Transaction, t: ProgramDocumentTable, id: number, programs: readonly number[]): Promise<void> {
  const had: number[] = (await trx(t.programsTable).where(t.documentColumn, id).pluck('program_id')).map(Number);
  const gone = had.filter((p) => !programs.includes(p));
  const added = [...new Set(programs)].filter((p) => !had.includes(p));
  if (gone.length) await trx(t.programsTable).where(t.documentColumn, id).whereIn('program_id', gone).delete();
  if (added.length) await trx(t.programsTable).insert(added.map((p) => ({ [t.documentColumn]: id, program_id: p })));
}
