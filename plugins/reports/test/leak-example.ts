// The reports plugin's part of the leak sweep (tests/access): reports of a restricted program (live,
// being edited, in the trash), a private one of the open program, and the write paths an outsider could try.
import { seedCall, type LeakExample, type LeakSeed, type LeakSeedContext, type SeededDocument } from '@lauda/sdk/testing';
import { REPORT_DOCUMENT as D } from '../src/common/index.js';

const must = seedCall;

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const cfg = await must(o, 'get', '/api/reports/config');
    await must(o, 'put', '/api/reports/config', { ...cfg, privateCreation: true });
    const category = await must(o, 'post', '/api/reports/categories', { name: `Leak ${x.canary.slice(-6)}` });
    const report = (suffix: string, programsIds: number[], extra: Record<string, unknown> = {}) =>
      must(o, 'post', '/api/reports', {
        title: `${x.canary}-${suffix}`, date: x.date, categoryId: category.id, programsIds, people: `${x.canary}-${suffix} people`,
        body: [{ children: [{ text: `${x.canary}-${suffix} body` }] }], ...extra,
      });
    const restricted = await report('RR', [x.restrictedProgramId]);
    const edited = await report('RE', [x.restrictedProgramId]);
    const removed = await report('RT', [x.restrictedProgramId]);
    await must(o, 'delete', `/api/reports/${removed.id}`);
    const priv = await report('RP', [x.openProgramId], { private: true });
    const removedPriv = await report('RPT', [], { private: true });
    await must(o, 'delete', `/api/reports/${removedPriv.id}`);
    const open = await must(o, 'post', '/api/reports', { title: 'PUBLICO', date: x.date, categoryId: category.id, programsIds: [x.openProgramId] });
    await must(o, 'get', `/api/reports/${edited.id}?edit=true`);

    const documents: SeededDocument[] = [
      { type: D, id: restricted.id, canary: `${x.canary}-RR`, outsider: 'none' },
      { type: D, id: edited.id, canary: `${x.canary}-RE`, outsider: 'none' },
      { type: D, id: removed.id, canary: `${x.canary}-RT`, outsider: 'none', trashed: true },
      { type: D, id: priv.id, canary: `${x.canary}-RP`, outsider: 'none' },
      { type: D, id: removedPriv.id, canary: `${x.canary}-RPT`, outsider: 'none', trashed: true },
    ];
    const secret = [restricted.id, edited.id, priv.id];
    return {
      documents,
      params: { id: [...secret, removed.id, removedPriv.id], date: [x.date] },
      probes: [
        ...secret.flatMap((id) => [
          { method: 'PUT' as const, path: `/api/reports/${id}`, body: { title: 'TAKEN', version: 0 } },
          { method: 'PATCH' as const, path: `/api/reports/${id}`, body: { field: 'title', newValue: 'TAKEN' } },
          { method: 'PATCH' as const, path: `/api/reports/${id}`, body: { field: 'allowedUsers', newValue: [x.outsiderId] } },
          { method: 'DELETE' as const, path: `/api/reports/${id}` },
          { method: 'DELETE' as const, path: `/api/reports?ids=${open.id},${id}` },
          { method: 'POST' as const, path: `/api/reports/${id}/copy` },
        ]),
        { method: 'POST', path: '/api/reports/restore', body: { ids: [removed.id] } },
        { method: 'POST', path: '/api/reports/restore', body: { ids: [removedPriv.id] } },
        { method: 'POST', path: '/api/reports', body: { title: 'INTRUSO', date: x.date, categoryId: category.id, programsIds: [x.restrictedProgramId] } },
      ],
      snapshot: async () => ({
        list: await must(o, 'get', `/api/reports/filter?from=${x.date}&to=${x.date}&size=100`),
        excluded: await must(o, 'get', '/api/reports/excluded?size=100'),
      }),
      touch: async () => {
        for (const id of [restricted.id, priv.id]) {
          const before = await must(o, 'get', `/api/reports/${id}`);
          await must(o, 'patch', `/api/reports/${id}`, { field: 'people', newValue: `${before.title} again` });
        }
        const added = await report('RR-NEW', [x.restrictedProgramId]);
        await must(o, 'delete', `/api/reports/${added.id}`);
      },
    };
  },
};
