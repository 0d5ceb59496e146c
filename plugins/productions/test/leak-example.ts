// The productions plugin's part of the leak sweep (tests/access): checklists of a restricted program
// (live, being edited, in the trash), a private one of the open program, and the write paths an
// outsider could try.
import { seedCall, type LeakExample, type LeakSeed, type LeakSeedContext, type SeededDocument } from '@lauda/sdk/testing';
import { PRODUCTION_DOCUMENT as D } from '../src/common/index.js';

const must = seedCall;

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const cfg = await must(o, 'get', '/api/productions/config');
    await must(o, 'put', '/api/productions/config', { ...cfg, privateCreation: true });
    const production = (suffix: string, programsIds: number[], extra: Record<string, unknown> = {}) =>
      must(o, 'post', '/api/productions', {
        slug: `${x.canary}-${suffix}`, date: x.date, programsIds, local: `${x.canary}-${suffix} local`, team: `${x.canary}-${suffix} team`,
        information: `${x.canary}-${suffix} information`, tasks: [{ label: `${x.canary}-${suffix} task`, date: x.date }], ...extra,
      });
    const restricted = await production('PR', [x.restrictedProgramId]);
    const edited = await production('PE', [x.restrictedProgramId]);
    const removed = await production('PT', [x.restrictedProgramId]);
    await must(o, 'delete', `/api/productions/${removed.id}`);
    const priv = await production('PP', [x.openProgramId], { private: true });
    const removedPriv = await production('PPT', [], { private: true });
    await must(o, 'delete', `/api/productions/${removedPriv.id}`);
    const open = await must(o, 'post', '/api/productions', { slug: 'PUBLICA', date: x.date, programsIds: [x.openProgramId] });
    await must(o, 'get', `/api/productions/${edited.id}?edit=true`);

    const documents: SeededDocument[] = [
      { type: D, id: restricted.id, canary: `${x.canary}-PR`, outsider: 'none' },
      { type: D, id: edited.id, canary: `${x.canary}-PE`, outsider: 'none' },
      { type: D, id: removed.id, canary: `${x.canary}-PT`, outsider: 'none', trashed: true },
      { type: D, id: priv.id, canary: `${x.canary}-PP`, outsider: 'none' },
      { type: D, id: removedPriv.id, canary: `${x.canary}-PPT`, outsider: 'none', trashed: true },
    ];
    const secret = [restricted.id, edited.id, priv.id];
    return {
      documents,
      params: { id: [...secret, removed.id, removedPriv.id], date: [x.date] },
      probes: [
        ...secret.flatMap((id) => [
          { method: 'PUT' as const, path: `/api/productions/${id}`, body: { slug: 'TAKEN', version: 0 } },
          { method: 'PATCH' as const, path: `/api/productions/${id}`, body: { field: 'slug', newValue: 'TAKEN' } },
          { method: 'PATCH' as const, path: `/api/productions/${id}`, body: { field: 'allowedUsers', newValue: [x.outsiderId] } },
          { method: 'DELETE' as const, path: `/api/productions/${id}` },
          { method: 'DELETE' as const, path: `/api/productions?ids=${open.id},${id}` },
          { method: 'POST' as const, path: `/api/productions/${id}/email`, body: { to: ['a@b.cd'] } },
        ]),
        { method: 'POST', path: '/api/productions/restore', body: { ids: [removed.id] } },
        { method: 'POST', path: '/api/productions/restore', body: { ids: [removedPriv.id] } },
        { method: 'POST', path: '/api/productions', body: { slug: 'INTRUSA', date: x.date, programsIds: [x.restrictedProgramId] } },
      ],
      snapshot: async () => ({
        day: await must(o, 'get', `/api/productions/dateList?date=${x.date}`),
        excluded: await must(o, 'get', '/api/productions/excluded?size=100'),
      }),
      touch: async () => {
        for (const id of [restricted.id, priv.id]) {
          const before = await must(o, 'get', `/api/productions/${id}`);
          await must(o, 'patch', `/api/productions/${id}`, { field: 'information', newValue: `${before.slug} again` });
        }
        const added = await production('PR-NEW', [x.restrictedProgramId]);
        await must(o, 'delete', `/api/productions/${added.id}`);
      },
    };
  },
};
