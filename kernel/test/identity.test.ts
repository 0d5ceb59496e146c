import { expect } from 'chai';
import { coreServices, type Actor, type Groups, type Users } from '@lauda/sdk/server';
import { refusal, startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const actor: Actor = { userId: null, nickname: 'TEST', ip: '127.0.0.1' };


describe(`users and groups (core.users, core.groups) on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let users: Users;
  let groups: Groups;
  before(async () => {
    k = await startTestKernel({ db });
    users = k.kernel.container.resolve(coreServices.users.id);
    groups = k.kernel.container.resolve(coreServices.groups.id);
  });
  after(async () => k?.stop());

  it('creates a user and shows it without the hash', async () => {
    const { user, temporaryPassword } = await users.create({
      username: 'ana', nickname: 'ANA', name: 'Ana Souza', email: 'Ana@Example.com', password: 'ana-password', roles: ['ROLE_CHAT_READ'], adUser: true,
    }, actor);
    expect(temporaryPassword).to.equal(null);
    expect(user).to.include({ username: 'ana', nickname: 'ANA', email: 'ana@example.com', active: true, excluded: false, online: false, adUser: true, mustChangePassword: true, support: false, passwordExpirationDays: null });
    expect(user.roles).to.deep.equal(['ROLE_CHAT_READ']);
    expect(user).not.to.have.any.keys('password', 'passwordHash', 'password_hash');
    expect(user.createdAt).to.match(/^\d{4}-\d{2}-\d{2}T/);
    expect(await users.get(user.id)).to.deep.equal(user);
  });

  it('answers the three uniqueness conflicts of the spec, case-insensitively, and a taken username', async () => {
    await users.create({ username: 'bia', nickname: 'BIA', name: 'Bia', email: 'bia@example.com' }, actor);
    const both = await refusal(users.create({ username: 'bia2', nickname: 'bia', name: 'x', email: 'BIA@example.com' }, actor));
    expect([both.status, both.code]).to.deep.equal([409, 'user.emailAndNicknameInUse']);
    const email = await refusal(users.create({ username: 'bia3', nickname: 'BIA3', name: 'x', email: 'bia@example.com' }, actor));
    expect([email.status, email.code]).to.deep.equal([409, 'user.emailInUse']);
    const nick = await refusal(users.create({ username: 'bia4', nickname: 'Bia', name: 'x', email: 'other@example.com' }, actor));
    expect([nick.status, nick.code]).to.deep.equal([409, 'user.nicknameInUse']);
    const name = await refusal(users.create({ username: 'bia', nickname: 'BIA5', name: 'x' }, actor));
    expect([name.status, name.code]).to.deep.equal([409, 'user.usernameInUse']);
    expect(new Set([both.message, email.message, nick.message]).size).to.equal(3);
    // an update meets the same checks, but a user may keep their own values
    const other = (await users.create({ username: 'caio', nickname: 'CAIO', name: 'Caio', email: 'caio@example.com' }, actor)).user;
    expect((await refusal(users.update(other.id, { email: 'bia@example.com' }, actor))).code).to.equal('user.emailInUse');
    expect((await users.update(other.id, { nickname: 'CAIO', email: 'caio@example.com', name: 'Caio Lima' }, actor)).name).to.equal('Caio Lima');
    expect(await k.kernel.db.knex('users').where('username', 'like', 'bia%').count({ n: '*' }).first()).to.deep.include({ n: 1 });
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'd1', nickname: 'D1', name: 'D', email: 'not-an-email' }, 'email'],
      [{ username: 'd2', nickname: 'N'.repeat(101), name: 'D' }, 'nickname'],
      [{ username: 'd3', nickname: 'D3', name: 'x'.repeat(201) }, 'name'],
      [{ username: 'has space', nickname: 'D4', name: 'D' }, 'username'],
      [{ username: 'd5', name: 'D' }, 'nickname'],
      [{ username: 'd6', nickname: 'D6', name: 'D', password: 'short' }, 'password'],
      [{ username: 'd7', nickname: 'D7', name: 'D', roles: ['ROLE_NOT_A_THING'] }, 'roles'],
      [{ username: 'd8', nickname: 'D8', name: 'D', roles: ['not a role'] }, 'roles'],
      [{ username: 'd9', nickname: 'D9', name: 'D', groupIds: [999999] }, 'groupIds'],
      [{ username: 'd10', nickname: 'D10', name: 'D', levels: { nowhere: 'read' } }, 'levels.nowhere'],
      [{ username: 'd11', nickname: 'D11', name: 'D', levels: { stories: 'superuser' } }, 'levels.stories'],
    ];
    for (const [input, field] of cases) {
      const e = await refusal(users.create(input as never, actor));
      expect(e.status, field).to.equal(400);
      expect(e.details.issues[0].field, JSON.stringify(input)).to.equal(field);
    }
    expect(await k.kernel.db.knex('users').where('username', 'like', 'd%').count({ n: '*' }).first()).to.deep.include({ n: 0 });
  });

  it('turns levels into roles, replacing the roles of the areas named', async () => {
    const { user } = await users.create({ username: 'lev', nickname: 'LEV', name: 'Lev', roles: ['ROLE_STORY_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_CHAT_READ'], levels: { stories: 'read', mobile: 'write' } }, actor);
    expect(user.roles).to.have.members(['ROLE_CHAT_READ', 'ROLE_STORY_READ', 'ROLE_MOBILE_READ', 'ROLE_MOBILE_WRITE']);
    const updated = await users.update(user.id, { levels: { stories: 'none', rundowns: 'admin' } }, actor);
    expect(updated.roles).to.have.members(['ROLE_CHAT_READ', 'ROLE_MOBILE_READ', 'ROLE_MOBILE_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN']);
  });

  it('groups carry roles and categories; the lists by category follow them', async () => {
    const ed = (await users.create({ username: 'ed', nickname: 'ED', name: 'Ed' }, actor)).user;
    const rep = (await users.create({ username: 'rep', nickname: 'REP', name: 'Rep' }, actor)).user;
    const both = (await users.create({ username: 'both', nickname: 'BOTH', name: 'Both', roles: ['ROLE_CHAT_READ'] }, actor)).user;
    const editors = await groups.create({ name: 'Editores', roles: ['ROLE_STORY_READ'], levels: { newsReports: 'write' }, categories: ['editor'], userIds: [ed.id, both.id] }, actor);
    expect(editors.roles).to.have.members(['ROLE_STORY_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE']);
    expect(editors.userIds).to.deep.equal([ed.id, both.id].sort((a, b) => a - b));
    const reporters = await groups.create({ name: 'Repórteres', roles: ['ROLE_CONTACT_READ'], categories: ['reporter', 'imageEditor'] }, actor);
    await users.update(rep.id, { groupIds: [reporters.id] }, actor);
    await users.update(both.id, { groupIds: [editors.id, reporters.id] }, actor);

    const b = await users.get(both.id);
    expect(b.categories).to.deep.equal(['editor', 'imageEditor', 'reporter']);
    expect(b.effectiveRoles).to.have.members(['ROLE_CHAT_READ', 'ROLE_STORY_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_CONTACT_READ']);
    const nick = async (category: 'editors' | 'reporters' | 'imageEditors' | 'producers') => (await users.list({ category })).map((u) => u.nickname);
    expect(await nick('editors')).to.deep.equal(['BOTH', 'ED']);
    expect(await nick('reporters')).to.deep.equal(['BOTH', 'REP']);
    expect(await nick('imageEditors')).to.deep.equal(['BOTH', 'REP']);
    expect(await nick('producers')).to.deep.equal([]);

    // a removed (deactivated) user leaves the category lists
    await users.remove([ed.id], actor);
    expect(await nick('editors')).to.deep.equal(['BOTH']);

    const dup = await refusal(groups.create({ name: 'editores' }, actor));
    expect([dup.status, dup.code]).to.deep.equal([409, 'group.nameInUse']);
    expect((await refusal(groups.update(reporters.id, { name: 'EDITORES' }, actor))).code).to.equal('group.nameInUse');
    expect((await refusal(groups.create({ name: 'x', roles: ['ROLE_NOPE'] }, actor))).status).to.equal(400);
    expect((await refusal(groups.create({ name: 'y', userIds: [424242] }, actor))).details.issues[0].field).to.equal('userIds');
    expect((await refusal(groups.create({ name: 'z'.repeat(101) }, actor))).details.issues[0].field).to.equal('name');

    const inUse = await refusal(groups.remove(editors.id, actor));
    expect([inUse.status, inUse.code, inUse.details.users]).to.deep.equal([422, 'group.hasUsers', 2]);
    expect(inUse.message).to.match(/a group with users cannot be deleted/i);
    await groups.update(editors.id, { userIds: [] }, actor);
    await groups.remove(editors.id, actor);
    expect((await refusal(groups.get(editors.id))).status).to.equal(404);
    expect((await groups.list()).map((g) => g.name)).to.include('Repórteres').and.not.include('Editores');
  });

  it('removes (deactivates) only active users, never the caller or the support account; restores', async () => {
    const a = (await users.create({ username: 'rm1', nickname: 'RM1', name: 'R' }, actor)).user;
    const b = (await users.create({ username: 'rm2', nickname: 'RM2', name: 'R' }, actor)).user;
    const me = (await users.create({ username: 'rm3', nickname: 'RM3', name: 'R' }, actor)).user;
    expect(await users.remove([a.id, b.id, me.id, 987654], { ...actor, userId: me.id })).to.have.members([a.id, b.id]);
    expect(await users.remove([a.id], actor)).to.deep.equal([]);
    const all = await users.list({ category: 'all' });
    expect(all.find((u) => u.id === a.id)).to.include({ active: false, excluded: true });
    expect((await users.list({ category: 'active' })).map((u) => u.id)).not.to.include(a.id);
    expect((await users.restore(a.id, actor))).to.include({ active: true, excluded: false });
    expect((await refusal(users.restore(987654, actor))).status).to.equal(404);
  });

  it('pages a filter with activeOnly, and finds users by id', async () => {
    for (let i = 0; i < 3; i++) await users.create({ username: `pg${i}`, nickname: `PAGED${i}`, name: `Paged ${i}` }, actor);
    const gone = (await users.create({ username: 'pg9', nickname: 'PAGED9', name: 'Paged 9' }, actor)).user;
    await users.remove([gone.id], actor);
    const page = await users.filter({ filter: 'paged', page: 0, size: 2 });
    expect(page).to.include({ number: 0, size: 2, total: 4 });
    expect(page.data.map((u) => u.nickname)).to.deep.equal(['PAGED0', 'PAGED1']);
    expect((await users.filter({ filter: 'paged', activeOnly: true, page: 1, size: 2 })).data.map((u) => u.nickname)).to.deep.equal(['PAGED2']);
    expect((await users.filter({ filter: '_', page: 0, size: 5 })).total).to.equal(0);
    const ids = page.data.map((u) => u.id);
    expect((await users.byIds([ids[1]!, 999999, ids[0]!])).map((u) => u.id)).to.deep.equal([ids[1], ids[0]]);
    expect([...(await users.nicknames(ids)).values()]).to.have.members(['PAGED0', 'PAGED1']);
  });

  it('shows who is online; force-out and deactivation end their sessions', async () => {
    const c = await k.userWith([], 'onliner');
    const id = (await c.get('/api/users/me')).body.id;
    expect((await users.get(id)).online).to.equal(true);
    const removed: number[][] = [];
    users.onRemoved((ids) => { removed.push(ids); });
    expect(await users.forceOut(id, actor)).to.equal(1);
    expect((await users.get(id)).online).to.equal(false);
    expect((await c.get('/api/users/me')).status).to.equal(401);
    const again = await k.signIn('onliner', TEST_PASSWORD);
    await users.remove([id], actor);
    expect(removed).to.deep.equal([[id]]);
    expect((await again.get('/api/users/me')).status).to.equal(401);
    expect((await refusal(users.forceOut(123456, actor))).status).to.equal(404);
  });
});
