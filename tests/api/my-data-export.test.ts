// "My data"'s export against the real plugins' `ownedBy` (guidelines, notices, contacts): only the
// caller's own documents, each as JSON and text, and nothing of one the caller may no longer see
// (a guideline of a program whose group the caller left, a private contact of someone else).
import { expect } from 'chai';
import JSZip from 'jszip';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const ROLES = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_NOTICE_READ', 'ROLE_NOTICE_WRITE', 'ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE', 'ROLE_PROGRAM_READ'];

async function ok(r: Promise<{ status: number; body: any }>, status = 200) {
  const res = await r;
  expect(res.status, JSON.stringify(res.body)).to.equal(status);
  return res.body;
}

async function exportOf(k: TestKernel, c: TestClient): Promise<{ manifest: any; files: Map<string, string> }> {
  const r = await fetch(`${k.url}/api/users/me/export`, { headers: { cookie: c.cookie! } });
  expect(r.status).to.equal(200);
  const zip = await JSZip.loadAsync(Buffer.from(await r.arrayBuffer()));
  const files = new Map<string, string>();
  for (const name of Object.keys(zip.files)) if (!zip.files[name]!.dir) files.set(name, await zip.file(name)!.async('string'));
  return { manifest: JSON.parse(files.get('manifest.json')!), files };
}

describe(`my data: the export of my own documents on ${db}`, function () {
  this.timeout(120_000);
  let k: TestKernel;
  let boss: TestClient;
  let ana: TestClient;
  let bia: TestClient;

  before(async () => {
    k = await startTestKernel({ db, plugins: ['admin', 'guidelines', 'notices', 'contacts'] });
    boss = await k.userWith(['ROLE_ROOT', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_PROGRAM_WRITE', ...ROLES], 'boss');
    ana = await k.userWith(ROLES, 'ana');
    bia = await k.userWith(ROLES, 'bia');
  });
  after(async () => k?.stop());

  it('holds my guidelines, notices and contacts as JSON and text, and nothing of what I no longer see or is not mine', async () => {
    const anaId = (await ok(ana.get('/api/users/me'))).id;
    const bossId = (await ok(boss.get('/api/users/me'))).id;
    const group = await ok(boss.post('/api/groups', { name: 'Esporte', userIds: [anaId, bossId] }), 201);
    const sport = (await ok(boss.post('/api/programs', { name: 'Esporte', start: '20:00:00', end: '20:30:00', allowedGroupIds: [group.id] }), 201)).id;
    const date = '2031-06-15';
    const mine = await ok(ana.post('/api/assignments', { slug: 'PAUTA-DA-ANA', date, programsIds: [], proposal: 'Proposta da Ana sobre a feira' }), 201);
    await ok(ana.post('/api/assignments', { slug: 'PAUTA-DO-ESPORTE', date, programsIds: [sport], proposal: 'segredo do esporte' }), 201);
    const trashed = await ok(ana.post('/api/assignments', { slug: 'PAUTA-APAGADA', date, programsIds: [] }), 201);
    await ok(ana.delete(`/api/assignments/${trashed.id}`), 204);
    await ok(bia.post('/api/assignments', { slug: 'PAUTA-DA-BIA', date, programsIds: [] }), 201);
    await ok(ana.post('/api/notices', { title: 'AVISO-DA-ANA', text: 'Plantão no sábado', from: '2031-06-14', to: '2031-06-16' }), 201);
    await ok(bia.post('/api/notices', { title: 'AVISO-DA-BIA', from: '2031-06-14', to: '2031-06-16' }), 201);
    await ok(ana.post('/api/contacts', { name: 'CONTATO-DA-ANA', profession: 'Assessora', numbers: [{ value: '(11) 98765-4321', label: 'work' }] }), 201);
    await ok(bia.post('/api/contacts', { name: 'CONTATO-PRIVADO-DA-BIA', private: true }), 201);

    // before: the sport guideline is mine and I see it
    expect((await exportOf(k, ana)).manifest.types.guideline).to.equal(2);
    // the group that opens the sport program no longer has ana: its guideline leaves her export
    const g = await ok(boss.get(`/api/groups/${group.id}`));
    await ok(boss.put(`/api/groups/${group.id}`, { userIds: [bossId], version: g.version }));
    const again = await k.signIn('ana', 'secret-pass');
    const { manifest, files } = await exportOf(k, again);
    expect(manifest.types).to.deep.equal({ contact: 1, guideline: 1, notice: 1 });
    expect(manifest.truncated).to.equal(false);
    const all = [...files.values()].join('\n');
    for (const absent of ['PAUTA-DO-ESPORTE', 'segredo do esporte', 'PAUTA-APAGADA', 'PAUTA-DA-BIA', 'AVISO-DA-BIA', 'CONTATO-PRIVADO-DA-BIA']) expect(all).not.to.include(absent);
    const guideline = JSON.parse(files.get(`documents/guideline/${mine.id}-PAUTA-DA-ANA.json`)!);
    expect(guideline).to.include({ type: 'guideline', id: String(mine.id), title: 'PAUTA-DA-ANA', date });
    expect(guideline.text).to.include('Proposta da Ana sobre a feira');
    const text = [...files.entries()].filter(([n]) => n.startsWith('documents/') && n.endsWith('.txt')).map(([, t]) => t).join('\n');
    expect(text).to.include('Plantão no sábado');
    expect(text).to.include('+55 11 98765 4321');
    // bia's export has her own, not ana's
    const theirs = [...(await exportOf(k, bia)).files.values()].join('\n');
    expect(theirs).to.include('CONTATO-PRIVADO-DA-BIA');
    expect(theirs).not.to.include('PAUTA-DA-ANA');
  });
});
