import { expect } from 'chai';
import { boot, ok, reportageBody, testDb, type Rig } from './support.js';

/** The behaviour flags reportages own (admin settings): the read rate and private creation. */
describe(`reportages read the branch settings on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  const flags = async (values: Record<string, unknown>) => {
    const version = ok(await rig.admin.get('/api/settings/flags')).version;
    return ok(await rig.admin.put('/api/settings/flags', { ...values, version }));
  };
  before(async () => {
    rig = await boot();
  });
  after(async () => rig?.stop());

  it("times automatic sections at the stored read rate (40 characters: 3 s at 0.075, 4 s at 0.1)", async () => {
    const a = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'ritmo normal')), 201);
    expect(a.sections[0].duration).to.equal('PT3S');
    await flags({ readRate: 0.1 });
    const b = ok(await rig.reporter.post('/api/news_reports', reportageBody(rig, 'ritmo lento')), 201);
    expect(b.sections[0].duration).to.equal('PT4S');
    // a change reads at the rate of the moment
    const again = ok(await rig.reporter.put(`/api/news_reports/${a.id}`, { ...reportageBody(rig, 'ritmo normal'), version: a.version }));
    expect(again.sections[0].duration).to.equal('PT4S');
    await flags({ readRate: 0.075 });
  });

  it('refuses a private reportage when privateReportage is off, and tells the editor (422 reportage.privateNotAllowed)', async () => {
    const me = Number(ok(await rig.reporter.get('/api/users/me')).id);
    await flags({ privateReportage: false });
    expect(ok(await rig.reporter.get('/api/news_reports/settings'))).to.deep.equal({ privateCreation: false });
    const r = await rig.reporter.post('/api/news_reports', { ...reportageBody(rig, 'segredo'), ownerId: me });
    expect(r.status, JSON.stringify(r.body)).to.equal(422);
    expect(r.body.code).to.equal('reportage.privateNotAllowed');
    await flags({ privateReportage: true });
    ok(await rig.reporter.post('/api/news_reports', { ...reportageBody(rig, 'segredo'), ownerId: me }), 201);
  });
});
