import { BadRequestError, LaudaError, levelsForRoles, type SessionUser } from '@lauda/sdk/server';
import type { Knex } from 'knex';
import type { KernelConfig } from '../config/index.js';
import type { BranchConfigStore } from '../branch/config.js';
import type { LicenseService } from '../license/service.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import { effectiveRoles, MIN_PASSWORD, toSessionUser, type UserRow } from './users.js';
import type { Sessions } from './sessions.js';
import type { AuthLogs } from './logs.js';
import type { KernelPasswordChecks } from './password-checks.js';
import { throttled } from './throttle.js';

export interface SignInInput {
  username: string;
  password: string;
  isResetPassword: boolean;
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/** Sign-in failures answer 401 with one of the spec's server texts as the code (000 §8). */
const failure = (code: string, message: string) => new LaudaError(401, code, message);
const MESSAGES: Record<string, string> = {
  error_authentication: 'Authentication failed: check your username and password',
  error_license_invalid: 'The license has expired or has not been activated',
  error_max_user_limit: 'The maximum number of signed-in users has been reached',
  error_reset_password: 'A new password is required (first access, reset or expired password)',
};

/** Refused before checking the password: too many recent failures (see throttle.ts). */
export class TooManyAttempts extends LaudaError {
  constructor(readonly retryAfterSeconds: number, scope: string) {
    super(429, 'error_too_many_attempts', `Too many failed sign-ins: try again in ${retryAfterSeconds} s`, { retryAfter: retryAfterSeconds, scope });
  }
}

const DAY = 86_400_000;

export const meOf = (u: SessionUser) => ({
  id: u.id, username: u.username, nickname: u.nickname, name: u.name, email: u.email, roles: [...u.roles], support: u.support,
  levels: levelsForRoles(u.roles),
});

export interface SignInDeps {
  knex: Knex;
  sessions: Sessions;
  license: LicenseService;
  logs: AuthLogs;
  branch: BranchConfigStore;
  config: KernelConfig;
  /** checks of passwords kept by plugins (directory users) */
  passwordChecks: KernelPasswordChecks;
}

/** The password's verdict: the plugin that keeps it (directory users), else the local hash (a dummy one for an unknown user, so the time does not tell). */
async function checkPassword(d: SignInDeps, row: UserRow | undefined, password: string): Promise<{ ok: boolean; reason?: string; external: boolean }> {
  const account = row && { id: row.id, username: row.username, adUser: !!row.ad_user };
  const owner = account ? await d.passwordChecks.owner(account) : null;
  if (!account || !owner) return { ok: await verifyPassword(row?.password_hash ?? (await dummyHash()), password), external: false };
  const verdict = await owner.verify(account, password).catch(() => 'unavailable' as const);
  return { ok: verdict === 'ok', reason: verdict === 'unavailable' ? owner.unavailableReason : undefined, external: true };
}

/**
 * The user a typed name means: the username as stored, the e-mail, or else the one username equal
 * to it in another case (so every spelling counts against the same account's throttle).
 */
async function findAccount(knex: Knex, typed: string): Promise<UserRow | undefined> {
  const lower = typed.toLowerCase();
  const exact = (await knex('users').where('username', typed).orWhere('email', lower).first()) as UserRow | undefined;
  if (exact) return exact;
  const loose = (await knex('users').whereRaw('lower(username) = ?', [lower]).limit(2)) as UserRow[];
  return loose.length === 1 ? loose[0] : undefined;
}

/**
 * The sign-in (spec 000 §2, §8): throttle → password (a dummy hash when the user is unknown, so
 * the time does not tell) → active → license (valid, seats; the support account is exempt) →
 * new password when required (first access, after an admin reset, expired) → a session whose
 * roles are a snapshot of the user's own ∪ their groups'. Every outcome is in the auth log.
 */
export async function signIn(d: SignInDeps, body: SignInInput, ip: string | null, userAgent: string | null, now = Date.now()): Promise<{ token: string; user: SessionUser }> {
  const username = body.username.trim();
  const log = (event: 'failure' | 'throttled' | 'signIn', reason: string | null, row?: UserRow) =>
    d.logs.record({ event, success: event === 'signIn', userId: row?.id ?? null, username, nickname: row?.nickname ?? null, ip, reason });

  const row = await findAccount(d.knex, username);
  const wait = await throttled(d.knex, { userId: row?.id ?? null, name: username }, ip, now);
  if (wait) {
    await log('throttled', 'error_too_many_attempts', row);
    throw new TooManyAttempts(Math.max(1, Math.ceil(wait.retryAfterMs / 1000)), wait.scope);
  }

  const checked = await checkPassword(d, row, body.password);
  // the log names the account when it exists (for the administrators; the answer never does)
  const fail = async (code: string, reason = code) => {
    await d.logs.record({ event: 'failure', success: false, userId: row?.id ?? null, username, nickname: row?.nickname ?? null, ip, reason });
    return failure(code, MESSAGES[code]!);
  };
  // unknown user, wrong password, deactivated: one answer, so nobody learns who exists
  if (!row || !checked.ok) throw await fail('error_authentication', checked.reason);
  if (!row.active) throw await fail('error_authentication', 'inactive');

  const refusal = await d.license.refusal({ id: row.id, username: row.username }, now);
  if (refusal) throw await fail(refusal);

  const branch = await d.branch.get();
  const days = row.password_expiration_days ?? branch.passwordExpirationDays;
  // a password kept elsewhere (the directory) is renewed there, never here
  const expired = !checked.external && days > 0 && now > Number(row.password_changed_at) + days * DAY;
  if (!checked.external && (row.must_change_password || expired)) {
    if (!body.isResetPassword) throw await fail('error_reset_password', expired && !row.must_change_password ? 'error_reset_password (expired)' : 'error_reset_password');
    const next = body.newPassword ?? '';
    const refuse = async (field: string, message: string) => {
      await log('failure', 'error_new_password', row);
      return new BadRequestError(message, { field, issues: [{ field, message }] }, 'error_new_password');
    };
    if (next.length < MIN_PASSWORD) throw await refuse('newPassword', `newPassword: at least ${MIN_PASSWORD} characters`);
    if (next !== body.confirmPassword) throw await refuse('confirmPassword', 'The new password and its confirmation do not match');
    if (next === body.password) throw await refuse('newPassword', 'The new password must differ from the current one');
    await d.knex('users').where('id', row.id).update({ password_hash: await hashPassword(next), must_change_password: false, password_changed_at: now, version: d.knex.raw('?? + 1', ['version']) });
  } else if (body.isResetPassword) {
    throw new BadRequestError('The password cannot be reset because one is already registered', { field: 'isResetPassword' }, 'error_password_registered');
  }

  const roles = await effectiveRoles(d.knex, row.id, row.roles);
  const { token, id } = await d.sessions.create(row.id, ip, userAgent, now, roles);
  await log('signIn', null, row);
  return { token, user: { ...toSessionUser(row, id, d.config.supportUser), roles } };
}
