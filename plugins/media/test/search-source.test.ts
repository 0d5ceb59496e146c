/**
 * The plugin's own parts on a real database (SQLite or MariaDB), with the services around it played
 * by recorders: what MAMs announce through the device registry is stored and published naming its
 * document (how the global search's index hears of it), and the `search` source the setup hands the
 * kernel answers `count`, `ids` and `entries` (title, text, the changed day in the branch's zone).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import type { Database, PluginParts, PublishOptions, SearchSource } from '@lauda/sdk/server';
import type { DeviceEvent, MediaObject } from '@lauda/sdk/device';
import media from '../src/server/plugin.js';
import { clip, testDb } from './support/index.js';

/** A fresh database of the dialect under test, and its removal. */
async function freshKnex(): Promise<{ knex: Knex; drop(): Promise<void> }> {
  if (testDb() === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-media-'));
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'db.sqlite') }, useNullAsDefault: true });
    return { knex, drop: async () => { await knex.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const server = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
  const name = `lauda_media_${crypto.randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'mysql2', connection: server });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const knex = knexFactory({ client: 'mysql2', connection: { ...server, database: name } });
  return { knex, drop: async () => { await knex.destroy(); await admin.raw(`DROP DATABASE \`${name}\``); await admin.destroy(); } };
}

interface Published { topic: string; op: string; id: unknown; options?: PublishOptions }

