import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import integrations from '../src/server/plugin.js';
import { PEER_PASSWORD, PEER_USER, startPeer, type PeerServer } from './peer.js';

const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

describe(`integrations on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let admin: TestClient;
  let reader: TestClient;
  let searcher: TestClient;
  let peer: PeerServer;
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  const refused = (r: { status: number; body: any }, status: number, code: string) => expect([r.status, r.body.code], JSON.stringify(r.body)).to.deep.equal([status, code]);

  before(async () => {
    k = await startTestKernel({ plugins: [integrations], db: testDb() });
    admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'integ-admin');
    reader = await k.userWith(['ROLE_ADMIN_READ'], 'integ-reader');
    searcher = await k.userWith(['ROLE_DOCUMENT_READ'], 'integ-searcher');
    peer = await startPeer();
  });
  after(async () => {
    await peer?.close();
    await k?.stop();
  });

  it('keeps named configurations: create, list, load, update with a version, secret write-only, names unique per kind', async () => {
    refused(await admin.get('/api/integrations/streaming/config'), 422, 'integrations.noConfig');
    const main = ok(await admin.post('/api/multi-configs', { kind: 'streaming', name: 'Principal', serverUrl: peer.url, username: PEER_USER, secret: PEER_PASSWORD, options: { application: 'live', streamKey: 'tv1' } }), 201);
    expect(main).to.include({ kind: 'streaming', name: 'Principal', isDefault: true, hasSecret: true, version: 0, updatedBy: 'integ-admin' });
    expect(main).not.to.have.property('secret');
    expect(main.options).to.deep.equal({ application: 'live', streamKey: 'tv1' });
    const backup = ok(await admin.post('/api/multi-configs', { kind: 'streaming', name: 'Reserva', serverUrl: peer.url, username: PEER_USER }), 201);
    expect(backup).to.include({ isDefault: false, hasSecret: false });
    refused(await admin.post('/api/multi-configs', { kind: 'streaming', name: 'principal', serverUrl: peer.url }), 409, 'integrations.nameTaken');
    ok(await admin.post('/api/multi-configs', { kind: 'documentSearch', name: 'Principal', serverUrl: peer.url, username: PEER_USER, secret: PEER_PASSWORD }), 201);

    const list = ok(await reader.get('/api/multi-configs?kind=streaming'));
    expect(list.map((c: any) => c.name)).to.deep.equal(['Principal', 'Reserva']);
    expect(JSON.stringify(ok(await reader.get('/api/multi-configs')))).not.to.contain(PEER_PASSWORD);
    expect(ok(await reader.get(`/api/multi-configs/${main.id}`)).name).to.equal('Principal');
    expect(ok(await admin.get('/api/integrations/streaming/config')).id).to.equal(main.id);

    // a PUT without the secret keeps it; the new default takes the old one's place
    const changed = ok(await admin.put(`/api/multi-configs/${main.id}`, { name: 'Principal SP', serverUrl: peer.url, username: PEER_USER, options: { application: 'live' }, version: 0 }));
    expect(changed).to.include({ name: 'Principal SP', hasSecret: true, version: 1 });
    refused(await admin.put(`/api/multi-configs/${main.id}`, { name: 'X', serverUrl: peer.url, version: 0 }), 412, 'integrations.staleVersion');
    ok(await admin.put(`/api/multi-configs/${backup.id}`, { name: 'Reserva', serverUrl: peer.url, username: PEER_USER, isDefault: true, version: 0 }));
    expect(ok(await admin.get('/api/integrations/streaming/config')).id).to.equal(backup.id);
    ok(await admin.put(`/api/multi-configs/${main.id}`, { name: 'Principal SP', serverUrl: peer.url, username: PEER_USER, options: { application: 'live' }, isDefault: true, version: 1 }));
  });

  it('refuses bad input naming the field, and writes of a reader', async () => {
    const bad = await admin.post('/api/multi-configs', { kind: 'streaming', name: 'Ftp', serverUrl: 'ftp://x' });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body.details)).to.contain('serverUrl');
    const kind = await admin.post('/api/multi-configs', { kind: 'fax', name: 'A', serverUrl: peer.url });
    expect([kind.status, JSON.stringify(kind.body.details).includes('kind')]).to.deep.equal([400, true]);
    expect((await reader.post('/api/multi-configs', { kind: 'streaming', name: 'R', serverUrl: peer.url })).status).to.equal(403);
    expect((await reader.delete('/api/multi-configs?ids=1')).status).to.equal(403);
    expect((await admin.delete('/api/multi-configs?ids=a')).status).to.equal(400);
    refused(await admin.get('/api/multi-configs/9999'), 404, 'integrations.configNotFound');
  });

  it('checks streaming credentials: accepted, refused, server failing and down', async () => {
    const [main, backup] = ok(await admin.get('/api/multi-configs?kind=streaming'));
    expect(ok(await admin.post('/api/integrations/streaming/check'))).to.include({ ok: true, kind: 'streaming', message: 'integrations.check.streamingOk' });
    expect(peer.requests.at(-1)).to.equal('GET /api/applications/live');
    refused(await admin.post(`/api/multi-configs/${backup.id}/check`), 422, 'integrations.credentialsRefused');
    peer.mode = 'fail';
    refused(await admin.post(`/api/multi-configs/${main.id}/check`), 502, 'integrations.serverUnreachable');
    peer.mode = 'garbage';
    refused(await admin.post(`/api/multi-configs/${main.id}/check`), 502, 'integrations.serverUnreachable');
    peer.mode = 'ok';
    expect((await reader.post(`/api/multi-configs/${main.id}/check`)).status).to.equal(403);
  });

  it('checks document-search credentials and searches the external documents', async () => {
    expect(ok(await admin.post('/api/integrations/document-search/check')).message).to.equal('integrations.check.documentSearchOk');
    expect(ok(await searcher.get('/api/integrations/document-search/workspaces'))).to.deep.equal([{ id: 'ws-1', name: 'Acervo' }, { id: 'ws-2', name: 'Jurídico' }]);
    const found = ok(await searcher.get('/api/integrations/document-search/documents?workspaceId=ws-1&text=enchente&limit=1&page=0'));
    expect(found).to.deep.include({ page: 0, limit: 1, total: 2 });
    expect(found.data.map((d: any) => d.id)).to.deep.equal(['doc-1']);
    expect(peer.requests.at(-1)).to.equal('GET /api/workspaces/ws-1/documents?text=enchente&page=0&limit=1');
    const typed = ok(await searcher.get('/api/integrations/document-search/documents?workspaceId=ws-1&docType=minutes'));
    expect(typed.data.map((d: any) => d.title)).to.deep.equal(['Ata da câmara municipal']);
    const doc = ok(await searcher.get('/api/integrations/document-search/documents/doc-1?workspaceId=ws-1'));
    expect(doc).to.include({ id: 'doc-1', docType: 'report', url: 'https://acervo.example/doc-1' });
    expect(doc.text).to.contain('Porto Alegre');
    refused(await searcher.get('/api/integrations/document-search/documents/doc-9?workspaceId=ws-1'), 404, 'integrations.peerNotFound');
    expect((await searcher.get('/api/integrations/document-search/documents?workspaceId=a%20b')).status).to.equal(400);
    expect((await reader.get('/api/integrations/document-search/workspaces')).status).to.equal(403);
  });

  it('answers 502 when the service is down and 422 once no configuration is left', async () => {
    const port = new URL(peer.url).port;
    await peer.close();
    const down = await searcher.get('/api/integrations/document-search/workspaces');
    refused(down, 502, 'integrations.serverUnreachable');
    expect(down.body.message).to.contain('could not be reached');
    refused(await admin.post('/api/integrations/streaming/check'), 502, 'integrations.serverUnreachable');
    peer = await startPeer(Number(port));

    const all = ok(await admin.get('/api/multi-configs'));
    const streaming = all.filter((c: any) => c.kind === 'streaming');
    refused(await admin.delete(`/api/multi-configs?ids=${streaming[0].id},9999`), 404, 'integrations.configNotFound');
    expect((await admin.delete(`/api/multi-configs/${streaming.find((c: any) => c.isDefault).id}`)).status).to.equal(204);
    refused(await admin.delete(`/api/multi-configs/${streaming.find((c: any) => c.isDefault).id}`), 404, 'integrations.configNotFound');
    expect(ok(await admin.get('/api/integrations/streaming/config')).isDefault).to.equal(true);
    expect((await admin.delete(`/api/multi-configs?ids=${all.map((c: any) => c.id).join(',')}`)).status).to.equal(404);
    expect((await admin.delete(`/api/multi-configs?ids=${ok(await admin.get('/api/multi-configs')).map((c: any) => c.id).join(',')}`)).status).to.equal(204);
    refused(await searcher.get('/api/integrations/document-search/workspaces'), 422, 'integrations.noConfig');
  });
});
