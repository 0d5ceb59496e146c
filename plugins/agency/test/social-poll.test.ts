import { expect } from 'chai';
import { TOKEN, type FakeSocialApi, type Tweet } from './social/fake-api.js';
import { boot, configure, graphTime, ok, refused, testDb, type Rig } from './social/support.js';

const HOUR = 3_600_000;
const BIG = 1_800_000_000_000_000_000n; // tweet ids beyond 2^53: compared exactly

function post(api: FakeSocialApi, id: string, at: number, message?: string) {
  api.posts.get('1001')!.push({ id: `1001_${id}`, message, created_time: graphTime(at), permalink_url: `https://www.facebook.com/globonews/posts/${id}`, full_picture: `https://scontent.example/${id}.jpg` });
}
function tweet(api: FakeSocialApi, timeline: string, n: number, author = '2001', media = false): Tweet {
  const t: Tweet = { id: String(BIG + BigInt(n)), text: `Tweet ${n}\nsegunda linha`, created_at: new Date(Date.UTC(2026, 10, 24, 12, n)).toISOString(), author_id: author, ...(media ? { attachments: { media_keys: [`3_${n}`] } } : {}) };
  api.tweets.get(timeline)!.push(t);
  return t;
}
const noRepeats = (guids: string[]) => expect(new Set(guids).size, guids.join(' ')).to.equal(guids.length);

