import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '../src/server/plugin.js';
import { ok, RUNDOWN_ALL, storyBody, testDb } from './support.js';

describe(`rundown settings on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  before(async () => {
    k = await startTestKernel({ plugins: [admin, rundown], db: testDb(), config: { plugins: { rundown: { config: { readRate: 0.1 } } } } });
  });
  after(async () => k?.stop());

  it('reads at the configured rate (readRate: 0.1 s per character)', async () => {
    const c = await k.userWith([...RUNDOWN_ALL, 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE']);
    const p = ok(await c.post('/api/programs', { name: 'Rádio', start: '07:00:00', end: '08:00:00' }), 201);
    const r = ok(await c.post('/api/rundowns', { date: '2031-05-01', programId: p.id }), 201);
    const s = ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody('LENTO', 40)), 201);
    expect(s).to.include({ head: 'PT4S', total: 'PT4S' });
  });
});
