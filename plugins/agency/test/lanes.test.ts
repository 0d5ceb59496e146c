import { expect } from 'chai';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';
import { entry, FeedServer } from './feed-server.js';
import { agencyKernel, knexOf, ok, READ, testDb } from './support.js';

describe(`agency lanes on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let feeds: FeedServer;
  let ana: TestClient;
  let bia: TestClient;
  let rssId: number;
  let atomId: number;
  let catId: number;
  const titles = async (c: TestClient, laneId: number, q = '') => ok(await c.get(`/api/agency/lanes/${laneId}/items?${q || 'size=50'}`)).data.map((i: any) => i.title);
  const lane = async (c: TestClient, body: Record<string, unknown>) => ok(await c.post('/api/agency/lanes', body), 201);

  before(async () => {
    feeds = await new FeedServer().start();
    feeds.add('rss', entry('old', 'Notícia antiga demais', 'fora da retenção', 60 * 24 * 40));
    feeds.add('rss', entry('r1', 'Governo anuncia obras', 'Ponte nova no centro', 30));
    feeds.add('rss', entry('r2', 'Futebol: final do estadual', 'Ingressos esgotados', 20));
    feeds.add('atom', entry('a1', 'Bolsa recua', 'Investidores cautelosos com o GOVERNO', 10));
    k = await agencyKernel();
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    const chief = await k.userWith(all, 'chefe');
    ana = await k.userWith(READ, 'ana');
    bia = await k.userWith(READ, 'bia');
    catId = ok(await chief.post('/api/agency/rss/categories', { name: 'Geral' }), 201).id;
    rssId = ok(await chief.post('/api/agency/rss/feeds', { url: `${feeds.url}/rss`, categoryId: catId }), 201).id;
    atomId = ok(await chief.post('/api/agency/rss/feeds', { url: `${feeds.url}/atom` }), 201).id;
  });
  after(async () => {
    await k?.stop();
    await feeds?.stop();
  });

  it('keeps each user\'s own lanes in their order: create, change, move, remove', async () => {
    const a = await lane(ana, { name: 'Tudo' });
    const b = await lane(ana, { name: 'Esporte', words: ['futebol'] });
    const c = await lane(ana, { name: 'Economia', sources: [{ kind: 'rss', id: atomId }] });
    expect(a).to.deep.include({ name: 'Tudo', position: 0, kinds: [], categories: [], sources: [], words: [] });
    expect(ok(await ana.get('/api/agency/lanes')).map((l: any) => l.name)).to.deep.equal(['Tudo', 'Esporte', 'Economia']);
    ok(await ana.put(`/api/agency/lanes/${c.id}`, { ...c, name: 'Mercado', position: 0 }));
    expect(ok(await ana.get('/api/agency/lanes')).map((l: any) => [l.name, l.position])).to.deep.equal([['Mercado', 0], ['Tudo', 1], ['Esporte', 2]]);
    expect(ok(await bia.get('/api/agency/lanes'))).to.deep.equal([]);
    expect((await bia.get(`/api/agency/lanes/${b.id}/items`)).status).to.equal(404);
    expect((await bia.put(`/api/agency/lanes/${b.id}`, { name: 'Minha' })).status).to.equal(404);
    expect((await bia.delete(`/api/agency/lanes/${b.id}`)).status).to.equal(404);
    const bad = await ana.post('/api/agency/lanes', { name: 'X', kinds: ['telex'] });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('kinds');
    expect((await ana.post('/api/agency/lanes', { name: '' })).status).to.equal(400);
    expect((await (await k.userWith([], 'sem')).get('/api/agency/lanes')).status).to.equal(403);
    ok(await ana.delete(`/api/agency/lanes/${a.id}`), 204);
    expect(ok(await ana.get('/api/agency/lanes')).map((l: any) => l.name)).to.deep.equal(['Mercado', 'Esporte']);
  });

  it('shows in a lane the items of its kinds, categories or sources, and words, newest first', async () => {
    const every = await lane(bia, { name: 'Tudo' });
    expect(await titles(bia, every.id)).to.deep.equal(['Bolsa recua', 'Futebol: final do estadual', 'Governo anuncia obras']);
    expect(await titles(bia, every.id, 'size=1&page=1')).to.deep.equal(['Futebol: final do estadual']);
    expect(ok(await bia.get(`/api/agency/lanes/${every.id}/items?size=1`)).total).to.equal(3);
    const category = await lane(bia, { name: 'Geral', categories: [{ kind: 'rss', id: catId }] });
    expect(await titles(bia, category.id)).to.deep.equal(['Futebol: final do estadual', 'Governo anuncia obras']);
    const either = await lane(bia, { name: 'Geral ou Atom', categories: [{ kind: 'rss', id: catId }], sources: [{ kind: 'rss', id: atomId }] });
    expect(await titles(bia, either.id)).to.have.length(3);
    const otherKind = await lane(bia, { name: 'Twitter', kinds: ['twitter'] });
    expect(await titles(bia, otherKind.id)).to.deep.equal([]);
    // the social category with the same id is another category
    const socialCategory = await lane(bia, { name: 'Outra', categories: [{ kind: 'facebook', id: catId }] });
    expect(await titles(bia, socialCategory.id)).to.deep.equal([]);
    const words = await lane(bia, { name: 'Governo', kinds: ['rss'], words: ['governo', 'estádio'] });
    expect(await titles(bia, words.id)).to.deep.equal(['Bolsa recua', 'Governo anuncia obras']);
    const source = await lane(bia, { name: 'RSS', sources: [{ kind: 'rss', id: rssId }], words: ['PONTE'] });
    expect(await titles(bia, source.id)).to.deep.equal(['Governo anuncia obras']);
    const literal = await lane(bia, { name: '100%', words: ['100%'] });
    expect(await titles(bia, literal.id)).to.deep.equal([]);
  });

  it('leaves out items older than the retention, and removes those that age past it unless a guideline was made from them', async () => {
    expect(ok(await ana.get('/api/agency/items?text=antiga')).data).to.deep.equal([]);
    const items = ok(await ana.get('/api/agency/items?size=100')).data;
    expect(items).to.have.length(3);
    // 31 days pass for two of them (the default retention is 30 days); a guideline was made from one
    const knex = knexOf(k);
    const old = Date.now() - 31 * 86_400_000;
    const [kept, gone] = items.slice(1).map((i: any) => i.id);
    await knex('agency_items').whereIn('id', [kept, gone]).update({ listed_at: old, fetched_at: old });
    await knex('agency_items').where('id', kept).update({ guideline_id: 4242 });
    await new Promise((r) => setTimeout(r, 700));
    expect(ok(await ana.get('/api/agency/items?size=100')).data.map((i: any) => i.id)).to.deep.equal([items[0].id, kept]);
  });
});
