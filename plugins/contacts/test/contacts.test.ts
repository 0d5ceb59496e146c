import { expect } from 'chai';
import { boot, ok, testDb, type Rig } from './support.js';

const ids = (page: { data: { id: number }[] }) => page.data.map((x) => x.id);

describe(`contact routes on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  let a: Awaited<ReturnType<Rig['user']>>;
  before(async () => {
    rig = await boot();
    a = await rig.user('agenda');
  });
  after(async () => rig?.stop());

  it('creates a contact with numbers stored E.164 and shown national and international, loads, saves and removes it', async () => {
    const c = ok(await a.c.post('/api/contacts', {
      name: '  Carlos Lima ', profession: 'Secretário', company: 'Prefeitura', emails: ['Carlos@Prefeitura.example'],
      numbers: [{ value: '(11) 98765-4321', label: 'cell_phone' }, { value: '+1 212 555 0123', label: 'work' }],
    }), 201);
    expect(c).to.include({ name: 'Carlos Lima', country: 'BR', hidden: false, private: false, version: 0 });
    expect(c.emails).to.deep.equal(['carlos@prefeitura.example']);
    expect(c.numbers).to.deep.equal([
      { id: 1, value: '+5511987654321', label: 'cell_phone', national: '(11) 98765-4321', international: '+55 11 98765 4321' },
      { id: 2, value: '+12125550123', label: 'work', national: '(212) 555-0123', international: '+1 212 555 0123' },
    ]);
    expect(ok(await a.c.get(`/api/contacts/${c.id}`))).to.deep.equal(c);
    const saved = ok(await a.c.put(`/api/contacts/${c.id}`, { country: 'PT', numbers: [c.numbers[0], { value: '912 345 678', label: 'residential' }], version: 0 }));
    expect(saved.numbers.map((n: any) => [n.id, n.value])).to.deep.equal([[1, '+5511987654321'], [2, '+351912345678']]);
    expect(saved.version).to.equal(1);
    expect((await a.c.put(`/api/contacts/${c.id}`, { name: 'X', version: 0 })).status).to.equal(412);
    const revisions = ok(await a.c.get(`/api/revisions/contact/${c.id}`));
    expect(revisions.data ?? revisions).to.have.length(2);
    expect((await a.c.delete(`/api/contacts/${c.id}`)).status).to.equal(204);
    expect((await a.c.get(`/api/contacts/${c.id}`)).status).to.equal(404);
    const trash = ok(await a.c.get('/api/trash?size=100'));
    const item = trash.data.find((t: any) => t.entityType === 'contact' && t.entityId === String(c.id));
    expect(item.title).to.equal('Carlos Lima');
    ok(await a.c.post(`/api/trash/${item.id}/restore`));
    expect(ok(await a.c.get(`/api/contacts/${c.id}`)).name).to.equal('Carlos Lima');
  });

  it('refuses an unknown country, a bad label and an invalid number with a 400 naming the field and the message key', async () => {
    const bad = async (body: Record<string, unknown>, field: string, code: string) => {
      const r = await a.c.post('/api/contacts', { name: 'Errado', ...body });
      expect(r.status, JSON.stringify(r.body)).to.equal(400);
      expect(r.body.code).to.equal(code);
      expect(r.body.details.issues[0].field).to.equal(field);
    };
    await bad({ country: 'XX' }, 'country', 'contact.invalidCountry');
    await bad({ numbers: [{ value: '(11) 98765-4321', label: 'cell_phone' }, { value: '123', label: 'work' }] }, 'numbers.1.value', 'contact.invalidNumber');
    await bad({ numbers: [{ value: '(11) 98765-4321', label: 'pager' }] }, 'numbers.0.label', 'contact.invalidLabel');
    await bad({ emails: ['ana@example.com', 'not-an-email'] }, 'emails.1', 'error.validation');
    await bad({ name: '   ' }, 'name', 'error.validation');
    const labels = ok(await a.c.get('/api/contacts/labels'));
    expect(labels).to.deep.equal(['cell_phone', 'fax', 'other', 'residential', 'work']);
    const countries = ok(await a.c.get('/api/contacts/countries'));
    expect(countries).to.deep.include({ code: 'BR', callingCode: '55' });
  });

  it('searches by name, company and number digits, leaves hidden contacts out unless asked, filters by group and pages', async () => {
    const g = ok(await a.c.post('/api/contacts/groups', { name: 'Polícia' }), 201);
    expect((await a.c.post('/api/contacts/groups', { name: 'polícia' })).status).to.equal(409);
    const mk = async (name: string, extra: Record<string, unknown> = {}) => ok(await a.c.post('/api/contacts', { name, ...extra }), 201);
    const delegado = await mk('Delegado Souza', { company: 'Polícia Civil', groupIds: [g.id], numbers: [{ value: '(21) 3456-7890', label: 'work' }] });
    const escondido = await mk('Escrivão Oculto', { company: 'Polícia Civil', hidden: true, groupIds: [g.id] });
    await mk('Zuleica Outra');
    expect(ids(ok(await a.c.get('/api/contacts/filter?filter=polícia civil')))).to.deep.equal([delegado.id]);
    expect(ids(ok(await a.c.get('/api/contacts/filter?filter=Polícia Civil')))).to.deep.equal([delegado.id]);
    expect(ids(ok(await a.c.get('/api/contacts/filter?filter=3456-7890')))).to.deep.equal([delegado.id]);
    expect(ids(ok(await a.c.get('/api/contacts/filter?filter=POLÍCIA&hidden=true')))).to.deep.equal([delegado.id, escondido.id]);
    expect(ids(ok(await a.c.get('/api/contacts/filter?filter=POLÍCIA&hidden=true&activeOnly=true')))).to.deep.equal([delegado.id]);
    expect(ids(ok(await a.c.get(`/api/contacts/filter?groupId=${g.id}&hidden=true`)))).to.deep.equal([delegado.id, escondido.id]);
    const page = ok(await a.c.get(`/api/contacts/filter?groupId=${g.id}&hidden=true&size=1&page=1`));
    expect(page).to.deep.include({ number: 1, size: 1, total: 2 });
    expect(ids(page)).to.deep.equal([escondido.id]);
    expect(ok(await a.c.get('/api/contacts/groups')).find((x: any) => x.id === g.id)).to.deep.equal({ id: g.id, name: 'Polícia', count: 2 });
    expect((await a.c.post('/api/contacts', { name: 'Sem grupo', groupIds: [9999] })).body.details.issues[0].field).to.equal('groupIds');
    ok(await a.c.put(`/api/contacts/groups/${g.id}`, { name: 'Segurança' }));
    expect((await a.c.delete(`/api/contacts/groups/${g.id}`)).status).to.equal(204);
    expect(ok(await a.c.get(`/api/contacts/${delegado.id}`)).groupIds).to.deep.equal([]);
  });

  it('keeps a private contact to its owner and the users it is shared with: filter, load, names, revisions, trash, vCard', async () => {
    const other = await rig.user('outro', ['ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE']);
    const friend = await rig.user('amigo');
    const priv = ok(await a.c.post('/api/contacts', { name: 'Fonte Sigilosa', private: true, allowedUsers: [friend.id], numbers: [{ value: '11 96543-2109', label: 'cell_phone' }] }), 201);
    expect(priv).to.include({ private: true, ownerId: a.id });
    for (const who of [other, friend]) {
      const sees = who === friend;
      expect(ids(ok(await who.c.get('/api/contacts/filter?filter=Sigilosa'))).length).to.equal(sees ? 1 : 0);
      expect(ok(await who.c.get('/api/contacts/filter?filter=Sigilosa')).total).to.equal(sees ? 1 : 0);
      expect(ids(ok(await who.c.get('/api/contacts/filter?filter=96543')))).to.deep.equal(sees ? [priv.id] : []);
      expect((await who.c.get(`/api/contacts/${priv.id}`)).status).to.equal(sees ? 200 : 404);
      expect((await who.c.get(`/api/contacts/${priv.id}/vcard`)).status).to.equal(sees ? 200 : 404);
      expect(ok(await who.c.get(`/api/contacts/names?ids=${priv.id}`))).to.deep.equal(sees ? [{ id: priv.id, name: 'Fonte Sigilosa' }] : []);
      expect((await who.c.get(`/api/revisions/contact/${priv.id}`)).status).to.equal(sees ? 200 : 404);
      const exported = await who.c.raw('GET', '/api/contacts/export.vcf');
      expect(String(exported.body).includes('Fonte Sigilosa')).to.equal(sees);
    }
    // a public contact is made private by its author (or an administrator) alone
    const pub = ok(await a.c.post('/api/contacts', { name: 'Assessoria Pública' }), 201);
    const notMine = await other.c.put(`/api/contacts/${pub.id}`, { private: true, version: 0 });
    expect(notMine.status).to.equal(403);
    expect(notMine.body.code).to.equal('contact.onlyAuthorCanMakePrivate');
    expect(ok(await a.c.put(`/api/contacts/${pub.id}`, { private: true, version: 0 }))).to.include({ private: true, ownerId: a.id, authorId: a.id });
    // only the owner shares it
    expect((await friend.c.put(`/api/contacts/${priv.id}`, { allowedUsers: [friend.id, other.id], version: 0 })).status).to.equal(403);
    expect((await other.c.put(`/api/contacts/${priv.id}`, { name: 'Tomada', version: 0 })).status).to.equal(404);
    expect((await other.c.delete(`/api/contacts/${priv.id}`)).status).to.equal(404);
    ok(await a.c.delete(`/api/contacts/${priv.id}`), 204);
    const inTrash = async (who: typeof a) => ok(await who.c.get('/api/trash?size=200')).data.some((t: any) => t.entityType === 'contact' && t.entityId === String(priv.id));
    expect(await inTrash(a)).to.equal(true);
    expect(await inTrash(other)).to.equal(false);
  });

  it('exports vCard 4.0 and imports it back, and reports a bad card with its line without stopping the others', async () => {
    const g = ok(await a.c.post('/api/contacts/groups', { name: 'Cultura' }), 201);
    const c = ok(await a.c.post('/api/contacts', {
      name: 'Ana Ribeiro; Feira', company: 'Feira, do Livro', profession: 'Organizadora', address: 'Praça da Matriz, 1\nCentro', info: 'Linha um\nlinha dois',
      emails: ['ana@feira.example'], numbers: [{ value: '(21) 99876-5432', label: 'cell_phone' }, { value: '(21) 2222-3333', label: 'fax' }], groupIds: [g.id],
    }), 201);
    const one = await a.c.raw('GET', `/api/contacts/${c.id}/vcard`);
    expect(one.status).to.equal(200);
    expect(one.headers.get('content-type')).to.match(/^text\/vcard/);
    const text = String(one.body);
    expect(text).to.match(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(text).to.include('TEL;VALUE=uri;TYPE=cell:tel:+5521998765432');
    const all = String((await a.c.raw('GET', `/api/contacts/export.vcf?groupId=${g.id}`)).body);
    expect(all.match(/BEGIN:VCARD/g)).to.have.length(1);

    const bad = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Número Ruim\r\nTEL;TYPE=WORK:123\r\nEND:VCARD\r\n';
    const noName = 'BEGIN:VCARD\r\nVERSION:3.0\r\nTEL:+55 11 3333 4444\r\nEND:VCARD\r\n';
    const v21 = 'BEGIN:VCARD\r\nVERSION:2.1\r\nN:Silva;Jo=C3=A3o;;;\r\nFN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Jo=C3=A3o Silva\r\nTEL;CELL:+55 11 97777-6666\r\nEND:VCARD\r\n';
    const r = ok(await a.c.raw('POST', '/api/contacts/import', all + bad + noName + v21, { 'Content-Type': 'text/vcard' }));
    expect(r).to.include({ imported: 2, refused: 2 });
    const [back, badOne, nameless, joao] = r.results;
    const lines = (all + bad).split('\r\n');
    expect(badOne).to.deep.include({ card: 2, line: lines.indexOf('FN:Número Ruim') - 1, field: 'numbers.0.value' });
    expect(badOne.code).to.equal('contact.invalidNumber');
    expect(nameless).to.deep.include({ code: 'contact.cardNoName' });
    expect(nameless.error).to.match(/no name/);
    const copy = ok(await a.c.get(`/api/contacts/${back.id}`));
    const { id: _a, createdAt: _b, changeDate: _c, ...want } = c;
    const { id: _d, createdAt: _e, changeDate: _f, ...got } = copy;
    expect(got).to.deep.equal(want);
    const j = ok(await a.c.get(`/api/contacts/${joao.id}`));
    expect(j).to.deep.include({ name: 'João Silva' });
    expect(j.numbers[0]).to.include({ value: '+5511977776666', label: 'cell_phone' });

    const notVcf = await a.c.raw('POST', '/api/contacts/import', 'hello', { 'Content-Type': 'text/plain' });
    expect(notVcf.status).to.equal(400);
    expect(notVcf.body.details.issues[0].field).to.equal('body');
    // the web's client sends JSON
    const asJson = ok(await a.c.post('/api/contacts/import', { vcf: v21 }));
    expect(asJson).to.include({ imported: 1, refused: 0 });
    expect((await a.c.post('/api/contacts/import', { text: v21 })).status).to.equal(400);
  });

  it('refuses the area without its roles', async () => {
    const none = await rig.user('semcontato', ['ROLE_STORY_READ']);
    expect((await none.c.get('/api/contacts/filter')).status).to.equal(403);
    const reader = await rig.user('leitor', ['ROLE_CONTACT_READ']);
    expect((await reader.c.post('/api/contacts', { name: 'X' })).status).to.equal(403);
  });
});
