/** Guideline lists and settings: `/api/assignments/dateList|filter|counter|excluded|config|settings`. */
import { actorOf, BadRequestError, pageQuery, type PluginRouter } from '@lauda/sdk/server';
import { GUIDELINE_ERRORS as E, GUIDELINE_ROLES as R } from '../../common/index.js';
import { counterQuery, filterQuery, listQuery, settingsPut } from '../schemas.js';
import { counters, dateList, excluded, filter } from '../services/queries.js';
import { readSettings, writeSettings } from '../services/settings.js';
import type { Ctx } from '../services/context.js';

const badRange = (from: string, to: string) =>
  new BadRequestError(`Invalid field 'from': ${from} is after ${to}`, { in: 'query', issues: [{ field: 'from', message: 'the start date must not be after the end date', code: 'bad_range' }] }, E.badRange);

export function listRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/assignments/dateList', {
    access: [R.read],
    summary: "A day's guidelines (date default today in the newsroom's zone; programId, or every program the caller opens when allPrograms or no programId), by slug",
    query: listQuery,
  }, ({ query, user }) => dateList(ctx, user, query));

  router.get('/api/assignments/filter', {
    access: [R.read],
    summary: 'Guidelines by slug, text (slug, proposal, referral, information), state, program and date range (from, to), newest date first; paged',
    query: filterQuery,
  }, ({ query, user }) => {
    if (query.from && query.to && query.from > query.to) throw badRange(query.from, query.to);
    return filter(ctx, user, query);
  });

  router.get('/api/assignments/counter', {
    access: [R.read],
    summary: 'How many guidelines per date and state between from and to (at most 366 days), optionally of one program',
    query: counterQuery,
  }, ({ query, user }) => {
    if (query.from > query.to) throw badRange(query.from, query.to);
    if (Date.parse(query.to) - Date.parse(query.from) > 366 * 86_400_000) {
      throw new BadRequestError("Invalid field 'to': at most 366 days after from", { in: 'query', issues: [{ field: 'to', message: 'at most 366 days after from', code: 'too_big' }] });
    }
    return counters(ctx, user, query.from, query.to, query.programId);
  });

  router.get('/api/assignments/excluded', {
    access: [R.read],
    summary: 'Guidelines in the trash the caller may see (restore and purge are the kernel\'s /api/trash routes)',
    query: pageQuery,
  }, ({ query, user }) => excluded(ctx, user, query.page, query.size));

  router.get('/api/assignments/config', {
    access: [R.read],
    summary: "The guideline form's optional fields (the admin's per-type config: classification, editors, reporters, editorials, type, vehicles) and the guideline settings",
  }, async () => ({ flags: await ctx.lookups.config('guideline'), settings: await readSettings(ctx.db.knex, ctx.settings) }));

  router.get('/api/assignments/settings', {
    access: [R.read],
    summary: 'The guideline settings: lockFinished (completed or interrupted guidelines cannot be changed), privateCreation (guidelines may be private), version',
  }, () => readSettings(ctx.db.knex, ctx.settings));

  router.put('/api/assignments/settings', {
    access: [R.admin],
    summary: 'Change the guideline settings; a stale version is a 409',
    body: settingsPut,
  }, ({ body, user, ip }) => writeSettings(ctx.db.knex, ctx.settings, body, actorOf({ user, ip })));
}
