// The notices plugin's part of the leak sweep (tests/access): a notice for the owner's group (the one
// that opens the restricted program; the outsider is not in it), and the write paths an outsider could try.
import type { LeakExample, LeakSeed, LeakSeedContext, TestClient } from '@lauda/sdk/testing';
import { NOTICE_DOCUMENT as D } from '../src/common/index.js';

async function must(c: TestClient, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<any> {
  const r = method === 'get' || method === 'delete' ? await c[method](path) : await c[method](path, body);
  if (r.status >= 300) throw new Error(`leak example: ${method.toUpperCase()} ${path} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const groups = (await must(o, 'get', '/api/groups')) as { id: number; userIds: number[] }[];
    const mine = groups.find((g) => g.userIds.includes(x.ownerId) && !g.userIds.includes(x.outsiderId));
    if (!mine) throw new Error('leak example: no group of the owner without the outsider');
    const notice = await must(o, 'post', '/api/notices', {
      title: `${x.canary}-NG`, text: `${x.canary}-NG text`, from: x.date, to: '2099-12-31', groupIds: [mine.id],
    });
    return {
      documents: [{ type: D, id: notice.id, canary: `${x.canary}-NG`, outsider: 'none' }],
      params: { id: [notice.id] },
      probes: [
        { method: 'PUT', path: `/api/notices/${notice.id}`, body: { title: 'TAKEN', from: x.date, to: x.date, version: 0 } },
        { method: 'DELETE', path: `/api/notices/${notice.id}` },
      ],
      snapshot: async () => ({
        all: await must(o, 'get', '/api/notices?size=100'),
        one: await must(o, 'get', `/api/notices/${notice.id}`),
      }),
      touch: async () => {
        const before = await must(o, 'get', `/api/notices/${notice.id}`);
        await must(o, 'put', `/api/notices/${notice.id}`, { title: before.title, text: `${before.title} again`, from: before.from, to: before.to, groupIds: before.groupIds, version: before.version });
      },
    };
  },
};
