import { expect } from 'chai';
import { boot, nextDate, ok, productionBody, testDb, type Rig } from '@lauda/plugin-productions/testing';
import { pdfText } from '../support/pdf-text.js';

/**
 * The checklist's PDF through the kernel's PDF service, read back as text: its header fields,
 * resources and vehicles by name, tasks with done marks, information, in the asked language; and
 * only for who may see the checklist (404 otherwise).
 */
describe(`checklist PDF, on ${testDb()}`, function () {
  this.timeout(90_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  async function getPdf(path: string, cookie?: string | null) {
    const res = await fetch(rig.k.url + path, { headers: cookie ? { cookie } : {} });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('holds the slug, date, times, place, team, resources, vehicles, tasks with done marks and information', async () => {
    const date = nextDate();
    const res = ok(await rig.producer.post('/api/productions/resources', { name: 'Microfone sem fio' }), 201);
    const vehicle = ok(await rig.producer.post('/api/vehicles', { name: 'Van de externa', type: 'TV', version: 0 }), 201);
    const p = ok(await rig.producer.post('/api/productions', productionBody('ESTÁDIO', date, {
      resourcesIds: [res.id], vehiclesIds: [vehicle.id], information: 'Credenciamento na sala de imprensa.',
      tasks: [{ label: 'Confirmar credenciais', done: true, date, time: '10:00' }, { label: 'Testar o link', time: '14:00' }],
    })), 201);
    const r = await getPdf(`/api/productions/${p.id}/pdf?locale=pt_BR`, rig.producer.cookie);
    expect(r.status, r.bytes.toString().slice(0, 300)).to.equal(200);
    expect(r.type).to.equal('application/pdf');
    expect(r.disposition).to.contain(encodeURIComponent(`ESTÁDIO-${date}.pdf`));
    const { text, title } = await pdfText(r.bytes);
    expect(title).to.equal('Produção: ESTÁDIO');
    const [y, m, d] = date.split('-');
    for (const s of ['ESTÁDIO', `${d}/${m}/${y}`, 'Saída', '14:15', 'Chegada', '17:30', 'Estádio Municipal', 'JOÃO, MARIA', 'Microfone sem fio', 'Van de externa',
      '[x]', 'Confirmar credenciais', '[ ]', 'Testar o link', 'Credenciamento na sala de imprensa.']) {
      expect(text, s).to.contain(s);
    }
    expect(text.indexOf('[x]')).to.be.below(text.indexOf('Confirmar credenciais'));
    const en = await pdfText((await getPdf(`/api/productions/${p.id}/pdf?locale=en_US`, rig.producer.cookie)).bytes);
    expect(en.text).to.contain('Departure').and.contain('Tasks');
  });

  it('is refused to who may not see the checklist, and names a bad locale', async () => {
    const cfg = ok(await rig.producer.get('/api/productions/config'));
    ok(await rig.producer.put('/api/productions/config', { ...cfg, privateCreation: true }));
    const p = ok(await rig.producer.post('/api/productions', productionBody('PRIVADA', nextDate(), { private: true })), 201);
    const other = await rig.user();
    expect((await getPdf(`/api/productions/${p.id}/pdf`, other.c.cookie)).status).to.equal(404);
    const bad = await rig.producer.get(`/api/productions/${p.id}/pdf?locale=xx`);
    expect(bad.status).to.equal(400);
    expect(bad.body.details.issues[0].field).to.equal('locale');
  });
});