describe(`media search source and ingest on ${testDb()}`, function () {
  this.timeout(60_000);
  let db: { knex: Knex; drop(): Promise<void> };
  let parts: PluginParts;
  let source: SearchSource;
  let stop: (() => void | Promise<void>) | void;
  const published: Published[] = [];
  let listener: ((e: DeviceEvent<'media'>) => void) | null = null;
  const devices = [{ id: 7, kind: 'MAM', name: 'Acervo' }, { id: 8, kind: 'CG', name: 'Gerador' }];

  const announce = async (deviceId: number, objects: MediaObject[], complete = false) => {
    const before = published.length;
    listener!({ deviceId, event: 'media', payload: { objects, complete } });
    // the listener chains its work: wait until it has told the bus (or, for a CG, until it would have)
    const end = Date.now() + 5000;
    while (published.length === before && Date.now() < end && deviceId !== 8) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 50));
  };

  before(async () => {
    db = await freshKnex();
    for (const m of media.migrations ?? []) await m.up(db.knex);
    const database: Database = {
      knex: db.knex,
      dialect: testDb(),
      transaction: async (fn) => {
        const after: (() => unknown)[] = [];
        const out = await db.knex.transaction((trx) => fn(trx, (cb) => void after.push(cb)));
        for (const cb of after) await cb();
        return out;
      },
      bind: (m) => m,
      page: () => { throw new Error('not used'); },
    };
    const deps = {
      db: database,
      live: { publish: async (topic: string, op: string, id: unknown, _data: unknown, options?: PublishOptions) => void published.push({ topic, op, id, options }) },
      devices: { on: (_e: string, fn: typeof listener) => { listener = fn; return () => { listener = null; }; }, instance: () => undefined, status: () => undefined, driver: () => undefined },
      files: {}, logger: { debug() {}, info() {}, warn() {}, error() {} },
      clock: { now: () => new Date() },
      branch: { timeZone: async () => 'America/Sao_Paulo' },
      config: { plugin: {} },
      records: { get: async (id: number) => devices.find((d) => d.id === id) ?? Promise.reject(new Error('no device')), list: async () => devices },
      programs: {},
    };
    parts = await media.setup!(deps as never);
    source = parts.search![0]!;
    stop = await parts.start!();
  });
  after(async () => {
    if (typeof stop === 'function') await stop();
    await db?.drop();
  });

  it('hands the kernel one source: target media, documents of type media', () => {
    expect(parts.search).to.have.length(1);
    expect(source).to.include({ target: 'media', type: 'media' });
    expect(parts.documents!.map((d) => [d.type, d.byRolesOnly, d.readRoles])).to.deep.equal([['media', true, ['ROLE_MEDIA_READ']]]);
  });

  it('stores what a MAM announces (a CG\'s objects are not media) and publishes each change naming its document', async () => {
    await announce(7, [
      clip('A-1', 'Enchente no centro', { abstract: 'Cheia do Guaíba', description: 'Imagens aéreas', reporter: 'Ana Souza', changed: '2031-03-02T02:30:00.000Z' }),
      clip('A-2', 'Sonora do prefeito', { type: 'AUDIO', changed: '2031-03-02T12:00:00.000Z' }),
      clip('A-3', 'Foto da ponte', { type: 'STILL', created: '2031-02-10T15:00:00.000Z' }),
    ]);
    await announce(8, [clip('CG-1', 'Tarja', { type: 'CG' })]);
    expect(await source.count()).to.equal(3);
    const creates = published.filter((p) => p.op === 'CREATE');
    expect(creates).to.have.length(3);
    for (const p of creates) expect(p).to.deep.include({ topic: 'media', options: { by: null, document: { type: 'media', id: p.id } } });
  });

  it('walks the ids page by page and gives each entry its title, text and day in the branch\'s zone', async () => {
    const first = await source.ids(null, 2);
    expect(first).to.have.length(2);
    const rest = await source.ids(first[1]!, 2);
    expect(rest).to.have.length(1);
    const all = [...first, ...rest];
    expect(all.map(Number)).to.deep.equal([...all.map(Number)].sort((a, b) => a - b));
    const entries = await source.entries([...all, '999999', 'abc']);
    expect([...entries.keys()].sort()).to.deep.equal([...all].sort());
    const byTitle = Object.fromEntries([...entries.values()].map((e) => [e.title, e]));
    expect(byTitle['Enchente no centro']).to.deep.include({ date: '2031-03-01' });
    expect(byTitle['Enchente no centro']!.text).to.equal('Cheia do Guaíba\nImagens aéreas\nReporter: Ana Souza');
    expect(byTitle['Sonora do prefeito']).to.deep.include({ date: '2031-03-02', text: '' });
    expect(byTitle['Foto da ponte']!.date).to.equal('2031-02-10');
  });

  it('a change is published again (the index asks its entry anew); a DELETED object leaves the source', async () => {
    const [id] = await source.ids(null, 1);
    published.length = 0;
    await announce(7, [clip('A-1', 'Enchente no centro (atualizada)', { changed: '2031-03-05T12:00:00.000Z' })]);
    expect(published.map((p) => [p.op, String(p.id), p.options?.document])).to.deep.equal([['UPDATE', id, { type: 'media', id: Number(id) }]]);
    expect((await source.entries([id!])).get(id!)).to.deep.include({ title: 'Enchente no centro (atualizada)', date: '2031-03-05' });
    published.length = 0;
    await announce(7, [clip('A-1', 'Enchente no centro (atualizada)', { status: 'DELETED' })]);
    expect(published.map((p) => [p.op, String(p.id)])).to.deep.equal([['DELETE', id]]);
    expect((await source.entries([id!])).size).to.equal(0);
    expect(await source.count()).to.equal(2);
  });

  it('a full list marks what it leaves out absent (still in the index); a removed device\'s media leave it', async () => {
    await announce(7, [clip('A-2', 'Sonora do prefeito', { type: 'AUDIO', changed: '2031-03-02T12:00:00.000Z' })], true);
    const status = await db.knex('media_objects').orderBy('object_id').pluck('status');
    expect(status).to.deep.equal(['ready', 'absent']);
    const ids = await source.ids(null, 10);
    expect((await source.entries(ids)).size).to.equal(2);
    devices.splice(0, 1);
    expect((await source.entries(ids)).size).to.equal(0);
  });
});
