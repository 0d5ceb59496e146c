// The reportages plugin's part of the leak sweep (tests/access): a reportage of a restricted program,
// a private one of the owner, one in the trash, and the write paths an outsider could try.
import { seedCall, type LeakExample, type LeakSeed, type LeakSeedContext } from '@lauda/sdk/testing';
import { REPORTAGE_DOCUMENT as D } from '../src/common/ids.js';

const must = seedCall;

export const leakExample: LeakExample = {
  types: [D],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const make = (suffix: string, programsIds: number[], extra: Record<string, unknown> = {}) => must(o, 'post', '/api/news_reports', {
      slug: `${x.canary}-${suffix}`, date: x.date, reporterId: x.ownerId, programsIds, information: `${x.canary}-${suffix} info`,
      sections: [{ type: 'OFF', content: [{ type: 'paragraph', children: [{ text: `${x.canary}-${suffix} script` }] }] }], ...extra,
    });
    const restricted = await make('NR', [x.restrictedProgramId]);
    const priv = await make('NP', [x.openProgramId], { private: true });
    const removed = await make('NT', [x.restrictedProgramId]);
    await must(o, 'delete', `/api/news_reports/${removed.id}`);
    // the outsider's own program: seen by them, so it carries no canary
    const open = await must(o, 'post', '/api/news_reports', { slug: 'ABERTA', date: x.date, reporterId: x.ownerId, programsIds: [x.openProgramId] });
    // the owner is editing the restricted one
    await must(o, 'get', `/api/news_reports/${restricted.id}?edit=true`);
    const secret = [restricted.id, priv.id];
    return {
      documents: [
        { type: D, id: restricted.id, canary: `${x.canary}-NR`, outsider: 'none' },
        { type: D, id: priv.id, canary: `${x.canary}-NP`, outsider: 'none' },
        { type: D, id: removed.id, canary: `${x.canary}-NT`, outsider: 'none', trashed: true },
      ],
      params: { id: [...secret, removed.id], from: [x.date], to: [x.date] },
      probes: [
        ...secret.flatMap((id) => [
          { method: 'PUT' as const, path: `/api/news_reports/${id}`, body: { slug: 'TAKEN' } },
          { method: 'PATCH' as const, path: `/api/news_reports/${id}`, body: { field: 'slug', newValue: 'TAKEN' } },
          { method: 'DELETE' as const, path: `/api/news_reports/${id}` },
          { method: 'POST' as const, path: '/api/news_reports/remove', body: { ids: [id] } },
          { method: 'POST' as const, path: '/api/news_reports/state', body: { ids: [id], state: 'COMPLETED' } },
          { method: 'POST' as const, path: `/api/news_reports/${id}/approve`, body: { approve: true } },
          { method: 'POST' as const, path: '/api/news_reports/copy', body: { ids: [id], programsIds: [x.openProgramId], date: x.date } },
          { method: 'POST' as const, path: '/api/news_reports/copy', body: { ids: [open.id, id], programsIds: [x.openProgramId], date: x.date } },
          { method: 'POST' as const, path: `/api/news_reports/${id}/send`, body: { drawer: { programId: x.openProgramId } } },
          { method: 'DELETE' as const, path: `/api/news_reports/${id}/assignment` },
          { method: 'POST' as const, path: `/api/news_reports/${id}/email`, body: { to: ['a@b.cd'] } },
        ]),
        // the outsider may not put a reportage of theirs into the restricted program
        { method: 'PATCH', path: `/api/news_reports/${open.id}`, body: { field: 'programsIds', newValue: [x.restrictedProgramId] } },
      ],
      snapshot: async () => ({
        restricted: await must(o, 'get', `/api/news_reports/${restricted.id}`),
        priv: await must(o, 'get', `/api/news_reports/${priv.id}`),
        open: await must(o, 'get', `/api/news_reports/${open.id}`),
        list: await must(o, 'get', `/api/news_reports?from=${x.date}&to=${x.date}`),
      }),
      touch: async () => {
        for (const [id, suffix] of [[restricted.id, 'NR'], [priv.id, 'NP']] as const) {
          await must(o, 'post', '/api/news_reports/state', { ids: [id], state: 'EDITING' });
          await must(o, 'get', `/api/news_reports/${id}?edit=true`);
          const r = await o.patch(`/api/news_reports/${id}`, { field: 'information', newValue: `${x.canary}-${suffix} again` });
          if (r.status !== 200) throw new Error(`leak example: PATCH → ${r.status} ${JSON.stringify(r.body)}`);
        }
      },
    };
  },
};
