import net from 'node:net';
import { expect } from 'chai';
import { freePorts, startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import reportages from '@lauda/plugin-reportages';
import rundown from '@lauda/plugin-rundown';
import proposals from '@lauda/plugin-proposals';
import devices from '@lauda/plugin-devices';
import { testDb } from '../support/dbs.js';

const ADMIN = ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_BRANCH_READ', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'];
const WRITE = [
  'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE',
  'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE',
];
const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
const PLUGINS = [admin, devices, guidelines, rundown, reportages, proposals];

/**
 * Two Lauda installations on this machine, each with its own database: A (the sender) copies work to
 * B (the receiver) through B's incoming branch credential (spec 001 §7 "branches", §8 "connection to
 * the branch inactive").
 */
describe(`the branch link between two installations, on ${testDb()}`, function () {
  this.timeout(120_000);
  let a: TestKernel;
  let b: TestKernel;
  let chiefA: TestClient;
  let chiefB: TestClient;
  let anaA: number;
  let anaB: number;
  let programB: number;
  let programA: number;
  let linked: number;
  let limited: number;
  let limitedToken: string;
  let down: number;
  const date = '2026-03-10';

  const idOf = async (c: TestClient, nickname: string) =>
    ((await c.get('/api/companies/0/users')).body as { id: number; nickname: string }[]).find((u) => u.nickname === nickname)!.id;
  const branch = async (name: string, host: string, credential?: string) => {
    const r = await chiefA.post('/api/branches', { name, host, ...(credential ? { credential } : {}) });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    return r.body.id as number;
  };
  /** sets the credential of a remote company (write-only: PUT with the version read) */
  const setCredential = async (id: number, credential: string) => {
    const cur = (await chiefA.get(`/api/branches/${id}`)).body;
    const r = await chiefA.put(`/api/branches/${id}`, { name: cur.name, host: cur.host, credential, version: cur.version });
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
  };
  const copy = (c: TestClient, to: number, body: Record<string, unknown>) => c.post(`/api/branches/${to}/copies`, body);

  before(async () => {
    [a, b] = await Promise.all([startTestKernel({ plugins: PLUGINS, db: testDb() }), startTestKernel({ plugins: PLUGINS, db: testDb() })]);
    chiefA = await a.userWith([...ADMIN, ...WRITE], 'chefe');
    chiefB = await b.userWith([...ADMIN, ...WRITE], 'chefe');
    await a.userWith(WRITE, 'ana');
    await b.userWith(WRITE, 'ana');
    await b.userWith(WRITE, 'recebe');
    await b.userWith(['ROLE_ASSIGNMENT_READ'], 'leitor');
    [anaA, anaB] = [await idOf(chiefA, 'ana'), await idOf(chiefB, 'ana')];
    programA = (await chiefA.post('/api/programs', { name: 'Jornal A', start: '12:00:00', end: '13:00:00' })).body.id;
    programB = (await chiefB.post('/api/programs', { name: 'Jornal B', start: '19:00:00', end: '20:00:00' })).body.id;
    const issue = async (name: string, nickname: string) => {
      const r = await chiefB.post('/api/branch-credentials', { name, userId: await idOf(chiefB, nickname) });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      return r.body.token as string;
    };
    const [port] = await freePorts(1);
    linked = await branch('Filial B', b.url, await issue('Matriz A', 'recebe'));
    limitedToken = await issue('Matriz A leitura', 'leitor');
    limited = await branch('Filial B leitura', `http://localhost:${b.port}/`, limitedToken);
    down = await branch('Filial fora do ar', `http://127.0.0.1:${port}`, 'y'.repeat(43));
  });
  after(async () => Promise.all([a?.stop(), b?.stop()]));

  it('checks the connection: the name and version of the other branch; a wrong credential or a branch down is 422 branch.inactive with the cause', async () => {
    const ok = await chiefA.post(`/api/branches/${linked}/check`);
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body).to.have.keys('name', 'version', 'user');
    expect(ok.body.version).to.equal((await b.anonymous().get('/api/system')).body.version);
    expect(ok.body.user).to.equal('recebe');
    const good = (await chiefA.get('/api/branch-credentials')).body;
    expect(good).to.deep.equal([]);
    const before = (await chiefA.get(`/api/branches/${limited}`)).body;
    await setCredential(limited, 'x'.repeat(43));
    const bad = await chiefA.post(`/api/branches/${limited}/check`);
    expect(bad.status).to.equal(422);
    expect(bad.body.code).to.equal('branch.inactive');
    expect(bad.body.details.cause).to.contain('401');
    expect(before.credentialSet).to.equal(true);
    await setCredential(limited, limitedToken);
    expect((await chiefA.post(`/api/branches/${limited}/check`)).body.user).to.equal('leitor');
    const off = await chiefA.post(`/api/branches/${down}/check`);
    expect(off.status).to.equal(422);
    expect(off.body.details.cause).to.match(/ECONNREFUSED|fetch failed/);
    // the credential is write-only: the branch says one is set, never what it is
    const read = (await chiefA.get(`/api/branches/${linked}`)).body;
    expect(read.credentialSet).to.equal(true);
    expect(JSON.stringify(read)).not.to.contain('credential"');
  });

  it('takes a branch that speaks no TLS on an https address, or does not answer in time, as inactive', async () => {
    const tls = await branch('Filial sem TLS', `https://127.0.0.1:${b.port}`, 'z'.repeat(43));
    const r = await chiefA.post(`/api/branches/${tls}/check`);
    expect(r.status).to.equal(422);
    expect(r.body.code).to.equal('branch.inactive');
    expect(r.body.details.cause).to.match(/SSL|TLS|EPROTO|wrong version/i);
    // a server that accepts the connection and never answers: the 10 s timeout
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const mute = await branch('Filial muda', `http://127.0.0.1:${port}`, 'w'.repeat(43));
      const started = Date.now();
      const t = await chiefA.post(`/api/branches/${mute}/check`);
      expect(t.body.code).to.equal('branch.inactive');
      expect(t.body.details.cause).to.equal('timeout');
      expect(Date.now() - started).to.be.greaterThan(9_000);
    } finally {
      silent.close();
    }
  });

  it('fetches the lookups of a remote branch through the link, as the credential\'s user', async () => {
    const r = await chiefA.get(`/api/companies/${linked}/programs`);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body.map((p: { name: string }) => p.name)).to.include('Jornal B');
    const users = await chiefA.get(`/api/companies/${linked}/users`);
    expect(users.body.find((u: { nickname: string }) => u.nickname === 'ana').id).to.equal(anaB);
    expect((await chiefA.get(`/api/companies/${down}/programs`)).body.code).to.equal('branch.inactive');
    expect((await chiefA.get('/api/companies/99999/programs')).status).to.equal(404);
    expect((await b.anonymous().get('/api/branch-link/lookups/programs')).status).to.equal(401);
  });

  it('copies a guideline with its text and people mapped by nickname into the program chosen', async () => {
    const g = (await chiefA.post('/api/assignments', {
      slug: 'enchente no centro', date, proposal: 'Ouvir a defesa civil', reportersIds: [anaA], programsIds: [programA],
      guides: [{ interviewee: 'Coronel Souza', address: 'Praça Central' }], tasks: [{ label: 'Reservar carro' }],
    })).body;
    const r = await copy(chiefA, linked, { type: 'guideline', id: g.id, programId: programB });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    expect(r.body.url).to.equal(`${b.url}${r.body.link}`);
    const there = (await chiefB.get(`/api/assignments/${r.body.id}`)).body;
    expect(there).to.deep.include({ slug: 'ENCHENTE NO CENTRO', date, proposal: 'Ouvir a defesa civil', reportersIds: [anaB], programsIds: [programB], authorNickname: 'recebe' });
    expect(there.guides[0]).to.deep.include({ interviewee: 'Coronel Souza', address: 'Praça Central' });
    expect(there.production.tasks[0].label).to.equal('Reservar carro');
  });

  it('copies a reportage, a news suggestion and a story with their texts', async () => {
    const rep = (await chiefA.post('/api/news_reports', {
      slug: 'obras da ponte', date, reporterId: anaA, sections: [{ type: 'OFF', content: rich('A ponte fica pronta em maio.') }],
    })).body;
    const r1 = await copy(chiefA, linked, { type: 'reportage', id: rep.id, programId: programB, date: '2026-03-11' });
    expect(r1.status, JSON.stringify(r1.body)).to.equal(201);
    const rb = (await chiefB.get(`/api/news_reports/${r1.body.id}`)).body;
    expect(rb).to.deep.include({ slug: 'OBRAS DA PONTE', date: '2026-03-11', reporterId: anaB, programsIds: [programB] });
    expect(JSON.stringify(rb.sections)).to.contain('A ponte fica pronta em maio.');

    const p = (await chiefA.post('/api/assignment_proposals', { title: 'Buraco na avenida', text: 'Leitor mandou foto', date })).body;
    const r2 = await copy(chiefA, linked, { type: 'proposal', id: p.id });
    expect(r2.status, JSON.stringify(r2.body)).to.equal(201);
    expect((await chiefB.get(`/api/assignment_proposals/${r2.body.id}`)).body).to.deep.include({ title: 'Buraco na avenida', text: 'Leitor mandou foto', date });

    const run = (await chiefA.post('/api/rundowns', { programId: programA, date })).body;
    const s = (await chiefA.post(`/api/rundowns/${run.id}/stories`, {
      slug: 'abertura', reporterId: anaA, sections: [{ type: 'HEADER', entries: [{ presenterId: anaA, text: rich('Boa noite, começa o jornal.') }] }],
    })).body;
    const r3 = await copy(chiefA, linked, { type: 'story', id: s.id, programId: programB });
    expect(r3.status, JSON.stringify(r3.body)).to.equal(201);
    const sb = (await chiefB.get(`/api/stories/${r3.body.id}`)).body;
    expect(sb).to.deep.include({ slug: 'abertura', reporterId: anaB, drawer: { programId: programB } });
    expect(sb.sections[0].entries[0]).to.deep.include({ presenterId: anaB, text: rich('Boa noite, começa o jornal.') });
  });

  it('copies a rundown with its blocks and stories into a program and date; a second copy that day is a 409', async () => {
    const run = (await chiefA.post('/api/rundowns', { programId: programA, date: '2026-03-12' })).body;
    const blk = (await chiefA.post(`/api/rundowns/${run.id}/blocks`, {})).body;
    for (const slug of ['um', 'dois']) await chiefA.post(`/api/rundowns/${run.id}/stories`, { slug, sections: [{ type: 'HEADER', entries: [{ text: rich(`texto ${slug}`) }] }] });
    await chiefA.post(`/api/rundowns/${run.id}/stories`, { slug: 'tres', blockId: blk.id });
    const body = { type: 'rundown', id: run.id, programId: programB, date: '2026-03-20' };
    const r = await copy(chiefA, linked, body);
    expect(r.status, JSON.stringify([blk, r.body])).to.equal(201);
    const there = (await chiefB.get(`/api/rundowns/${r.body.id}`)).body;
    expect(there).to.deep.include({ programId: programB, date: '2026-03-20' });
    const mine = (await chiefA.get(`/api/rundowns/${run.id}`)).body;
    const slugs = (x: { blocks: { stories: { slug: string }[] }[] }) => x.blocks.map((bl) => bl.stories.map((st) => st.slug));
    expect(slugs(there)).to.deep.equal(slugs(mine));
    const again = await copy(chiefA, linked, body);
    expect(again.status).to.equal(409);
    expect(again.body.code).to.equal('rundown.alreadyExists');
    expect((await copy(chiefA, linked, { type: 'rundown', id: run.id })).body.details.issues[0].field).to.equal('programId');
  });

  it('lets nobody copy what they may not see, and the credential\'s user\'s roles limit what is created (403 from the other branch)', async () => {
    const g = (await chiefA.post('/api/assignments', { slug: 'reservada', date })).body;
    const outsider = await a.userWith(['ROLE_BRANCH_READ'], 'de-fora');
    const r = await copy(outsider, linked, { type: 'guideline', id: g.id });
    expect(r.status).to.equal(403);
    expect(JSON.stringify(r.body)).not.to.contain('RESERVADA');
    // a program whose groups leave the reader out hides its guideline: 404, as for one that does not exist
    const group = (await chiefA.post('/api/groups', { name: 'Só chefia', userIds: [await idOf(chiefA, 'chefe')] })).body;
    const closed = (await chiefA.post('/api/programs', { name: 'Fechado', start: '08:00:00', end: '09:00:00', allowedGroupIds: [group.id] })).body;
    const hidden = (await chiefA.post('/api/assignments', { slug: 'segredo', date, programsIds: [closed.id] })).body;
    const reader = await a.userWith(['ROLE_BRANCH_READ', 'ROLE_ASSIGNMENT_READ'], 'leitora');
    const nf = await copy(reader, linked, { type: 'guideline', id: hidden.id });
    expect(nf.status, JSON.stringify([group, closed, hidden, nf.body])).to.equal(404);
    expect(JSON.stringify(nf.body)).not.to.contain('SEGREDO');
    // the limited credential's user only reads guidelines on B
    const listed = await chiefB.get(`/api/assignments/dateList?date=${date}&allPrograms=true`);
    expect(listed.status, JSON.stringify(listed.body)).to.equal(200);
    const before = listed.body.data.length;
    const lim = await copy(chiefA, limited, { type: 'guideline', id: g.id });
    expect(lim.status, JSON.stringify(lim.body)).to.equal(403);
    expect(lim.body.details.remote.name).to.equal('Filial B leitura');
    expect((await chiefB.get(`/api/assignments/dateList?date=${date}&allPrograms=true`)).body.data.length).to.equal(before);
  });

  it('issues, lists and revokes incoming credentials; a revoked one is refused at once', async () => {
    const made = await chiefB.post('/api/branch-credentials', { name: 'Temporária', userId: await idOf(chiefB, 'recebe') });
    expect(made.body.token).to.match(/^[A-Za-z0-9_-]{43}$/);
    const list = (await chiefB.get('/api/branch-credentials')).body;
    expect(JSON.stringify(list)).not.to.contain(made.body.token);
    expect(list.find((c: { id: number }) => c.id === made.body.id)).to.deep.include({ name: 'Temporária', userNickname: 'recebe', revoked: false });
    const temp = limited;
    await setCredential(temp, made.body.token);
    expect((await chiefA.post(`/api/branches/${temp}/check`)).status).to.equal(200);
    expect((await chiefB.delete(`/api/branch-credentials/${made.body.id}`)).status).to.equal(204);
    const after = await chiefA.post(`/api/branches/${temp}/check`);
    expect(after.body.code).to.equal('branch.inactive');
    expect((await chiefB.post('/api/branch-credentials', { name: 'x', userId: 99999 })).body.details.issues[0].field).to.equal('userId');
    const noRole = await b.userWith(['ROLE_ADMIN_READ'], 'so-leitura');
    expect((await noRole.post('/api/branch-credentials', { name: 'x', userId: anaB })).status).to.equal(403);
  });
});
