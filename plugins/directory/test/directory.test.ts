// The directory plugin against a real OpenLDAP (slapd started and seeded here): settings, check,
// synchronisation of users and groups (create, update, deactivate), sign-in of directory users with
// the directory's password, and a directory that is down (local accounts still sign in).
import { expect } from 'chai';
import { Attribute, Change } from 'ldapts';
import { listen } from '@lauda/plugin-rundown/testing';
import { ATTRIBUTE_PRESETS, LDAP_TOPIC } from '../src/common/index.js';
import { boot, ok, settingsFor, settled, synchronize, testDb, type Rig } from './support.js';
import { ADMIN_DN, groupDn, startSlapd, userDn, type Slapd } from './slapd.js';

const PASSWORDS = { ana: 'ana-no-diretorio', bruno: 'bruno-no-diretorio', dora: 'dora-no-diretorio', carla: 'carla-no-diretorio' };

describe(`directory (LDAP) on ${testDb()}`, function () {
  this.timeout(60_000);
  let slapd: Slapd;
  let rig: Rig;
  const users = async () => ok<any[]>(await rig.admin.get('/api/users?category=all'));
  const user = async (username: string) => (await users()).find((u) => u.username === username);
  const group = async (name: string) => ok<any[]>(await rig.admin.get('/api/groups')).find((g) => g.name === name);
  const signIn = (username: string, password: string) =>
    rig.k.anonymous().raw('POST', '/api/authentication', new URLSearchParams({ username, password }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

  before(async () => {
    slapd = await startSlapd([
      { uid: 'ana', cn: 'Ana Souza', mail: 'ana@lauda.test', password: PASSWORDS.ana },
      { uid: 'bruno', cn: 'Bruno Lima', mail: 'bruno@lauda.test', password: PASSWORDS.bruno },
      { uid: 'dora', cn: 'Dora Reis', password: PASSWORDS.dora },
      { uid: 'carla', cn: 'Carla do Diretório', password: PASSWORDS.carla },
    ], [
      { cn: 'Editores', members: ['ana', 'dora'] },
      { cn: 'Reporteres', members: ['bruno'] },
    ]);
    rig = await boot();
    // a local account that has the name of a directory entry: the directory never takes it over
    await rig.k.userWith(['ROLE_CHAT_READ'], 'carla');
  });
  after(async () => {
    await rig?.stop();
    await slapd?.destroy();
  });

  it('keeps settings: defaults, 400 naming the field, 412 when stale, 403 without the admin roles, the password never answered', async () => {
    const first = ok(await rig.admin.get('/api/ldap/config'));
    expect(first).to.include({ enabled: false, url: '', bindPasswordSet: false, usernameAttribute: 'uid', version: 0 });
    const bad = async (values: Record<string, unknown>, field: string) => {
      const r = await rig.admin.put('/api/ldap/config', settingsFor(slapd, 0, values));
      expect(r.status, JSON.stringify(r.body)).to.equal(400);
      expect(r.body.details.issues.map((i: { field: string }) => i.field)).to.include(field);
    };
    await bad({ userFilter: '(objectClass=person' }, 'userFilter');
    await bad({ userFilter: 'objectClass=person' }, 'userFilter');
    await bad({ groupFilter: '(&(a=b)' }, 'groupFilter');
    await bad({ url: 'http://127.0.0.1:389' }, 'url');
    await bad({ usersBaseDn: '' }, 'usersBaseDn');
    await bad({ usernameAttribute: 'u id' }, 'usernameAttribute');
    expect((await rig.admin.put('/api/ldap/config', settingsFor(slapd, 3))).status).to.equal(412);
    const reader = await rig.k.userWith(['ROLE_ADMIN_READ']);
    expect((await reader.put('/api/ldap/config', settingsFor(slapd, 0))).status).to.equal(403);
    expect((await reader.post('/api/ldap/synchronize')).status).to.equal(403);

    const saved = ok(await rig.admin.put('/api/ldap/config', settingsFor(slapd, 0)));
    expect(saved).to.include({ enabled: true, url: slapd.url, bindDn: ADMIN_DN, bindPasswordSet: true, version: 1 });
    expect(saved).to.not.have.property('bindPassword');
    // absent: the stored password stays
    const { bindPassword: _, ...withoutPassword } = settingsFor(slapd, 1, { syncEveryMinutes: 30 });
    expect(ok(await rig.admin.put('/api/ldap/config', withoutPassword))).to.include({ bindPasswordSet: true, syncEveryMinutes: 30, version: 2 });
    expect(JSON.stringify(ok(await reader.get('/api/ldap/config')))).to.not.contain('admin-secret');
  });

  it('checks the bind and counts what the filters find, with the directory\'s message when it fails', async () => {
    expect(ok(await rig.admin.post('/api/ldap/check'))).to.deep.equal({ users: 4, groups: 2 });
    expect(ok(await rig.admin.post('/api/ldap/check', { userFilter: '(uid=ana)' }))).to.deep.equal({ users: 1, groups: 2 });
    // Active Directory's filter (an extensible match) is accepted; OpenLDAP finds nobody with it
    expect(ok(await rig.admin.post('/api/ldap/check', { userFilter: ATTRIBUTE_PRESETS.activeDirectory.userFilter }))).to.deep.equal({ users: 0, groups: 2 });
    const wrong = await rig.admin.post('/api/ldap/check', { bindPassword: 'not-it' });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.code).to.equal('ldap.bindFailed');
    expect(wrong.body.details.directory).to.be.a('string').and.not.empty;
    const nowhere = await rig.admin.post('/api/ldap/check', { usersBaseDn: 'ou=nobody,dc=lauda,dc=test' });
    expect([nowhere.status, nowhere.body.code]).to.deep.equal([422, 'ldap.searchFailed']);
  });

  it('creates directory users and groups (one run at a time), leaving a local account of the same name alone', async () => {
    const [one, two] = await Promise.all([rig.admin.post('/api/ldap/synchronize'), rig.admin.post('/api/ldap/synchronize')]);
    expect([one.status, two.status].sort()).to.deep.equal([202, 409]);
    expect([one, two].find((r) => r.status === 409)!.body.code).to.equal('ldap.syncing');
    const state = await settled(rig.admin);
    expect(state).to.include({ syncing: false, created: 3, updated: 0, deactivated: 0, groups: 2, skipped: 1, error: null, trigger: 'manual' });
    expect(state.finishedAt).to.be.a('string');

    const ana = await user('ana');
    expect(ana).to.include({ name: 'Ana Souza', email: 'ana@lauda.test', adUser: true, active: true, mustChangePassword: false });
    expect(ana.roles).to.deep.equal([]);
    expect(await user('dora')).to.include({ name: 'Dora Reis', email: null, adUser: true });
    expect(await user('carla')).to.include({ adUser: false, active: true });
    const editors = await group('Editores');
    expect(editors.roles).to.deep.equal([]);
    expect(editors.userIds.sort()).to.deep.equal([ana.id, (await user('dora')).id].sort());
    expect((await group('Reporteres')).userIds).to.deep.equal([(await user('bruno')).id]);
  });

  it('signs a directory user in with the directory\'s password, not with a wrong one; local users as before', async () => {
    expect((await signIn('ana', PASSWORDS.ana)).status).to.equal(200);
    const wrong = await signIn('ana', 'not-her-password');
    expect([wrong.status, wrong.body.code]).to.deep.equal([401, 'error_authentication']);
    // a local account is checked against its own password, never the directory's
    expect((await signIn('carla', PASSWORDS.carla)).status).to.equal(401);
    expect((await signIn('carla', 'secret-pass')).status).to.equal(200);
  });

  it('follows the directory: a changed cn renames, a removed entry deactivates, a member who left leaves the group (and who left the directory, every group); the ldap topic tells', async () => {
    const admin = await slapd.admin();
    try {
      await admin.modify(userDn('ana'), new Change({ operation: 'replace', modification: new Attribute({ type: 'cn', values: ['Ana Souza Lima'] }) }));
      await admin.modify(groupDn('Editores'), new Change({ operation: 'delete', modification: new Attribute({ type: 'member', values: [userDn('dora')] }) }));
      await admin.del(userDn('bruno'));
    } finally {
      await admin.unbind();
    }
    // the manager of the editors' group gives it a role: the directory does not take it away
    const editors = await group('Editores');
    ok(await rig.admin.put(`/api/groups/${editors.id}`, { ...editors, roles: ['ROLE_USER_READ'] }));

    const heard = await listen(rig.k, rig.admin, [LDAP_TOPIC]);
    try {
      const state = await synchronize(rig.admin);
      // the editors lost dora; the reporters lost bruno, who left the directory
      expect(state).to.include({ created: 0, updated: 1, deactivated: 1, groups: 2, error: null });
      const started = await heard.inbox.find((m) => m.op === 'UPDATE' && m.data.syncing === true);
      expect(started.by).to.equal('chefe');
      expect((await heard.inbox.find((m) => m.data.syncing === false)).data).to.include({ updated: 1, deactivated: 1 });
    } finally {
      await heard.stop();
    }
    expect(await user('ana')).to.include({ name: 'Ana Souza Lima', active: true });
    expect(await user('bruno')).to.include({ active: false, adUser: true });
    expect(await user('carla')).to.include({ active: true });
    const after = await group('Editores');
    expect(after.userIds).to.deep.equal([(await user('ana')).id]);
    expect(after.roles).to.deep.equal(['ROLE_USER_READ']);
    expect((await group('Reporteres')).userIds).to.deep.equal([]);
    expect((await signIn('bruno', PASSWORDS.bruno)).status).to.equal(401);
  });

  it('with the directory down: local users sign in, directory users get 401 (logged directoryUnavailable), the sync state shows the error', async () => {
    await slapd.stop();
    try {
      expect((await signIn('carla', 'secret-pass')).status).to.equal(200);
      const refused = await signIn('ana', PASSWORDS.ana);
      expect([refused.status, refused.body.code]).to.deep.equal([401, 'error_authentication']);
      const logs = ok(await rig.admin.get('/api/auth/logs/filter?filter=ana&success=false'));
      expect(logs.data[0]).to.include({ username: 'ana', reason: 'directoryUnavailable' });

      const state = await synchronize(rig.admin);
      expect(state.syncing).to.equal(false);
      expect(state.error).to.be.a('string').and.match(/directory does not answer/);
      expect(state.errorCode).to.equal('ldap.unavailable');
      expect(await user('ana')).to.include({ active: true });
      const check = await rig.admin.post('/api/ldap/check');
      expect([check.status, check.body.code]).to.deep.equal([502, 'ldap.unavailable']);
    } finally {
      await slapd.start();
    }
    expect((await signIn('ana', PASSWORDS.ana)).status).to.equal(200);
    expect((await synchronize(rig.admin)).error).to.equal(null);
  });

  it('refuses to synchronise while disabled', async () => {
    const current = ok(await rig.admin.get('/api/ldap/config'));
    ok(await rig.admin.put('/api/ldap/config', { ...settingsFor(slapd, current.version), enabled: false }));
    const r = await rig.admin.post('/api/ldap/synchronize');
    expect([r.status, r.body.code]).to.deep.equal([422, 'ldap.disabled']);
  });

  it('runs the scheduled synchronisation by itself when due', async () => {
    const scheduled = await boot({ tickMs: 100 });
    try {
      ok(await scheduled.admin.put('/api/ldap/config', settingsFor(slapd, 0, { syncEveryMinutes: 5 })));
      const until = Date.now() + 20_000;
      let state = ok(await scheduled.admin.get('/api/ldap/sync-state'));
      while (!state.finishedAt && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        state = ok(await scheduled.admin.get('/api/ldap/sync-state'));
      }
      expect(state).to.include({ trigger: 'scheduled', syncing: false, error: null, created: 3 });
    } finally {
      await scheduled.stop();
    }
  });
});
