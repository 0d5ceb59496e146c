/** `/api/ldap/config|check|synchronize|sync-state` (spec 001 §7 "LDAP: config, synchronize users, sync state"). */
import { Reply, type PluginRouter } from '@lauda/sdk/server';
import { DIRECTORY_ROLES as R, type DirectoryCheck } from '../common/index.js';
import type { Ctx } from './context.js';
import { checkBody, configPut } from './schemas.js';
import { countEntries, directoryFailure } from './services/directory.js';
import { publicConfig, readSettings, writeSettings } from './services/settings.js';
import { readState } from './services/state.js';
import type { Syncer } from './services/sync.js';

export function directoryRoutes(router: PluginRouter, ctx: Ctx, syncer: Syncer): void {
  router.get('/api/ldap/config', {
    access: [R.read],
    summary: 'The directory settings: enabled, url, bindDn, bindPasswordSet (the password is never answered), usersBaseDn, userFilter, '
      + 'username/name/email attributes, groupsBaseDn, groupFilter, groupMemberAttribute, syncEveryMinutes (0 = by hand), deactivateMissing, version',
  }, async () => publicConfig(await readSettings(ctx.db.knex)));

  router.put('/api/ldap/config', {
    access: [R.write],
    summary: 'Change the directory settings; bindPassword absent keeps the stored one, empty clears it',
    description: '400 naming the field (userFilter and groupFilter must be LDAP filters; url ldap:// or ldaps://; url and usersBaseDn required when enabled); a stale version is 412 ldap.staleVersion.',
    body: configPut,
    versioned: true,
  }, ({ body }) => writeSettings(ctx.db.knex, body));

  router.post('/api/ldap/check', {
    access: [R.write],
    summary: 'Bind to the directory and count the users and groups the filters find: the stored settings, or those sent (not saved; bindPassword absent = the stored one)',
    description: '422 ldap.bindFailed (the bind was refused) or ldap.searchFailed (e.g. no such base DN), 502 ldap.unavailable (no answer), each with the directory\'s message in details.directory.',
    body: checkBody,
  }, async ({ body }): Promise<DirectoryCheck> => {
    const stored = await readSettings(ctx.db.knex);
    const s = { ...stored, ...(body ?? {}), bindPassword: body?.bindPassword ?? stored.bindPassword };
    try {
      return await countEntries(s, ctx.timeoutMs);
    } catch (e) {
      throw directoryFailure(e);
    }
  });

  router.post('/api/ldap/synchronize', {
    access: [R.write],
    summary: 'Synchronise users and groups with the directory now: answers 202 with the state (syncing); progress and result on the ldap topic and GET /api/ldap/sync-state',
    description: '409 ldap.syncing while a synchronisation runs (on any instance); 422 ldap.disabled or ldap.notConfigured.',
  }, async ({ user }) => new Reply(202, await syncer.start(user!.nickname)));

  router.get('/api/ldap/sync-state', {
    access: [R.read],
    summary: 'The synchronisation state: syncing, startedAt, finishedAt, created, updated, deactivated, groups, skipped, error (of the last run), trigger',
  }, () => readState(ctx.db.knex));
}
