import { Reply, noContent, z, type Logger, type PluginRouter } from '@lauda/sdk/server';
import type { DocumentRegistry } from '../access/documents.js';
import { TooManyAttempts } from '../auth/signin.js';
import { collectMyDocuments, zipReply } from './export.js';
import { changePassword, passwordBody, type PasswordDeps } from './password.js';
import { endMySessions, listMySessions } from './my-sessions.js';
import { preferencesBody, readPreferences, savePreferences } from './preferences.js';
import { profileBody, readProfile, saveProfile, type ProfileDeps } from './profile.js';

export type MyDataDeps = ProfileDeps & PasswordDeps & { documents: DocumentRegistry; logger: Logger };

const tags = ['my data'];
const sessionParam = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/, 'a session reference') });

/**
 * "My data" (spec 000 §2 main menu): the signed-in user's own profile, password, sessions,
 * preferences and an export of their documents. Every route is the caller's own: no role needed,
 * nothing of another user reachable (another's session is a 404 like one that does not exist).
 */
export function myDataRoutes(router: PluginRouter, d: MyDataDeps): void {
  router.get('/api/users/me/profile', {
    access: 'authenticated',
    summary: 'My profile: username, nickname, name, e-mail, whether a directory keeps my password and which fields it writes (readOnly), my password\'s expiry',
    tags,
  }, ({ user }) => readProfile(d, user.id));

  router.put('/api/users/me/profile', {
    access: 'authenticated',
    summary: 'Change my nickname, name and e-mail (with the version read)',
    description: 'E-mail and nickname are unique: 409 user.emailAndNicknameInUse, user.emailInUse or user.nicknameInUse (details.fields). A directory user\'s name and e-mail are the directory\'s: changing them is 422 user.directoryOwned (details.fields). A stale version is 412 user.staleVersion.',
    body: profileBody,
    versioned: true,
    tags,
  }, ({ user, body, ip }) => saveProfile(d, user, body, ip));

  router.post('/api/users/me/password', {
    access: 'authenticated',
    summary: 'Change my password: every other session of mine ends (answered as signedOut), this one stays',
    description: 'A wrong current password is 403 user.wrongPassword naming currentPassword (counted by the sign-in throttle: 429 error_too_many_attempts); new and confirmation differ: 400 user.passwordMismatch naming confirmPassword; shorter than 8: 400 naming newPassword; equal to the current one: 400 user.passwordUnchanged. A directory user: 422 user.directoryPassword. The expiry starts again.',
    body: passwordBody,
    tags,
  }, async ({ user, body, ip }) => {
    try {
      return await changePassword(d, user, body, ip);
    } catch (e) {
      if (e instanceof TooManyAttempts) {
        return new Reply(429, { status: 429, code: e.code, message: e.message, details: e.details }, { 'retry-after': String(e.retryAfterSeconds) });
      }
      throw e;
    }
  });

  router.get('/api/users/me/sessions', {
    access: 'authenticated',
    summary: 'My open sessions, newest first: since, last seen, address, browser, and which one is this',
    tags,
  }, ({ user }) => listMySessions(d, user));

  router.post('/api/users/me/sessions/sign-out-others', {
    access: 'authenticated',
    summary: 'End every session of mine but this one (their live sockets close, on every instance)',
    tags,
  }, async ({ user, ip }) => ({ ended: (await endMySessions(d, user, 'others', ip)).ended }));

  router.delete('/api/users/me/sessions/{id}', {
    access: 'authenticated',
    summary: 'End one session of mine (its live sockets close); ending this one signs me out',
    description: 'A reference that is not one of my open sessions is 404 session.notFound.',
    params: sessionParam,
    tags,
  }, async ({ user, params, ip }) => {
    const { current } = await endMySessions(d, user, { ref: params.id }, ip);
    return current ? new Reply(204, null, { 'set-cookie': d.sessions.cookie(null) }) : noContent();
  });

  router.get('/api/users/me/preferences', {
    access: 'authenticated',
    summary: 'My preferences: language (null: this browser\'s choice), notice sounds, desktop notices',
    tags,
  }, ({ user }) => readPreferences(d.knex, user.id));

  router.put('/api/users/me/preferences', {
    access: 'authenticated',
    summary: 'Change my preferences; fields left out keep their value',
    body: preferencesBody,
    tags,
  }, ({ user, body }) => savePreferences(d.knex, user.id, body));

  router.get('/api/users/me/export', {
    access: 'authenticated',
    summary: 'A ZIP of my profile, preferences and the documents I own or wrote that I still see in full (JSON and plain text)',
    description: `At most myData.exportMaxBytes (50 MiB by default) of documents, uncompressed: past it the ZIP holds what fits, its manifest.json says truncated: true and the X-Lauda-Export-Truncated header is true.`,
    tags,
  }, async ({ user }) => {
    const max = d.config.myData.exportMaxBytes;
    const [found, profile, preferences, branch] = await Promise.all([
      collectMyDocuments(d.documents, user, max), readProfile(d, user.id), readPreferences(d.knex, user.id), d.branch.get(),
    ]);
    return zipReply(found, profile, preferences, max, branch.timeZone, d.logger);
  });
}
