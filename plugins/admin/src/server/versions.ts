import { PreconditionFailedError, type Database, type Knex } from '@lauda/sdk/server';

/** The version read; absent only for internal callers (the HTTP PUT requires it: `versioned: true`). */
export type VersionRead = number | undefined;

/**
 * Reads the stored version of `table`'s row `id` inside the write's transaction (FOR UPDATE on
 * MySQL, so two PUTs of the same version cannot both pass; SQLite has one writer) and refuses a
 * stale `read` with a 412 `code` whose `details.version` is the current one. Null: no such row.
 */
export async function checkVersion(
  db: Database, trx: Knex.Transaction, table: string, id: number, read: VersionRead, code: string, label: string,
): Promise<number | null> {
  const q = trx(table).where('id', id).select('version');
  const row = (await (db.dialect === 'mysql' ? q.forUpdate() : q).first()) as { version?: unknown } | undefined;
  if (!row) return null;
  const current = Number(row.version ?? 0);
  if (read !== undefined && read !== current) {
    throw new PreconditionFailedError(`The ${label} was changed meanwhile (version ${current}, not ${read}): reload it`, code, { version: current });
  }
  return current;
}

/** `version = version + 1` for an update's values. */
export const nextVersion = (q: Knex | Knex.Transaction) => q.raw('?? + 1', ['version']);
