import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import agency from '@lauda/plugin-agency';
import posts from '@lauda/plugin-posts';
import { testDb } from '../support/dbs.js';

/**
 * A post made from an agency item (the posts plugin is generic over document types; the agency's
 * `agency_item` offers its content): the item's title and text, and nothing for who may not read the agency.
 */
describe(`a post made from an agency item, on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  before(async () => { k = await startTestKernel({ plugins: [admin, guidelines, agency, posts], db: testDb(), config: { plugins: { agency: { config: { pollCheckMs: 3_600_000 } } } } }); });
  after(async () => k?.stop());

  it('takes the item\'s title and text; a writer without the agency\'s read role gets a 403, an unknown item a 404', async () => {
    const knex = (k as unknown as { kernel: { container: { resolve(id: string): { knex: any } } } }).kernel.container.resolve('core.db').knex;
    const now = Date.now();
    const [id] = await knex('agency_items').insert({
      source_kind: 'rss', source_id: 1, guid: 'g-1', title: 'Greve dos ônibus termina', text: 'Motoristas voltam ao trabalho amanhã.',
      link: 'http://example.test/greve', published_at: now, fetched_at: now, listed_at: now, search_text: 'greve dos onibus termina',
    });
    const editor = await k.userWith(['ROLE_POST_READ', 'ROLE_POST_WRITE', 'ROLE_AGENCY_READ'], 'web-editor');
    const res = await editor.post('/api/posts/from', { type: 'agency_item', id: Number(id) });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.title).to.equal('Greve dos ônibus termina');
    expect(JSON.stringify(res.body.body)).to.contain('Motoristas voltam ao trabalho amanhã.');
    const writer = await k.userWith(['ROLE_POST_READ', 'ROLE_POST_WRITE'], 'web-only');
    const refused = await writer.post('/api/posts/from', { type: 'agency_item', id: Number(id) });
    expect(refused.status).to.equal(403);
    expect(JSON.stringify(refused.body)).not.to.contain('Greve');
    expect((await editor.post('/api/posts/from', { type: 'agency_item', id: 999999 })).status).to.equal(404);
  });
});
