/**
 * Profile 3 (MAM) against the real peer (@mos-connection/connector as a MOS device with profile 3):
 * the searchable schema, a search the device runs, objects created and changed on it, a sync
 * (mosReqAll → mosListAll) and objects it announces. Plus the pure parts (XPath, messages).
 */
import { expect } from 'chai';
import { MediaOperationError, type MediaObject } from '@lauda/sdk/device';
import { Peer, freePorts, peerObject, str } from './support/peer.js';
import { mosInstance, until, type Recorder } from './support/harness.js';
import type { MosDeviceInstance } from '../src/driver.js';
import { buildMosReqObjAction, buildMosReqObjList, fieldPath, readMosObjList, xpathLiteral } from '../src/protocol/profile3.js';
import { buildMosObj } from '../src/protocol/messages.js';
import { el, parseXml, serialize } from '../src/protocol/xml.js';

const SCHEMA = 'http://acervo.test/schema/v1';
const objects = () => [
  peerObject({ id: 'ACV-1', slug: 'Enchente no centro', duration: 4500, timeBase: 50, abstract: 'Cheia do Guaíba', proxy: 'http://acervo.test/p/ACV-1.jpg', schema: SCHEMA, payload: { Reporter: 'Ana' } }),
  peerObject({ id: 'ACV-2', slug: 'Entrevista prefeito', type: 'AUDIO', duration: 900, timeBase: 50, air: 'NOT READY' }),
  peerObject({ id: 'ACV-3', slug: 'Foto da ponte', type: 'STILL' }),
];

async function setup(mosId: string, mam: boolean, options: Record<string, unknown> = {}): Promise<{ dev: MosDeviceInstance; rec: Recorder; peer: Peer }> {
  const [pl, pu, pq, nl, nu] = await freePorts(5);
  const { dev, rec } = mosInstance({ lowerPort: nl!, upperPort: nu! }, { mosId, lowerPort: pl!, upperPort: pu!, ...options });
  await dev.connect();
  const peer = await new Peer({ mosId, ncsId: 'LAUDA', ports: { lower: pl!, upper: pu!, query: pq! }, ncsPorts: { lower: nl!, upper: nu! }, heartbeatInterval: 500, ...(mam ? { mam: { schema: SCHEMA, objects: objects() } } : {}) }).start();
  await rec.wait('setStatus', (s) => s.connected);
  // the device's own connection to the NCS carries what it sends (mosListAll, mosObj)
  await until(() => peer.connected, 15_000, 'the peer connected to the NCS ports');
  return { dev, rec, peer };
}

describe('MOS profile 3 against the real peer', function () {
  this.timeout(60_000);
  let s: Awaited<ReturnType<typeof setup>>;
  before(async () => {
    s = await setup('acervo.mam', true);
  });
  after(async () => {
    await s?.peer.stop();
    await s?.dev.disconnect();
  });

  it('asks the searchable schema (mosReqSearchableSchema → mosListSearchableSchema)', async () => {
    expect(await s.dev.searchableSchemas!('IMAGEM')).to.deep.equal([SCHEMA]);
    expect((await s.peer.waitKind('mosReqSearchableSchema')).data).to.equal('IMAGEM');
  });

  it('searches on the device with free text, a field and a page (mosReqObjList → mosObjList)', async () => {
    const r = await s.dev.findMedia!({ text: 'en', schema: SCHEMA, fields: [{ path: 'Reporter', value: "d'Ávila" }], start: 0, size: 1, user: 'IMAGEM' });
    expect(r.total).to.equal(2);
    expect(r.data.map((o) => o.objId)).to.deep.equal(['ACV-1']);
    const got = r.data[0]!;
    expect(got).to.include({ slug: 'Enchente no centro', type: 'VIDEO', duration: 4500, timeBase: 50, air: 'READY', abstract: 'Cheia do Guaíba' });
    expect(got.paths).to.deep.equal([{ kind: 'PROXY', target: 'http://acervo.test/p/ACV-1.jpg', techDescription: 'JPEG' }]);
    expect(got.mosExternalMetadata?.[0]).to.deep.include({ schema: SCHEMA, payload: '<Reporter>Ana</Reporter>' });
    const q = (await s.peer.waitKind('mosReqObjList')).data;
    expect(str(q.generalSearch)).to.equal('en');
    expect(q.mosSchema).to.equal(SCHEMA);
    expect([q.listReturnStart, q.listReturnEnd]).to.deep.equal([1, 1]);
    const fields = [q.searchGroups].flat(2).flatMap((g: any) => [g.searchFields].flat());
    expect(fields.map((f: any) => f.XPath)).to.deep.equal(['/Reporter [contains(., "d\'Ávila")]']);
    const second = await s.dev.findMedia!({ text: 'en', start: 1, size: 5 });
    expect(second.data.map((o) => o.objId)).to.deep.equal(['ACV-2']);
  });

  it('creates an object (mosObjCreate) and is answered its objID', async () => {
    const r = await s.dev.createMedia!({ slug: 'Chuva forte', type: 'VIDEO', duration: 1500, timeBase: 50, group: 'Jornal', description: 'Temporal na capital', user: 'IMAGEM' });
    expect(r.objId).to.match(/^PEER-\d+$/);
    const o = (await s.peer.waitKind('mosObjCreate')).data;
    expect(str(o.Slug)).to.equal('Chuva forte');
    expect([o.Type, o.Duration, o.TimeBase, o.Group, o.Description, str(o.CreatedBy)]).to.deep.equal(['VIDEO', 1500, 50, 'Jornal', 'Temporal na capital', 'IMAGEM']);
  });

  it('changes an object (mosReqObjAction UPDATE) and says when the device refuses', async () => {
    await s.dev.updateMedia!('ACV-2', { slug: 'Entrevista do prefeito', type: 'AUDIO', abstract: 'Sonora', user: 'IMAGEM' });
    const u = (await s.peer.waitKind('mosReqObjActionUpdate')).data;
    expect(u.objId).to.equal('ACV-2');
    expect(str(u.obj.Slug)).to.equal('Entrevista do prefeito');
    expect(u.obj.MosAbstract).to.equal('Sonora');
    const refused = await s.dev.updateMedia!('NOPE', { slug: 'x' }).then(() => null, (e: unknown) => e);
    expect(refused).to.be.instanceOf(MediaOperationError);
    expect((refused as MediaOperationError).reason).to.equal('refused');
    expect((refused as Error).message).to.contain('unknown object');
  });

  it('syncs: mosReqAll is answered with every object in one mosListAll', async () => {
    await s.dev.requestMedia!();
    const m = await s.rec.wait('media', (e) => e.complete);
    expect(m.objects.map((o) => `${o.objId}:${o.type}:${o.air}`)).to.deep.equal(['ACV-1:VIDEO:READY', 'ACV-2:AUDIO:NOT READY', 'ACV-3:STILL:READY']);
  });

  it('hands over objects the device announces on its own (mosObj)', async () => {
    await s.peer.announce([peerObject({ id: 'ACV-9', slug: 'Nova sonora', type: 'AUDIO', duration: 250, timeBase: 25 })]);
    const m = await s.rec.wait('media', (e) => !e.complete && e.objects.some((o) => o.objId === 'ACV-9'));
    expect(m.objects[0]).to.include({ slug: 'Nova sonora', duration: 250, timeBase: 25 });
  });
});

