import { expect } from 'chai';
import { EMPTY_QUERY, mediaLength, mediasPath, mosItemOf, syncLine, syncPercent } from '../../src/web/logic.js';
import type { Media, SyncState } from '../../src/common/index.js';

const media = (over: Partial<Media> = {}): Media => ({
  id: 5, mamId: 2, mosId: 'acervo.mam', objectId: 'ACV-1', slug: 'Enchente no centro', kind: 'VIDEO', type: 'VIDEO', status: 'ready',
  mosStatus: 'NEW', air: 'READY', duration: 'PT1M30S', durationMs: 90_000, samples: 4500, timeBase: 50, abstractText: 'Cheia', description: null,
  group: null, paths: ['\\\\acervo\\ACV-1.mxf'], proxyPaths: ['http://acervo/p/ACV-1.jpg'], metadataPath: null,
  mosExternalMetadata: [{ scope: 'OBJECT', schema: 'http://s', payload: '<Reporter>Ana</Reporter>' }], fields: { Reporter: 'Ana' },
  revision: 1, createdBy: null, created: null, changedBy: null, changed: null, storedAt: '2031-01-01T00:00:00.000Z', updatedAt: '2031-01-01T00:00:00.000Z',
  version: 0, thumbnailUrl: null, ...over,
});
const sync = (over: Partial<SyncState>): SyncState => ({ mamId: 2, state: 'receiving', received: 0, expected: null, startedAt: null, finishedAt: null, by: null, error: null, errorCode: null, ...over });

describe('web: media center logic', () => {
  it('asks the stored media by words, kind, status and fields; the device by words and fields only', () => {
    const q = { ...EMPTY_QUERY, text: '  chuva forte ', kind: 'AUDIO' as const, status: 'ready' as const, fields: { Reporter: ' Ana ', Place: '  ' }, page: 2, size: 24 };
    const stored = new URL(mediasPath(7, q), 'http://x');
    expect(stored.pathname).to.equal('/api/mam/7/medias');
    expect(Object.fromEntries(stored.searchParams)).to.deep.equal({ page: '2', size: '24', text: 'chuva forte', fields: '{"Reporter":"Ana"}', kind: 'AUDIO', status: 'ready' });
    const device = new URL(mediasPath(7, { ...q, onDevice: true }), 'http://x');
    expect(Object.fromEntries(device.searchParams)).to.deep.equal({ page: '2', size: '24', text: 'chuva forte', fields: '{"Reporter":"Ana"}', source: 'device' });
    expect(mediasPath(7, EMPTY_QUERY)).to.equal('/api/mam/7/medias?page=0&size=24');
  });

  it('says how a sync goes, and fills its bar only when it knows what to expect', () => {
    expect(syncLine(null)).to.equal(null);
    expect(syncLine(sync({ state: 'idle' }))).to.equal(null);
    expect(syncLine(sync({ received: 3 }))).to.deep.equal({ key: 'syncingNoTotal', vars: { received: 3 }, tone: 'info' });
    expect(syncLine(sync({ received: 3, expected: 10 }))).to.deep.equal({ key: 'syncing', vars: { received: 3, expected: 10 }, tone: 'info' });
    expect(syncLine(sync({ state: 'done', received: 12 }))!.key).to.equal('syncDone');
    expect(syncLine(sync({ state: 'failed', error: 'no answer' }))).to.deep.equal({ key: 'syncFailedState', vars: { error: 'no answer' }, tone: 'danger' });
    expect(syncPercent(sync({ received: 3, expected: null }))).to.equal(null);
    expect(syncPercent(sync({ received: 3, expected: 12 }))).to.equal(25);
    expect(syncPercent(sync({ received: 30, expected: 12 }))).to.equal(99);
    expect(syncPercent(sync({ state: 'done', received: 1, expected: 12 }))).to.equal(100);
  });

  it('shows lengths as mm:ss, HH:mm:ss from an hour, nothing for a still or a placeholder', () => {
    expect(mediaLength(media())).to.equal('01:30');
    expect(mediaLength(media({ durationMs: 3_725_000 }))).to.equal('01:02:05');
    expect(mediaLength(media({ durationMs: 0 }))).to.equal('00:00');
    expect(mediaLength(media({ durationMs: 0, status: 'empty' }))).to.equal('');
    expect(mediaLength(media({ kind: 'IMAGE', durationMs: 0 }))).to.equal('');
    expect(mediaLength(media({ durationMs: null }))).to.equal('');
  });

  it('turns a media into the MOS item the story form takes', () => {
    expect(mosItemOf(media())).to.deep.equal({
      slug: 'Enchente no centro', objId: 'ACV-1', mosId: 'acervo.mam', objSlug: 'Enchente no centro', objType: 'VIDEO', objDur: 4500, objTB: 50,
      abstract: 'Cheia', paths: ['\\\\acervo\\ACV-1.mxf'], proxyPaths: ['http://acervo/p/ACV-1.jpg'],
      metadata: [{ scope: 'OBJECT', schema: 'http://s', payload: '<Reporter>Ana</Reporter>' }],
    });
    const still = mosItemOf(media({ kind: 'IMAGE', type: null, samples: null, timeBase: null, abstractText: null, metadataPath: 'http://acervo/m.xml' }));
    expect(still).to.include({ objType: 'STILL', metadataPath: 'http://acervo/m.xml' });
    expect(still).not.to.have.any.keys('objDur', 'objTB', 'abstract');
  });
});
