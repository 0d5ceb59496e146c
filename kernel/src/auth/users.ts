import type { Knex } from 'knex';
import { BadRequestError, ConflictError, isRole, type SessionUser } from '@lauda/sdk/server';
import { hashPassword } from './passwords.js';

export interface UserRow {
  id: number;
  username: string;
  nickname: string;
  name: string;
  email: string | null;
  password_hash: string;
  roles: string;
  active: number | boolean;
  must_change_password: number | boolean;
  password_changed_at: number;
  created_at: number;
  ad_user?: number | boolean;
  password_expiration_days?: number | null;
  version?: number;
}

export interface NewUser {
  username: string;
  password: string;
  roles: string[];
  nickname?: string;
  name?: string;
  email?: string | null;
  mustChangePassword?: boolean;
}

export const MIN_PASSWORD = 8;
export const USERNAME_PATTERN = /^[a-zA-Z0-9._@-]{2,100}$/;

/** A JSON array of strings stored in a text column; anything else reads as empty. */
export function parseList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}
export const parseRoles = parseList;

export function toSessionUser(row: UserRow, sessionId: string, supportUser: string): SessionUser {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    name: row.name,
    email: row.email,
    roles: parseRoles(row.roles),
    support: row.username === supportUser,
    sessionId,
  };
}

/** The roles a sign-in gets: the user's own ∪ the roles of every group the user is in. */
export async function effectiveRoles(q: Knex, userId: number, own?: string): Promise<string[]> {
  const rows = await q('user_groups as ug').join('auth_groups as g', 'g.id', 'ug.group_id').where('ug.user_id', userId).select('g.roles');
  const ownRoles = own ?? (await q('users').where('id', userId).first('roles'))?.roles;
  return [...new Set([...parseRoles(ownRoles), ...rows.flatMap((r) => parseRoles(r.roles))])].sort();
}

/**
 * Uniqueness of username, e-mail and nickname (case-insensitive). The spec has three messages:
 * e-mail and nickname, e-mail alone, nickname alone (409 with distinct codes).
 */
export async function assertUserUnique(
  q: Knex,
  u: { username?: string | undefined; nickname?: string | undefined; email?: string | null | undefined },
  exceptId?: number,
): Promise<void> {
  const taken = async (column: string, value: string | null | undefined) => {
    if (!value) return false;
    const row = await q('users').whereRaw(`lower(${column}) = ?`, [value.toLowerCase()]).modify((b) => { if (exceptId !== undefined) b.whereNot('id', exceptId); }).first('id');
    return !!row;
  };
  const [email, nickname, username] = await Promise.all([taken('email', u.email), taken('nickname', u.nickname), taken('username', u.username)]);
  if (email && nickname) throw new ConflictError('This e-mail and this nickname are already in use by another user', 'user.emailAndNicknameInUse', { fields: ['email', 'nickname'] });
  if (email) throw new ConflictError('This e-mail is already in use by another user', 'user.emailInUse', { fields: ['email'] });
  if (nickname) throw new ConflictError('This nickname is already in use by another user', 'user.nicknameInUse', { fields: ['nickname'] });
  if (username) throw new ConflictError('This username is already in use by another user', 'user.usernameInUse', { fields: ['username'] });
}

/** True for a unique-index violation of either database (a concurrent insert won the race). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; errno?: number };
  return err?.code === 'ER_DUP_ENTRY' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err?.errno === 1062;
}

/**
 * Creates an active user who need not change the password; used by the CLI (`lauda user add`,
 * also for the support account), the demo data and the tests. Admins create users through
 * `core.users`, which makes them change the password at first sign-in.
 */
export async function createUser(knex: Knex, u: NewUser, now = Date.now()): Promise<number> {
  if (!USERNAME_PATTERN.test(u.username)) {
    throw new BadRequestError('username: 2 to 100 letters, digits or . _ @ -', { field: 'username' }, 'user.invalidUsername');
  }
  if (u.password.length < MIN_PASSWORD) {
    throw new BadRequestError(`password: at least ${MIN_PASSWORD} characters`, { field: 'password' }, 'user.passwordTooShort');
  }
  const bad = u.roles.filter((r) => !isRole(r));
  if (bad.length) throw new BadRequestError(`roles: not a role: ${bad.join(', ')}`, { field: 'roles', bad }, 'user.invalidRole');
  const nickname = u.nickname ?? u.username;
  const email = u.email ? u.email.trim().toLowerCase() : null;
  await assertUserUnique(knex, { username: u.username, nickname, email });
  const [id] = await knex('users').insert({
    username: u.username,
    nickname,
    name: u.name ?? nickname,
    email,
    password_hash: await hashPassword(u.password),
    roles: JSON.stringify([...new Set(u.roles)]),
    active: true,
    must_change_password: u.mustChangePassword ?? false,
    password_changed_at: now,
    created_at: now,
  });
  if (typeof id === 'number') return id;
  const row = await knex('users').where('username', u.username).first('id');
  return row.id;
}
