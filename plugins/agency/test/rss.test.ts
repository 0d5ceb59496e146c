import { expect } from 'chai';
import type { TestClient, TestKernel } from '@lauda/sdk/testing';
import { entry, FeedServer } from './feed-server.js';
import { subscribe } from './live.js';
import { agencyKernel, INTERVAL, ok, READ, testDb } from './support.js';

describe(`agency RSS on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let feeds: FeedServer;
  let chief: TestClient;
  let reader: TestClient;
  const search = async (c: TestClient, q: string) => ok(await c.get(`/api/agency/items?size=100&${q}`));

  before(async () => {
    feeds = await new FeedServer().start();
    feeds.add('rss', entry('r1', 'Chuva forte em São Paulo', 'Alagamentos na zona leste', 30));
    feeds.add('rss', entry('r2', 'Eleição municipal', 'Debate na TV hoje à noite', 20));
    feeds.add('atom', entry('a1', 'Câmbio fecha em alta', 'Dólar sobe 1%', 15));
    k = await agencyKernel();
    const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chief = await k.userWith(all, 'chefe');
    reader = await k.userWith(READ, 'leitor');
  });
  after(async () => {
    await k?.stop();
    await feeds?.stop();
  });

  it('keeps categories with unique names and refuses removing one with feeds', async () => {
    const cat = ok(await chief.post('/api/agency/rss/categories', { name: 'Nacional' }), 201);
    expect((await chief.post('/api/agency/rss/categories', { name: 'nacional' })).status).to.equal(409);
    const other = ok(await chief.post('/api/agency/rss/categories', { name: 'Economia' }), 201);
    expect(ok(await chief.put(`/api/agency/rss/categories/${other.id}`, { name: 'Mercado' })).name).to.equal('Mercado');
    expect((await chief.put(`/api/agency/rss/categories/${other.id}`, { name: 'NACIONAL' })).status).to.equal(409);
    expect((await reader.post('/api/agency/rss/categories', { name: 'Intruso' })).status).to.equal(403);
    const empty = await chief.post('/api/agency/rss/categories', { name: ' ' });
    expect(empty.status).to.equal(400);
    expect(JSON.stringify(empty.body)).to.contain('name');
    ok(await chief.delete(`/api/agency/rss/categories/${other.id}`), 204);
    expect(ok(await reader.get('/api/agency/rss/categories')).map((c: any) => c.name)).to.deep.equal(['Nacional']);
    expect(cat.name).to.equal('Nacional');
  });

  it('refuses an invalid feed naming url with the hint, and stores an RSS and an Atom feed once', async () => {
    for (const url of [`${feeds.url}/broken`, `${feeds.url}/page`, `${feeds.url}/missing`, 'http://127.0.0.1:1/rss']) {
      const r = await chief.post('/api/agency/rss/feeds', { url, name: 'Ruim', categoryId: null });
      expect(r.status, url).to.equal(400);
      expect(r.body.code).to.equal('agency.invalidFeed');
      expect(r.body.details.issues[0].field).to.equal('url');
    }
    expect((await chief.post('/api/agency/rss/feeds', { url: 'ftp://x/y' })).status).to.equal(400);
    const [cat] = ok(await chief.get('/api/agency/rss/categories'));
    const rss = ok(await chief.post('/api/agency/rss/feeds', { url: `${feeds.url}/rss`, name: 'Agência RSS', categoryId: cat.id }), 201);
    expect(rss).to.include({ name: 'Agência RSS', categoryId: cat.id, failures: 0, lastError: null });
    const atom = ok(await chief.post('/api/agency/rss/feeds', { url: `${feeds.url}/atom`, categoryId: null }), 201);
    expect(atom.name).to.equal('Agência Teste Atom');
    const items = ok(await reader.get('/api/agency/items?size=100')).data;
    expect(items.map((i: any) => i.title)).to.deep.equal(['Câmbio fecha em alta', 'Eleição municipal', 'Chuva forte em São Paulo']);
    const rain = items[2];
    expect(rain).to.include({ sourceKind: 'rss', sourceId: rss.id, sourceName: 'Agência RSS', categoryId: cat.id, text: 'Alagamentos na zona leste', link: 'http://example.test/news/r1' });
    expect(items[0]).to.include({ author: 'Correspondente', sourceName: 'Agência Teste Atom' });
    expect(ok(await chief.get('/api/agency/rss/categories'))[0].feeds.map((f: any) => f.id)).to.deep.equal([rss.id]);
    expect((await chief.delete(`/api/agency/rss/categories/${cat.id}`)).status).to.equal(409);
  });

  it('polls with the stored validators: a 304 stores nothing, a new item arrives live once and only once', async () => {
    const [rss] = ok(await chief.get('/api/agency/rss/feeds')).filter((f: any) => f.url.endsWith('/rss'));
    const before = feeds.notModified;
    expect(ok(await chief.post(`/api/agency/rss/feeds/${rss.id}/poll`))).to.deep.equal({ status: 'notModified' });
    expect(feeds.notModified).to.equal(before + 1);
    const live = await subscribe(k, reader, 'agency_items');
    try {
      feeds.add('rss', entry('r3', 'Acidente na Marginal', 'Trânsito lento', 1));
      expect(ok(await chief.post(`/api/agency/rss/feeds/${rss.id}/poll`))).to.deep.equal({ status: 'ok', added: 1 });
      // the same entries again (the server forgets its validators): nothing new
      feeds.add('rss', feeds.rss.shift()!);
      expect(ok(await chief.post(`/api/agency/rss/feeds/${rss.id}/poll`))).to.deep.equal({ status: 'ok', added: 0 });
      expect(ok(await chief.post(`/api/agency/rss/feeds/${rss.id}/poll`))).to.deep.equal({ status: 'notModified' });
      const m = await live.heard.until((x) => x.data?.title === 'Acidente na Marginal');
      expect(m).to.include({ op: 'CREATE', topic: 'agency_items' });
      await new Promise((r) => setTimeout(r, 300));
      expect(live.heard.all.filter((x) => x.data?.title === 'Acidente na Marginal')).to.have.length(1);
      expect(live.heard.all).to.have.length(1);
    } finally {
      await live.stop();
    }
    const found = (await search(reader, 'text=marginal')).data;
    expect(found).to.have.length(1);
    expect(found[0]).to.include({ title: 'Acidente na Marginal', guidelineId: null });
    expect((await search(reader, 'text=TRANSITO%20lento')).total).to.equal(1);
    expect((await search(reader, 'text=sao%20paulo')).data.map((i: any) => i.title)).to.deep.equal(['Chuva forte em São Paulo']);
    expect((await search(reader, 'kind=twitter')).total).to.equal(0);
    const bad = await reader.get('/api/agency/items?from=2026-02-30');
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('from');
    expect((await reader.post(`/api/agency/rss/feeds/${rss.id}/poll`)).status).to.equal(403);
  });

  it('creates a guideline from an item and offers the item\'s content to other areas', async () => {
    const [item] = (await search(reader, 'text=acidente')).data;
    expect((await reader.post(`/api/agency/items/${item.id}/guideline`, {})).status).to.equal(403);
    const g = ok(await chief.post(`/api/agency/items/${item.id}/guideline`, { date: '2026-11-25' }), 201);
    expect(g).to.include({ slug: 'ACIDENTE NA MARGINAL', date: '2026-11-25', proposal: 'Trânsito lento', referral: 'http://example.test/news/r3' });
    expect(ok(await chief.get(`/api/assignments/${g.id}`)).slug).to.equal('ACIDENTE NA MARGINAL');
    const zone = ok(await chief.get('/api/branch/config')).timeZone ?? 'America/Sao_Paulo';
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(item.publishedAt));
    expect(ok(await reader.get(`/api/takeover/${item.id}`))).to.deep.equal({ title: 'Acidente na Marginal', text: 'Trânsito lento\n\nhttp://example.test/news/r3', date: day });
    expect((await (await k.userWith([], 'nobody')).get(`/api/takeover/${item.id}`)).status).to.equal(403);
    expect(ok(await reader.get(`/api/agency/items/${item.id}`)).guidelineId).to.equal(g.id);
    expect((await chief.post('/api/agency/items/999999/guideline', {})).status).to.equal(404);
    expect((await chief.post(`/api/agency/items/${item.id}/guideline`, { date: 'amanhã' })).status).to.equal(400);
  });

  it('backs off a failing feed, doubling up to the cap, and resets on success', async () => {
    const flaky = ok(await chief.post('/api/agency/rss/feeds', { url: `${feeds.url}/flaky`, name: 'Instável' }), 201);
    const sources = await subscribe(k, chief, 'agency_feeds');
    feeds.failing = true;
    try {
      const waits: number[] = [];
      for (let n = 1; n <= 5; n++) {
        const r = ok(await chief.post(`/api/agency/rss/feeds/${flaky.id}/poll`));
        expect(r).to.deep.equal({ status: 'failed', error: 'HTTP 503' });
        const f = ok(await chief.get(`/api/agency/rss/feeds/${flaky.id}`));
        expect(f).to.include({ failures: n, lastError: 'HTTP 503' });
        waits.push(Date.parse(f.nextAttemptAt) - Date.parse(f.lastPolledAt));
      }
      expect(waits).to.deep.equal([2, 4, 8, 8, 8].map((x) => x * INTERVAL));
      // the sources screen hears each poll's state
      const heard = await sources.heard.until((m) => m.data?.failures === 5);
      expect(heard).to.deep.include({ op: 'UPDATE', id: flaky.id });
      expect(heard.data.lastError).to.equal('HTTP 503');
    } finally {
      feeds.failing = false;
      await sources.stop();
    }
    // the sources' topic is the administrators'
    await subscribe(k, reader, 'agency_feeds').then(async (s) => {
      await s.stop();
      throw new Error('a reader subscribed to agency_feeds');
    }, (e: Error) => expect(e.message).to.match(/^ERROR|socket closed/));
    ok(await chief.post(`/api/agency/rss/feeds/${flaky.id}/poll`));
    const f = ok(await chief.get(`/api/agency/rss/feeds/${flaky.id}`));
    expect(f).to.include({ failures: 0, lastError: null });
    expect(Date.parse(f.nextAttemptAt) - Date.parse(f.lastPolledAt)).to.equal(INTERVAL);
    // a failing update is refused with the hint and changes nothing
    const r = await chief.put(`/api/agency/rss/feeds/${flaky.id}`, { url: `${feeds.url}/broken`, name: 'Instável' });
    expect(r.status).to.equal(400);
    expect(r.body.code).to.equal('agency.invalidFeed');
    expect(ok(await chief.get(`/api/agency/rss/feeds/${flaky.id}`)).url).to.equal(`${feeds.url}/flaky`);
  });

  it('lets one poll of a feed run at a time (the claim in the database)', async () => {
    const slow = ok(await chief.post('/api/agency/rss/feeds', { url: `${feeds.url}/slow`, name: 'Lenta' }), 201);
    feeds.slowMs = 600;
    feeds.add('rss', entry('r4', 'Nova nota', 'Texto', 0));
    const [a, b] = await Promise.all([chief.post(`/api/agency/rss/feeds/${slow.id}/poll`), chief.post(`/api/agency/rss/feeds/${slow.id}/poll`)]);
    feeds.slowMs = 0;
    expect([a.body.status, b.body.status].sort()).to.deep.equal(['busy', 'ok']);
    ok(await chief.delete(`/api/agency/rss/feeds/${slow.id}`), 204);
    expect((await chief.get(`/api/agency/rss/feeds/${slow.id}`)).status).to.equal(404);
  });
});
