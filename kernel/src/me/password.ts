import { BadRequestError, ForbiddenError, NotFoundError, RuleRefusedError, z, type SessionUser } from '@lauda/sdk/server';
import type { Knex } from 'knex';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { MIN_PASSWORD, type UserRow } from '../auth/users.js';
import type { AuthLogs } from '../auth/logs.js';
import type { KernelPasswordChecks } from '../auth/password-checks.js';
import { throttled } from '../auth/throttle.js';
import { TooManyAttempts } from '../auth/signin.js';
import type { BranchConfigStore } from '../branch/config.js';
import { passwordExpiry } from './profile.js';
import { endMySessions, type MySessionsDeps } from './my-sessions.js';

export const passwordBody = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(MIN_PASSWORD).max(1024),
  confirmPassword: z.string().max(1024),
});
export type PasswordBody = z.infer<typeof passwordBody>;

/** The auth log's reason for a wrong current password: a guess like a wrong sign-in, so the sign-in throttle counts it. */
export const WRONG_CURRENT_PASSWORD = 'wrongCurrentPassword';

export interface PasswordDeps extends MySessionsDeps {
  knex: Knex;
  logs: AuthLogs;
  branch: BranchConfigStore;
  passwordChecks: KernelPasswordChecks;
}

const fieldError = (field: string, message: string, code: string) =>
  new BadRequestError(`${field}: ${message}`, { in: 'body', field, issues: [{ field, message }] }, code);

/**
 * A user changes their own password (spec 000 §5, 001 §5): the current one is checked (a wrong one
 * is 403 `user.wrongPassword` naming `currentPassword`, logged and throttled as a wrong sign-in),
 * new and confirmation must match (400 `user.passwordMismatch` naming `confirmPassword`), the new one
 * has at least 8 characters and differs from the current one, and its expiry starts again. A
 * directory user's password is the directory's (422 `user.directoryPassword`). Every other session
 * of the user ends, on every instance; the one that asked stays signed in.
 */
export async function changePassword(d: PasswordDeps, user: SessionUser, body: PasswordBody, ip: string, now = Date.now()) {
  const row = (await d.knex('users').where('id', user.id).first()) as UserRow | undefined;
  if (!row) throw new NotFoundError('User not found', 'user.notFound', { id: user.id });
  const account = { id: row.id, username: row.username, adUser: !!row.ad_user };
  if (account.adUser || (await d.passwordChecks.owner(account))) {
    throw new RuleRefusedError('Your password is kept by the directory: change it there', 'user.directoryPassword');
  }
  const wait = await throttled(d.knex, { userId: row.id, name: row.username }, ip, now);
  if (wait) throw new TooManyAttempts(Math.max(1, Math.ceil(wait.retryAfterMs / 1000)), wait.scope);
  if (!(await verifyPassword(row.password_hash, body.currentPassword))) {
    await d.logs.record({ event: 'failure', success: false, userId: row.id, username: row.username, nickname: row.nickname, ip, reason: WRONG_CURRENT_PASSWORD }, now);
    throw new ForbiddenError('The current password is not right', { field: 'currentPassword', issues: [{ field: 'currentPassword', message: 'not the current password' }] }, 'user.wrongPassword');
  }
  if (body.newPassword !== body.confirmPassword) throw fieldError('confirmPassword', 'the new password and its confirmation do not match', 'user.passwordMismatch');
  if (body.newPassword === body.currentPassword) throw fieldError('newPassword', 'the new password must differ from the current one', 'user.passwordUnchanged');

  const hash = await hashPassword(body.newPassword);
  await d.knex('users').where('id', row.id).update({
    password_hash: hash, password_changed_at: now, must_change_password: false, updated_at: now, version: d.knex.raw('?? + 1', ['version']),
  });
  await d.logs.record({ event: 'passwordChanged', success: true, userId: row.id, username: row.username, nickname: row.nickname, ip }, now);
  // whoever may have the old password may hold a session opened with it: every other one ends
  const { ended: signedOut } = await endMySessions(d, user, 'others', ip, 'passwordChanged');
  const changed = { ...row, password_changed_at: now };
  return { signedOut, passwordChangedAt: new Date(now).toISOString(), passwordExpiresAt: await passwordExpiry(d.branch, changed) };
}
