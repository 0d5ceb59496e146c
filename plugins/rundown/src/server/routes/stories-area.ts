/** The stories area's routes: `GET /api/stories` (the list) and `POST /api/stories` (a new story into a program's drawer). */
import { created, z, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_ROLES as R, RUNDOWN_LIMITS as L } from '../../common/ids.js';
import { STORY_AREA_STATES } from '../../common/storiesArea.js';
import { storyOut } from '../codec.js';
import { date, id, storyInput } from '../schemas.js';
import { assertProgram } from '../services/rundowns.js';
import { createDrawerStory, listStories, newsroomToday } from '../services/stories-area.js';
import { inOwner } from '../services/work.js';
import { caller, type Ctx } from '../services/context.js';

const positive = z.coerce.number().int().positive();
export const storyListQuery = z.object({
  from: date.optional(),
  to: date.optional(),
  programId: positive.optional(),
  slug: z.string().max(L.slug).optional(),
  state: z.enum(STORY_AREA_STATES).optional(),
  ownerId: positive.optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
});

/** The story form's slug rule: required, not blank, at most 100 characters, kept upper-case. */
const slug = z.string().trim().min(1, 'required').max(L.slug, `at most ${L.slug} characters`).transform((s) => s.toUpperCase());
export const drawerStoryInput = storyInput.extend({ programId: id, slug, date: date.optional() });

export function storiesAreaRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/stories', {
    access: [R.storyRead],
    summary: 'Stories of rundowns and drawers (templates left out) the caller may see, newest change first, each with its `place`',
    description: '`from`/`to` compare the story\'s date (its rundown\'s, or the date a drawer story was written for); `programId` is the rundown\'s program, or the drawer\'s; `slug` contains (any case); `state` DRAWER, STAND_BY, NOT_APPROVED, APPROVED, OK, ON_AIR or DISPLAYED; `ownerId` the author or the owner. Programs the caller may not open and others\' private stories are left out, totals included.',
    query: storyListQuery,
  }, async ({ query, user }) => listStories(ctx, user, query));

  router.post('/api/stories', {
    access: [R.storyWrite],
    summary: 'A new story in a program\'s drawer (for `date`, default today in the newsroom), for a producer to bring into a rundown',
    description: 'The program must be one the caller may open (403 rundown.programNoAccess); `slug` is required. `private: true` makes it the author\'s alone.',
    body: drawerStoryInput,
  }, async ({ body, user, ip }) => {
    const c = caller(user, ip);
    const { programId, date: day, ...fields } = body;
    await assertProgram(ctx, c, programId);
    const when = day ?? (await newsroomToday(ctx));
    const row = await inOwner(ctx, c, async () => ({ kind: 'drawer', id: null }), (w) => createDrawerStory(w, programId, when, fields));
    return created(storyOut(row, 0, c.user.id));
  });
}
