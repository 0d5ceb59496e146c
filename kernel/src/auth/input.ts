import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  AREAS, BadRequestError, LEVEL_ONLY_ROLES, ROLES, isArea, isRole, rolesForLevel, type Level, type z,
} from '@lauda/sdk/server';

/** Every role the installation knows: the spec's, the levels table's own, the enabled plugins'. */
export function knownRoles(pluginRoles: () => readonly string[]): () => Set<string> {
  return () => new Set<string>([...ROLES, ...LEVEL_ONLY_ROLES, ...pluginRoles()]);
}

/** Validates with a zod schema; a failure is the same 400 the HTTP layer gives (it names the field). */
export function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ field: i.path.length ? i.path.join('.') : 'body', message: i.message, code: i.code }));
  throw new BadRequestError(`Invalid field '${issues[0]!.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
}

export const bad = (field: string, message: string, code: string, extra: Record<string, unknown> = {}) =>
  new BadRequestError(`${field}: ${message}`, { in: 'body', issues: [{ field, message }], ...extra }, code);

/**
 * Roles from `base`, then each area named in `levels` replaced by the roles of its level
 * (levels are cumulative shorthands; unknown areas are a 400 naming `levels`).
 */
export function applyLevels(base: readonly string[], levels: Record<string, string> | undefined): string[] {
  const out = new Set(base);
  for (const [area, level] of Object.entries(levels ?? {})) {
    if (!isArea(area)) throw bad(`levels.${area}`, `not an area (${AREAS.map((a) => a.area).join(', ')})`, 'error.validation');
    for (const role of rolesForLevel(area, 'admin')) out.delete(role);
    for (const role of rolesForLevel(area, level as Level)) out.add(role);
  }
  return [...out].sort();
}

export function assertKnownRoles(roles: readonly string[], known: Set<string>, code: string): void {
  const unknown = roles.filter((r) => !isRole(r) || !known.has(r));
  if (unknown.length) throw bad('roles', `not a known role: ${unknown.join(', ')}`, code, { unknown });
}

/**
 * The support account's username (any case) belongs to the CLI (`lauda user add`): an account
 * made or renamed to it through the API would pass every role check.
 */
export function assertUsernameNotReserved(username: string | undefined, supportUser: string): void {
  if (username !== undefined && username.toLowerCase() === supportUser.toLowerCase()) {
    throw bad('username', 'reserved for the support account (created with the CLI)', 'user.usernameReserved');
  }
}

export const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

/** 16 characters of base64url: about 96 bits. */
export const randomPassword = () => crypto.randomBytes(12).toString('base64url');

/** Every id must be a row of `table` (users of a group, groups of a user): a 400 naming `field` lists the missing. */
export async function assertRowsExist(q: Knex, table: 'users' | 'auth_groups', ids: readonly number[], field: string, noun: string, code: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = new Set((await q(table).whereIn('id', unique).select('id')).map((r) => Number(r.id)));
  const missing = unique.filter((i) => !found.has(i));
  if (missing.length) throw bad(field, `no such ${noun}: ${missing.join(', ')}`, code, { missing });
}
