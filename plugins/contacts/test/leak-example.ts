// The contacts plugin's part of the leak sweep (tests/access): the owner's private contacts (one
// live, one hidden, one in the trash; all in a group everyone sees by name), and the write paths an outsider
// could try. A public contact is the whole area's, so it is not seeded as a secret.
import { seedCall, type LeakExample, type LeakSeed, type LeakSeedContext } from '@lauda/sdk/testing';
import { CONTACT_DOCUMENT as D } from '../src/common/index.js';

const must = seedCall;

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const group = await must(o, 'post', '/api/contacts/groups', { name: 'Fontes reservadas' });
    const contact = (suffix: string, extra: Record<string, unknown> = {}) => must(o, 'post', '/api/contacts', {
      name: `${x.canary}-${suffix}`, company: `${x.canary}-${suffix} company`, info: `${x.canary}-${suffix} info`, private: true,
      numbers: [{ value: '+55 11 98765-4321', label: 'cell_phone' }], emails: ['fonte@example.com'], groupIds: [group.id], ...extra,
    });
    const priv = await contact('CP');
    const hidden = await contact('CH', { hidden: true });
    const removed = await contact('CT');
    await must(o, 'delete', `/api/contacts/${removed.id}`);
    const open = await must(o, 'post', '/api/contacts', { name: 'PUBLICO' });
    const secret = [priv.id, hidden.id];
    return {
      documents: [
        { type: D, id: priv.id, canary: `${x.canary}-CP`, outsider: 'none' },
        { type: D, id: hidden.id, canary: `${x.canary}-CH`, outsider: 'none' },
        { type: D, id: removed.id, canary: `${x.canary}-CT`, outsider: 'none', trashed: true },
      ],
      params: { id: [...secret, removed.id], groupId: [group.id], ids: [secret.join(',')] },
      probes: [
        ...secret.flatMap((id) => [
          { method: 'PUT' as const, path: `/api/contacts/${id}`, body: { name: 'TAKEN', version: 0 } },
          { method: 'PUT' as const, path: `/api/contacts/${id}`, body: { allowedUsers: [x.outsiderId], version: 1 } },
          { method: 'DELETE' as const, path: `/api/contacts/${id}` },
          { method: 'DELETE' as const, path: `/api/contacts?ids=${open.id},${id}` },
        ]),
      ],
      snapshot: async () => ({
        mine: await must(o, 'get', '/api/contacts/filter?hidden=true&size=100'),
        one: await must(o, 'get', `/api/contacts/${priv.id}`),
      }),
      touch: async () => {
        for (const id of secret) {
          const before = await must(o, 'get', `/api/contacts/${id}`);
          await must(o, 'put', `/api/contacts/${id}`, { info: `${before.name} again`, version: before.version });
        }
        const added = await contact('CP-NEW');
        await must(o, 'delete', `/api/contacts/${added.id}`);
      },
    };
  },
};
