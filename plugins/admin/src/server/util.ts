import { BadRequestError, type LaudaError, type Actor, type Knex, type SessionUser } from '@lauda/sdk/server';

export const actorOf = (user: SessionUser, ip: string): Actor => ({ userId: user.id, nickname: user.nickname, ip });

/** A 400 in the kernel's validation shape (`details.issues[].field`), for checks zod cannot make (ids that must exist). */
export function fieldError(field: string, message: string, code = 'error.validation', extra: Record<string, unknown> = {}): BadRequestError {
  return new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }], ...extra }, code);
}

/** SQLite and MySQL/MariaDB unique-key violations (a race the explicit check did not see). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; errno?: number } | null;
  return !!err && (err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err.code === 'ER_DUP_ENTRY' || err.errno === 1062);
}

/** Runs `fn`; a unique-key violation becomes `conflict()` instead of a 500. */
export async function mapUnique<T>(fn: () => Promise<T>, conflict: () => LaudaError): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict();
    throw e;
  }
}

export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';
export const num = (v: unknown): number => Number(v);
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** `count(*)` of a query as a number (MySQL answers strings or numbers, SQLite numbers). */
export async function countOf(q: Knex.QueryBuilder): Promise<number> {
  const row = (await q.clone().clearSelect().clearOrder().count({ n: '*' }).first()) as { n?: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * Names that count as the same: case and accents ignored ("Política" = "POLITICA"), as MySQL's
 * utf8mb4_unicode_ci compares them; checked in code so SQLite (binary) behaves the same.
 */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
export const sameName = (a: string, b: string): boolean => collator.compare(a.trim(), b.trim()) === 0;

/** True when another row of `table` (not `exceptId`) has a `column` that is the same name as `value`. */
export async function taken(q: Knex | Knex.Transaction, table: string, column: string, value: string, exceptId: number | null): Promise<boolean> {
  const rows = (await q(table).select('id', column).modify((b) => { if (exceptId !== null) b.whereNot('id', exceptId); })) as Record<string, unknown>[];
  return rows.some((r) => sameName(String(r[column]), value));
}

export const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** Keeps the first of each id, in order. */
export const unique = (ids: readonly number[]): number[] => [...new Set(ids)];
