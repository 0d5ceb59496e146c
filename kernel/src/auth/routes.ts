import { z } from 'zod';
import { BadRequestError, LaudaError, Reply, ROLES, type PluginRouter, type SessionUser } from '@lauda/sdk/server';
import type { Knex } from 'knex';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import { MIN_PASSWORD, parseRoles, type UserRow } from './users.js';
import type { Sessions } from './sessions.js';

const formBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])]).transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const signInBody = z.object({
  username: z.string().min(1).max(191),
  password: z.string().min(1).max(1024),
  isResetPassword: formBool.optional().default(false),
  newPassword: z.string().max(1024).optional(),
  confirmPassword: z.string().max(1024).optional(),
});

/** Sign-in failures answer 401 with one of the spec's server texts as the code (000 §8). */
const failure = (code: string, message: string) => new LaudaError(401, code, message);

export const meOf = (u: SessionUser) => ({
  id: u.id, username: u.username, nickname: u.nickname, name: u.name, email: u.email, roles: [...u.roles], support: u.support,
});

export function authRoutes(router: PluginRouter, knex: Knex, sessions: Sessions, pluginRoles: () => string[]): void {
  router.post('/api/authentication', {
    access: 'public',
    form: true,
    summary: 'Sign in with username and password (form fields or JSON); sets the session cookie',
    description: 'Failures are 401 with code error_reset_password (a new password is required: send isResetPassword=true with newPassword and confirmPassword), error_license_invalid, error_max_user_limit, or error_authentication.',
    body: signInBody,
    tags: ['auth'],
  }, async ({ body, ip, headers }) => {
    const row = (await knex('users').where('username', body.username).orWhere('email', body.username).first()) as UserRow | undefined;
    const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), body.password);
    if (!row || !ok || !row.active) throw failure('error_authentication', 'Authentication failed: check your username and password');
    if (row.must_change_password) {
      if (!body.isResetPassword) throw failure('error_reset_password', 'A new password is required');
      const next = body.newPassword ?? '';
      if (next.length < MIN_PASSWORD) throw new BadRequestError(`newPassword: at least ${MIN_PASSWORD} characters`, { field: 'newPassword' }, 'error_new_password');
      if (next !== body.confirmPassword) throw new BadRequestError('The new password and its confirmation do not match', { field: 'confirmPassword' }, 'error_new_password');
      if (next === body.password) throw new BadRequestError('The new password must differ from the current one', { field: 'newPassword' }, 'error_new_password');
      await knex('users').where('id', row.id).update({ password_hash: await hashPassword(next), must_change_password: false, password_changed_at: Date.now() });
    }
    const ua = headers['user-agent'];
    const { token } = await sessions.create(row.id, ip, typeof ua === 'string' ? ua : null);
    return new Reply(200, {
      id: row.id, username: row.username, nickname: row.nickname, name: row.name, email: row.email,
      roles: parseRoles(row.roles), support: false,
    }, { 'set-cookie': sessions.cookie(token) });
  });

  router.post('/api/logout', { access: 'public', summary: 'Sign out: ends the session and clears the cookie', tags: ['auth'] }, async ({ user }) => {
    if (user) await sessions.end([user.sessionId], 'logout');
    return new Reply(204, null, { 'set-cookie': sessions.cookie(null) });
  });

  router.get('/api/users/me', { access: 'authenticated', summary: 'The signed-in user', tags: ['auth'] }, ({ user }) => meOf(user!));

  router.get('/api/authorities', { access: 'authenticated', summary: 'Every role known to this installation (the spec\'s and those the enabled plugins declare)', tags: ['auth'] }, () => [...new Set([...ROLES, ...pluginRoles()])]);
}
