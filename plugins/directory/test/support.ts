// Helpers of the directory suites: a kernel with the admin and directory plugins, an administrator,
// the settings that point at a test slapd, and waiting for a synchronisation to end.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import directory from '../src/server/plugin.js';
import type { SyncState } from '../src/common/index.js';
import { ADMIN_DN, ADMIN_PASSWORD, GROUPS_DN, PEOPLE_DN, type Slapd } from './slapd.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export const ADMIN_ROLES = ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'];

export interface Rig {
  k: TestKernel;
  admin: TestClient;
  stop(): Promise<void>;
}

export async function boot(config: Record<string, unknown> = {}): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, directory], config: { plugins: { directory: { config: { timeoutMs: 1500, ...config } } } } });
  return { k, admin: await k.userWith(ADMIN_ROLES, 'chefe'), stop: () => k.stop() };
}

/** Settings for the test directory (OpenLDAP attributes), enabled. */
export const settingsFor = (slapd: Slapd, version: number, extra: Record<string, unknown> = {}) => ({
  enabled: true, url: slapd.url, bindDn: ADMIN_DN, bindPassword: ADMIN_PASSWORD, usersBaseDn: PEOPLE_DN,
  userFilter: '(objectClass=inetOrgPerson)', usernameAttribute: 'uid', nameAttribute: 'cn', emailAttribute: 'mail',
  groupsBaseDn: GROUPS_DN, groupFilter: '(objectClass=groupOfNames)', groupMemberAttribute: 'member',
  syncEveryMinutes: 0, deactivateMissing: true, version, ...extra,
});

/** Starts a synchronisation and answers the state once it has ended. */
export async function synchronize(c: TestClient): Promise<SyncState> {
  ok(await c.post('/api/ldap/synchronize'), 202);
  return settled(c);
}

export async function settled(c: TestClient): Promise<SyncState> {
  const until = Date.now() + 20_000;
  for (;;) {
    const state = ok<SyncState>(await c.get('/api/ldap/sync-state'));
    if (!state.syncing) return state;
    if (Date.now() > until) throw new Error('the synchronisation did not end');
    await new Promise((r) => setTimeout(r, 50));
  }
}
