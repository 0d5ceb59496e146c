import { expect } from 'chai';
import { TOKEN } from './social/fake-api.js';
import { boot, configure, ok, refused, testDb, type Rig } from './social/support.js';

describe(`agency social sources: credentials, categories, pages, users and lists on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => {
    rig = await boot({ socialPoll: false });
  });
  after(async () => rig?.stop());

  it('keeps the tokens secret: tokenSet only, kept when left out, forgotten when null; admins only; stale version 412', async () => {
    const fresh = ok(await rig.admin.get('/api/agency/facebook/config'));
    expect(fresh).to.deep.equal({ network: 'facebook', baseUrl: 'https://graph.facebook.com/v19.0', tokenSet: false, version: 0 });
    refused(await rig.admin.post('/api/agency/facebook/pages', { page: 'globonews' }), 422, 'agency.social.notConfigured');

    await configure(rig);
    for (const network of ['facebook', 'twitter']) {
      const r = await rig.admin.get(`/api/agency/${network}/config`);
      expect(ok(r)).to.include({ tokenSet: true, version: 1 });
      expect(JSON.stringify(r.body)).not.to.contain(TOKEN);
    }
    const kept = ok(await rig.admin.put('/api/agency/twitter/config', { baseUrl: `${rig.api.url}/twitter`, version: 1 }));
    expect(kept).to.deep.equal({ network: 'twitter', baseUrl: `${rig.api.url}/twitter`, tokenSet: true, version: 2 });
    refused(await rig.admin.put('/api/agency/twitter/config', { baseUrl: `${rig.api.url}/twitter`, version: 1 }), 412, 'agency.social.staleVersion');
    expect(ok(await rig.admin.put('/api/agency/twitter/config', { baseUrl: `${rig.api.url}/twitter`, token: null, version: 2 })).tokenSet).to.equal(false);
    refused(await rig.admin.post('/api/agency/twitter/users', { username: 'agenciabrasil' }), 422, 'agency.social.notConfigured');
    ok(await rig.admin.put('/api/agency/twitter/config', { baseUrl: `${rig.api.url}/twitter`, token: TOKEN, version: 3 }));
    refused(await rig.admin.put('/api/agency/twitter/config', { baseUrl: 'ftp://example.com', version: 4 }), 400, 'error.validation', 'baseUrl');
    expect((await rig.reader.get('/api/agency/twitter/config')).status).to.equal(403);
    expect((await rig.reader.put('/api/agency/twitter/config', { baseUrl: rig.api.url, version: 4 })).status).to.equal(403);
    const openapi = JSON.stringify(ok(await rig.admin.get('/api/openapi.json')));
    expect(openapi).not.to.contain(TOKEN);
  });

  it('checks a Facebook page against the Graph API: unknown is invalid page, the same page twice a conflict', async () => {
    const news = ok(await rig.admin.post('/api/agency/facebook/categories', { name: 'Jornalismo' }), 201);
    refused(await rig.admin.post('/api/agency/facebook/categories', { name: 'Jornalismo' }), 409, 'agency.social.categoryExists');
    refused(await rig.admin.post('/api/agency/facebook/categories', { name: '  ' }), 400, 'error.validation', 'name');

    const page = ok(await rig.admin.post('/api/agency/facebook/pages', { page: 'GloboNews', categoryId: news.id }), 201);
    expect(page).to.include({ kind: 'facebook_page', network: 'facebook', handle: 'globonews', remoteId: '1001', name: 'GloboNews', categoryId: news.id, failures: 0 });
    expect(rig.api.requests.at(-1)!.searchParams.get('fields')).to.equal('id,name');

    refused(await rig.admin.post('/api/agency/facebook/pages', { page: 'https://www.facebook.com/globonews/' }), 409, 'agency.social.sourceExists');
    refused(await rig.admin.post('/api/agency/facebook/pages', { page: 'pagina-que-nao-existe' }), 400, 'agency.invalidPage', 'page');
    refused(await rig.admin.post('/api/agency/facebook/pages', { page: 'não é página!' }), 400, 'agency.invalidPage', 'page');
    refused(await rig.admin.post('/api/agency/facebook/pages', { page: '' }), 400, 'error.validation', 'page');
    refused(await rig.admin.post('/api/agency/facebook/pages', { page: 'globonews', categoryId: 'x' }), 400, 'error.validation', 'categoryId');
    expect((await rig.reader.post('/api/agency/facebook/pages', { page: 'globonews' })).status).to.equal(403);

    expect(ok(await rig.reader.get('/api/agency/facebook/pages')).map((p: any) => p.name)).to.deep.equal(['GloboNews']);
    expect(ok(await rig.reader.get('/api/agency/facebook/categories'))).to.deep.equal([{ id: news.id, network: 'facebook', name: 'Jornalismo', sourceIds: [page.id] }]);
    refused(await rig.admin.delete(`/api/agency/facebook/categories/${news.id}`), 409, 'agency.social.categoryInUse');
    // a Twitter category is not a Facebook one
    const tw = ok(await rig.admin.post('/api/agency/twitter/categories', { name: 'Jornalismo' }), 201);
    refused(await rig.admin.put(`/api/agency/facebook/pages/${page.id}`, { page: 'globonews', categoryId: tw.id }), 400, 'agency.social.unknownCategory', 'categoryId');
    expect(ok(await rig.admin.put(`/api/agency/facebook/pages/${page.id}`, { page: 'globonews', categoryId: null })).categoryId).to.equal(null);
    // another page is asked again: one the network does not know is refused and nothing changes
    refused(await rig.admin.put(`/api/agency/facebook/pages/${page.id}`, { page: 'outra-pagina' }), 400, 'agency.invalidPage', 'page');
    expect(ok(await rig.reader.get(`/api/agency/facebook/pages/${page.id}`))).to.include({ handle: 'globonews', remoteId: '1001' });
    expect((await rig.admin.delete(`/api/agency/facebook/categories/${news.id}`)).status).to.equal(204);
  });

  it('checks Twitter users and lists: unknown is invalid user / list naming the field, a user is unique', async () => {
    const user = ok(await rig.admin.post('/api/agency/twitter/users', { username: '@AgenciaBrasil' }), 201);
    expect(user).to.include({ kind: 'twitter_user', handle: 'agenciabrasil', remoteId: '2001', name: 'Agência Brasil (@agenciabrasil)' });
    refused(await rig.admin.post('/api/agency/twitter/users', { username: 'agenciabrasil' }), 409, 'agency.social.sourceExists');
    refused(await rig.admin.post('/api/agency/twitter/users', { username: 'ninguem_aqui' }), 400, 'agency.invalidUser', 'username');
    refused(await rig.admin.post('/api/agency/twitter/users', { username: 'nome com espaço' }), 400, 'agency.invalidUser', 'username');

    const list = ok(await rig.admin.post('/api/agency/twitter/lists', { listId: 'https://twitter.com/i/lists/3001' }), 201);
    expect(list).to.include({ kind: 'twitter_list', handle: '3001', remoteId: '3001', name: 'Política' });
    refused(await rig.admin.post('/api/agency/twitter/lists', { listId: '999' }), 400, 'agency.invalidList', 'listId');
    refused(await rig.admin.post('/api/agency/twitter/lists', { listId: 'abc' }), 400, 'agency.invalidList', 'listId');
    expect((await rig.admin.get('/api/agency/twitter/lists/999999')).status).to.equal(404);

    ok(await rig.admin.delete(`/api/agency/twitter/lists/${list.id}`), 204);
    expect(ok(await rig.reader.get('/api/agency/twitter/lists'))).to.deep.equal([]);
  });

  it('answers a refused token as such, and an unreachable API as a 502, without keeping anything', async () => {
    const { version } = ok(await rig.admin.get('/api/agency/twitter/config'));
    ok(await rig.admin.put('/api/agency/twitter/config', { baseUrl: `${rig.api.url}/twitter`, token: 'wrong', version }));
    refused(await rig.admin.post('/api/agency/twitter/lists', { listId: '3001' }), 422, 'agency.social.tokenRefused');
    ok(await rig.admin.put('/api/agency/twitter/config', { baseUrl: 'http://127.0.0.1:9', token: TOKEN, version: version + 1 }));
    refused(await rig.admin.post('/api/agency/twitter/lists', { listId: '3001' }), 502, 'agency.social.apiFailed');
    ok(await rig.admin.put('/api/agency/twitter/config', { baseUrl: `${rig.api.url}/twitter`, version: version + 2 }));
    expect(ok(await rig.reader.get('/api/agency/twitter/lists'))).to.deep.equal([]);
  });
});
