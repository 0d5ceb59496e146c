import { expect } from 'chai';
import { boot, ok, reportBody, testDb, type Rig } from './support.js';

/** Private creation of reports is the branch flag `privateReport` (admin settings), whichever route changes it. */
describe(`reports read privateReport from the branch settings on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('follows the admin flag and writes it through /api/reports/config', async () => {
    const admin = (await rig.user('administrador', ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'])).c;
    const flags = async (values: Record<string, unknown>) =>
      ok(await admin.put('/api/settings/flags', { ...values, version: ok(await admin.get('/api/settings/flags')).version }));
    const create = () => rig.editor.post('/api/reports', reportBody(rig, 'Reservado', '2033-09-01', { private: true }));

    expect((await create()).body.code).to.equal('report.privateNotAllowed');
    await flags({ privateReport: true });
    expect(ok(await rig.editor.get('/api/reports/config')).privateCreation).to.equal(true);
    ok(await create(), 201);

    const cfg = ok(await rig.editor.get('/api/reports/config'));
    expect(ok(await rig.editor.put('/api/reports/config', { ...cfg, privateCreation: false })).privateCreation).to.equal(false);
    expect(ok(await admin.get('/api/settings/flags')).values.privateReport).to.equal(false);
    const refused = await create();
    expect(refused.status).to.equal(422);
    expect(refused.body.code).to.equal('report.privateNotAllowed');
  });
});
