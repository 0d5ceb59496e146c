/**
 * The media center's API on a real kernel, against a simulated MAM (the MOS driver's mock device with
 * profile 3) and the real @mos-connection peer: roles, the MAM list, sync with progress and "sync
 * already in progress", the filter, thumbnails, searchable fields, search on the device, create
 * ("media already added") and update, absent media, live `media` messages.
 */
import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import type { MockMosDevice } from '@lauda/driver-mos/mock';
import media from '../src/server/plugin.js';
import { ADMIN, READ, SCHEMA, WRITE, ProxyServer, clip, mediaBench, ok, testDb, until, type MediaBench } from './support/index.js';
import { listen, type Listener } from './support/live.js';

const db = testDb();

describe(`media center on ${db}`, function () {
  this.timeout(120_000);
  let b: MediaBench;
  let proxy: ProxyServer;
  let mock: MockMosDevice;
  let admin: TestClient;
  let reader: TestClient;
  let writer: TestClient;
  let mamId: number;
  let live: Listener;
  const medias = async (c: TestClient, q = '') => ok(await c.get(`/api/mam/${mamId}/medias?size=50${q}`));
  const byObject = async (objectId: string) => (await medias(admin)).data.find((m: any) => m.objectId === objectId);

  before(async () => {
    proxy = await new ProxyServer().start();
    b = await mediaBench(['admin', 'devices', media], { plugins: { media: { config: { syncQuietMs: 700 } } } });
    admin = await b.k.userWith(ADMIN, 'chefe');
    reader = await b.k.userWith(READ, 'leitor');
    writer = await b.k.userWith(WRITE, 'imagem');
    mock = await b.mam([
      clip('ACV-1', 'Enchente no centro', { proxy: proxy.url('/acv1.png'), reporter: 'Ana Souza', abstract: 'Cheia do Guaíba' }),
      clip('ACV-2', 'Entrevista prefeito', { type: 'AUDIO', duration: 900, reporter: 'Beto Lima' }),
      clip('ACV-3', 'Foto da ponte', { type: 'STILL', duration: 0, proxy: proxy.url('/moved') }),
      clip('ACV-4', 'Vinheta', { air: 'NOT READY', duration: 0, proxy: proxy.url('/clip.mp4') }),
    ], { announceEveryMs: 120 });
    mamId = (await b.record(admin, mock, 'Acervo')).id;
    await until(() => admin.get('/api/mam'), (r) => r.body?.[0]?.connected === true, 20_000, 'the MAM connected');
    live = await listen(b.k, reader, 'media');
  });
  after(async () => {
    await live?.stop();
    await b?.stop();
    await proxy?.stop();
  });

  it('refuses those without the media roles', async () => {
    const nobody = await b.k.userWith(['ROLE_STORY_READ'], 'ninguem');
    expect((await nobody.get('/api/mam')).status).to.equal(403);
    expect((await nobody.get(`/api/mam/${mamId}/medias`)).status).to.equal(403);
    expect((await reader.post(`/api/mam/${mamId}/request_sync`)).status).to.equal(403);
    expect((await reader.post(`/api/mam/${mamId}/medias`, { slug: 'x', kind: 'VIDEO' })).status).to.equal(403);
    expect((await reader.get('/api/mam')).status).to.equal(200);
  });

  it('lists the MAMs, then the playout devices, never a CG, with what each can do', async () => {
    ok(await admin.post('/api/devices', { name: 'Playout B', kind: 'PLAYOUT', protocol: 'MOS', mosId: 'play.b', host: '127.0.0.1', enabled: false }), 201);
    ok(await admin.post('/api/devices', { name: 'Gerador', kind: 'CG', protocol: 'MOS', mosId: 'cg.a', host: '127.0.0.1', enabled: false }), 201);
    const list = ok(await reader.get('/api/mam'));
    expect(list.map((d: any) => `${d.name}:${d.kind}`)).to.deep.equal(['Acervo:MAM', 'Playout B:PLAYOUT']);
    expect(list[0]).to.deep.include({ connected: true, enabled: true, can: { search: true, create: true, update: true, sync: true } });
    const program = ok(await admin.post('/api/programs', { name: 'Jornal Restrito', start: '19:00:00', end: '19:30:00', allowedGroupIds: [] }), 201);
    expect(ok(await reader.get(`/api/mam?programId=${program.id}`))).to.deep.equal([]);
    expect((await reader.get('/api/mam?programId=abc')).body.details.issues[0].field).to.equal('programId');
    expect((await reader.get('/api/mam?programId=999999')).status).to.equal(404);
  });

  it('syncs with progress on the media topic; a second request meanwhile is "sync already in progress"', async () => {
    const started = await reader.get(`/api/mam/${mamId}/sync`);
    expect(started.body).to.include({ state: 'idle', received: 0 });
    const r = await writer.post(`/api/mam/${mamId}/request_sync`);
    expect(r.status, JSON.stringify(r.body)).to.equal(202);
    expect(r.body).to.include({ mamId, by: 'imagem' });
    expect(['requested', 'receiving']).to.include(r.body.state);
    const again = await writer.post(`/api/mam/${mamId}/request_sync`);
    expect(again.status).to.equal(409);
    expect(again.body.code).to.equal('media.syncInProgress');
    const done = await until(() => reader.get(`/api/mam/${mamId}/sync`), (x) => x.body.state === 'done', 20_000, 'the sync done');
    expect(done.body).to.include({ received: 4, error: null });
    // the message follows the stored state, so it may come a moment after the answer above
    await live.waitFor((m) => m.id === `sync:${mamId}` && m.data.sync.state === 'done');
    const syncs = live.heard.filter((m) => m.id === `sync:${mamId}`).map((m) => m.data.sync);
    expect(syncs[0].state).to.equal('requested');
    expect(syncs.some((s) => s.state === 'receiving' && s.received > 0 && s.received < 4)).to.equal(true);
    expect(syncs.at(-1)).to.include({ state: 'done', received: 4 });
    const created = live.heard.filter((m) => m.op === 'CREATE').map((m) => m.data.media.objectId);
    expect(created).to.have.members(['ACV-1', 'ACV-2', 'ACV-3', 'ACV-4']);
  });

  it('keeps each media with its kind, status, duration and metadata fields', async () => {
    const page = await medias(reader);
    expect(page).to.include({ total: 4, source: 'stored' });
    const one = page.data.find((m: any) => m.objectId === 'ACV-1');
    expect(one).to.deep.include({ slug: 'Enchente no centro', kind: 'VIDEO', type: 'VIDEO', status: 'ready', duration: 'PT1M30S', durationMs: 90_000, samples: 4500, timeBase: 50, abstractText: 'Cheia do Guaíba', mosId: 'acervo.mam' });
    expect(one.fields).to.deep.equal({ Reporter: 'Ana Souza' });
    expect(one.proxyPaths).to.deep.equal([proxy.url('/acv1.png')]);
    expect(one.thumbnailUrl).to.equal(`/api/mam/medias/${one.id}/thumbnail`);
    const kinds = Object.fromEntries(page.data.map((m: any) => [m.objectId, `${m.kind}/${m.status}`]));
    expect(kinds).to.deep.equal({ 'ACV-1': 'VIDEO/ready', 'ACV-2': 'AUDIO/ready', 'ACV-3': 'IMAGE/ready', 'ACV-4': 'VIDEO/empty' });
    expect(ok(await reader.get(`/api/mam/medias/${one.id}`)).slug).to.equal('Enchente no centro');
    expect((await reader.get('/api/mam/medias/999999')).body.code).to.equal('media.notFound');
  });

  it('filters the stored media by words (accents and case aside), kind, status and field values, paged', async () => {
    const slugs = async (q: string) => (await medias(reader, q)).data.map((m: any) => m.objectId).sort();
    expect(await slugs('&text=ENCHENTE')).to.deep.equal(['ACV-1']);
    expect(await slugs('&text=guaiba')).to.deep.equal(['ACV-1']);
    expect(await slugs('&text=ACV-2')).to.deep.equal(['ACV-2']);
    expect(await slugs('&kind=audio')).to.deep.equal(['ACV-2']);
    expect(await slugs('&kind=IMAGE')).to.deep.equal(['ACV-3']);
    expect(await slugs('&status=empty')).to.deep.equal(['ACV-4']);
    expect(await slugs('&status=ready&kind=IMAGE')).to.deep.equal(['ACV-3']);
    expect(await slugs(`&fields=${encodeURIComponent(JSON.stringify({ Reporter: 'SOUZA' }))}`)).to.deep.equal(['ACV-1']);
    expect(await slugs(`&text=100%25`)).to.deep.equal([]);
    const paged = ok(await reader.get(`/api/mam/${mamId}/medias?size=3&page=1`));
    expect(paged).to.include({ total: 4, number: 1, size: 3 });
    expect(paged.data).to.have.length(1);
    const field = async (q: string) => (await reader.get(`/api/mam/${mamId}/medias?${q}`)).body.details?.issues?.[0]?.field;
    expect(await field('kind=FILM')).to.equal('kind');
    expect(await field('status=lost')).to.equal('status');
    expect(await field('fields=nope')).to.equal('fields');
    expect(await field(`fields=${encodeURIComponent(JSON.stringify({ 'a[1]': 'x' }))}`)).to.match(/^fields/);
    expect(await field('size=0')).to.equal('size');
    expect((await reader.get('/api/mam/999999/medias')).body.code).to.equal('media.mamNotFound');
  });

  it('serves a thumbnail from the proxy picture once, and none from a redirect or a video', async () => {
    const one = await byObject('ACV-1');
    const first = await reader.raw('GET', one.thumbnailUrl);
    expect(first.status).to.equal(200);
    expect(first.headers.get('content-type')).to.equal('image/jpeg');
    expect((await writer.raw('GET', one.thumbnailUrl)).status).to.equal(200);
    expect(proxy.hits.filter((h) => h === '/acv1.png')).to.have.length(1);
    for (const id of ['ACV-3', 'ACV-4']) {
      const m = await byObject(id);
      const r = await reader.get(`/api/mam/medias/${m.id}/thumbnail`);
      expect(r.status, id).to.equal(404);
      expect(r.body.code).to.equal('media.noThumbnail');
      expect((await byObject(id)).thumbnailUrl, 'not offered again soon').to.equal(null);
    }
    expect(proxy.hits).to.include('/moved');
    expect(proxy.hits.some((h) => h.includes('meta-data'))).to.equal(false);
    expect((await (await b.k.userWith(['ROLE_STORY_READ'], 'sem-midia')).raw('GET', one.thumbnailUrl)).status).to.equal(403);
  });

  it('answers the device\'s searchable schema and the fields of its media', async () => {
    const f = ok(await reader.get(`/api/mam/${mamId}/searchable_fields`));
    expect(f).to.deep.equal({ schema: SCHEMA, source: 'device', fields: [{ name: 'Reporter', count: 2 }] });
    expect(mock.messages('mosReqSearchableSchema').at(-1)!.body.attrs.username).to.equal('leitor');
  });

  it('asks the device to search (mosReqObjList) and keeps what it finds', async () => {
    mock.mam.objects.push(clip('ACV-7', 'Enchente na serra', { reporter: 'Carla Dias' }));
    const page = ok(await reader.get(`/api/mam/${mamId}/medias?source=device&text=enchente&size=10`));
    expect(page).to.include({ source: 'device', total: 2 });
    expect(page.data.map((m: any) => m.objectId)).to.deep.equal(['ACV-1', 'ACV-7']);
    expect((await medias(reader, '&text=serra')).data.map((m: any) => m.objectId)).to.deep.equal(['ACV-7']);
    const byField = ok(await reader.get(`/api/mam/${mamId}/medias?source=device&fields=${encodeURIComponent(JSON.stringify({ Reporter: 'Carla' }))}`));
    expect(byField.data.map((m: any) => m.objectId)).to.deep.equal(['ACV-7']);
    const q = mock.messages('mosReqObjList').at(-1)!.body;
    expect(JSON.stringify(q)).to.contain("/Reporter [contains(., 'Carla')]");
    const refused = await reader.get(`/api/mam/${mamId}/medias?source=device&kind=VIDEO`);
    expect(refused.status).to.equal(400);
    expect(refused.body.details.issues[0].field).to.equal('kind');
  });

  it('creates a media on the device; the same slug again is "media already added"; bad input names the field', async () => {
    const r = await writer.post(`/api/mam/${mamId}/medias`, { slug: 'Chuva forte', kind: 'VIDEO', durationMs: 30_000, abstractText: 'Temporal', group: 'Jornal', fields: { Reporter: 'Carla Dias' } });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    expect(r.body).to.deep.include({ slug: 'Chuva forte', kind: 'VIDEO', status: 'empty', createdBy: 'imagem', group: 'Jornal', durationMs: 30_000, fields: { Reporter: 'Carla Dias' } });
    expect(r.body.objectId).to.match(/^ACERVO\.MAM-NEW-\d+$/);
    const sent = mock.messages('mosObjCreate').at(-1)!.body;
    const xml = JSON.stringify(sent);
    for (const part of ['Chuva forte', '"objDur"', '750', SCHEMA, 'Carla Dias']) expect(xml).to.contain(part);
    await live.waitFor((m) => m.op === 'CREATE' && m.data.media?.slug === 'Chuva forte');
    const dup = await writer.post(`/api/mam/${mamId}/medias`, { slug: 'chuva FORTE', kind: 'AUDIO' });
    expect(dup.status).to.equal(409);
    expect(dup.body.code).to.equal('media.alreadyAdded');
    const bad = async (body: object) => (await writer.post(`/api/mam/${mamId}/medias`, body)).body.details?.issues?.[0]?.field;
    expect(await bad({ slug: '  ', kind: 'VIDEO' })).to.equal('slug');
    expect(await bad({ slug: 'x'.repeat(129), kind: 'VIDEO' })).to.equal('slug');
    expect(await bad({ slug: 'Outra', kind: 'FILM' })).to.equal('kind');
    expect(await bad({ slug: 'Outra', kind: 'VIDEO', durationMs: -1 })).to.equal('durationMs');
  });

  it('changes a media on the device with the version read', async () => {
    const m = await byObject('ACV-2');
    const r = await writer.put(`/api/mam/medias/${m.id}`, { slug: 'Entrevista do prefeito', kind: 'AUDIO', abstractText: 'Sonora', version: m.version });
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.include({ slug: 'Entrevista do prefeito', abstractText: 'Sonora', changedBy: 'imagem', version: m.version + 1, durationMs: 18_000 });
    const sent = mock.messages('mosReqObjAction').at(-1)!.body;
    expect(sent.attrs).to.deep.equal({ operation: 'UPDATE', objID: 'ACV-2' });
    await live.waitFor((x) => x.op === 'UPDATE' && x.data.media?.slug === 'Entrevista do prefeito');
    // the device announces the change back (its revision 2): the version a PUT checks stays
    const echo = await live.waitFor((x) => x.op === 'UPDATE' && x.data.media?.objectId === 'ACV-2' && x.data.media.revision === 2);
    expect(echo.data.media.version).to.equal(m.version + 1);
    expect((await writer.put(`/api/mam/medias/${m.id}`, { slug: 'X', kind: 'AUDIO', version: m.version })).status).to.equal(412);
    const taken = await writer.put(`/api/mam/medias/${m.id}`, { slug: 'Enchente no centro', kind: 'AUDIO', version: m.version + 1 });
    expect(taken.status).to.equal(409);
    expect(taken.body.code).to.equal('media.alreadyAdded');
  });

  it('ends a sync whose device sends every object before acknowledging the request', async () => {
    mock.options.announceEveryMs = 20;
    mock.options.holdReqAllAckMs = 400;
    try {
      ok(await writer.post(`/api/mam/${mamId}/request_sync`), 202);
      // the quiet timer ends it; the first-object timer (120 s) must not have replaced it
      const done = await until(() => reader.get(`/api/mam/${mamId}/sync`), (x) => x.body.state !== 'requested' && x.body.state !== 'receiving', 10_000, 'the sync ended');
      expect(done.body).to.include({ state: 'done', received: mock.mam.objects.length, error: null });
    } finally {
      mock.options.holdReqAllAckMs = undefined;
    }
  });

  it('marks what a full list leaves out absent ("media not found in MAM" on update)', async () => {
    mock.options.announceEveryMs = undefined;
    mock.mam.objects.splice(mock.mam.objects.findIndex((o) => o.objId === 'ACV-4'), 1);
    ok(await writer.post(`/api/mam/${mamId}/request_sync`), 202);
    await until(() => reader.get(`/api/mam/${mamId}/sync`), (x) => x.body.state === 'done', 20_000, 'the sync done');
    const gone = await byObject('ACV-4');
    expect(gone.status).to.equal('absent');
    await live.waitFor((m) => m.op === 'UPDATE' && m.data.media?.objectId === 'ACV-4' && m.data.media.status === 'absent');
    const r = await writer.put(`/api/mam/medias/${gone.id}`, { slug: 'Vinheta nova', kind: 'VIDEO', version: gone.version });
    expect(r.status).to.equal(422);
    expect(r.body.code).to.equal('media.notInMam');
  });

  it('refuses a sync of a device that is not running (422) or does not answer (502), naming the cause', async () => {
    const off = ok(await admin.post('/api/devices', { name: 'Acervo desligado', kind: 'MAM', protocol: 'MOS', mosId: 'off.mam', host: '127.0.0.1', enabled: false }), 201);
    const r = await writer.post(`/api/mam/${off.id}/request_sync`);
    expect(r.status).to.equal(422);
    expect(r.body).to.deep.include({ code: 'media.syncFailed' });
    expect(r.body.details.cause).to.equal('media.deviceNotRunning');
    expect((await writer.post(`/api/mam/${off.id}/medias`, { slug: 'Nada', kind: 'VIDEO' })).body.code).to.equal('media.deviceNotRunning');
    const [port] = await import('@lauda/sdk/testing').then((t) => t.freePorts(1));
    const silent = ok(await admin.post('/api/devices', { name: 'Acervo mudo', kind: 'MAM', protocol: 'MOS', mosId: 'mute.mam', host: '127.0.0.1', lowerPort: port, upperPort: port, options: { heartbeatIntervalMs: 300, ackTimeoutMs: 300, retries: 1, maxAttempts: 2, reconnectDelayMs: 100 } }), 201);
    const s = await writer.post(`/api/mam/${silent.id}/request_sync`);
    expect(s.status, JSON.stringify(s.body)).to.equal(502);
    expect(s.body.code).to.equal('media.syncFailed');
    expect(s.body.details.cause).to.contain('mosReqAll');
    expect(ok(await reader.get(`/api/mam/${silent.id}/sync`))).to.include({ state: 'failed', errorCode: 'media.syncFailed' });
  });
});
