import { expect } from 'chai';
import { coreServices, definePlugin, z, type LiveBus, type SessionUser, type Visibility } from '@lauda/sdk/server';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';
import { stomp, type StompTester } from './stomp-tester.js';

/** Memos: who reads one in full, who knows only that it exists (its placeholder); anyone else, nothing. */
const full = new Map<string, Set<number>>();
const known = new Map<string, Set<number>>();
const memos = definePlugin({
  id: 'memos', version: '0.1.0', sdk: '^0.1.0',
  topics: [
    { name: 'memos', access: ['ROLE_STORY_READ'], documents: true },
    { name: 'memo_news', access: ['ROLE_STORY_READ'] },
  ],
  deps: { live: coreServices.live },
  setup: ({ live }) => ({
    documents: [{
      type: 'memo',
      readRoles: ['ROLE_STORY_READ'],
      changeRoles: ['ROLE_STORY_WRITE'],
      visibility: async (user: SessionUser, ids: readonly string[]) => new Map(ids.flatMap((id): [string, Visibility][] =>
        full.get(id)?.has(user.id) ? [[id, 'full']] : known.get(id)?.has(user.id) ? [[id, 'placeholder']] : [])),
      changeable: async (user: SessionUser, ids: readonly string[]) => new Set(ids.filter((id) => full.get(id)?.has(user.id))),
    }],
    routes(router) {
      router.post('/api/memos/{id}/say', {
        access: ['ROLE_STORY_WRITE'],
        summary: 'Publish a change of a memo',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ text: z.string().max(100) }),
      }, async ({ params, body }) => {
        await live.publish('memos', 'PATCH', params.id, { text: body.text }, { document: { type: 'memo', id: params.id, placeholder: { id: params.id }, placeholderOp: 'UPDATE' } });
      });
    },
  }),
});

const ROLES = ['ROLE_STORY_READ', 'ROLE_STORY_WRITE'];

describe('live delivery by the document access contract', function () {
  let k: KernelTestKernel;
  const sockets: StompTester[] = [];
  const idOf = async (c: TestClient) => Number((await c.get('/api/users/me')).body.id);
  after(async () => {
    await Promise.all(sockets.map((s) => s.client.deactivate()));
    await k?.stop();
  });

  before(async () => {
    k = await startTestKernel({ plugins: [memos] });
  });

  it('each subscriber gets the message, its placeholder or nothing, in publish order', async () => {
    const [ana, bia, caio] = [await k.userWith(ROLES, 'ld-ana'), await k.userWith(ROLES, 'ld-bia'), await k.userWith(ROLES, 'ld-caio')];
    full.set('1', new Set([await idOf(ana)]));
    known.set('1', new Set([await idOf(bia)]));
    full.set('2', new Set([await idOf(ana), await idOf(bia), await idOf(caio)]));
    const listen = async (c: TestClient) => {
      const t = await stomp(k.url, c.cookie);
      sockets.push(t);
      return t.subscribe('/topic/memos');
    };
    const [toAna, toBia, toCaio] = [await listen(ana), await listen(bia), await listen(caio)];
    expect((await ana.post('/api/memos/1/say', { text: 'segredo' })).status).to.equal(204);
    expect((await ana.post('/api/memos/2/say', { text: 'aberto' })).status).to.equal(204);
    const body = async (inbox: typeof toAna) => JSON.parse((await inbox.next()).body);
    expect(await body(toAna)).to.deep.include({ op: 'PATCH', id: 1, data: { text: 'segredo' } });
    expect(await body(toAna)).to.deep.include({ op: 'PATCH', id: 2, data: { text: 'aberto' } });
    expect(await body(toBia)).to.deep.include({ op: 'UPDATE', id: 1, data: { id: 1 } });
    expect(await body(toBia)).to.deep.include({ op: 'PATCH', id: 2, data: { text: 'aberto' } });
    // caio's first message is memo 2's: nothing of memo 1 came before it
    expect(await body(toCaio)).to.deep.include({ op: 'PATCH', id: 2, data: { text: 'aberto' } });
    expect(toCaio.size).to.equal(0);
  });

  it('a topic about documents refuses a message that names none', async () => {
    const live = k.kernel.container.resolve(coreServices.live.id) as LiveBus;
    let refused: Error | null = null;
    await live.publish('memos', 'CREATE', 3, { text: 'x' }).catch((e: Error) => (refused = e));
    expect(String(refused)).to.contain('must name its document');
    await live.publish('memo_news', 'CREATE', 3, { text: 'x' }); // a topic about no document needs none
  });
});
