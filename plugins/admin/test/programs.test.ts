import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { bootAdmin, expectRefused, subscribe, testDb, unchanged, versionOf, type AdminKernel } from './support.js';

describe(`admin programs on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;
  let admin: TestClient;
  let people: Record<string, number>;

  const user = async (nickname: string) => {
    const r = await admin.post('/api/users', { username: nickname.toLowerCase(), nickname, name: `${nickname} Silva`, password: 'secret-pass' });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    return r.body.id as number;
  };

  before(async () => {
    ak = await bootAdmin();
    admin = ak.admin;
    people = { ana: await user('ANA'), bia: await user('BIA'), caio: await user('CAIO'), davi: await user('DAVI') };
  });
  after(async () => ak?.k.stop());

  const program = (name: string, extra: Record<string, unknown> = {}) => ({ name, start: '06:00:00', end: '08:30:00', ...extra });

  it('creates a program with its people, answering the whole program', async () => {
    const r = await admin.post('/api/programs', program('Bom Dia Cidade', {
      presenterIds: [people.ana, people.bia], announcerIds: [people.caio], editorIds: [people.davi], imageEditorIds: [people.bia],
      defaultPresenterId: people.bia, cgDeviceId: 3, playoutDeviceId: 4,
    }));
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    expect(r.body).to.deep.include({
      name: 'Bom Dia Cidade', start: '06:00:00', end: '08:30:00', presenterIds: [people.ana, people.bia], announcerIds: [people.caio],
      editorIds: [people.davi], imageEditorIds: [people.bia], defaultPresenterId: people.bia, defaultAnnouncerId: null,
      allowedGroupIds: [], cgDeviceId: 3, playoutDeviceId: 4, legacy: false, active: true,
    });
    const got = await admin.get(`/api/programs/${r.body.id}`);
    expect(got.body).to.deep.equal(r.body);
    const revs = await admin.get(`/api/revisions/program/${r.body.id}`);
    expect(revs.body.total).to.equal(1);
    expect(revs.body.data[0].changes.name).to.deep.equal({ old: null, new: 'Bom Dia Cidade' });
  });

  it('stores an end before the start as it is (the program ends the next day)', async () => {
    const r = await admin.post('/api/programs', program('Plantão da Madrugada', { start: '23:00:00', end: '02:00:00' }));
    expect(r.status).to.equal(201);
    expect(r.body).to.include({ start: '23:00:00', end: '02:00:00' });
  });

  it('refuses a duplicate name, in any case, with 409 and writes nothing', async () => {
    await unchanged(ak, async () => {
      expectRefused(await admin.post('/api/programs', program('Bom Dia Cidade')), 409, 'program.nameInUse');
      expectRefused(await admin.post('/api/programs', program('  bom dia cidade ')), 409, 'program.nameInUse');
      // accents do not make another name (as MySQL's collation compares, on SQLite too)
      expectRefused(await admin.post('/api/programs', program('BÔM DIA CIDÂDE')), 409, 'program.nameInUse');
    });
    const other = await admin.post('/api/programs', program('Jornal do Meio-Dia', { start: '12:00:00', end: '13:00:00' }));
    await unchanged(ak, async () => {
      expectRefused(await admin.put(`/api/programs/${other.body.id}`, { ...program('BOM DIA CIDADE'), version: other.body.version }), 409, 'program.nameInUse');
    });
    // renaming to its own name in another case is fine
    const same = await admin.put(`/api/programs/${other.body.id}`, program('JORNAL DO MEIO-DIA', { start: '12:00:00', end: '13:00:00', version: other.body.version }));
    expect(same.status).to.equal(200);
    expect(same.body.name).to.equal('JORNAL DO MEIO-DIA');
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ start: '06:00:00', end: '07:00:00' }, 'name'],
      [program(''), 'name'],
      [program('   '), 'name'],
      [program('x'.repeat(101)), 'name'],
      [program(42 as never), 'name'],
      [{ name: 'Sem horário', end: '07:00:00' }, 'start'],
      [program('Hora ruim', { start: '24:00:00' }), 'start'],
      [program('Hora curta', { end: '7:00' }), 'end'],
      [program('Hora texto', { end: 'noon' }), 'end'],
      [program('Ids ruins', { presenterIds: [0] }), 'presenterIds.0'],
      [program('Ids texto', { editorIds: ['a'] }), 'editorIds.0'],
      [program('Ids não lista', { announcerIds: 5 }), 'announcerIds'],
      [program('Ids demais', { imageEditorIds: Array.from({ length: 501 }, (_, i) => i + 1) }), 'imageEditorIds'],
      [program('Usuário inexistente', { presenterIds: [99999] }), 'presenterIds'],
      [program('Grupo inexistente', { allowedGroupIds: [99999] }), 'allowedGroupIds'],
      [program('Padrão fora', { presenterIds: [1], defaultPresenterId: 99998 }), 'defaultPresenterId'],
      [program('Padrão negativo', { defaultAnnouncerId: -1 }), 'defaultAnnouncerId'],
      [program('Legado texto', { legacy: 'yes' }), 'legacy'],
      [program('Ativo número', { active: 1 }), 'active'],
      [program('Device ruim', { cgDeviceId: 1.5 }), 'cgDeviceId'],
    ];
    await unchanged(ak, async () => {
      for (const [body, field] of cases) expectRefused(await admin.post('/api/programs', body), 400, undefined, field);
    });
  });

  it('refuses a default presenter who is not a presenter, and a deactivated user as a new member', async () => {
    await unchanged(ak, async () => {
      expectRefused(await admin.post('/api/programs', program('Padrão', { presenterIds: [people.ana], defaultPresenterId: people.bia })), 400, 'program.defaultNotListed', 'defaultPresenterId');
    });
    const gone = await user('GONE');
    expect((await admin.delete(`/api/users?ids=${gone}`)).status).to.equal(200);
    await unchanged(ak, async () => {
      expectRefused(await admin.post('/api/programs', program('Com desativado', { editorIds: [people.ana, gone] })), 400, 'program.unknownUser', 'editorIds');
    });
  });

  it('updates keeping the fields left out, clears a default whose person left, and keeps the history', async () => {
    const made = (await admin.post('/api/programs', program('Jornal da Noite', { start: '19:00:00', end: '19:45:00', presenterIds: [people.ana, people.bia], defaultPresenterId: people.ana, editorIds: [people.davi] }))).body;
    const r = await admin.put(`/api/programs/${made.id}`, { name: 'Jornal da Noite', start: '19:00:00', end: '20:00:00', presenterIds: [people.bia], version: made.version });
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.deep.include({ end: '20:00:00', presenterIds: [people.bia], defaultPresenterId: null, editorIds: [people.davi] });
    const revs = await admin.get(`/api/revisions/program/${made.id}`);
    expect(revs.body.total).to.equal(2);
    expect(revs.body.data[0].changes).to.deep.equal({
      end: { old: '19:45:00', new: '20:00:00' },
      presenterIds: { old: [people.ana, people.bia], new: [people.bia] },
      defaultPresenterId: { old: people.ana, new: null },
    });
    expectRefused(await admin.put('/api/programs/99999', { ...program('Nenhum'), version: 0 }), 404, 'program.notFound');
    expectRefused(await admin.put('/api/programs/abc', { ...program('Nenhum'), version: 0 }), 400);
  });

  it('lists all programs or only those accessible through the caller\'s groups', async () => {
    const reader = await ak.k.userWith(['ROLE_PROGRAM_READ'], 'leitor');
    const readerId = (await reader.get('/api/users/me')).body.id;
    const g1 = (await admin.post('/api/groups', { name: 'Esporte', userIds: [readerId] })).body;
    const g2 = (await admin.post('/api/groups', { name: 'Política' })).body;
    const open = (await admin.post('/api/programs', program('Aberto'))).body;
    const mine = (await admin.post('/api/programs', program('Só Esporte', { allowedGroupIds: [g1.id, g2.id] }))).body;
    const closed = (await admin.post('/api/programs', program('Só Política', { allowedGroupIds: [g2.id] }))).body;
    expect(closed.allowedGroupIds).to.deep.equal([g2.id]);

    const names = async (c: TestClient, q = '') => (await c.get(`/api/programs${q}`)).body.map((p: { name: string }) => p.name);
    const accessible = await names(reader);
    expect(accessible).to.include.members([open.name, mine.name]);
    expect(accessible).not.to.include(closed.name);
    expect(await names(reader, '?all=false')).to.deep.equal(accessible);
    expect(await names(reader, '?all=true')).to.include(closed.name);
    // the lookup every form uses: accessible and active only
    const lookup = (await reader.get('/api/companies/local/programs')).body.map((p: { name: string }) => p.name);
    expect(lookup).to.include(mine.name).and.not.include(closed.name);

    // joining the group opens the program at once
    expect((await admin.put(`/api/groups/${g2.id}`, { userIds: [readerId], version: await versionOf(admin, `/api/groups/${g2.id}`) })).status).to.equal(200);
    expect(await names(reader)).to.include(closed.name);
    // a group that programs allow cannot be deleted (it has no users any more)
    expect((await admin.put(`/api/groups/${g2.id}`, { userIds: [], version: await versionOf(admin, `/api/groups/${g2.id}`) })).status).to.equal(200);
    await unchanged(ak, async () => {
      expectRefused(await admin.delete(`/api/groups/${g2.id}`), 422, 'group.inPrograms');
    });
    expect(await names(reader)).not.to.include(closed.name);
    expect((await reader.get('/api/programs?all=maybe')).status).to.equal(400);
    // inactive programs leave the lookup but not the admin list
    expect((await admin.put(`/api/programs/${mine.id}`, { ...program(mine.name), active: false, version: await versionOf(admin, `/api/programs/${mine.id}`) })).status).to.equal(200);
    expect((await reader.get('/api/companies/0/programs')).body.map((p: { name: string }) => p.name)).not.to.include(mine.name);
    expect(await names(reader, '?active=false')).to.deep.equal([mine.name]);
  });

  it('refuses to delete a program with content (422 with the counts), deletes it once deactivated and emptied', async () => {
    const p = (await admin.post('/api/programs', program('Com Conteúdo', { presenterIds: [people.ana] }))).body;
    await admin.post('/api/content/items', { programId: p.id });
    await admin.post('/api/content/items', { programId: p.id });
    await unchanged(ak, async () => {
      const r = await admin.delete(`/api/programs/${p.id}`);
      expectRefused(r, 422, 'program.hasContent');
      expect(r.body.details.counts).to.deep.equal({ items: 2 });
      expect(r.body.details.total).to.equal(2);
    });
    const off = await admin.put(`/api/programs/${p.id}`, { name: p.name, start: p.start, end: p.end, active: false, version: p.version });
    expect(off.body.active).to.equal(false);
    expect(off.body.presenterIds).to.deep.equal([people.ana]);

    const empty = (await admin.post('/api/programs', program('Sem Conteúdo', { presenterIds: [people.ana], allowedGroupIds: [] }))).body;
    const before = await ak.counts();
    const del = await admin.delete(`/api/programs/${empty.id}`);
    expect(del.status).to.equal(204);
    const after = await ak.counts();
    expect(after.admin_programs).to.equal(before.admin_programs! - 1);
    expect(after.admin_program_users).to.equal(before.admin_program_users! - 1);
    expect((await admin.get(`/api/programs/${empty.id}`)).status).to.equal(404);
    expect((await admin.delete(`/api/programs/${empty.id}`)).status).to.equal(404);
  });

  it('removing a user linked to programs asks for confirmation, then removes the links', async () => {
    const eva = await user('EVA');
    const p = (await admin.post('/api/programs', program('Vínculos', { presenterIds: [eva, people.ana], defaultPresenterId: eva, editorIds: [eva] }))).body;
    await unchanged(ak, async () => {
      const r = await admin.delete(`/api/users?ids=${eva}`);
      expectRefused(r, 409, 'user.linkedToPrograms');
      expect(r.body.details.programs).to.equal(1);
      expect(r.body.details.programIds).to.deep.equal([p.id]);
    });
    const ok = await admin.delete(`/api/users?ids=${eva}&confirm=true`);
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body).to.deep.equal({ removed: [eva], skipped: [], unlinkedProgramIds: [p.id] });
    const after = (await admin.get(`/api/programs/${p.id}`)).body;
    expect(after).to.deep.include({ presenterIds: [people.ana], defaultPresenterId: null, editorIds: [] });
    expect((await admin.get(`/api/users/${eva}`)).body).to.include({ active: false, excluded: true });
  });

  it('publishes changes on the programs topic after they commit', async () => {
    const live = await subscribe(ak.k, admin, ['programs']);
    try {
      const made = (await admin.post('/api/programs', program('Ao Vivo'))).body;
      const m = await live.next();
      expect(m).to.deep.include({ op: 'CREATE', topic: 'programs', id: made.id, by: 'chief' });
      expect(m.data.name).to.equal('Ao Vivo');
      // a refused change publishes nothing: the next message is the delete
      expect((await admin.post('/api/programs', program('Ao Vivo'))).status).to.equal(409);
      await admin.delete(`/api/programs/${made.id}`);
      expect(await live.next()).to.deep.include({ op: 'DELETE', id: made.id, data: null });
    } finally {
      live.close();
    }
  });

  it('needs ROLE_PROGRAM_READ to read and ROLE_PROGRAM_WRITE to write', async () => {
    const anon = ak.k.anonymous();
    expect((await anon.get('/api/programs')).status).to.equal(401);
    const nobody = await ak.k.userWith([], 'ninguem');
    expect((await nobody.get('/api/programs')).status).to.equal(403);
    const reader = await ak.k.userWith(['ROLE_PROGRAM_READ'], 'leitor2');
    expect((await reader.get('/api/programs')).status).to.equal(200);
    const denied = await reader.post('/api/programs', program('Proibido'));
    expectRefused(denied, 403);
    expect(denied.body.details.missingRoles).to.deep.equal(['ROLE_PROGRAM_WRITE']);
    // every signed-in user reads the lookup
    expect((await nobody.get('/api/companies/local/programs')).status).to.equal(200);
  });
});
