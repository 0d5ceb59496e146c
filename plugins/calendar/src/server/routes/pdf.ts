/**
 * `GET /api/calendars/events/{id}/pdf`: the PDF of an event (spec 001 §9 PDF outputs) through the
 * kernel's PDF service: its name, calendar, start and end (an occurrence's when `occurrence` is
 * given), category, repetition, reminders and description, in the asked language.
 */
import { LOCALES, pdfReply, wordsOf, z, type PdfRun, type PluginRouter, type Words } from '@lauda/sdk/server';
import { CALENDAR_EVENT_DOCUMENT as D, CALENDAR_ROLES as R, reminderDisplay, type CalendarEvent } from '../../common/index.js';
import { canonical, eventOut } from '../codec.js';
import type { Ctx } from '../context.js';
import { idParam } from '../schemas.js';
import { loadCalendar } from '../services/calendars.js';
import { eventRow } from '../services/store.js';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

const query = z.object({
  locale: z.enum(LOCALES).optional(),
  /** an occurrence of the series (its start as the events list gives it) */
  occurrence: z.string().max(30).refine((s) => Number.isFinite(Date.parse(s)), 'an instant or a date').optional(),
});

const reminderText = (w: Words, minutes: number) => {
  const d = reminderDisplay(minutes);
  return d.unit === 'now' ? w('reminder.now') : w(`reminder.${d.unit}_${d.count === 1 ? 'one' : 'other'}`, { count: d.count });
};

const when = (e: CalendarEvent, value: string): PdfRun[] => (e.allDay ? [{ date: value }] : [{ instant: value }]);

export function pdfRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/calendars/events/{id}/pdf', {
    access: [R.read],
    summary: 'The PDF of an event (of one occurrence with `occurrence`); `locale` picks the language (default the branch\'s)',
    params: idParam,
    query,
    documents: { reads: [{ type: D, ids: ({ params }) => [params.id] }] },
  }, async ({ params, query: q }) => {
    const e = eventOut(await eventRow(ctx.db.knex, params.id));
    const w = wordsOf({ en_US, es_ES, pt_BR }, q.locale);
    const cal = await loadCalendar(ctx.db.knex, e.calendarId).catch(() => null);
    const length = Date.parse(e.endDate) - Date.parse(e.startDate);
    const start = q.occurrence ? canonical(q.occurrence) : e.startDate;
    const end = q.occurrence ? (e.allDay ? new Date(Date.parse(start) + length).toISOString().slice(0, 10) : new Date(Date.parse(start) + length).toISOString()) : e.endDate;
    const items = [
      { label: w('calendar'), value: cal?.name ?? '' },
      { label: w('startDate'), value: e.allDay ? [...when(e, start), { text: ` (${w('allDay')})` }] : when(e, start) },
      { label: w('endDate'), value: when(e, end) },
      { label: w('category'), value: cal?.categories.find((c) => c.id === e.categoryId)?.name ?? w('none') },
      { label: w('repeat'), value: e.frequency ? `${w(e.frequency)}${e.interval > 1 ? ` (${w('interval')} ${e.interval} ${w(`intervalUnit.${e.frequency}`)})` : ''}` : w('repeatNone') },
      { label: w('reminders'), value: e.reminders.length ? e.reminders.map((r) => reminderText(w, r.minutes)).join(', ') : '—' },
    ];
    const doc = {
      title: e.name,
      subtitle: cal?.name ?? '',
      locale: q.locale,
      content: [
        { kind: 'fields' as const, items },
        ...(e.description ? [{ kind: 'heading' as const, text: w('description'), level: 2 as const }, { kind: 'paragraph' as const, text: e.description }] : []),
      ],
    };
    return pdfReply(await ctx.pdf.render(doc), e.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || `event-${e.id}`);
  });
}
