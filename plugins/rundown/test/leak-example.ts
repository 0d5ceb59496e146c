// The rundown plugin's part of the leak sweep (tests/access): stories, rundowns and templates of a
// restricted program, private stories, drawer and trash, and the write paths an outsider could try.
import { seedCall, type LeakExample, type LeakSeed, type LeakSeedContext, type SeededDocument } from '@lauda/sdk/testing';
import { RUNDOWN_DOCUMENTS as D } from '../src/common/ids.js';

const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
const script = (text: string) => [{ type: 'HEADER', entries: [{ camera: '1', text: rich(text) }] }];

const must = seedCall;

export const leakExample: LeakExample = {
  types: [D.story, D.rundown, D.template],
  recoverRoles: ['ROLE_STORY_ADMIN'],
  async seed(x: LeakSeedContext): Promise<LeakSeed> {
    const o = x.owner;
    const story = async (blockId: number, suffix: string, extra: Record<string, unknown> = {}) =>
      must(o, 'post', `/api/blocks/${blockId}/stories`, { slug: `${x.canary}-${suffix}`, information: `${x.canary}-${suffix} info`, sections: script(`${x.canary}-${suffix} script`), ...extra });

    // a rundown of the restricted program, with a story, one sent to the program's drawer and one removed
    const restricted = await must(o, 'post', '/api/rundowns', { date: x.date, programId: x.restrictedProgramId });
    const rBlock = Number(restricted.blocks[0].id);
    const inRestricted = await story(rBlock, 'R');
    const toDrawer = await story(rBlock, 'DR');
    await must(o, 'post', '/api/drawer', { storiesIds: [toDrawer.id] });
    const removedRestricted = await story(rBlock, 'RT');
    await must(o, 'delete', `/api/stories/${removedRestricted.id}`);
    // its template
    const template = await must(o, 'post', '/api/rundown_templates', { name: `${x.canary}-T`, programId: x.restrictedProgramId });
    const tBlock = Number(template.blocks[0].id);
    const inTemplate = await must(o, 'post', `/api/rundown_templates/${template.id}/blocks/${tBlock}/stories`, { slug: `${x.canary}-TS`, sections: script(`${x.canary}-TS script`) });

    // a rundown of the open program (where the outsider works) with the owner's private stories
    const open = await must(o, 'post', '/api/rundowns', { date: x.date, programId: x.openProgramId });
    const oBlock = Number(open.blocks[0].id);
    const publicStory = await must(o, 'post', `/api/blocks/${oBlock}/stories`, { slug: 'PUBLICA' });
    const privateStory = await story(oBlock, 'P', { private: true });
    const removedPrivate = await story(oBlock, 'PT', { private: true });
    await must(o, 'delete', `/api/stories/${removedPrivate.id}`);
    const openTemplate = await must(o, 'post', '/api/rundown_templates', { name: 'Aberto', programId: x.openProgramId });
    // the owner is editing the restricted story
    await must(o, 'get', `/api/stories/${inRestricted.id}?edit=true`);

    const documents: SeededDocument[] = [
      { type: D.story, id: inRestricted.id, canary: `${x.canary}-R`, outsider: 'none' },
      { type: D.story, id: toDrawer.id, canary: `${x.canary}-DR`, outsider: 'none' },
      { type: D.story, id: removedRestricted.id, canary: `${x.canary}-RT`, outsider: 'none', trashed: true },
      { type: D.story, id: inTemplate.id, canary: `${x.canary}-TS`, outsider: 'none' },
      { type: D.story, id: privateStory.id, canary: `${x.canary}-P`, outsider: 'placeholder' },
      { type: D.story, id: removedPrivate.id, canary: `${x.canary}-PT`, outsider: 'placeholder', trashed: true },
      { type: D.rundown, id: restricted.id, canary: `${x.canary}-R`, outsider: 'none' },
      { type: D.template, id: template.id, canary: `${x.canary}-T`, outsider: 'none' },
    ];
    const secret = [inRestricted.id, toDrawer.id, inTemplate.id, privateStory.id];
    const moves = (storiesIds: number[]) => ({ targetBlockId: oBlock, storiesIds });
    return {
      documents,
      params: {
        id: [restricted.id, template.id, rBlock, tBlock, ...secret, removedRestricted.id, removedPrivate.id],
        blockId: [rBlock, tBlock],
        rundownId: [restricted.id],
        templateId: [template.id],
        programId: [x.restrictedProgramId],
        date: [x.date],
      },
      probes: [
        ...secret.flatMap((id) => [
          { method: 'PUT' as const, path: `/api/stories/${id}`, body: { slug: 'TAKEN', version: 0 } },
          { method: 'PATCH' as const, path: `/api/stories/${id}`, body: { field: 'slug', newValue: 'TAKEN' } },
          { method: 'PATCH' as const, path: `/api/stories/${id}`, body: { field: 'ownerId', newValue: x.outsiderId } },
          { method: 'POST' as const, path: `/api/stories/${id}/approve`, body: { approve: true } },
          { method: 'POST' as const, path: `/api/stories/${id}/ok`, body: { ok: true } },
          { method: 'DELETE' as const, path: `/api/stories/${id}` },
          { method: 'POST' as const, path: '/api/stories/copy', body: moves([id]) },
          { method: 'POST' as const, path: `/api/rundown_templates/${openTemplate.id}/stories/copy`, body: { storiesIds: [id] } },
        ]),
        // a private story's place is known (its placeholder), a restricted one's is not
        ...[inRestricted.id, toDrawer.id, inTemplate.id].map((id) => ({ method: 'POST' as const, path: `/api/stories/${id}/after`, body: { slug: 'NEXT' } })),
        { method: 'POST', path: '/api/stories/copy', body: moves([publicStory.id, inRestricted.id]) },
        { method: 'POST', path: '/api/stories/move', body: moves([inRestricted.id]) },
        { method: 'POST', path: '/api/drawer/back', body: moves([toDrawer.id]) },
        { method: 'POST', path: '/api/drawer', body: { storiesIds: [inRestricted.id], programId: null } },
        { method: 'POST', path: '/api/drawer', body: { storiesIds: [publicStory.id], programId: x.restrictedProgramId } },
        { method: 'POST', path: '/api/stories/display-status', body: { ids: [inRestricted.id], status: 'play' } },
        { method: 'POST', path: `/api/rundowns/${restricted.id}/repaginate` },
        { method: 'POST', path: `/api/rundowns/${restricted.id}/blocks` },
        { method: 'PATCH', path: `/api/rundowns/${restricted.id}`, body: { field: 'end', newValue: '23:00:00' } },
        { method: 'DELETE', path: `/api/blocks/${rBlock}` },
        { method: 'PATCH', path: `/api/blocks/${rBlock}`, body: { field: 'commercial', newValue: 'PT1M' } },
        { method: 'POST', path: `/api/rundown_templates/${template.id}/copy`, body: { name: 'COPIED', programId: x.openProgramId } },
        { method: 'DELETE', path: `/api/rundown_templates/${template.id}` },
      ],
      snapshot: async () => ({
        restricted: await must(o, 'get', `/api/rundowns/${restricted.id}`),
        template: await must(o, 'get', `/api/rundown_templates/${template.id}`),
        open: await must(o, 'get', `/api/rundowns/${open.id}`),
        drawer: await must(o, 'get', `/api/stories/${toDrawer.id}`),
        templates: await must(o, 'get', `/api/rundown_templates?programId=${x.openProgramId}`),
      }),
      touch: async () => {
        for (const id of [inRestricted.id, inTemplate.id, privateStory.id, toDrawer.id]) {
          const before = await must(o, 'get', `/api/stories/${id}`);
          await must(o, 'patch', `/api/stories/${id}`, { field: 'information', newValue: `${before.slug} again` });
        }
        await must(o, 'patch', `/api/rundown_templates/${template.id}`, { field: 'name', newValue: `${x.canary}-T again` });
        const added = await story(rBlock, 'R-NEW');
        await must(o, 'post', `/api/rundowns/${restricted.id}/repaginate`);
        await must(o, 'delete', `/api/stories/${added.id}`);
      },
    };
  },
};
