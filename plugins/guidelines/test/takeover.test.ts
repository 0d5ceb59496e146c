// Other areas take guidelines over and make them: `core.documents.content('guideline', …)` and
// `guidelinesServices.records.create`, exercised through a small plugin that depends on guidelines.
import { expect } from 'chai';
import { coreServices, created, definePlugin, z } from '@lauda/sdk/server';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '../src/server/plugin.js';
import { guidelinesServices } from '../src/server/refs.js';
import { GUIDELINE_ALL, guidelineBody, nextDate, ok, testDb } from './support.js';

const taker = definePlugin({
  id: 'taker', version: '0.1.0', sdk: '^0.1.0', dependsOn: ['guidelines'],
  deps: { documents: coreServices.documents, guidelines: guidelinesServices.records },
  setup: ({ documents, guidelines: records }) => ({
    routes(router) {
      router.get('/api/taker/{type}/{id}', {
        access: 'authenticated', summary: 'content of a document',
        params: z.object({ type: z.string(), id: z.coerce.number().int().positive() }),
      }, async ({ params, user }) => documents.content(params.type, user, params.id));
      router.post('/api/taker/guidelines', {
        access: 'authenticated', summary: 'a guideline made from elsewhere',
        body: z.object({ slug: z.string(), date: z.string(), programsIds: z.array(z.number()).optional(), proposal: z.string().optional() }),
      }, async ({ body, user }) => created(await records.create(user, body)));
    },
  }),
});

describe(`guidelines taken over by other areas (${testDb()})`, function () {
  let k: TestKernel;
  before(async () => { k = await startTestKernel({ plugins: [admin, guidelines, taker], db: testDb() }); });
  after(() => k.stop());

  it('answers the content of a guideline the user sees, 403 without the roles, 404 to a private one of someone else, 400 for a type without content', async () => {
    const owner = await k.userWith(GUIDELINE_ALL, 'tk-owner');
    const date = nextDate();
    const g = ok(await owner.post('/api/assignments', guidelineBody('ENCHENTE NO CENTRO', date, { referral: 'Defesa Civil', private: false })), 201);
    const c = ok(await owner.get(`/api/taker/guideline/${g.id}`));
    expect(c).to.deep.include({ title: 'ENCHENTE NO CENTRO', date });
    expect(c.text).to.contain('ENCHENTE NO CENTRO proposta').and.contain('Defesa Civil');
    const noRoles = await k.userWith(['ROLE_STORY_READ'], 'tk-noroles');
    expect((await noRoles.get(`/api/taker/guideline/${g.id}`)).status).to.equal(403);
    const s = ok(await owner.get('/api/assignments/settings'));
    ok(await owner.put('/api/assignments/settings', { lockFinished: true, privateCreation: true, version: s.version }));
    const mine = ok(await owner.post('/api/assignments', guidelineBody('SÓ MEU', date, { private: true })), 201);
    const outsider = await k.userWith(GUIDELINE_ALL, 'tk-out');
    const hidden = await outsider.get(`/api/taker/guideline/${mine.id}`);
    expect(hidden.status).to.equal(404);
    expect(JSON.stringify(hidden.body)).not.to.contain('SÓ MEU');
    const noType = await owner.get(`/api/taker/nothing/${g.id}`);
    expect(noType.status).to.equal(400);
    expect(noType.body.code).to.equal('document.noContent');
  });

  it('creates a guideline as the user: visible in the guidelines API, refused without the write role, a bad date named', async () => {
    const writer = await k.userWith(GUIDELINE_ALL, 'tk-writer');
    const date = nextDate();
    const g = ok(await writer.post('/api/taker/guidelines', { slug: `  ${'A'.repeat(120)}`, date, proposal: 'da ronda' }), 201);
    expect(g.slug).to.have.length(100);
    expect(ok(await writer.get(`/api/assignments/${g.id}`)).proposal).to.equal('da ronda');
    const reader = await k.userWith(['ROLE_ASSIGNMENT_READ'], 'tk-reader');
    const refused = await reader.post('/api/taker/guidelines', { slug: 'X', date });
    expect(refused.status).to.equal(403);
    const bad = await writer.post('/api/taker/guidelines', { slug: 'X', date: '2026-13-40' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body.details)).to.contain('date');
  });
});
