/**
 * The stored media follow what a real MOS device announces: @mos-connection/connector (the library of
 * Sofie's MOS gateway) as a MAM with profile 3, talking to the kernel's MOS driver on free ports.
 */
import { expect } from 'chai';
import type { TestClient } from '@lauda/sdk/testing';
import { Peer, freePorts, peerObject } from '@lauda/driver-mos/testing/peer';
import media from '../src/server/plugin.js';
import { ADMIN, FAST_MOS, NCS_ID, SCHEMA, WRITE, mediaBench, ok, testDb, until, type MediaBench } from './support/index.js';
import { listen, type Listener } from './support/live.js';

describe(`media from a real MOS peer on ${testDb()}`, function () {
  this.timeout(120_000);
  let b: MediaBench;
  let peer: Peer;
  let admin: TestClient;
  let writer: TestClient;
  let mamId: number;
  let live: Listener;
  const stored = async (objectId: string) => (ok(await admin.get(`/api/mam/${mamId}/medias?size=100`)).data as any[]).find((m) => m.objectId === objectId);

  before(async () => {
    b = await mediaBench(['admin', 'devices', media]);
    admin = await b.k.userWith(ADMIN, 'chefe');
    writer = await b.k.userWith(WRITE, 'imagem');
    const [lower, upper, query] = (await freePorts(3)) as [number, number, number];
    mamId = ok(await admin.post('/api/devices', { name: 'Acervo Sofie', kind: 'MAM', protocol: 'MOS', mosId: 'peer.mam', host: '127.0.0.1', lowerPort: lower, upperPort: upper, options: FAST_MOS }), 201).id;
    peer = await new Peer({
      mosId: 'peer.mam', ncsId: NCS_ID, ports: { lower, upper, query }, ncsPorts: { lower: b.ncs.lowerPort, upper: b.ncs.upperPort }, heartbeatInterval: 300,
      mam: { schema: SCHEMA, objects: [
        peerObject({ id: 'P-1', slug: 'Desfile cívico', duration: 1500, timeBase: 25, schema: SCHEMA, payload: { Reporter: 'Ana' } }),
        peerObject({ id: 'P-2', slug: 'Trilha', type: 'AUDIO', duration: 500, timeBase: 25 }),
      ] },
    }).start();
    await until(() => admin.get('/api/mam'), (r) => r.body?.[0]?.connected === true, 20_000, 'the MAM connected');
    await until(() => peer.connected, (c) => c, 20_000, 'the peer connected to the NCS');
    live = await listen(b.k, writer, 'media');
  });
  after(async () => {
    await live?.stop();
    await peer?.stop();
    await b?.stop();
  });

  it('keeps an object the device announces (mosObj), and its change', async () => {
    await peer.announce([peerObject({ id: 'P-9', slug: 'Sonora do ministro', type: 'AUDIO', duration: 750, timeBase: 25, air: 'NOT READY', proxy: 'http://acervo.sofie/p9.jpg', schema: SCHEMA, payload: { Reporter: 'Beto', Place: 'Brasília' } })]);
    const m = await until(() => stored('P-9'), (x) => !!x, 15_000, 'P-9 stored');
    expect(m).to.deep.include({ slug: 'Sonora do ministro', kind: 'AUDIO', status: 'empty', air: 'NOT READY', durationMs: 30_000, mosId: 'peer.mam', proxyPaths: ['http://acervo.sofie/p9.jpg'] });
    expect(m.fields).to.deep.equal({ Reporter: 'Beto', Place: 'Brasília' });
    await live.waitFor((x) => x.op === 'CREATE' && x.data.media?.objectId === 'P-9');

    await peer.announce([peerObject({ id: 'P-9', slug: 'Sonora do ministro (editada)', type: 'AUDIO', duration: 750, timeBase: 25, air: 'READY' })]);
    const changed = await until(() => stored('P-9'), (x) => x.slug.endsWith('(editada)'), 15_000, 'P-9 changed');
    expect(changed).to.include({ status: 'ready', version: m.version + 1 });
    await live.waitFor((x) => x.op === 'UPDATE' && x.data.media?.slug === 'Sonora do ministro (editada)');

    // the same words again change nothing and tell nobody
    const before = live.heard.length;
    await peer.announce([peerObject({ id: 'P-9', slug: 'Sonora do ministro (editada)', type: 'AUDIO', duration: 750, timeBase: 25, air: 'READY' })]);
    await new Promise((r) => setTimeout(r, 400));
    expect((await stored('P-9')).version).to.equal(changed.version);
    expect(live.heard.slice(before).filter((x) => x.id === changed.id)).to.have.length(0);
  });

  it('forgets an object the device says is DELETED', async () => {
    const m = await stored('P-9');
    await peer.announce([peerObject({ id: 'P-9', slug: 'Sonora do ministro (editada)', status: 'DELETED' })]);
    await until(() => stored('P-9'), (x) => !x, 15_000, 'P-9 gone');
    const del = await live.waitFor((x) => x.op === 'DELETE' && x.id === m.id);
    expect(del.data.media).to.deep.equal({ id: m.id, mamId });
  });

  it('syncs from the device (mosReqAll → mosListAll)', async () => {
    ok(await writer.post(`/api/mam/${mamId}/request_sync`), 202);
    const s = await until(() => admin.get(`/api/mam/${mamId}/sync`), (x) => x.body.state === 'done', 20_000, 'the sync done');
    expect(s.body.received).to.equal(2);
    expect((await stored('P-1'))).to.deep.include({ slug: 'Desfile cívico', kind: 'VIDEO', status: 'ready', duration: 'PT1M', fields: { Reporter: 'Ana' } });
    expect((await stored('P-2')).kind).to.equal('AUDIO');
  });

  it('creates, changes and searches on the device through profile 3', async () => {
    const r = await writer.post(`/api/mam/${mamId}/medias`, { slug: 'Passeata no centro', kind: 'IMAGE', description: 'Fotos da passeata' });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    expect(r.body).to.include({ objectId: 'PEER-1', kind: 'IMAGE', type: 'STILL', status: 'empty' });
    const created = (await peer.waitKind('mosObjCreate')).data;
    expect([created.Type, created.Description]).to.deep.equal(['STILL', 'Fotos da passeata']);

    const p1 = await stored('P-1');
    ok(await writer.put(`/api/mam/medias/${p1.id}`, { slug: 'Desfile cívico 7 de setembro', kind: 'VIDEO', version: p1.version }));
    expect((await peer.waitKind('mosReqObjActionUpdate')).data.objId).to.equal('P-1');

    const found = ok(await writer.get(`/api/mam/${mamId}/medias?source=device&text=trilha`));
    expect(found).to.include({ source: 'device', total: 1 });
    expect(found.data.map((m: any) => m.objectId)).to.deep.equal(['P-2']);
    expect(ok(await writer.get(`/api/mam/${mamId}/searchable_fields`))).to.include({ schema: SCHEMA, source: 'device' });
  });
});
