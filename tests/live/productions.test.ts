// Checklists on the live topic `productions`: each subscriber hears a checklist's events only as far
// as its access lets them see it (its programs' groups, a private one's audience), after the commit;
// a field patch carries the old and the new value, a restore comes back as a creation.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import productions from '@lauda/plugin-productions';
import { testDb } from '../support/dbs.js';
import { stomp, type Live, type StompTester } from './support.js';

const ROLES = ['ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_PRODUCTION_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'];

describe(`checklists live on the productions topic, on ${testDb()}`, function () {
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
    return t.subscribe('/topic/productions');
  };

  before(async () => { k = await startTestKernel({ plugins: [admin, guidelines, productions], db: testDb() }); });
  after(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
    await k?.stop();
  });

  it('publishes create, field patches with old and new values, removal and restore; the outsider hears only the public checklist', async () => {
    const owner = await k.userWith(ROLES, 'dono');
    const friend = await k.userWith(ROLES, 'amigo');
    const outsider = await k.userWith(ROLES, 'fora');
    const [ownerId, friendId] = [await idOf(owner), await idOf(friend)];
    const group = ok(await owner.post('/api/groups', { name: 'Produtores', userIds: [ownerId, friendId] }), 201);
    const closed = ok(await owner.post('/api/programs', { name: 'Fechado', start: '10:00:00', end: '11:00:00', allowedGroupIds: [group.id] }), 201).id;
    const cfg = ok(await owner.get('/api/productions/config'));
    ok(await owner.put('/api/productions/config', { ...cfg, privateCreation: true }));
    const [fr, out] = [await listen(friend), await listen(outsider)];

    const p = ok(await owner.post('/api/productions', { slug: 'SEGREDO FECHADO', date: '2033-03-01', programsIds: [closed], tasks: [{ label: 'Ligar' }] }), 201);
    const created = await fr.find((m: Live) => m.op === 'CREATE' && m.id === p.id);
    expect(created.data).to.include({ slug: 'SEGREDO FECHADO', date: '2033-03-01' });
    expect(created.by).to.equal('dono');
    ok(await owner.patch(`/api/productions/${p.id}`, { field: 'date', newValue: '2033-03-02' }));
    const moved = await fr.find((m: Live) => m.op === 'PATCH' && m.id === p.id);
    expect(moved.data).to.deep.include({ field: 'date', oldValue: '2033-03-01', newValue: '2033-03-02' });
    expect(moved.data.production.date).to.equal('2033-03-02');
    ok(await owner.patch(`/api/productions/${p.id}`, { field: 'done', newValue: true }));
    expect((await fr.find((m: Live) => m.op === 'PATCH' && m.id === p.id && m.data.field === 'done')).data).to.deep.include({ oldValue: false, newValue: true });
    const priv = ok(await owner.post('/api/productions', { slug: 'SEGREDO PRIVADO', date: '2033-03-01', private: true, allowedUsers: [friendId] }), 201);
    expect((await fr.find((m: Live) => m.op === 'CREATE' && m.id === priv.id)).data.slug).to.equal('SEGREDO PRIVADO');
    expect((await owner.delete(`/api/productions/${p.id}`)).status).to.equal(204);
    expect((await fr.find((m: Live) => m.op === 'DELETE' && m.id === p.id)).data).to.deep.equal({ id: p.id, date: '2033-03-02' });
    ok(await owner.post('/api/productions/restore', { ids: [p.id] }));
    expect((await fr.find((m: Live) => m.op === 'CREATE' && m.id === p.id)).data.excluded).to.equal(false);

    // a public checklist closes the round: by then the outsider has heard all it will
    const open = ok(await owner.post('/api/productions', { slug: 'ABERTA', date: '2033-03-01' }), 201);
    const heard: Live[] = [];
    const last = await out.find((m: Live) => { heard.push(m); return m.id === open.id; });
    expect(last.op).to.equal('CREATE');
    expect(heard).to.have.length(1);
    expect(JSON.stringify(heard)).to.not.contain('SEGREDO');
  });
});
