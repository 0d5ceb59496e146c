/** Event routes under `/api/calendars/events`: the month's occurrences, CRUD, one occurrence, move. */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { CALENDAR_EVENT_DOCUMENT as D, CALENDAR_ROLES as R } from '../../common/index.js';
import { eventOut } from '../codec.js';
import type { Ctx } from '../context.js';
import { eventCreate, eventPut, eventsQuery, idParam, moveInput, occurrenceEdit, occurrenceRef } from '../schemas.js';
import { createEvent, detachOccurrence, excludeOccurrence, moveEvent, removeEvent, updateEvent } from '../services/events.js';
import { monthOccurrences } from '../services/occurrences.js';
import { eventRow } from '../services/store.js';

const param = ({ params }: { params: { id: number } }) => [params.id];
const reads = { reads: [{ type: D, ids: param }] };
const writes = { writes: [{ type: D, ids: param }] };

export function eventRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/calendars/events', {
    access: [R.read],
    summary: 'The occurrences of the month of currentDate (YYYY-MM-DD, the branch\'s time zone) of one calendar (calendarId) or all; each names its event, series and occurrence start',
    query: eventsQuery,
  }, ({ query, user }) => monthOccurrences(ctx, user, query.currentDate, query.calendarId));

  router.post('/api/calendars/events', {
    access: [R.write],
    summary: 'Create an event: timed (instants) or all-day (dates), with the spec\'s recurrence and reminders',
    description: 'An invalid frequency or start date is a 400 naming the field; a category of another calendar 422 calendar.categoryNotOfCalendar.',
    body: eventCreate,
  }, async ({ body, user, ip }) => created(eventOut(await createEvent(ctx, { user, ip }, body))));

  router.get('/api/calendars/events/{id}', {
    access: [R.read],
    summary: 'One event (a series with its rule, or a detached occurrence with its seriesId and originalStart)',
    params: idParam,
    documents: reads,
  }, async ({ params }) => eventOut(await eventRow(ctx.db.knex, params.id)));

  router.put('/api/calendars/events/{id}', {
    access: [R.write],
    summary: 'Save an event (the whole series when it repeats); 412 calendar.staleVersion on a stale version',
    params: idParam,
    body: eventPut,
    versioned: true,
    documents: writes,
  }, async ({ params, body: { version, ...values }, user, ip }) => eventOut(await updateEvent(ctx, { user, ip }, params.id, values, version)));

  router.delete('/api/calendars/events/{id}', {
    access: [R.write],
    summary: 'Move an event (a whole series, with the occurrences edited apart) to the trash',
    params: idParam,
    documents: writes,
  }, async ({ params, user, ip }) => {
    await removeEvent(ctx, { user, ip }, params.id);
    return noContent();
  });

  router.post('/api/calendars/events/{id}/occurrence', {
    access: [R.write],
    summary: 'Edit one occurrence of a series: it leaves the series (an exDate) and becomes an event of its own → { series, event }',
    params: idParam,
    body: occurrenceEdit,
    documents: writes,
  }, async ({ params, body: { occurrence, ...values }, user, ip }) => {
    const out = await detachOccurrence(ctx, { user, ip }, params.id, occurrence, values);
    return created({ series: eventOut(out.series), event: eventOut(out.event) });
  });

  router.post('/api/calendars/events/{id}/exclude', {
    access: [R.write],
    summary: 'Drop one occurrence of a series (adds an exDate) → the series',
    params: idParam,
    body: occurrenceRef,
    documents: writes,
  }, async ({ params, body, user, ip }) => eventOut(await excludeOccurrence(ctx, { user, ip }, params.id, body.occurrence)));

  router.post('/api/calendars/events/{id}/move', {
    access: [R.write],
    summary: 'Move or resize: new startDate and endDate; for a series the dragged occurrence and scope (one: it leaves the series; series: the series shifts) → the event changed or created',
    params: idParam,
    body: moveInput,
    documents: writes,
  }, async ({ params, body, user, ip }) => eventOut(await moveEvent(ctx, { user, ip }, params.id, body)));
}

