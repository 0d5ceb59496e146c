// Contacts on the live topic `contacts`: a private contact's events reach its owner and the users it
// is shared with, and nobody else; public contacts reach everyone with the area's roles.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import contacts from '@lauda/plugin-contacts';
import { testDb } from '../support/dbs.js';
import { stomp, type Live, type StompTester } from './support.js';

const ROLES = ['ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE'];

describe(`contacts live on the contacts topic, on ${testDb()}`, function () {
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
    return t.subscribe('/topic/contacts');
  };

  before(async () => { k = await startTestKernel({ plugins: [contacts], db: testDb() }); });
  after(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
    await k?.stop();
  });

  it('publishes create, update and removal of a private contact to its audience alone', async () => {
    const owner = await k.userWith(ROLES, 'dono');
    const friend = await k.userWith(ROLES, 'amigo');
    const outsider = await k.userWith(ROLES, 'fora');
    const [fr, out] = [await listen(friend), await listen(outsider)];

    const priv = ok(await owner.post('/api/contacts', { name: 'Fonte Secreta', private: true, allowedUsers: [await idOf(friend)], numbers: [{ value: '11 98765-4321', label: 'cell_phone' }] }), 201);
    const created = await fr.find((m: Live) => m.op === 'CREATE' && m.id === priv.id);
    expect(created.data).to.include({ name: 'Fonte Secreta', private: true });
    expect(created.by).to.equal('dono');
    ok(await owner.put(`/api/contacts/${priv.id}`, { info: 'Secreta de novo', version: priv.version }));
    expect((await fr.find((m: Live) => m.op === 'UPDATE' && m.id === priv.id)).data.info).to.equal('Secreta de novo');
    expect((await owner.delete(`/api/contacts/${priv.id}`)).status).to.equal(204);
    expect((await fr.find((m: Live) => m.op === 'DELETE' && m.id === priv.id)).data).to.deep.equal({ id: priv.id });

    // a public contact closes the round: by then the outsider has heard all it will
    const open = ok(await owner.post('/api/contacts', { name: 'Assessoria' }), 201);
    const heard: Live[] = [];
    const last = await out.find((m: Live) => { heard.push(m); return m.id === open.id; });
    expect(last.op).to.equal('CREATE');
    expect(heard).to.have.length(1);
    expect(JSON.stringify(heard)).to.not.contain('Secreta');
  });
});
