// The chat plugin's part of the leak sweep (tests/access): a one-to-one chat and a group chat of the
// owner with colleagues, their messages carrying the canary, and the write paths an outsider could try.
import { seedCall, type LeakExample, type LeakSeed, type LeakSeedContext } from '@lauda/sdk/testing';
import { CHAT_DOCUMENT as D } from '../src/common/index.js';

const must = seedCall;

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const mate = async (nick: string) => Number((await must(o, 'post', '/api/users', {
      username: `${nick.toLowerCase()}-chat`, nickname: `${nick}CHAT`, name: `${nick} Chat`, password: 'secret-pass', roles: ['ROLE_CHAT_READ'],
    })).id);
    const ana = await mate('ANA');
    const bia = await mate('BIA');
    const pair = await must(o, 'post', '/api/chats', { userIds: [ana] });
    const group = await must(o, 'post', '/api/chats', { userIds: [ana, bia] });
    for (const [chat, suffix] of [[pair, 'CP'], [group, 'CG']] as const) {
      await must(o, 'post', `/api/chats/${chat.id}/messages`, { text: `${x.canary}-${suffix} message` });
    }
    // a file message: its download is the members' only
    const form = new FormData();
    form.append('file', new Blob([`${x.canary}-CF file`], { type: 'text/plain' }), 'pauta.txt');
    const filed = await o.raw('POST', `/api/chats/${group.id}/files`, form);
    if (filed.status !== 201) throw new Error(`leak example: chat file → ${filed.status} ${JSON.stringify(filed.body)}`);
    const ids = [pair.id, group.id];
    return {
      documents: [
        { type: D, id: pair.id, canary: `${x.canary}-CP`, outsider: 'none' },
        { type: D, id: group.id, canary: `${x.canary}-CG`, outsider: 'none' },
        { type: D, id: group.id, canary: `${x.canary}-CF`, outsider: 'none' },
      ],
      params: { id: [...ids, filed.body.file.id] },
      probes: ids.flatMap((id) => [
        { method: 'POST' as const, path: `/api/chats/${id}/messages`, body: { text: 'intruder' } },
        { method: 'POST' as const, path: `/api/chats/${id}/members`, body: { userIds: [x.outsiderId] } },
        { method: 'POST' as const, path: `/api/chats/${id}/leave` },
        { method: 'POST' as const, path: `/api/chats/${id}/read`, body: { messageIds: [1] } },
        { method: 'POST' as const, path: `/api/chats/${id}/typing` },
      ]),
      snapshot: async () => ({
        chats: await Promise.all(ids.map((id) => must(o, 'get', `/api/chats/${id}`))),
        messages: await Promise.all(ids.map((id) => must(o, 'get', `/api/chats/${id}/messages`))),
      }),
      touch: async () => {
        for (const [id, suffix] of [[pair.id, 'CP'], [group.id, 'CG']] as const) {
          await must(o, 'post', `/api/chats/${id}/messages`, { text: `${x.canary}-${suffix} again` });
          await must(o, 'post', `/api/chats/${id}/typing`);
        }
      },
    };
  },
};