describe(`agency social polling on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  const poll = async (path: string, id: number) => ok(await rig.admin.post(`/api/agency/${path}/${id}/poll`));
  before(async () => {
    rig = await boot({ socialPoll: false });
    await configure(rig);
  });
  after(async () => rig?.stop());

  it('reads a page\'s posts through the store once: newest page first, then every newer post across pages', async () => {
    const now = Date.now();
    const cat = ok(await rig.admin.post('/api/agency/facebook/categories', { name: 'TV' }), 201);
    post(rig.api, 'a', now - 3 * HOUR, 'Mais antiga');
    post(rig.api, 'b', now - 2 * HOUR, 'Chuva forte atinge a capital\nDefesa Civil em alerta');
    post(rig.api, 'c', now - HOUR);
    const page = ok(await rig.admin.post('/api/agency/facebook/pages', { page: 'globonews', categoryId: cat.id }), 201);

    const first = await poll('facebook/pages', page.id);
    expect(first).to.include({ fetched: 2, stored: 2, error: null });
    const call = rig.recorder.calls.at(-1)!;
    expect(call).to.include({ kind: 'facebook', sourceId: page.id, categoryId: cat.id });
    // oldest first; a post without a message is titled by its page
    expect(call.items).to.deep.equal([
      { guid: 'facebook:1001_b', title: 'Chuva forte atinge a capital', text: 'Chuva forte atinge a capital\nDefesa Civil em alerta', link: 'https://www.facebook.com/globonews/posts/b', author: 'GloboNews', imageUrl: 'https://scontent.example/b.jpg', publishedAt: Math.floor((now - 2 * HOUR) / 1000) * 1000 },
      { guid: 'facebook:1001_c', title: 'GloboNews', text: '', link: 'https://www.facebook.com/globonews/posts/c', author: 'GloboNews', imageUrl: 'https://scontent.example/c.jpg', publishedAt: Math.floor((now - HOUR) / 1000) * 1000 },
    ]);
    const asked = rig.api.requests.at(-1)!;
    expect(asked.pathname).to.equal('/graph/v19.0/1001/posts');
    expect(asked.searchParams.get('fields')).to.equal('id,message,created_time,permalink_url,full_picture');
    expect(asked.searchParams.get('since')).to.equal(null);
    // the first read takes the latest few only
    expect(asked.searchParams.get('limit')).to.equal('20');

    const calls = rig.recorder.calls.length;
    expect(await poll('facebook/pages', page.id)).to.include({ fetched: 0, stored: 0 });
    expect(rig.recorder.calls.length).to.equal(calls);

    post(rig.api, 'd', now - 30 * 60_000, 'Nova');
    post(rig.api, 'e', now - 10 * 60_000, 'Mesma hora 1');
    post(rig.api, 'f', now - 10 * 60_000, 'Mesma hora 2');
    const before = rig.api.requests.length;
    expect(await poll('facebook/pages', page.id)).to.include({ fetched: 3, stored: 3 });
    const pages = rig.api.requests.slice(before);
    expect(pages.length).to.equal(2);
    expect(pages[0].searchParams.get('since')).to.equal(String(Math.floor((now - HOUR) / 1000)));
    expect(pages[1].searchParams.get('after')).to.equal('2');
    expect(pages[0].searchParams.get('limit')).to.equal('100');
    // one more in the very second already read: it still comes, the others do not come again
    post(rig.api, 'g', now - 10 * 60_000, 'Mesma hora 3');
    expect(await poll('facebook/pages', page.id)).to.include({ fetched: 1, stored: 1 });
    expect(rig.recorder.guids(page.id)).to.deep.equal(['b', 'c', 'd', 'e', 'f', 'g'].map((x) => `facebook:1001_${x}`));
    // the token travels in the Authorization header only, never in an address a log could keep
    expect(rig.api.requests.filter((u) => u.href.includes(TOKEN))).to.deep.equal([]);
    const source = ok(await rig.reader.get(`/api/agency/facebook/pages/${page.id}`));
    expect(source.lastPolledAt).to.be.a('string');
    expect(source).to.include({ failures: 0, lastError: null });
  });

  it('reads a user\'s tweets with since_id and a list\'s tweets until one already seen, each once', async () => {
    for (const n of [1, 2, 3]) tweet(rig.api, '2001', n);
    const user = ok(await rig.admin.post('/api/agency/twitter/users', { username: 'agenciabrasil' }), 201);
    expect(await poll('twitter/users', user.id)).to.include({ fetched: 2, stored: 2 });
    for (const n of [4, 5]) tweet(rig.api, '2001', n);
    const t6 = tweet(rig.api, '2001', 6, '2001', true);
    const before = rig.api.requests.length;
    expect(await poll('twitter/users', user.id)).to.include({ fetched: 3, stored: 3 });
    const asked = rig.api.requests.slice(before);
    expect(asked.map((u) => u.searchParams.get('since_id'))).to.deep.equal([String(BIG + 3n), String(BIG + 3n)]);
    expect(asked[0].searchParams.get('tweet.fields')).to.contain('created_at,author_id');
    expect(asked[1].searchParams.get('pagination_token')).to.equal('page2');
    expect(asked[0].searchParams.get('max_results')).to.equal('100');
    expect(rig.recorder.calls.at(-1)!.items.at(-1)).to.deep.equal({
      guid: `twitter:${t6.id}`, title: 'Tweet 6', text: t6.text, link: `https://twitter.com/agenciabrasil/status/${t6.id}`,
      author: '@agenciabrasil', imageUrl: 'https://pbs.twimg.com/media/3_6.jpg', publishedAt: Date.parse(t6.created_at),
    });
    expect(rig.recorder.guids(user.id)).to.deep.equal([2, 3, 4, 5, 6].map((n) => `twitter:${BIG + BigInt(n)}`));

    for (const n of [10, 11, 12]) tweet(rig.api, '3001', n, '77');
    const list = ok(await rig.admin.post('/api/agency/twitter/lists', { listId: '3001' }), 201);
    expect(await poll('twitter/lists', list.id)).to.include({ fetched: 2, stored: 2 });
    for (const n of [13, 14, 15]) tweet(rig.api, '3001', n, '77');
    expect(await poll('twitter/lists', list.id)).to.include({ fetched: 3, stored: 3 });
    expect(await poll('twitter/lists', list.id)).to.include({ fetched: 0 });
    const guids = rig.recorder.guids(list.id);
    noRepeats(guids);
    expect(guids).to.have.length(5);
    expect(rig.recorder.calls.at(-1)!.items[0].author).to.equal('@user77');
  });

  it('waits out a short rate limit, backs off a long one, and keeps a refused token as the source\'s error', async () => {
    const [list] = ok(await rig.reader.get('/api/agency/twitter/lists'));
    tweet(rig.api, '3001', 16, '77');
    rig.api.rateLimit(1, 1);
    const started = Date.now();
    expect(await poll('twitter/lists', list.id)).to.include({ fetched: 1, stored: 1 });
    expect(Date.now() - started).to.be.greaterThan(900);

    rig.api.rateLimit(1, 3600);
    refused(await rig.admin.post(`/api/agency/twitter/lists/${list.id}/poll`), 503, 'agency.social.rateLimited');
    const limited = ok(await rig.reader.get(`/api/agency/twitter/lists/${list.id}`));
    expect(limited.failures).to.equal(1);
    expect(limited.lastError).to.contain('limits the requests');
    expect(Date.parse(limited.nextPollAt) - Date.now()).to.be.greaterThan(3500_000);

    const { version } = ok(await rig.admin.get('/api/agency/facebook/config'));
    ok(await rig.admin.put('/api/agency/facebook/config', { baseUrl: `${rig.api.url}/graph/v19.0`, token: 'expired', version }));
    const [page] = ok(await rig.reader.get('/api/agency/facebook/pages'));
    refused(await rig.admin.post(`/api/agency/facebook/pages/${page.id}/poll`), 422, 'agency.social.tokenRefused');
    expect(ok(await rig.reader.get(`/api/agency/facebook/pages/${page.id}`)).lastError).to.contain('Invalid OAuth access token');
    expect((await rig.reader.post(`/api/agency/facebook/pages/${page.id}/poll`)).status).to.equal(403);
  });
});

describe(`agency social poller on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => {
    // every 0.6 s
    rig = await boot({ socialPollMinutes: 0.01 });
    await configure(rig);
  });
  after(async () => rig?.stop());

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(done()).to.equal(true);
  };

  it('polls every source by itself and hands each new post over once', async () => {
    post(rig.api, 'x', Date.now() - HOUR, 'Primeira');
    const page = ok(await rig.admin.post('/api/agency/facebook/pages', { page: 'globonews' }), 201);
    await until(() => rig.recorder.guids(page.id).length === 1);
    post(rig.api, 'y', Date.now() - 60_000, 'Segunda');
    await until(() => rig.recorder.guids(page.id).length === 2);
    // another round goes by without handing anything over again
    const polled = rig.api.requests.length;
    await until(() => rig.api.requests.length > polled);
    expect(rig.recorder.guids(page.id)).to.deep.equal(['facebook:1001_x', 'facebook:1001_y']);
  });
});
