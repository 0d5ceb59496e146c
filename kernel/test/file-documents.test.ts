import { expect } from 'chai';
import sharp from 'sharp';
import { coreServices, definePlugin, z, type SessionUser } from '@lauda/sdk/server';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';

/** A memo is private to whom it names: the smallest per-document type, with files attached to it. */
const readers = new Map<string, Set<number>>();
const memos = definePlugin({
  id: 'memos', version: '0.1.0', sdk: '^0.1.0',
  deps: { db: coreServices.db, files: coreServices.files },
  setup: ({ db, files }) => ({
    documents: [{
      type: 'memo',
      readRoles: ['ROLE_STORY_READ'],
      changeRoles: ['ROLE_STORY_WRITE'],
      visibility: async (user: SessionUser, ids: readonly string[]) =>
        new Map(ids.filter((id) => readers.get(id)?.has(user.id)).map((id) => [id, 'full' as const])),
      changeable: async (user: SessionUser, ids: readonly string[]) => new Set(ids.filter((id) => readers.get(id)?.has(user.id))),
    }],
    routes(router) {
      router.post('/api/memos/{id}/files', {
        access: ['ROLE_STORY_WRITE'],
        summary: 'Attach a file to a memo',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ fileId: z.number().int().positive() }),
        documents: { writes: [{ type: 'memo', ids: ({ params }) => [params.id] }] },
      }, async ({ params, body }) => {
        await files.attach(db.knex, [body.fileId], { type: 'memo', id: params.id });
        return { attached: body.fileId };
      });
    },
  }),
});

const ROLES = ['ROLE_STORY_READ', 'ROLE_STORY_WRITE'];

describe('kernel files of a document: only who may see the document reads them', function () {
  let k: KernelTestKernel;
  let ana: TestClient;
  let bia: TestClient;
  const idOf = async (c: TestClient) => Number((await c.get('/api/users/me')).body.id);

  before(async () => {
    k = await startTestKernel({ plugins: [memos] });
    ana = await k.userWith(ROLES, 'memo-ana');
    bia = await k.userWith(ROLES, 'memo-bia');
    readers.set('7', new Set([await idOf(ana)]));
  });
  after(async () => k?.stop());

  it('a file attached to a memo is a 404 to who may not see the memo, on every file route', async () => {
    const fd = new FormData();
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
    fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'pauta.png');
    const up = await ana.raw('POST', '/api/files/single', fd);
    expect(up.status).to.equal(201);
    const fileId = up.body.id as number;
    // before it belongs to a memo, any signed-in user reads it
    expect((await bia.get(`/api/files/${fileId}/info`)).status).to.equal(200);
    // bia may not attach it to ana's memo
    expect((await bia.post('/api/memos/7/files', { fileId })).status).to.equal(404);
    expect((await ana.post('/api/memos/7/files', { fileId })).status).to.equal(200);
    for (const p of [`/api/files/${fileId}`, `/api/files/${fileId}/thumbnail`, `/api/files/${fileId}/info`]) {
      const theirs = await bia.get(p);
      expect([theirs.status, theirs.body.code], p).to.deep.equal([404, 'file.notFound']);
      expect((await ana.get(p)).status, p).to.equal(200);
    }
    // once bia is a reader of the memo, the file is theirs to read too
    readers.get('7')!.add(await idOf(bia));
    expect((await bia.get(`/api/files/${fileId}/info`)).body).to.include({ id: fileId, name: 'pauta.png' });
  });
});
