// The guidelines plugin's part of the leak sweep (tests/access): guidelines of a restricted program
// (live, being edited, in the trash), a private one of the open program, and the write paths an
// outsider could try.
import { seedCall, type LeakExample, type LeakSeed, type LeakSeedContext, type SeededDocument } from '@lauda/sdk/testing';
import { GUIDELINE_DOCUMENT as D } from '../src/common/index.js';

const must = seedCall;

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const settings = await must(o, 'get', '/api/assignments/settings');
    await must(o, 'put', '/api/assignments/settings', { lockFinished: true, privateCreation: true, version: settings.version });
    const guideline = (suffix: string, programsIds: number[], extra: Record<string, unknown> = {}) =>
      must(o, 'post', '/api/assignments', {
        slug: `${x.canary}-${suffix}`, date: x.date, programsIds, proposal: `${x.canary}-${suffix} proposal`,
        guides: [{ interviewee: `${x.canary}-${suffix} interviewee`, address: 'Rua A, 1' }], tasks: [{ label: `${x.canary}-${suffix} task` }], ...extra,
      });
    const restricted = await guideline('GR', [x.restrictedProgramId]);
    const edited = await guideline('GE', [x.restrictedProgramId]);
    const removed = await guideline('GT', [x.restrictedProgramId]);
    await must(o, 'delete', `/api/assignments/${removed.id}`);
    const priv = await guideline('GP', [x.openProgramId], { private: true });
    const removedPriv = await guideline('GPT', [], { private: true });
    await must(o, 'delete', `/api/assignments/${removedPriv.id}`);
    const open = await must(o, 'post', '/api/assignments', { slug: 'PUBLICA', date: x.date, programsIds: [x.openProgramId] });
    // the owner is editing one of them
    await must(o, 'get', `/api/assignments/${edited.id}?edit=true`);

    const documents: SeededDocument[] = [
      { type: D, id: restricted.id, canary: `${x.canary}-GR`, outsider: 'none' },
      { type: D, id: edited.id, canary: `${x.canary}-GE`, outsider: 'none' },
      { type: D, id: removed.id, canary: `${x.canary}-GT`, outsider: 'none', trashed: true },
      { type: D, id: priv.id, canary: `${x.canary}-GP`, outsider: 'none' },
      { type: D, id: removedPriv.id, canary: `${x.canary}-GPT`, outsider: 'none', trashed: true },
    ];
    const secret = [restricted.id, edited.id, priv.id];
    return {
      documents,
      params: { id: [...secret, removed.id, removedPriv.id], programId: [x.restrictedProgramId], date: [x.date] },
      probes: [
        ...secret.flatMap((id) => [
          { method: 'PUT' as const, path: `/api/assignments/${id}`, body: { slug: 'TAKEN', version: 0 } },
          { method: 'PATCH' as const, path: `/api/assignments/${id}`, body: { field: 'slug', newValue: 'TAKEN' } },
          { method: 'PATCH' as const, path: `/api/assignments/${id}`, body: { field: 'allowedUsers', newValue: [x.outsiderId] } },
          { method: 'DELETE' as const, path: `/api/assignments/${id}` },
          { method: 'DELETE' as const, path: `/api/assignments?ids=${open.id},${id}` },
          { method: 'POST' as const, path: '/api/assignments/updateState', body: { ids: [id], state: 'COMPLETED' } },
          { method: 'POST' as const, path: '/api/assignments/copy', body: { ids: [id], programsIds: [x.openProgramId], date: x.date } },
          { method: 'POST' as const, path: `/api/assignments/${id}/email`, body: { to: ['a@b.cd'] } },
        ]),
        { method: 'POST', path: '/api/assignments', body: { slug: 'INTRUSA', date: x.date, programsIds: [x.restrictedProgramId] } },
      ],
      snapshot: async () => ({
        day: await must(o, 'get', `/api/assignments/dateList?date=${x.date}&allPrograms=true`),
        excluded: await must(o, 'get', '/api/assignments/excluded?size=100'),
      }),
      touch: async () => {
        for (const id of [restricted.id, priv.id]) {
          const before = await must(o, 'get', `/api/assignments/${id}`);
          await must(o, 'patch', `/api/assignments/${id}`, { field: 'information', newValue: `${before.slug} again` });
        }
        await must(o, 'post', '/api/assignments/updateState', { ids: [restricted.id], state: 'COVERING' });
        const added = await guideline('GR-NEW', [x.restrictedProgramId]);
        await must(o, 'delete', `/api/assignments/${added.id}`);
      },
    };
  },
};
