// The archive's part of the leak sweep (tests/access): documents of a past day, where the archive
// lists them — a rundown of the restricted program with a story, a private story of the owner in a
// rundown of the open program, a reportage and a guideline of the restricted program, a private
// reportage — and the restores an outsider could try. The archive owns no document type: the types
// are the owning plugins', so this example covers none of its own (`types` is empty).
import { seedCall as must, type LeakExample, type LeakSeed, type LeakSeedContext } from '@lauda/sdk/testing';

const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

export const leakExample: LeakExample = {
  types: [],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const { timeZone } = await must(o, 'get', '/api/branch/config');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    // a past day no other example uses
    const day = new Date(Date.parse(`${today}T12:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const story = (suffix: string, extra: Record<string, unknown> = {}) => ({
      slug: `${x.canary}-${suffix}`, information: `${x.canary}-${suffix} info`, sections: [{ type: 'HEADER', entries: [{ camera: '1', text: rich(`${x.canary}-${suffix} script`) }] }], ...extra,
    });
    const closed = await must(o, 'post', '/api/rundowns', { date: day, programId: x.restrictedProgramId });
    const inClosed = await must(o, 'post', `/api/blocks/${closed.blocks[0].id}/stories`, story('AR'));
    const open = await must(o, 'post', '/api/rundowns', { date: day, programId: x.openProgramId });
    const priv = await must(o, 'post', `/api/blocks/${open.blocks[0].id}/stories`, story('AP', { private: true }));
    const reportage = (suffix: string, programsIds: number[], extra: Record<string, unknown> = {}) => must(o, 'post', '/api/news_reports', {
      slug: `${x.canary}-${suffix}`, date: day, reporterId: x.ownerId, programsIds, sections: [{ type: 'OFF', content: rich(`${x.canary}-${suffix} script`) }], ...extra,
    });
    const rClosed = await reportage('AN', [x.restrictedProgramId]);
    const rPriv = await reportage('AQ', [x.openProgramId], { private: true });
    const guideline = await must(o, 'post', '/api/assignments', { slug: `${x.canary}-AG`, date: day, programsIds: [x.restrictedProgramId], proposal: `${x.canary}-AG proposal` });
    const restore = (type: string, id: number, body?: unknown) => ({ method: 'POST' as const, path: `/api/archive/${type}/${id}/restore`, body });
    return {
      documents: [
        { type: 'story', id: inClosed.id, canary: `${x.canary}-AR`, outsider: 'none' },
        { type: 'story', id: priv.id, canary: `${x.canary}-AP`, outsider: 'placeholder' },
        { type: 'reportage', id: rClosed.id, canary: `${x.canary}-AN`, outsider: 'none' },
        { type: 'reportage', id: rPriv.id, canary: `${x.canary}-AQ`, outsider: 'none' },
        { type: 'guideline', id: guideline.id, canary: `${x.canary}-AG`, outsider: 'none' },
      ],
      params: { id: [closed.id, rClosed.id, rPriv.id, guideline.id] },
      probes: [
        restore('rundowns', closed.id),
        restore('reportages', rClosed.id, {}),
        restore('reportages', rPriv.id, { programsIds: [x.openProgramId] }),
        restore('guidelines', guideline.id, { programsIds: [x.openProgramId] }),
      ],
      snapshot: async () => ({
        closed: await must(o, 'get', `/api/rundowns/${closed.id}`),
        open: await must(o, 'get', `/api/rundowns/${open.id}`),
        reportages: await must(o, 'get', `/api/archive/reportages?from=${day}&to=${day}`),
        guidelines: await must(o, 'get', `/api/archive/guidelines?from=${day}&to=${day}`),
        today: (await o.get(`/api/rundowns?date=${today}&programId=${x.restrictedProgramId}`)).status,
      }),
      touch: async () => {
        for (const [id, suffix] of [[inClosed.id, 'AR'], [priv.id, 'AP']] as const) {
          await must(o, 'patch', `/api/stories/${id}`, { field: 'information', newValue: `${x.canary}-${suffix} again` });
        }
        for (const [id, suffix] of [[rClosed.id, 'AN'], [rPriv.id, 'AQ']] as const) {
          await must(o, 'patch', `/api/news_reports/${id}`, { field: 'information', newValue: `${x.canary}-${suffix} again` });
        }
        await must(o, 'patch', `/api/assignments/${guideline.id}`, { field: 'information', newValue: `${x.canary}-AG again` });
      },
    };
  },
};
