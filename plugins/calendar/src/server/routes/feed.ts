/**
 * iCalendar subscription feeds (issue 15): each user makes a secret URL per calendar for their phone,
 * sees whether one is active, and revokes it. The feed itself is public (phones send no cookie): the
 * secret names the user, who must still be active and hold the calendar read role, and the feed holds
 * only what that user sees (their private events, no one else's).
 */
import crypto from 'node:crypto';
import { NotFoundError, Reply, noContent, z, type PluginRouter } from '@lauda/sdk/server';
import { CALENDAR_ROLES as R } from '../../common/index.js';
import { eventOut, type Row } from '../codec.js';
import type { Ctx } from '../context.js';
import { icsOf } from '../ics.js';
import { idParam } from '../schemas.js';
import { calendarRow, seesEvent } from '../services/store.js';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const feedPath = (token: string) => `/api/calendars/feed/${token}.ics`;
const notFound = () => new NotFoundError('No such feed', 'calendar.feedNotFound');

export function feedRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/calendars/feed/{token}', {
    access: 'public',
    summary: 'The iCalendar (.ics) feed of a calendar for the user whose secret this is; 404 once revoked',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}(\.ics)?$/, 'a feed secret') }),
  }, async ({ params }) => {
    const row = await ctx.db.knex('calendar_feeds').where('token_hash', hash(params.token.replace(/\.ics$/, ''))).first();
    if (!row) throw notFound();
    const user = await ctx.users.get(Number(row.user_id)).catch(() => null);
    if (!user?.active || !(user.support || user.effectiveRoles.includes(R.read))) throw notFound();
    const cal = await calendarRow(ctx.db.knex, Number(row.calendar_id)).catch(() => null);
    if (!cal) throw notFound();
    const rows: Row[] = await ctx.db.knex('calendar_events').where('calendar_id', cal.id).whereNull('deleted_at').orderBy('id');
    const who = { id: user.id, support: !!user.support };
    const events = rows.filter((r) => seesEvent(r, who)).map(eventOut);
    const text = icsOf(String(cal.name), events, await ctx.branch.timeZone(), ctx.now());
    return new Reply(200, Buffer.from(text, 'utf8'), { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store' });
  });

  router.get('/api/calendars/{id}/feed', {
    access: [R.read],
    summary: 'Whether the caller has a feed of this calendar: { active, createdAt } (the secret itself is shown only when made)',
    params: idParam,
  }, async ({ params, user }) => {
    await calendarRow(ctx.db.knex, params.id);
    const row = await ctx.db.knex('calendar_feeds').where({ user_id: user.id, calendar_id: params.id }).first();
    return { active: !!row, createdAt: row ? new Date(Number(row.created_at)).toISOString() : null };
  });

  router.post('/api/calendars/{id}/feed', {
    access: [R.read],
    summary: 'Make (or replace) the caller\'s secret feed URL of this calendar → { path } (the old URL stops working)',
    params: idParam,
  }, async ({ params, user }) => {
    await calendarRow(ctx.db.knex, params.id);
    const token = crypto.randomBytes(24).toString('base64url');
    await ctx.db.transaction(async (trx) => {
      await trx('calendar_feeds').where({ user_id: user.id, calendar_id: params.id }).delete();
      await trx('calendar_feeds').insert({ user_id: user.id, calendar_id: params.id, token_hash: hash(token), created_at: ctx.now() });
    });
    return { path: feedPath(token) };
  });

  router.delete('/api/calendars/{id}/feed', {
    access: [R.read],
    summary: 'Revoke the caller\'s feed URL of this calendar',
    params: idParam,
  }, async ({ params, user }) => {
    await ctx.db.knex('calendar_feeds').where({ user_id: user.id, calendar_id: params.id }).delete();
    return noContent();
  });
}
