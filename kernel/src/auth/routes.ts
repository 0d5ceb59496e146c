import { z } from 'zod';
import { AREAS, LEVELS, Reply, levelsOf, rolesForLevel, type PluginRouter } from '@lauda/sdk/server';
import type { Sessions } from './sessions.js';
import { authLogQuery, type AuthLogs } from './logs.js';
import { meOf, signIn, TooManyAttempts, type SignInDeps } from './signin.js';

export { meOf };

const formBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])]).transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const signInBody = z.object({
  username: z.string().min(1).max(191),
  password: z.string().min(1).max(1024),
  isResetPassword: formBool.optional().default(false),
  newPassword: z.string().max(1024).optional(),
  confirmPassword: z.string().max(1024).optional(),
});

export interface AuthRouteDeps extends SignInDeps {
  sessions: Sessions;
  logs: AuthLogs;
  /** every role known to this installation */
  knownRoles: () => Set<string>;
}

export function authRoutes(router: PluginRouter, d: AuthRouteDeps): void {
  router.post('/api/authentication', {
    access: 'public',
    form: true,
    summary: 'Sign in with username (or e-mail) and password, as form fields or JSON; sets the session cookie',
    description: 'Failures are 401 with code error_reset_password (a new password is required: send isResetPassword=true with newPassword and confirmPassword; a refused new password is 400 error_new_password), error_license_invalid, error_max_user_limit, or error_authentication (also for an unknown or deactivated user). Too many failures: 429 error_too_many_attempts with Retry-After.',
    body: signInBody,
    tags: ['auth'],
  }, async ({ body, ip, headers }) => {
    const ua = headers['user-agent'];
    try {
      const { token, user } = await signIn(d, body, ip, typeof ua === 'string' ? ua : null);
      return new Reply(200, meOf(user), { 'set-cookie': d.sessions.cookie(token) });
    } catch (e) {
      if (e instanceof TooManyAttempts) {
        return new Reply(429, { status: 429, code: e.code, message: e.message, details: e.details }, { 'retry-after': String(e.retryAfterSeconds) });
      }
      throw e;
    }
  });

  router.post('/api/logout', { access: 'public', summary: 'Sign out: ends the session and clears the cookie', tags: ['auth'] }, async ({ user, ip }) => {
    if (user) {
      await d.sessions.end([user.sessionId], 'logout');
      await d.logs.record({ event: 'signOut', success: true, userId: user.id, username: user.username, nickname: user.nickname, ip });
    }
    return new Reply(204, null, { 'set-cookie': d.sessions.cookie(null) });
  });

  router.get('/api/users/me', {
    access: 'authenticated',
    summary: 'The signed-in user, with the roles of the session (fixed at sign-in) and the per-area levels they give',
    tags: ['auth'],
  }, ({ user }) => meOf(user));

  // the shell's start-up probe: a signed-out browser gets 200 { user: null }, not a 401 the console reports
  router.get('/api/session', {
    access: 'public',
    summary: 'Who is signed in: { user } as GET /api/users/me answers it, or { user: null } (never a 401)',
    tags: ['auth'],
  }, ({ user }) => ({ user: user ? meOf(user) : null }));

  router.get('/api/authorities', {
    access: 'authenticated',
    summary: "Every role known to this installation (the spec's, the levels table's and those the enabled plugins declare)",
    tags: ['auth'],
  }, () => [...d.knownRoles()]);

  router.get('/api/authorities/levels', {
    access: 'authenticated',
    summary: 'Per-area levels (none, read, write, admin) and the roles each grants',
    tags: ['auth'],
  }, () => ({
    levels: [...LEVELS],
    areas: AREAS.map((a) => ({
      area: a.area,
      label: a.label,
      levels: levelsOf(a.area).map((level) => ({ level, roles: rolesForLevel(a.area, level) })),
    })),
  }));

  router.get('/api/auth/logs/filter', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'Auth logs, newest first: sign-ins, failures, throttled attempts, sign-outs, force-outs',
    description: 'filter: text in username, nickname or address; success: true/false; from, to: YYYY-MM-DD days of the branch time zone, both included; page, size (default 25).',
    query: authLogQuery,
    tags: ['auth'],
  }, ({ query }) => d.logs.filter(query));
}

