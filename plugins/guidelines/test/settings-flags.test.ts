import { expect } from 'chai';
import { boot, guidelineBody, nextDate, ok, testDb, type Rig } from './support.js';

/** Private creation of guidelines is the branch flag `privateGuideline` (admin settings), whichever route changes it. */
describe(`guidelines read privateGuideline from the branch settings on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('follows the admin flag and writes it through the guideline settings route', async () => {
    const admin = (await rig.user('administrador', ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'])).c;
    const flags = async (values: Record<string, unknown>) =>
      ok(await admin.put('/api/settings/flags', { ...values, version: ok(await admin.get('/api/settings/flags')).version }));
    const create = () => rig.producer.post('/api/assignments', guidelineBody('RESERVADA', nextDate(), { private: true }));

    const off = await create();
    expect(off.status, JSON.stringify(off.body)).to.equal(422);
    expect(off.body.code).to.equal('guideline.privateNotAllowed');

    await flags({ privateGuideline: true });
    expect(ok(await rig.producer.get('/api/assignments/settings')).privateCreation).to.equal(true);
    ok(await create(), 201);

    const s = ok(await rig.producer.get('/api/assignments/settings'));
    const saved = ok(await rig.producer.put('/api/assignments/settings', { lockFinished: s.lockFinished, privateCreation: false, version: s.version }));
    expect(saved).to.include({ privateCreation: false, version: s.version + 1 });
    expect(ok(await admin.get('/api/settings/flags')).values.privateGuideline).to.equal(false);
    expect((await create()).status).to.equal(422);
  });
});
