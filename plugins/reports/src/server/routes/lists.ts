/** Report lists, settings, categories and events: filter, by-target, excluded, config, categories (with their events). */
import { actorOf, BadRequestError, created, noContent, NotFoundError, pageQuery, type PluginRouter } from '@lauda/sdk/server';
import { REPORT_ERRORS as E, REPORT_ROLES as R } from '../../common/index.js';
import { configPut, eventParam, filterQuery, idParam, nameBody, targetQuery } from '../schemas.js';
import { byTarget, excluded, filter } from '../services/queries.js';
import { readConfig, writeConfig } from '../services/settings.js';
import {
  createCategory, createEvent, listCategories, removeCategory, removeEvent, renameCategory, renameEvent,
} from '../services/categories.js';
import { caller, type Ctx } from '../services/context.js';

export function listRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/reports/filter', {
    access: [R.read],
    summary: 'Reports by date range (from, to), text (title, people), category and event, newest date first; paged (size default 25)',
    query: filterQuery,
  }, ({ query, user }) => {
    if (query.from && query.to && query.from > query.to) {
      throw new BadRequestError(`Invalid field 'from': ${query.from} is after ${query.to}`, { in: 'query', issues: [{ field: 'from', message: 'the start date must not be after the end date', code: 'bad_range' }] }, E.badRange);
    }
    return filter(ctx, user, query);
  });

  router.get('/api/reports/by-target', {
    access: [R.read],
    summary: 'The reports about one document (type guideline, reportage, production or story, and its id), newest first',
    description: '404 document.notFound when the caller may not see that document (or its plugin is not enabled).',
    query: targetQuery,
  }, async ({ query, user }) => {
    await ctx.documents.assertVisible(query.type, user, query.id);
    return byTarget(ctx, user, query.type, query.id);
  });

  router.get('/api/reports/excluded', {
    access: [R.read],
    summary: 'Reports in the trash the caller may see (restore: POST /api/reports/restore)',
    query: pageQuery,
  }, ({ query, user }) => excluded(ctx, user, query.page, query.size));

  router.get('/api/reports/config', { access: [R.read], summary: 'The report settings: privateCreation' }, () => readConfig(ctx.db.knex, ctx.settings));
  router.put('/api/reports/config', {
    access: [R.admin], summary: 'Change the report settings; a stale version is a 409 report.configConflict', body: configPut,
  }, ({ body, user, ip }) => writeConfig(ctx.db.knex, ctx.settings, body, actorOf({ user, ip })));

  router.get('/api/reports/categories', { access: [R.read], summary: 'The report categories with their events, by name' }, () => listCategories(ctx.db.knex));
  router.post('/api/reports/categories', {
    access: [R.admin], summary: 'Add a category (name unique: 400 report.nameInUse naming `name`)', body: nameBody,
  }, async ({ body, user, ip }) => created(await createCategory(ctx, caller(user, ip), body.name)));
  router.put('/api/reports/categories/{id}', {
    access: [R.admin], summary: 'Rename a category (name unique)', params: idParam, body: nameBody,
  }, ({ params, body, user, ip }) => renameCategory(ctx, caller(user, ip), params.id, body.name));
  router.delete('/api/reports/categories/{id}', {
    access: [R.admin], summary: 'Remove a category and its events; 422 report.inUse (details.count) while a report (live or in the trash) uses it', params: idParam,
  }, async ({ params, user, ip }) => {
    await removeCategory(ctx, caller(user, ip), params.id);
    return noContent();
  });

  router.get('/api/reports/categories/{id}/events', {
    access: [R.read], summary: "A category's events, by name", params: idParam,
  }, async ({ params }) => {
    const found = (await listCategories(ctx.db.knex)).find((c) => c.id === params.id);
    if (!found) throw new NotFoundError('No such report category', E.categoryNotFound);
    return found.events;
  });
  router.post('/api/reports/categories/{id}/events', {
    access: [R.admin], summary: 'Add an event to a category (name unique in the category)', params: idParam, body: nameBody,
  }, async ({ params, body, user, ip }) => created(await createEvent(ctx, caller(user, ip), params.id, body.name)));
  router.put('/api/reports/categories/{id}/events/{eventId}', {
    access: [R.admin], summary: 'Rename an event (name unique in its category)', params: eventParam, body: nameBody,
  }, ({ params, body, user, ip }) => renameEvent(ctx, caller(user, ip), params.id, params.eventId, body.name));
  router.delete('/api/reports/categories/{id}/events/{eventId}', {
    access: [R.admin], summary: 'Remove an event; 422 report.inUse (details.count) while a report uses it', params: eventParam,
  }, async ({ params, user, ip }) => {
    await removeEvent(ctx, caller(user, ip), params.id, params.eventId);
    return noContent();
  });
}
