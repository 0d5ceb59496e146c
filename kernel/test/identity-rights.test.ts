import { expect } from 'chai';
import { coreServices, type Actor, type Groups, type Users } from '@lauda/sdk/server';
import type { TestClient } from '@lauda/sdk/testing';
import { refusal, startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';
import { createUser } from '../src/auth/users.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const system: Actor = { userId: null, nickname: 'SYSTEM', ip: '127.0.0.1' };


describe(`identity rules: who may grant what, reserved names, sessions ended by a change of rights, on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let users: Users;
  let groups: Groups;
  let adminGroup: number;
  before(async () => {
    k = await startTestKernel({ db });
    users = k.kernel.container.resolve(coreServices.users.id);
    groups = k.kernel.container.resolve(coreServices.groups.id);
    adminGroup = (await groups.create({ name: 'Administração', roles: ['ROLE_ROOT', 'ROLE_ADMIN_WRITE', 'ROLE_USER_WRITE'] }, system)).id;
  });
  after(async () => k?.stop());

  /** a signed-in user with these roles, and the actor their session makes in a route */
  async function person(roles: string[], username: string): Promise<{ c: TestClient; id: number; actor: Actor }> {
    const c = await k.userWith(roles, username);
    const id = Number((await c.get('/api/users/me')).body.id);
    return { c, id, actor: { userId: id, nickname: username.toUpperCase(), ip: '127.0.0.1' } };
  }
  const rolesOf = async (id: number) => JSON.parse((await k.kernel.db.knex('users').where('id', id).first('roles')).roles);
  const membersOf = async (groupId: number) => (await k.kernel.db.knex('user_groups').where('group_id', groupId).select('user_id')).map((r) => Number(r.user_id));

  it('refuses a self-grant of ROLE_ROOT, of a role not held and of the admin group, changing nothing', async () => {
    const clerk = await person(['ROLE_USER_WRITE'], 'clerk');
    const root = await refusal(users.update(clerk.id, { roles: ['ROLE_USER_WRITE', 'ROLE_ROOT'] }, clerk.actor));
    expect([root.status, root.code, root.details.roles]).to.deep.equal([403, 'identity.cannotGrant', ['ROLE_ROOT']]);
    const level = await refusal(users.update(clerk.id, { levels: { admin: 'admin' } }, clerk.actor));
    expect(level.code).to.equal('identity.cannotGrant');
    expect(level.details.roles).to.include.members(['ROLE_ROOT', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE']);
    const other = await refusal(users.update(clerk.id, { roles: ['ROLE_USER_WRITE', 'ROLE_CHAT_READ'] }, clerk.actor));
    expect([other.status, other.details.roles]).to.deep.equal([403, ['ROLE_CHAT_READ']]);
    const viaGroup = await refusal(users.update(clerk.id, { groupIds: [adminGroup] }, clerk.actor));
    expect([viaGroup.code, viaGroup.details.roles]).to.deep.equal(['identity.cannotGrant', ['ROLE_ADMIN_WRITE', 'ROLE_ROOT']]);
    const joining = await refusal(groups.update(adminGroup, { userIds: [clerk.id] }, clerk.actor));
    expect([joining.status, joining.code]).to.deep.equal([403, 'identity.cannotGrant']);
    const newRoot = await refusal(users.create({ username: 'newroot', nickname: 'NEWROOT', name: 'New Root', roles: ['ROLE_ROOT'] }, clerk.actor));
    expect([newRoot.status, newRoot.code, newRoot.details.roles]).to.deep.equal([403, 'identity.cannotGrant', ['ROLE_ROOT']]);
    const intoAdmins = await refusal(users.create({ username: 'newadmin', nickname: 'NEWADMIN', name: 'New Admin', groupIds: [adminGroup] }, clerk.actor));
    expect(intoAdmins.code).to.equal('identity.cannotGrant');
    const rootGroup = await refusal(groups.create({ name: 'Raiz', roles: ['ROLE_ROOT'], userIds: [clerk.id] }, clerk.actor));
    expect(rootGroup.code).to.equal('identity.cannotGrant');
    const widened = await refusal(groups.update(adminGroup, { roles: ['ROLE_ROOT', 'ROLE_ADMIN_WRITE', 'ROLE_USER_WRITE', 'ROLE_CHAT_READ'] }, clerk.actor));
    expect(widened.code).to.equal('identity.cannotGrant');
    // nothing changed, and the clerk's session was not touched by the refusals
    expect(await rolesOf(clerk.id)).to.deep.equal(['ROLE_USER_WRITE']);
    expect(await membersOf(adminGroup)).to.deep.equal([]);
    expect(await k.kernel.db.knex('users').whereIn('username', ['newroot', 'newadmin']).first()).to.equal(undefined);
    expect(await k.kernel.db.knex('auth_groups').where('name', 'Raiz').first()).to.equal(undefined);
    expect((await groups.get(adminGroup)).roles).to.deep.equal(['ROLE_ADMIN_WRITE', 'ROLE_ROOT', 'ROLE_USER_WRITE']);
    expect((await clerk.c.get('/api/users/me')).status).to.equal(200);
  });

  it('lets a user grant the roles they hold, directly, by a level or through a group', async () => {
    const editor = await person(['ROLE_USER_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE'], 'editorchief');
    const made = await users.create({ username: 'writer', nickname: 'WRITER', name: 'Writer', levels: { stories: 'write' } }, editor.actor);
    expect(made.user.roles).to.deep.equal(['ROLE_STORY_READ', 'ROLE_STORY_WRITE']);
    const g = await groups.create({ name: 'Leitores', roles: ['ROLE_STORY_READ'], userIds: [made.user.id] }, editor.actor);
    expect(g.userIds).to.deep.equal([made.user.id]);
    // taking away a role one holds is allowed too
    expect((await users.update(made.user.id, { roles: ['ROLE_STORY_READ'] }, editor.actor)).roles).to.deep.equal(['ROLE_STORY_READ']);
  });

  it('without ROLE_ROOT, a user holding roles the actor lacks cannot be changed, removed, restored, reset or forced out', async () => {
    const clerk = await person(['ROLE_USER_WRITE', 'ROLE_CHAT_READ'], 'clerk2');
    const chief = await person(['ROLE_ROOT', 'ROLE_USER_WRITE'], 'chief2');
    const attempts: [string, () => Promise<unknown>][] = [
      ['update', () => users.update(chief.id, { name: 'Hacked' }, clerk.actor)],
      ['remove', () => users.remove([chief.id], clerk.actor)],
      ['restore', () => users.restore(chief.id, clerk.actor)],
      ['reset password', () => users.resetPassword(chief.id, clerk.actor)],
      ['force out', () => users.forceOut(chief.id, clerk.actor)],
      ['group membership', () => groups.create({ name: 'Sem papéis', userIds: [chief.id] }, clerk.actor)],
    ];
    for (const [what, attempt] of attempts) {
      const e = await refusal(attempt());
      expect([e.status, e.code], what).to.deep.equal([403, 'identity.cannotManage']);
      expect(e.details.ids, what).to.deep.equal([chief.id]);
    }
    const row = await k.kernel.db.knex('users').where('id', chief.id).first('name', 'active', 'must_change_password');
    expect([row.name, !!row.active, !!row.must_change_password]).to.deep.equal(['chief2', true, false]);
    expect((await chief.c.get('/api/users/me')).status).to.equal(200);
    // a ROOT holder manages anyone, but still moves only roles they hold
    expect((await users.update(clerk.id, { name: 'Clerk Two' }, chief.actor)).name).to.equal('Clerk Two');
    const taken = await refusal(users.update(clerk.id, { roles: ['ROLE_USER_WRITE'] }, chief.actor));
    expect([taken.code, taken.details.roles]).to.deep.equal(['identity.cannotGrant', ['ROLE_CHAT_READ']]);
    expect(await rolesOf(clerk.id)).to.have.members(['ROLE_CHAT_READ', 'ROLE_USER_WRITE']);
  });

  it('the support account (made by the CLI path) may grant anything, ROLE_ROOT too', async () => {
    const supportId = await createUser(k.kernel.db.knex, { username: 'support', password: TEST_PASSWORD, roles: [] });
    const support: Actor = { userId: supportId, nickname: 'support', ip: '127.0.0.1' };
    const made = await users.create({ username: 'rootbysupport', nickname: 'ROOTBYSUPPORT', name: 'Root', roles: ['ROLE_ROOT'], groupIds: [adminGroup] }, support);
    expect(made.user.effectiveRoles).to.include('ROLE_ROOT');
    // it keeps its own name when it changes something else
    expect((await users.update(supportId, { username: 'support', name: 'Suporte' }, support)).name).to.equal('Suporte');
  });

  it("refuses the support account's username, in any case, on create and rename (400 naming username)", async () => {
    const target = (await users.create({ username: 'plain', nickname: 'PLAIN', name: 'Plain' }, system)).user;
    for (const username of ['support', 'Support', 'SUPPORT']) {
      const made = await refusal(users.create({ username, nickname: `N${username}`, name: 'x' }, system));
      expect([made.status, made.code, made.details.issues[0].field], username).to.deep.equal([400, 'user.usernameReserved', 'username']);
      const renamed = await refusal(users.update(target.id, { username }, system));
      expect([renamed.status, renamed.code, renamed.details.issues[0].field], username).to.deep.equal([400, 'user.usernameReserved', 'username']);
    }
    expect((await users.get(target.id)).username).to.equal('plain');
  });

  it('ends the sessions of a user whose roles are removed, whose group changes roles, or who is deactivated, before the next request', async () => {
    const chief = await person(['ROLE_ROOT', 'ROLE_USER_WRITE', 'ROLE_ADMIN_READ'], 'chief3');
    const stripped = await person(['ROLE_USER_WRITE', 'ROLE_ADMIN_READ'], 'stripped');
    const member = await person([], 'member');
    const bystander = await person(['ROLE_ADMIN_READ'], 'bystander');
    const leaving = await person(['ROLE_ADMIN_READ'], 'leaving');
    const g = await groups.create({ name: 'Leitura admin', roles: ['ROLE_ADMIN_READ'], userIds: [member.id] }, system);
    const again = await k.signIn('member', TEST_PASSWORD); // joining ended the first session
    expect((await member.c.get('/api/users/me')).status).to.equal(401);
    expect((await again.get('/api/license/info')).status).to.equal(200);

    await users.update(stripped.id, { roles: [] }, chief.actor);
    expect((await stripped.c.get('/api/users/me')).status).to.equal(401);
    await groups.update(g.id, { roles: [] }, chief.actor);
    expect((await again.get('/api/users/me')).status).to.equal(401);
    await users.remove([leaving.id], chief.actor);
    expect((await leaving.c.get('/api/users/me')).status).to.equal(401);
    // a change that moves none of their roles leaves a session alone: joining a group whose roles
    // they hold already, then a new name for it
    const same = await groups.create({ name: 'Mesmos papéis', roles: ['ROLE_ADMIN_READ'], userIds: [bystander.id] }, chief.actor);
    await groups.update(same.id, { name: 'Outro nome' }, chief.actor);
    expect((await bystander.c.get('/api/users/me')).status).to.equal(200);
    expect((await chief.c.get('/api/users/me')).status).to.equal(200);
    const reasons = await k.kernel.db.knex('sessions').whereIn('user_id', [stripped.id, member.id, leaving.id]).whereNotNull('ended_at').select('user_id', 'end_reason');
    expect(reasons.map((r) => [Number(r.user_id), r.end_reason]).sort()).to.deep.equal(
      [[stripped.id, 'rolesChanged'], [member.id, 'rolesChanged'], [member.id, 'rolesChanged'], [leaving.id, 'deactivated']].sort(),
    );
  });

  it('a password set by an administrator ends the sessions opened with the old one; a name change does not', async () => {
    const chief = await person(['ROLE_ROOT', 'ROLE_USER_WRITE'], 'chief4');
    const target = await person(['ROLE_ADMIN_READ'], 'pw-target');
    await users.update(target.id, { name: 'Novo Nome' }, chief.actor);
    expect((await target.c.get('/api/users/me')).status).to.equal(200);
    await users.update(target.id, { password: 'a-new-password-1' }, chief.actor);
    expect((await target.c.get('/api/users/me')).status).to.equal(401);
    const reason = await k.kernel.db.knex('sessions').where('user_id', target.id).whereNotNull('ended_at').first('end_reason');
    expect(reason.end_reason).to.equal('forced');
    expect((await k.signIn('pw-target', 'a-new-password-1').then((c) => c.get('/api/users/me'))).status).to.equal(200);
  });
});
