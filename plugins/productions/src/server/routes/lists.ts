/** Checklist lists, settings and lookups: dateList, filter, excluded, config, resources, types. */
import { BadRequestError, created, pageQuery, type PluginRouter } from '@lauda/sdk/server';
import { PRODUCTION_ERRORS as E, PRODUCTION_ROLES as R } from '../../common/index.js';
import { configPut, dateListQuery, filterQuery, lookupInput } from '../schemas.js';
import { dateList, excluded, filter } from '../services/queries.js';
import { addLookup, listLookups, readConfig, writeConfig, type LookupTable } from '../services/settings.js';
import type { Ctx } from '../services/context.js';

export function listRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/productions/dateList', {
    access: [R.read],
    summary: "A day's checklists (date default today in the newsroom's zone): its date or a task's is the day; `onlyNotDone` leaves out done checklists and done tasks' dates",
    query: dateListQuery,
  }, ({ query, user }) => dateList(ctx, user, query));

  router.get('/api/productions/filter', {
    access: [R.read],
    summary: 'Checklists by slug and date range (from, to), newest date first; paged',
    query: filterQuery,
  }, ({ query, user }) => {
    if (query.from && query.to && query.from > query.to) {
      throw new BadRequestError(`Invalid field 'from': ${query.from} is after ${query.to}`, { in: 'query', issues: [{ field: 'from', message: 'the start date must not be after the end date', code: 'bad_range' }] }, E.badRange);
    }
    return filter(ctx, user, query);
  });

  router.get('/api/productions/excluded', {
    access: [R.read],
    summary: 'Checklists in the trash the caller may see (restore: POST /api/productions/restore)',
    query: pageQuery,
  }, ({ query, user }) => excluded(ctx, user, query.page, query.size));

  router.get('/api/productions/config', {
    access: [R.read],
    summary: "The checklist form's optional fields (type, resources, vehicles, medias) and privateCreation",
  }, () => readConfig(ctx.db.knex));

  router.put('/api/productions/config', {
    access: [R.admin],
    summary: 'Change the checklist settings; a stale version is a 409',
    body: configPut,
  }, ({ body }) => writeConfig(ctx.db.knex, body));

  const lookup = (path: string, table: LookupTable, label: string) => {
    router.get(`/api/productions/${path}`, { access: [R.read], summary: `The checklist ${label}, by name` }, () => listLookups(ctx.db.knex, table));
    router.post(`/api/productions/${path}`, {
      access: [R.admin],
      summary: `Add a checklist ${label.replace(/s$/, '')} (name unique)`,
      body: lookupInput,
    }, async ({ body }) => created(await addLookup(ctx.db.knex, table, body.name)));
  };
  lookup('resources', 'production_resources', 'resources');
  lookup('types', 'production_types', 'types');
}
