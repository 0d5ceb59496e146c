import { expect } from 'chai';
import { z } from 'zod';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import { coreServices, definePlugin } from '@lauda/sdk/server';
import hello from '@lauda/plugin-hello';
import { testDb } from '../support/dbs.js';

const db = testDb();

describe(`platform on ${db}`, function () {
  this.timeout(60_000);
  let k: TestKernel;

  before(async () => {
    k = await startTestKernel({ plugins: [hello], db });
  });
  after(async () => k?.stop());

  describe('boot', () => {
    it('lists the enabled plugins', async () => {
      const r = await k.anonymous().get('/api/system');
      expect(r.status).to.equal(200);
      expect(r.body.product).to.equal('Lauda');
      expect(r.body.plugins.map((p: { id: string }) => p.id)).to.deep.equal(['hello']);
    });

    it('documents every route with its roles in the OpenAPI document', async () => {
      const r = await k.anonymous().get('/api/openapi.json');
      expect(r.status).to.equal(200);
      expect(r.body.openapi).to.match(/^3\./);
      const op = r.body.paths['/api/hello/greetings'].get;
      expect(op['x-roles']).to.deep.equal(['ROLE_HELLO_READ']);
      expect(op['x-plugin']).to.equal('hello');
      expect(r.body.paths['/api/hello/greetings'].post.requestBody.content['application/json'].schema.properties.text.maxLength).to.equal(280);
      expect(r.body.paths['/api/branch/config'].get['x-roles']).to.equal('public');
      for (const [path, ops] of Object.entries<Record<string, { 'x-roles': unknown }>>(r.body.paths)) {
        for (const op of Object.values(ops)) expect(op['x-roles'], path).to.exist;
      }
    });

    it('refuses a plugin whose dependency is disabled, naming both', async () => {
      const needy = definePlugin({ id: 'needy', version: '1.0.0', sdk: '^0.1.0', dependsOn: ['rundown'] });
      let err: Error | null = null;
      try {
        await startTestKernel({ plugins: [needy], db });
      } catch (e) {
        err = e as Error;
      }
      expect(err?.message).to.match(/"needy" depends on plugin "rundown", which is not enabled/);
    });

    it('refuses a plugin written for another sdk', async () => {
      const old = definePlugin({ id: 'old', version: '1.0.0', sdk: '^9.0.0' });
      const err = await startTestKernel({ plugins: [old], db }).then(() => null, (e: Error) => e);
      expect(err?.message).to.match(/needs sdk \^9\.0\.0/);
    });

    it('refuses a route that does not state its roles', async () => {
      const open = definePlugin({
        id: 'open', version: '1.0.0', sdk: '^0.1.0',
        setup: () => ({
          routes(r) {
            r.get('/api/open', { summary: 'no access stated' } as never, () => 'x');
          },
        }),
      });
      const err = await startTestKernel({ plugins: [open], db }).then(() => null, (e: Error) => e);
      expect(err?.message).to.match(/does not state the roles it needs/);
    });

    it('orders plugins by dependency and runs their migrations after the kernel', async () => {
      const base = definePlugin({
        id: 'base', version: '1.0.0', sdk: '^0.1.0',
        migrations: [{ name: '001', up: (knex) => knex.schema.createTable('base_things', (t) => { t.increments('id'); }) }],
      });
      const top = definePlugin({
        id: 'top', version: '1.0.0', sdk: '^0.1.0', dependsOn: ['base'],
        // needs base's table to exist already
        migrations: [{ name: '001', up: (knex) => knex.schema.createTable('top_things', (t) => { t.increments('id'); t.integer('base_id').unsigned().references('id').inTable('base_things'); }) }],
      });
      const k2 = await startTestKernel({ plugins: [top, base], db });
      try {
        const r = await k2.anonymous().get('/api/system');
        expect(r.body.plugins.map((p: { id: string }) => p.id)).to.deep.equal(['base', 'top']);
      } finally {
        await k2.stop();
      }
    });
  });

  describe('HTTP conventions', () => {
    let writer: Awaited<ReturnType<TestKernel['userWith']>>;
    before(async () => {
      writer = await k.userWith(['ROLE_HELLO_READ', 'ROLE_HELLO_WRITE']);
    });

    it('answers malformed JSON with a 400 in the error shape', async () => {
      const r = await writer.raw('POST', '/api/hello/greetings', '{"text": ', { 'content-type': 'application/json' });
      expect(r.status).to.equal(400);
      expect(r.body).to.include({ status: 400, code: 'error.malformedJson' });
      expect(r.body.message).to.be.a('string');
      expect(JSON.stringify(r.body)).not.to.match(/at .*\.js:\d+/); // no stack trace
    });

    it('names the field of a wrong type', async () => {
      const r = await writer.post('/api/hello/greetings', { text: 42 });
      expect(r.status).to.equal(400);
      expect(r.body.code).to.equal('error.validation');
      expect(r.body.message).to.contain("'text'");
      expect(r.body.details.issues[0].field).to.equal('text');
    });

    it('refuses an oversize body with 413', async () => {
      const r = await writer.post('/api/hello/greetings', { text: 'x'.repeat(2 * 1024 * 1024) });
      expect(r.status).to.equal(413);
      expect(r.body.code).to.equal('error.bodyTooLarge');
    });

    it('refuses a body that is not JSON with 415 naming the type expected', async () => {
      const r = await writer.raw('POST', '/api/hello/greetings', 'text=hi', { 'content-type': 'text/plain' });
      expect(r.status).to.equal(415);
      expect(r.body.code).to.equal('error.unsupportedMediaType');
      expect(r.body.details.expected).to.deep.equal(['application/json']);
      expect((await writer.get('/api/hello/greetings')).body.data.map((g: { text: string }) => g.text)).to.not.include('hi');
    });

    it('answers unknown API routes with a JSON 404 and wrong methods with 405', async () => {
      const r = await writer.get('/api/nothing/here');
      expect(r.status).to.equal(404);
      expect(r.body).to.include({ status: 404, code: 'error.routeNotFound' });
      const m = await writer.raw('PUT', '/api/hello/greetings', '{}', { 'content-type': 'application/json' });
      expect(m.status).to.equal(405);
      expect(m.headers.get('allow')).to.contain('GET');
    });

    it('answers 400 for a malformed path parameter and 404 for an unknown id', async () => {
      expect((await writer.patch('/api/hello/greetings/abc', { field: 'text', newValue: 'x' })).status).to.equal(400);
      const r = await writer.patch('/api/hello/greetings/999999', { field: 'text', newValue: 'x' });
      expect(r.status).to.equal(404);
      expect(r.body.code).to.equal('hello.notFound');
    });

    it('pages lists: default size 25, data, number, size, total', async () => {
      for (let i = 0; i < 27; i++) await writer.post('/api/hello/greetings', { text: `paging ${i}` });
      const first = await writer.get('/api/hello/greetings');
      expect(first.body.size).to.equal(25);
      expect(first.body.number).to.equal(0);
      expect(first.body.data).to.have.length(25);
      expect(first.body.total).to.be.at.least(27);
      const second = await writer.get('/api/hello/greetings?page=1&size=25');
      expect(second.body.data.length).to.equal(first.body.total - 25);
      expect((await writer.get('/api/hello/greetings?size=0')).status).to.equal(400);
      expect((await writer.get('/api/hello/greetings?page=-1')).status).to.equal(400);
    });

    it('answers 401 without a session and 403 without the role', async () => {
      const anon = await k.anonymous().get('/api/hello/greetings');
      expect(anon.status).to.equal(401);
      const reader = await k.userWith(['ROLE_HELLO_READ']);
      expect((await reader.get('/api/hello/greetings')).status).to.equal(200);
      const denied = await reader.post('/api/hello/greetings', { text: 'hi' });
      expect(denied.status).to.equal(403);
      expect(denied.body.details.missingRoles).to.deep.equal(['ROLE_HELLO_WRITE']);
    });

    it('refuses a state change from another site', async () => {
      const r = await writer.raw('POST', '/api/hello/greetings', JSON.stringify({ text: 'csrf' }), { 'content-type': 'application/json', origin: 'http://evil.example' });
      expect(r.status).to.equal(403);
      expect(r.body.code).to.equal('error.crossSite');
    });

    it('patches a field answering old and new value, and keeps the revision', async () => {
      const made = await writer.post('/api/hello/greetings', { text: 'first words' });
      expect(made.status).to.equal(201);
      const id = made.body.id;
      const p = await writer.patch(`/api/hello/greetings/${id}`, { field: 'text', newValue: 'second words' });
      expect(p.body).to.deep.equal({ field: 'text', oldValue: 'first words', newValue: 'second words' });
      const revs = await writer.get(`/api/revisions/greeting/${id}`);
      expect(revs.status).to.equal(200);
      expect(revs.body.total).to.equal(2);
      const last = revs.body.data[0];
      expect(last.changes).to.deep.equal({ text: { old: 'first words', new: 'second words' } });
      expect(last.revisorNickname).to.be.a('string');
      expect(last.revisorIP).to.be.a('string');
      expect((await writer.get(`/api/revisions/nothing/${id}`)).status).to.equal(400);
      const outsider = await k.userWith([]);
      expect((await outsider.get(`/api/revisions/greeting/${id}`)).status).to.equal(403);
    });
  });

  describe('transactions', () => {
    it('leave nothing behind when they fail half way', async () => {
      const probe = definePlugin({
        id: 'probe', version: '1.0.0', sdk: '^0.1.0',
        migrations: [{ name: '001', up: (knex) => knex.schema.createTable('probe_rows', (t) => { t.increments('id'); t.string('name', 20).notNullable().unique(); }) }],
        deps: { db: coreServices.db, live: coreServices.live },
        topics: [{ name: 'probe', access: 'authenticated' }],
        setup: ({ db: database, live }) => ({
          routes(r) {
            r.post('/api/probe', { access: 'authenticated', summary: 'insert names in one transaction', body: z.object({ names: z.array(z.string()) }) }, async ({ body }) => {
              let published = 0;
              try {
                await database.transaction(async (trx, afterCommit) => {
                  for (const name of body.names) await trx('probe_rows').insert({ name });
                  afterCommit(async () => { published++; await live.publish('probe', 'CREATE', null, body.names); });
                });
              } catch {
                return { ok: false, published, count: Number((await database.knex('probe_rows').count({ n: '*' }).first())?.n) };
              }
              return { ok: true, published, count: Number((await database.knex('probe_rows').count({ n: '*' }).first())?.n) };
            });
          },
        }),
      });
      const k2 = await startTestKernel({ plugins: [probe], db });
      try {
        const c = await k2.userWith([]);
        const good = await c.post('/api/probe', { names: ['a', 'b'] });
        expect(good.body).to.deep.equal({ ok: true, published: 1, count: 2 });
        const bad = await c.post('/api/probe', { names: ['c', 'd', 'a'] }); // 'a' breaks the unique key on the third insert
        expect(bad.body).to.deep.equal({ ok: false, published: 0, count: 2 });
      } finally {
        await k2.stop();
      }
    });
  });
});

