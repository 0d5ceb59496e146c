// Guidelines on the live topic `assignments`: each subscriber hears a guideline's events only as far
// as its access lets them see it (its programs' groups, a private one's audience), after the commit.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import { testDb } from '../support/dbs.js';
import { stomp, type Live, type StompTester } from './support.js';

const ROLES = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_ASSIGNMENT_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'];

describe(`guidelines live on the assignments topic, on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  const sockets: StompTester[] = [];
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  const idOf = async (c: TestClient) => Number((await c.get('/api/users/me')).body.id);
  const listen = async (c: TestClient) => {
    const t = await stomp(k.url, c.cookie);
    sockets.push(t);
    return t.subscribe('/topic/assignments');
  };

  before(async () => { k = await startTestKernel({ plugins: [admin, guidelines], db: testDb() }); });
  after(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
    await k?.stop();
  });

  it('publishes create, field patches (a new date included) and removal; the outsider hears only the public guideline', async () => {
    const owner = await k.userWith(ROLES, 'dono');
    const friend = await k.userWith(ROLES, 'amigo');
    const outsider = await k.userWith(ROLES, 'fora');
    const [ownerId, friendId] = [await idOf(owner), await idOf(friend)];
    const group = ok(await owner.post('/api/groups', { name: 'Pauteiros', userIds: [ownerId, friendId] }), 201);
    const closed = ok(await owner.post('/api/programs', { name: 'Fechado', start: '10:00:00', end: '11:00:00', allowedGroupIds: [group.id] }), 201).id;
    const s = ok(await owner.get('/api/assignments/settings'));
    ok(await owner.put('/api/assignments/settings', { lockFinished: true, privateCreation: true, version: s.version }));
    const [fr, out] = [await listen(friend), await listen(outsider)];

    const g = ok(await owner.post('/api/assignments', { slug: 'SEGREDO FECHADO', date: '2033-03-01', programsIds: [closed] }), 201);
    const created = await fr.find((m: Live) => m.op === 'CREATE' && m.id === g.id);
    expect(created.data).to.include({ slug: 'SEGREDO FECHADO', date: '2033-03-01' });
    expect(created.by).to.equal('dono');
    ok(await owner.patch(`/api/assignments/${g.id}`, { field: 'date', newValue: '2033-03-02' }));
    const moved = await fr.find((m: Live) => m.op === 'PATCH' && m.id === g.id);
    expect(moved.data).to.deep.include({ field: 'date', oldValue: '2033-03-01', newValue: '2033-03-02' });
    expect(moved.data.guideline.date).to.equal('2033-03-02');
    const priv = ok(await owner.post('/api/assignments', { slug: 'SEGREDO PRIVADO', date: '2033-03-01', private: true, allowedUsers: [friendId] }), 201);
    expect((await fr.find((m: Live) => m.op === 'CREATE' && m.id === priv.id)).data.slug).to.equal('SEGREDO PRIVADO');
    expect((await owner.delete(`/api/assignments/${g.id}`)).status).to.equal(204);
    expect((await fr.find((m: Live) => m.op === 'DELETE' && m.id === g.id)).data).to.deep.equal({ id: g.id, date: '2033-03-02' });

    // a public guideline closes the round: by then the outsider has heard all it will
    const open = ok(await owner.post('/api/assignments', { slug: 'ABERTA', date: '2033-03-01' }), 201);
    const heard: Live[] = [];
    const last = await out.find((m: Live) => { heard.push(m); return m.id === open.id; });
    expect(last.op).to.equal('CREATE');
    expect(heard).to.have.length(1);
    expect(JSON.stringify(heard)).to.not.contain('SEGREDO');
    expect(heard.map((m: Live) => m.id)).to.not.include.members([g.id, priv.id]);
  });
});
