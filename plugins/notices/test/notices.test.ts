import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import notices from '../src/server/plugin.js';

const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
const READ = ['ROLE_NOTICE_READ'];
const WRITE = ['ROLE_NOTICE_READ', 'ROLE_NOTICE_WRITE'];
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset * 86_400_000));

describe(`notices on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let chief: TestClient;
  let member: TestClient;
  let reader: TestClient;
  let groupId: number;
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  const titles = async (c: TestClient, q = '') => ok(await c.get(`/api/notices?size=100${q}`)).data.map((n: any) => n.title);

  before(async () => {
    k = await startTestKernel({ plugins: [admin, notices], db: testDb() });
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chief = await k.userWith(all, 'chefe');
    const memberId = Number(ok(await (await k.userWith(READ, 'membro')).get('/api/users/me')).id);
    reader = await k.userWith(READ, 'leitor');
    groupId = ok(await chief.post('/api/groups', { name: 'Esporte', userIds: [memberId] }), 201).id;
    // a group change ended the member's session: sign in again
    member = await k.signIn('membro', 'secret-pass');
  });
  after(async () => k?.stop());

  it('creates, lists the current ones and keeps a group\'s notice to its members', async () => {
    const everyone = ok(await chief.post('/api/notices', { title: 'Plantão de domingo', text: 'Escala na recepção', from: day(-1), to: day(1) }), 201);
    expect(everyone).to.include({ title: 'Plantão de domingo', external: false, from: day(-1), to: day(1), authorNickname: 'chefe', version: 0 });
    expect(everyone.groupIds).to.deep.equal([]);
    ok(await chief.post('/api/notices', { title: 'Reunião do esporte', from: day(0), to: day(0), groupIds: [groupId] }), 201);
    ok(await chief.post('/api/notices', { title: 'Visita externa', from: day(3), to: day(5), external: true }), 201);

    expect(await titles(member, '&current=true')).to.have.members(['Plantão de domingo', 'Reunião do esporte']);
    expect(await titles(reader, '&current=true')).to.deep.equal(['Plantão de domingo']);
    expect(await titles(reader)).to.deep.equal(['Visita externa', 'Plantão de domingo']);
    const sport = ok(await member.get('/api/notices?current=true')).data.find((n: any) => n.title === 'Reunião do esporte');
    expect((await reader.get(`/api/notices/${sport.id}`)).status).to.equal(404);
    expect(ok(await member.get(`/api/notices/${sport.id}`)).title).to.equal('Reunião do esporte');
  });

  it('changes with a version, removes, and refuses bad input naming the field and readers\' writes', async () => {
    const n = ok(await chief.post('/api/notices', { title: 'Troca de senha', from: day(0), to: day(2) }), 201);
    const changed = ok(await chief.put(`/api/notices/${n.id}`, { title: 'Troca de senhas', from: day(0), to: day(3), version: 0 }));
    expect(changed).to.include({ title: 'Troca de senhas', to: day(3), version: 1 });
    expect((await chief.put(`/api/notices/${n.id}`, { title: 'X', from: day(0), to: day(0), version: 0 })).status).to.equal(412);

    const backwards = await chief.post('/api/notices', { title: 'Errado', from: day(2), to: day(1) });
    expect(backwards.status).to.equal(400);
    expect(backwards.body.code).to.equal('notices.datesOrder');
    expect(JSON.stringify(backwards.body.details)).to.contain('"to"');
    const noGroup = await chief.post('/api/notices', { title: 'Errado', from: day(0), to: day(0), groupIds: [99999] });
    expect(noGroup.status).to.equal(400);
    expect(JSON.stringify(noGroup.body.details)).to.contain('groupIds');
    const noTitle = await chief.post('/api/notices', { title: '', from: day(0), to: day(0) });
    expect(noTitle.status).to.equal(400);
    expect(JSON.stringify(noTitle.body)).to.contain('title');
    const badDate = await chief.post('/api/notices', { title: 'Data', from: '2031-02-30', to: day(0) });
    expect(badDate.status).to.equal(400);
    expect(JSON.stringify(badDate.body)).to.contain('from');
    expect((await reader.post('/api/notices', { title: 'Intruso', from: day(0), to: day(0) })).status).to.equal(403);
    expect((await reader.delete(`/api/notices/${n.id}`)).status).to.equal(403);

    expect((await chief.delete(`/api/notices/${n.id}`)).status).to.equal(204);
    expect((await chief.get(`/api/notices/${n.id}`)).status).to.equal(404);
  });

  it('removes notices past the branch\'s retention days', async () => {
    const config = ok(await chief.get('/api/branch/config'));
    const { version, ...rest } = config;
    ok(await chief.put('/api/branch/config', { ...rest, version, retention: { ...config.retention, noticesDays: 2 } }));
    ok(await chief.post('/api/notices', { title: 'Antigo', from: day(-10), to: day(-3) }), 201);
    ok(await chief.post('/api/notices', { title: 'Recente', from: day(-10), to: day(-2) }), 201);
    const listed = await titles(chief);
    expect(listed).to.include('Recente');
    expect(listed).not.to.include('Antigo');
  });
});
