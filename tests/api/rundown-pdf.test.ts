import { expect } from 'chai';
import { boot, ok, rich, rundownWith, testDb, type Rig } from '@lauda/plugin-rundown/testing';
import type { TestClient } from '@lauda/sdk/testing';
import { pdfText } from '../support/pdf-text.js';

/**
 * The rundown's PDFs through the kernel's PDF service: read back as text, they hold what the
 * reader may see (a private story of someone else only as its placeholder), follow the document
 * access contract (404 / 403), name the bad field in a 400, and write instants in the branch's zone.
 */
describe(`rundown and story PDFs, on ${testDb()}`, function () {
  this.timeout(90_000);
  let rig: Rig;
  let rundown: { id: number; blocks: { id: number; stories: { id: number }[] }[] };
  let opening: { id: number; changeDate: string };
  let secret: { id: number };
  let owner: { c: TestClient; id: number };
  let outsider: { c: TestClient; id: number };

  const HEAD = 'Boa noite, começa agora o Jornal da Noite.';
  const VO = 'Imagens do incêndio na serra, visto do alto.';
  const SECRET = 'Texto confidencial do furo de reportagem.';

  /** GET a PDF as bytes (the test client reads bodies as text). */
  async function getPdf(c: TestClient, path: string): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
    const res = await fetch(rig.k.url + path, { headers: c.cookie ? { cookie: c.cookie } : {} });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
  }
  async function textOf(c: TestClient, path: string): Promise<string> {
    const r = await getPdf(c, path);
    expect(r.status, `${path}: ${r.bytes.toString().slice(0, 300)}`).to.equal(200);
    expect(r.type).to.equal('application/pdf');
    expect(r.bytes.subarray(0, 5).toString()).to.equal('%PDF-');
    return (await pdfText(r.bytes)).text;
  }

  before(async () => {
    rig = await boot();
    owner = await rig.user('dona');
    outsider = await rig.user('fora');
    const r = await rundownWith(rig, 0);
    const sections = [
      { type: 'HEADER', entries: [{ camera: '2', text: rich(HEAD) }] },
      { type: 'LIVE_VO', cueIn: 'fogo alto', entries: [{ text: rich(VO) }] },
    ];
    opening = ok(await rig.producer.post(`/api/blocks/${r.blocks[0].id}/stories`, { slug: 'ABERTURA', page: '01', sections }), 201);
    secret = ok(await owner.c.post(`/api/blocks/${r.blocks[0].id}/stories`, {
      slug: 'SEGREDO', page: '02', private: true, sections: [{ type: 'HEADER', entries: [{ text: rich(SECRET) }] }],
    }), 201);
    rundown = ok(await rig.producer.get(`/api/rundowns/${r.id}`));
  });
  after(async () => rig?.stop());

  it('the grid: every story with its page and slug, a private story of someone else as its placeholder', async () => {
    const text = await textOf(rig.producer, `/api/rundowns/${rundown.id}/pdf?kind=grid`);
    expect(text).to.include('Espelho').and.include('Jornal da Noite').and.include('ABERTURA').and.include('01');
    expect(text).to.include('Matéria privada');
    expect(text).not.to.include('SEGREDO');
    // the time column as the grid shows it (mm:ss), never an ISO duration
    expect(text).not.to.match(/\bPT\d/);
    // its owner sees it
    expect(await textOf(owner.c, `/api/rundowns/${rundown.id}/pdf?kind=grid`)).to.include('SEGREDO');
  });

  it('the display: the script read on air, never the text of a private story the reader may not see', async () => {
    const text = await textOf(rig.producer, `/api/rundowns/${rundown.id}/pdf?kind=display`);
    expect(text).to.include('ABERTURA').and.include(HEAD).and.include(VO);
    expect(text).to.include('Matéria privada');
    expect(text).not.to.include(SECRET);
    expect(text).not.to.include('SEGREDO');
    expect(await textOf(owner.c, `/api/rundowns/${rundown.id}/pdf?kind=display`)).to.include(SECRET);
  });

  it('a story\'s content and voice-over', async () => {
    const content = await textOf(rig.producer, `/api/stories/${opening.id}/pdf?kind=content`);
    expect(content).to.include('ABERTURA').and.include(HEAD).and.include(VO).and.include('fogo alto');
    const two = await textOf(rig.producer, `/api/stories/${opening.id}/pdf?kind=content&columns=2`);
    expect(two).to.include(HEAD).and.include(VO);
    const vo = await textOf(rig.producer, `/api/stories/${opening.id}/pdf?kind=voiceover`);
    expect(vo).to.include('ABERTURA').and.include(VO).and.include('fogo alto');
    // the head is read by the presenter, not over pictures
    expect(vo).not.to.include(HEAD);
    const r = await getPdf(rig.producer, `/api/stories/${opening.id}/pdf?kind=voiceover`);
    expect(r.disposition).to.equal("inline; filename*=UTF-8''ABERTURA-voiceover.pdf");
  });

  it('a private story\'s own PDF is refused to others (403 document.private), readable by its owner', async () => {
    const res = await outsider.c.get(`/api/stories/${secret.id}/pdf?kind=content`);
    expect([res.status, res.body.code]).to.deep.equal([403, 'document.private']);
    expect(JSON.stringify(res.body)).not.to.include(SECRET);
    expect(await textOf(owner.c, `/api/stories/${secret.id}/pdf?kind=content`)).to.include(SECRET);
  });

  it('404 for a story or rundown the reader may not see at all (a program their groups do not give)', async () => {
    const g = ok(await rig.producer.post('/api/groups', { name: 'Fechado PDF', userIds: [rig.producerId] }), 201);
    const closed = ok(await rig.producer.post('/api/programs', { name: 'Programa Fechado', start: '22:00:00', end: '23:00:00', allowedGroupIds: [g.id] }), 201);
    const r = await rundownWith(rig, 1, rig.producer, closed.id);
    const storyId = r.blocks[0].stories[0].id;
    for (const path of [`/api/stories/${storyId}/pdf?kind=content`, `/api/rundowns/${r.id}/pdf?kind=grid`, '/api/stories/987654/pdf?kind=content']) {
      const res = await outsider.c.get(path);
      expect(res.status, path).to.equal(404);
      expect(res.body.code, path).to.equal('document.notFound');
    }
    expect(await textOf(rig.producer, `/api/stories/${storyId}/pdf?kind=content`)).to.include('S1');
  });

  it('400 naming the field for a bad kind, an odd font size or an unknown language', async () => {
    const cases: [string, string, RegExp][] = [
      [`/api/rundowns/${rundown.id}/pdf?kind=book`, 'kind', /grid|display/],
      [`/api/rundowns/${rundown.id}/pdf`, 'kind', /./],
      [`/api/stories/${opening.id}/pdf?kind=grid`, 'kind', /content|voiceover/],
      [`/api/rundowns/${rundown.id}/pdf?kind=grid&fontSize=11`, 'fontSize', /Odd number is not allowed/],
      [`/api/rundowns/${rundown.id}/pdf?kind=grid&fontSize=40`, 'fontSize', /between 6 and 24/],
      [`/api/stories/${opening.id}/pdf?kind=content&columns=3`, 'columns', /./],
      [`/api/stories/${opening.id}/pdf?kind=content&locale=xx`, 'locale', /./],
    ];
    for (const [path, field, message] of cases) {
      const res = await rig.producer.get(path);
      expect(res.status, path).to.equal(400);
      expect(res.body.code, path).to.equal('error.validation');
      expect(res.body.details.issues[0].field, path).to.equal(field);
      expect(res.body.details.issues[0].message, path).to.match(message);
    }
  });

  it('the language asked for, and instants in the branch\'s time zone', async () => {
    expect(await textOf(rig.producer, `/api/rundowns/${rundown.id}/pdf?kind=grid&locale=en_US&fontSize=12`)).to.include('Rundown grid').and.include('Private story');
    expect(await textOf(rig.producer, `/api/rundowns/${rundown.id}/pdf?kind=grid&locale=es_ES`)).to.include('Escaleta').and.include('Nota privada');

    const admin = await rig.k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'branchadmin');
    const zoned = (zone: string) => {
      const f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const p = Object.fromEntries(f.formatToParts(new Date(opening.changeDate)).map((x) => [x.type, x.value]));
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
    };
    for (const zone of ['Asia/Tokyo', 'America/Sao_Paulo']) {
      const cfg = ok(await admin.get('/api/branch/config'));
      ok(await admin.put('/api/branch/config', { ...cfg, timeZone: zone, branchName: `Redação ${zone}` }));
      const text = await textOf(rig.producer, `/api/stories/${opening.id}/pdf?kind=content`);
      expect(text, zone).to.include(`Última alteração em ${zoned(zone)}`);
      expect(text, zone).to.include(`Redação ${zone}`);
    }
    expect(zoned('Asia/Tokyo')).not.to.equal(zoned('America/Sao_Paulo'));
  });
});
