import { expect } from 'chai';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';
import { bootProposals, contentOf, listen, ok, testDb } from './support.js';

const BASE = '/api/assignment_proposals';
const suggestion = (title: string, date: string, extra: Record<string, unknown> = {}) => ({ title, date, text: `${title}: o texto`, suggestedBy: 'Ouvinte', source: 'Telefone', ...extra });

describe(`news suggestions on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let editor: TestClient;
  let reporter: TestClient;
  let reader: TestClient;
  before(async () => {
    ({ k, editor, reporter, reader } = await bootProposals());
  });
  after(async () => k?.stop());

  it('filters by from, to and words, newest day first, paged', async () => {
    ok(await reporter.post(BASE, suggestion('Buraco na avenida', '2031-03-01')), 201);
    ok(await reporter.post(BASE, suggestion('Feira de 100% orgânicos', '2031-03-03', { source: 'E-mail' })), 201);
    ok(await reporter.post(BASE, suggestion('Festa junina da escola', '2031-03-05', { suggestedBy: 'Diretora Marta' })), 201);
    ok(await reporter.post(BASE, suggestion('Outra coisa', '2031-04-01')), 201);
    const titles = async (q: string) => ok(await reader.get(`${BASE}?${q}`)).data.map((p: any) => p.title);
    expect(await titles('from=2031-03-01&to=2031-03-31')).to.deep.equal(['Festa junina da escola', 'Feira de 100% orgânicos', 'Buraco na avenida']);
    expect(await titles('filter=MARTA')).to.deep.equal(['Festa junina da escola']);
    expect(await titles('filter=100%25')).to.deep.equal(['Feira de 100% orgânicos']);
    expect(await titles('filter=e-mail&from=2031-03-02')).to.deep.equal(['Feira de 100% orgânicos']);
    const page = ok(await reader.get(`${BASE}?from=2031-03-01&page=1&size=2`));
    expect([page.number, page.size, page.total, page.data.map((p: any) => p.title)]).to.deep.equal([1, 2, 4, ['Feira de 100% orgânicos', 'Buraco na avenida']]);
    const backwards = await reader.get(`${BASE}?from=2031-03-05&to=2031-03-01`);
    expect([backwards.status, backwards.body.code, JSON.stringify(backwards.body.details)]).to.satisfy(([s, c, d]: [number, string, string]) => s === 400 && c === 'proposals.datesOrder' && d.includes('"to"'));
  });

  it('accepts a suggestion into a guideline the user sees, once, and keeps it from removal', async () => {
    const live = await listen(k, reader, ['proposals']);
    try {
      const p = ok(await reporter.post(BASE, suggestion('Greve dos ônibus', '2031-05-20', { text: 'Motoristas param amanhã' })), 201);
      const spare = ok(await reporter.post(BASE, suggestion('Ideia solta', '2031-05-20')), 201);
      // a reporter without the guidelines' write role may suggest but not accept
      expect((await reporter.post(`${BASE}/${p.id}/accept`, {})).status).to.equal(403);
      // a guideline the service refuses (a program that does not exist) leaves the suggestion open
      const refused = await editor.post(`${BASE}/${p.id}/accept`, { programsIds: [987654] });
      expect(refused.status).to.be.within(400, 499);
      expect(ok(await reader.get(`${BASE}/${p.id}`)).guidelineId).to.equal(null);
      const made = ok(await editor.post(`${BASE}/${p.id}/accept`, { date: '2031-05-21' }), 201);
      expect(made.proposal).to.include({ guidelineId: made.guideline.id, acceptedBy: 'editora', version: 1 });
      const g = ok(await editor.get(`/api/assignments/${made.guideline.id}`));
      expect(g).to.include({ date: '2031-05-21', proposal: 'Motoristas param amanhã' });
      expect(g.slug.toUpperCase()).to.equal('GREVE DOS ÔNIBUS');
      expect(g.information).to.contain('Ouvinte').and.contain('Telefone');
      const dayList = ok(await editor.get('/api/assignments/dateList?date=2031-05-21'));
      expect(JSON.stringify(dayList)).to.contain(`"id":${made.guideline.id}`);
      expect(await contentOf(k, 'proposal', p.id, ['ROLE_ASSIGNMENT_PROPOSAL_READ'])).to.deep.equal({
        title: 'Greve dos ônibus', text: 'Motoristas param amanhã\n\nOuvinte — Telefone', date: '2031-05-20',
      });
      const twice = await editor.post(`${BASE}/${p.id}/accept`, {});
      expect([twice.status, twice.body.code]).to.deep.equal([409, 'proposals.accepted']);

      // fewer ids back than asked: the accepted one is in use
      expect(ok(await editor.delete(`${BASE}?ids=${p.id},${spare.id}`))).to.deep.equal({ ids: [spare.id] });
      expect(ok(await reader.get(`${BASE}/${p.id}`)).guidelineId).to.equal(made.guideline.id);
      expect((await reader.get(`${BASE}/${spare.id}`)).status).to.equal(404);
      expect(ok(await reader.get(`${BASE}?accepted=true&from=2031-05-20&to=2031-05-20`)).data.map((x: any) => x.id)).to.deep.equal([p.id]);

      const heard = await live.until(4);
      expect(heard.map((m) => [m.op, m.id])).to.deep.equal([['CREATE', p.id], ['CREATE', spare.id], ['UPDATE', p.id], ['DELETE', spare.id]]);
      expect(heard[2]!.data.guidelineId).to.equal(made.guideline.id);
    } finally {
      live.stop();
    }
  });

  it('changes with the version read, and refuses bad input naming the field and writes without the role', async () => {
    const p = ok(await reporter.post(BASE, suggestion('Pauta X', '2031-06-01')), 201);
    expect(ok(await reporter.put(`${BASE}/${p.id}`, { ...suggestion('Pauta Y', '2031-06-02'), version: 0 }))).to.include({ title: 'Pauta Y', date: '2031-06-02', version: 1 });
    expect((await reporter.put(`${BASE}/${p.id}`, { ...suggestion('Pauta Z', '2031-06-02'), version: 0 })).status).to.equal(412);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '  ', date: '2031-06-01' }, 'title'],
      [{ title: 'Sem data' }, 'date'],
      [{ title: 'Data errada', date: '2031-02-30' }, 'date'],
      [{ title: 'Longa', date: '2031-06-01', source: 'x'.repeat(301) }, 'source'],
    ];
    for (const [body, name] of bad) {
      const r = await reporter.post(BASE, body);
      expect(r.status, name).to.equal(400);
      expect(JSON.stringify(r.body.details), name).to.contain(`"${name}"`);
    }
    expect((await reporter.get(`${BASE}?size=0`)).status).to.equal(400);
    expect((await reporter.delete(`${BASE}?ids=1,x`)).status).to.equal(400);
    expect((await editor.post(`${BASE}/${p.id}/accept`, { date: 'amanhã' })).status).to.equal(400);
    expect((await reader.post(BASE, suggestion('Intruso', '2031-06-01'))).status).to.equal(403);
    expect((await reader.delete(`${BASE}?ids=${p.id}`)).status).to.equal(403);
    expect((await (await k.userWith([], 'ninguem')).get(BASE)).status).to.equal(403);
    expect((await reader.get(`${BASE}/999999`)).status).to.equal(404);
  });
});