describe(`plugin services on ${db}`, function () {
  this.timeout(60_000);
  it('lets a plugin provide a service to the plugins that depend on it, and only to them', async () => {
    const { createServiceRef, provide } = await import('@lauda/sdk/server');
    const counterRef = createServiceRef<{ next(): number }>('counter.service');
    let n = 0;
    const counter = definePlugin({ id: 'counter', version: '1.0.0', sdk: '^0.1.0', setup: () => ({ provides: [provide(counterRef, { next: () => ++n })] }) });
    const user = definePlugin({
      id: 'user-of-counter', version: '1.0.0', sdk: '^0.1.0', dependsOn: ['counter'], deps: { counter: counterRef },
      setup: ({ counter: c }) => ({
        routes(r) {
          r.get('/api/count', { access: 'public', summary: 'next number' }, () => ({ n: c.next() }));
        },
      }),
    });
    const k2 = await startTestKernel({ plugins: [user, counter], db });
    try {
      expect((await k2.anonymous().get('/api/count')).body).to.deep.equal({ n: 1 });
    } finally {
      await k2.stop();
    }
    const sneaky = definePlugin({ id: 'sneaky', version: '1.0.0', sdk: '^0.1.0', deps: { counter: counterRef } });
    const err = await startTestKernel({ plugins: [counter, sneaky], db }).then(() => null, (e: Error) => e);
    expect(err?.message).to.match(/without naming "counter" in dependsOn/);
  });
});
