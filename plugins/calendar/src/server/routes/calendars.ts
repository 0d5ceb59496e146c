/** Calendar routes: `/api/calendars` list and administration, `/api/calendars/categories`. */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { CALENDAR_ROLES as R } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { calendarInput, calendarPut, categoriesQuery, idParam } from '../schemas.js';
import { createCalendar, listCalendars, loadCalendar, removeCalendar, updateCalendar } from '../services/calendars.js';

export function calendarRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/calendars', {
    access: [R.read],
    summary: 'The newsroom\'s calendars with their categories, by name',
  }, () => listCalendars(ctx));

  router.get('/api/calendars/categories', {
    access: [R.read],
    summary: 'The categories of a calendar (calendarId)',
    query: categoriesQuery,
  }, async ({ query }) => (await loadCalendar(ctx.db.knex, query.calendarId)).categories);

  router.post('/api/calendars', {
    access: [R.admin],
    summary: 'Create a calendar (name, colour #rrggbb, categories)',
    body: calendarInput,
  }, async ({ body, user, ip }) => created(await createCalendar(ctx, { user, ip }, body)));

  router.get('/api/calendars/{id}', {
    access: [R.read],
    summary: 'One calendar with its categories',
    params: idParam,
  }, ({ params }) => loadCalendar(ctx.db.knex, params.id));

  router.put('/api/calendars/{id}', {
    access: [R.admin],
    summary: 'Save a calendar: categories sent with their id are kept, new ones added, the others dropped (their events lose the category)',
    params: idParam,
    body: calendarPut,
    versioned: true,
  }, ({ params, body: { version, ...values }, user, ip }) => updateCalendar(ctx, { user, ip }, params.id, values, version));

  router.delete('/api/calendars/{id}', {
    access: [R.admin],
    summary: 'Remove a calendar without events (409 calendar.hasEvents otherwise)',
    params: idParam,
  }, async ({ params, user, ip }) => {
    await removeCalendar(ctx, { user, ip }, params.id);
    return noContent();
  });
}
