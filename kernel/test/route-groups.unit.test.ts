import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import { RouteGroups } from '../src/http/route-groups.js';

describe('route groups (each request tried against the routes of its first two path segments)', () => {
  const groups = new RouteGroups();
  const answer = (name: string) => (ctx: Koa.Context) => { ctx.body = { name, params: ctx.params }; };
  // registration order within a group holds: the literal path before the parameter
  groups.routerFor('/api/stories/search').get('/api/stories/search', answer('search'));
  groups.routerFor('/api/stories/:id').get('/api/stories/:id', answer('story'));
  groups.routerFor('/api/rundowns').post('/api/rundowns', answer('new rundown'));
  groups.routerFor('/api/:area/all').get('/api/:area/all', answer('all of an area'));
  const app = new Koa();
  app.use(groups.routes());
  app.use((ctx) => { ctx.status = 404; ctx.body = { name: 'none' }; });
  const server = http.createServer(app.callback());
  let base = '';
  before(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());
  const get = async (path: string, method = 'GET') => (await (await fetch(base + path, { method })).json()) as { name: string; params?: Record<string, string> };

  it('finds a route in its group as @koa/router alone would: in order, any case, a trailing slash allowed', async () => {
    expect((await get('/api/stories/search')).name).to.equal('search');
    expect(await get('/api/stories/42')).to.deep.equal({ name: 'story', params: { id: '42' } });
    expect((await get('/API/Stories/search/')).name).to.equal('search');
    expect((await get('/api/rundowns', 'POST')).name).to.equal('new rundown');
  });

  it('tries a route with a parameter for its second segment on every path, and nothing of another group', async () => {
    expect(await get('/api/anything/all')).to.deep.equal({ name: 'all of an area', params: { area: 'anything' } });
    expect(await get('/api/stories/all')).to.deep.equal({ name: 'story', params: { id: 'all' } });
    expect((await get('/api/stories/1/search')).name).to.equal('none');
    expect((await get('/api')).name).to.equal('none');
  });

  it('tells which methods a path has (the 405 answer)', () => {
    const rundowns = groups.match('/api/rundowns', 'GET');
    expect(rundowns.route).to.equal(false);
    expect(rundowns.path.flatMap((l) => l.methods)).to.include('POST');
    expect(groups.match('/api/stories/5', 'GET').route).to.equal(true);
    expect(groups.match('/api/nothing', 'GET').path).to.deep.equal([]);
  });
});
