/**
 * The archive's routes (`/api/archive/...`): past rundowns, reportages and guidelines by date range,
 * program and slug, paged, newest first, and their restore into today. Every list and restore goes
 * through the owning plugin's service as the caller, so its access rules decide.
 */
import { created, type Page, type PluginRouter, type ResolvedDeps, type SessionUser } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS } from '@lauda/plugin-rundown/common';
import { REPORTAGE_DOCUMENT } from '@lauda/plugin-reportages/common';
import { GUIDELINE_DOCUMENT } from '@lauda/plugin-guidelines/common';
import { ARCHIVE_ROLES as R, ARCHIVE_TYPES, type ArchiveGuideline, type ArchiveProgram, type ArchiveType, type Restored } from '../common/index.js';
import type { deps } from './deps.js';
import { assertPast, pastRange, todayIn } from './days.js';
import { idParam, listQuery, restoreBody, type ListQuery } from './schemas.js';

type Deps = ResolvedDeps<typeof deps>;
/** What the owners' archive services take. */
interface ArchiveFilter { from?: string; to?: string; programId?: number; slug?: string; page: number; size: number }

const RANGE = 'Days of the branch zone before today: `to` defaults to yesterday and may not be today or later (400 archive.notPast naming `to`), '
  + '`from` defaults to none and may not be after `to` (400 archive.badRange naming `from`); `programId` one program; `slug` contains, any case; newest first, paged.';
const RESTORE = 'Restores into today (the branch zone): 422 archive.notPast for a document of today or later, 404 for one the caller may not see.';
const theOne = (type: string) => ({ reads: [{ type, ids: ({ params }: { params: { id: number } }) => [params.id] }] });

export function archiveRoutes(router: PluginRouter, d: Deps): void {
  const today = async () => todayIn(d.clock.now().getTime(), await d.branch.timeZone());
  /** The services' filters and the days covered. */
  const filters = async (q: ListQuery): Promise<{ days: { from: string | null; to: string }; filter: ArchiveFilter }> => {
    const days = pastRange(q, await today());
    return { days, filter: { from: days.from ?? undefined, to: days.to, programId: q.programId, slug: q.slug || undefined, page: q.page, size: q.size } };
  };

  router.get('/api/archive/programs', {
    access: 'authenticated',
    summary: 'The programs the caller opens, inactive ones included (their past shows stay in the archive): { id, name, active }, by name',
  }, async ({ user }): Promise<ArchiveProgram[]> => {
    const open = user.support ? null : await d.programs.accessibleIds(user);
    return (await d.programs.list()).filter((p) => open === null || open.includes(p.id)).map((p) => ({ id: p.id, name: p.name, active: p.active !== false }));
  });

  // one list route per type, each through its owner's service as the caller
  const lists: Record<ArchiveType, { summary: string; list(user: SessionUser, f: ArchiveFilter): Promise<Page<unknown>> }> = {
    rundowns: {
      summary: 'Past rundowns of the programs the caller opens (summaries with their story count); `slug` matches a story the caller sees in full',
      list: (user, f) => d.rundowns.list(user, f),
    },
    reportages: {
      summary: "Past reportages the caller may see (others' private ones left out), as summaries",
      list: (user, f) => d.reportages.list(user, f),
    },
    guidelines: {
      summary: "Past guidelines the caller may see (others' private ones left out): { id, date, slug, state, programsIds, private }",
      list: async (user, f) => {
        const page = await d.guidelines.list(user, f);
        return { ...page, data: page.data.map((g): ArchiveGuideline => ({ id: g.id, date: g.date, slug: g.slug, state: g.state, programsIds: g.programsIds, private: g.private })) };
      },
    },
  };
  for (const type of ARCHIVE_TYPES) {
    router.get(`/api/archive/${type}`, { access: R[type].read, summary: lists[type].summary, description: RANGE, query: listQuery }, async ({ query, user }) => {
      const { days, filter } = await filters(query);
      return { ...(await lists[type].list(user!, filter)), ...days };
    });
  }

  router.post('/api/archive/rundowns/{id}/restore', {
    access: R.rundowns.restore,
    summary: "Restore a past rundown into today's rundown of its program: a new rundown with its blocks and the stories the caller sees in full",
    description: `${RESTORE} Others' private stories are not copied; \`leftOut\` counts them. 409 rundown.alreadyExists when the program has a rundown today, `
      + '422 rundown.cannotCreate when the program is inactive, 403 rundown.programNoAccess. Answers 201 { type, id, date, copied, leftOut }.',
    params: idParam,
    documents: theOne(RUNDOWN_DOCUMENTS.rundown),
  }, async ({ params, user, ip }) => {
    const day = await today();
    assertPast((await d.rundowns.summary(user, params.id)).date, day);
    const made = await d.rundowns.restore(user, ip, params.id, day);
    const out: Restored = { type: 'rundowns', id: made.id, date: made.date, copied: made.copied, leftOut: made.leftOut };
    return created(out);
  });

  router.post('/api/archive/reportages/{id}/restore', {
    access: R.reportages.restore,
    summary: 'Copy a past reportage to today (its copy operation: not approved, producing, without guideline); `programsIds` left out or empty keeps its programs',
    description: `${RESTORE} 403 reportage.programNoAccess for a program the caller does not open. Answers 201 { type, id, date }.`,
    params: idParam,
    body: restoreBody,
    documents: theOne(REPORTAGE_DOCUMENT),
  }, async ({ params, body, user, ip }) => {
    const day = await today();
    const source = await d.reportages.load(user, params.id);
    assertPast(source.date, day);
    const programsIds = body?.programsIds?.length ? body.programsIds : source.programsIds;
    const copy = await d.reportages.copy(user, ip, params.id, { date: day, programsIds });
    const out: Restored = { type: 'reportages', id: copy.id, date: copy.date };
    return created(out);
  });

  router.post('/api/archive/guidelines/{id}/restore', {
    access: R.guidelines.restore,
    summary: 'Copy a past guideline to today (its copy operation: producing); `programsIds` left out or empty keeps its programs',
    description: `${RESTORE} 400 guideline.unknownProgram naming programsIds for a program the caller does not open. Answers 201 { type, id, date }.`,
    params: idParam,
    body: restoreBody,
    documents: theOne(GUIDELINE_DOCUMENT),
  }, async ({ params, body, user, ip }) => {
    const day = await today();
    assertPast((await d.guidelineRecords.load(user, params.id)).date, day);
    const copy = await d.guidelines.copy(user, ip, params.id, { date: day, programsIds: body?.programsIds ?? [] });
    const out: Restored = { type: 'guidelines', id: copy.id, date: copy.date };
    return created(out);
  });
}
