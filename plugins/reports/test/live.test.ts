import { expect } from 'chai';
import { listen } from '@lauda/plugin-rundown/testing';
import { REPORT_CATEGORY_TOPIC, REPORT_TOPIC } from '../src/common/index.js';
import { boot, ok, reportBody, testDb, type Rig } from './support.js';

describe(`report live messages on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it('tells a private report\'s changes to its allowed user only, and category changes to every reader', async () => {
    const cfg = ok(await rig.editor.get('/api/reports/config'));
    ok(await rig.editor.put('/api/reports/config', { ...cfg, privateCreation: true }));
    const friend = await rig.user();
    const outsider = await rig.user();
    const heard = await listen(rig.k, friend.c, [REPORT_TOPIC, REPORT_CATEGORY_TOPIC]);
    const notHeard = await listen(rig.k, outsider.c, [REPORT_TOPIC]);
    try {
      const priv = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Sigilo', '2033-09-01', { private: true, allowedUsers: [friend.id] })), 201);
      ok(await rig.editor.patch(`/api/reports/${priv.id}`, { field: 'people', newValue: 'Fonte reservada' }));
      const open = ok(await rig.editor.post('/api/reports', reportBody(rig, 'Aberto', '2033-09-01')), 201);
      expect(await heard.inbox.find((m) => m.op === 'CREATE' && Number(m.id) === priv.id)).to.deep.include({ topic: REPORT_TOPIC, by: 'editor' });
      const patch = await heard.inbox.find((m) => m.op === 'PATCH');
      expect(patch.data).to.deep.include({ field: 'people', oldValue: 'Ana Souza (repórter)', newValue: 'Fonte reservada', version: 1 });
      expect(patch.data.report.title).to.equal('Sigilo');
      // the outsider's first message is the public report: nothing of the private one came before it
      const first = await notHeard.inbox.next();
      expect([first.op, Number(first.id)]).to.deep.equal(['CREATE', open.id]);
      expect(JSON.stringify(notHeard.inbox.drain())).to.not.contain('Sigilo');

      const c = ok(await rig.editor.post('/api/reports/categories', { name: 'Trânsito' }), 201);
      expect((await heard.inbox.find((m) => m.topic === REPORT_CATEGORY_TOPIC)).data).to.deep.include({ id: c.id, name: 'Trânsito' });
    } finally {
      await heard.stop();
      await notHeard.stop();
    }
  });
});
