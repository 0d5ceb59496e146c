import { expect } from 'chai';
import { DEFAULT_SETTINGS } from '../src/common/index.js';
import { bootAdmin, expectRefused, subscribe, testDb, unchanged, type AdminKernel } from './support.js';

describe(`admin settings (flags, print, editor) on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;

  before(async () => {
    ak = await bootAdmin();
  });
  after(async () => ak?.k.stop());

  it('answers the defaults to every signed-in user before anything is saved', async () => {
    const reader = await ak.k.userWith([], 'leitor');
    const all = (await reader.get('/api/settings')).body;
    expect(all.flags).to.deep.equal({ section: 'flags', values: DEFAULT_SETTINGS.flags, version: 0 });
    expect(all.print.values.fontSize).to.equal(10);
    expect(all.editor.values).to.deep.equal(DEFAULT_SETTINGS.editor);
    expect(all.flags.values.readRate).to.equal(0.075);
    expectRefused(await reader.put('/api/settings/print', { fontSize: 12, version: 0 }), 403);
  });

  it('refuses an odd print font size with the spec\'s text, naming fontSize, and writes nothing', async () => {
    await unchanged(ak, async () => {
      const r = await ak.admin.put('/api/settings/print', { fontSize: 11, version: 0 });
      expectRefused(r, 400, 'error.validation', 'fontSize');
      expect(JSON.stringify(r.body.details.issues)).to.contain('Odd number is not allowed');
      expectRefused(await ak.admin.put('/api/settings/print', { fontSize: 40, version: 0 }), 400, 'error.validation', 'fontSize');
      expectRefused(await ak.admin.put('/api/settings/flags', { readRate: 0, version: 0 }), 400, 'error.validation', 'readRate');
      expectRefused(await ak.admin.put('/api/settings/flags', { rundownLockMinutes: -1, version: 0 }), 400, 'error.validation', 'rundownLockMinutes');
      expectRefused(await ak.admin.put('/api/settings/editor', { colour: 'red', version: 0 }), 400, 'error.validation');
      expectRefused(await ak.admin.put('/api/settings/editor', { upperCase: true }), 400, 'error.validation', 'version');
    });
  });

  it('saves some values with the version read, keeps the others, publishes and refuses a stale version (412)', async () => {
    const live = await subscribe(ak.k, ak.admin, ['settings']);
    try {
      const r = await ak.admin.put('/api/settings/print', { fontSize: 14, version: 0 });
      expect(r.status, JSON.stringify(r.body)).to.equal(200);
      expect(r.body).to.deep.equal({ section: 'print', values: { fontSize: 14 }, version: 1 });
      const msg = await live.next();
      expect(msg).to.include({ op: 'UPDATE', topic: 'settings', id: 'print' });
      expect(msg.data.values.fontSize).to.equal(14);
    } finally {
      live.close();
    }
    const f = await ak.admin.put('/api/settings/flags', { approvedOnly: true, readRate: 0.1, version: 0 });
    expect(f.body.values).to.deep.equal({ ...DEFAULT_SETTINGS.flags, approvedOnly: true, readRate: 0.1 });
    await unchanged(ak, async () => {
      expectRefused(await ak.admin.put('/api/settings/flags', { countdown: true, version: 0 }), 412, 'config.stale');
    });
    expect((await ak.admin.get('/api/settings/flags')).body.version).to.equal(1);
    // the history of a section is the configs' one
    const revs = await ak.admin.get('/api/revisions/lookup_config/settings.flags');
    expect(revs.status, JSON.stringify(revs.body)).to.equal(200);
  });
});
