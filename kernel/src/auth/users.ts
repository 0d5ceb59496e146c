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

export function parseRoles(text: string): string[] {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

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

/** Creates an active user; used by the CLI, the demo data and the tests. */
export async function createUser(knex: Knex, u: NewUser, now = Date.now()): Promise<number> {
  if (!/^[a-zA-Z0-9._@-]{2,100}$/.test(u.username)) {
    throw new BadRequestError('username: 2 to 100 letters, digits or . _ @ -', { field: 'username' }, 'user.invalidUsername');
  }
  if (u.password.length < MIN_PASSWORD) {
    throw new BadRequestError(`password: at least ${MIN_PASSWORD} characters`, { field: 'password' }, 'user.passwordTooShort');
  }
  const bad = u.roles.filter((r) => !isRole(r));
  if (bad.length) throw new BadRequestError(`roles: not a role: ${bad.join(', ')}`, { field: 'roles', bad }, 'user.invalidRole');
  const nickname = u.nickname ?? u.username;
  const email = u.email ?? null;
  const clash = await knex('users')
    .where('username', u.username)
    .orWhere('nickname', nickname)
    .modify((q) => { if (email) q.orWhere('email', email); })
    .first();
  if (clash) throw new ConflictError(`A user with this username, nickname or e-mail already exists`, 'user.duplicate');
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
