// The social part wired into the agency plugin itself: a Facebook page's posts land in the one items
// table, named by their page, found by the search and taken over as any agency item.
import { expect } from 'chai';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';
import { FakeSocialApi, TOKEN } from './social/fake-api.js';
import { graphTime } from './social/support.js';
import { agencyKernel, ok, testDb } from './support.js';

describe(`agency: social items in the lanes (${testDb()})`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let api: FakeSocialApi;
  let admin: TestClient;
  before(async () => {
    api = await new FakeSocialApi().start();
    k = await agencyKernel();
    admin = await k.userWith(['ROLE_AGENCY_ADMIN', 'ROLE_AGENCY_READ'], 'social-admin');
    const { version } = ok(await admin.get('/api/agency/facebook/config'));
    ok(await admin.put('/api/agency/facebook/config', { baseUrl: `${api.url}/graph/v19.0`, token: TOKEN, version }));
  });
  after(async () => {
    await k?.stop();
    await api?.stop();
  });

  it('stores a page post once, with the page as its source, searchable and in a lane of Facebook items', async () => {
    api.posts.get('1001')!.push({ id: '1001_x', message: 'Ponte interditada na BR-101\nTrânsito desviado', created_time: graphTime(Date.now() - 60_000), permalink_url: 'https://www.facebook.com/globonews/posts/x' });
    const page = ok(await admin.post('/api/agency/facebook/pages', { page: 'globonews' }), 201);
    expect(ok(await admin.post(`/api/agency/facebook/pages/${page.id}/poll`))).to.include({ stored: 1 });
    expect(ok(await admin.post(`/api/agency/facebook/pages/${page.id}/poll`))).to.include({ stored: 0 });
    const found = ok(await admin.get('/api/agency/items?text=ponte&kind=facebook')).data;
    expect(found).to.have.length(1);
    expect(found[0]).to.include({ sourceKind: 'facebook', sourceId: page.id, sourceName: 'GloboNews', link: 'https://www.facebook.com/globonews/posts/x' });
    const lane = ok(await admin.post('/api/agency/lanes', { name: 'Redes', kinds: ['facebook'] }), 201);
    expect(ok(await admin.get(`/api/agency/lanes/${lane.id}/items`)).data.map((i: { id: number }) => i.id)).to.deep.equal([found[0].id]);
  });
});