describe('MOS profile 3: devices without it, and mosReqObjAction NEW', function () {
  this.timeout(60_000);

  it('a device without profile 3 refuses: "unsupported"', async () => {
    const s = await setup('plain.mos', false);
    try {
      const e = await s.dev.searchableSchemas!().then(() => null, (x: unknown) => x);
      expect(e).to.be.instanceOf(MediaOperationError);
      expect((e as MediaOperationError).reason).to.equal('unsupported');
    } finally {
      await s.peer.stop();
      await s.dev.disconnect();
    }
  });

  it('creates with mosReqObjAction NEW when the device record asks for it', async () => {
    const s = await setup('new.mam', true, { objActionNew: true });
    try {
      const r = await s.dev.createMedia!({ slug: 'Arte do placar', type: 'STILL', user: 'IMAGEM' });
      expect(r.objId).to.match(/^PEER-/);
      expect(str((await s.peer.waitKind('mosReqObjActionNew')).data.Slug)).to.equal('Arte do placar');
      expect(s.peer.kinds('mosObjCreate')).to.have.length(0);
    } finally {
      await s.peer.stop();
      await s.dev.disconnect();
    }
  });
});

describe('MOS profile 3 messages', () => {
  it('writes XPath literals for any text and refuses paths that are not element names', () => {
    expect(xpathLiteral('Ana')).to.equal("'Ana'");
    expect(xpathLiteral("d'Ávila")).to.equal('"d\'Ávila"');
    expect(xpathLiteral(`a'b"c`)).to.equal(`concat('a', "'", 'b"c')`);
    expect(fieldPath('Video/Length')).to.equal('/Video/Length');
    expect(fieldPath('/x:Reporter/')).to.equal('/x:Reporter');
    for (const bad of ['', 'a[1]', "a or 1=1", 'a/../b', '@id']) expect(fieldPath(bad), bad).to.equal(null);
  });

  it('builds mosReqObjList counting from 1, leaving out fields it cannot say', () => {
    const xml = serialize(buildMosReqObjList({ queryId: 'Q1', text: 'chuva', schema: SCHEMA, fields: [{ path: 'Reporter', value: 'Ana' }, { path: 'bad[', value: 'x' }, { path: 'Empty', value: '' }], start: 20, size: 10, user: 'u' }));
    expect(xml).to.contain('<listReturnStart>21</listReturnStart><listReturnEnd>30</listReturnEnd><generalSearch>chuva</generalSearch>');
    expect(xml).to.contain(`<searchGroup><searchField XPath="/Reporter [contains(., 'Ana')]"/></searchGroup>`);
    expect(xml.match(/searchField/g)).to.have.length(1);
    expect(serialize(buildMosReqObjList({ queryId: 'Q2', start: 0, size: 5 }))).not.to.contain('searchGroup');
  });

  it('reads a mosObjList with its total and objects, and writes mosReqObjAction with its attributes', () => {
    const o: MediaObject = { objId: 'X1', mosId: 'm', slug: 'Clip', type: 'VIDEO', duration: 10, timeBase: 25, air: 'NOT READY' };
    const list = readMosObjList(parseXml(serialize(el('mosObjList', { username: 'u' }, el('queryID', null, 'Q'), el('listReturnTotal', null, '7'), el('list', null, buildMosObj(o))))));
    expect(list).to.deep.include({ queryId: 'Q', total: 7, status: null });
    expect(list.objects[0]).to.include({ objId: 'X1', air: 'NOT READY', duration: 10 });
    const upd = serialize(buildMosReqObjAction('UPDATE', 'X1', { slug: 'Novo', abstract: 'Resumo', user: 'u' }));
    expect(upd).to.match(/^<mosReqObjAction operation="UPDATE" objID="X1"><objSlug>Novo<\/objSlug><mosAbstract>Resumo<\/mosAbstract>/);
    expect(upd).to.contain('<changedBy>u</changedBy>');
    expect(serialize(buildMosReqObjAction('DELETE', 'X1'))).to.equal('<mosReqObjAction operation="DELETE" objID="X1"/>');
  });
});
