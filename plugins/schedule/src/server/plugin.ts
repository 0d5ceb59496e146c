import { calendarDate, coreServices, definePlugin, LOCALES, pdfFileName, pdfReply, z } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';
import { scheduleMigrations } from '../../migrations/index.js';
import { SCHEDULE_PLUGIN_ID, SCHEDULE_ROLES as R, SCHEDULE_TOPIC, SHIFTS } from '../common/index.js';
import { gridDocument } from './pdf.js';
import { readWeek, setEntry, type Ctx } from './service.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const i18n = { en_US, es_ES, pt_BR };
const date = calendarDate();
const weekQuery = z.object({ from: date, locale: z.enum(LOCALES).optional() });

export default definePlugin({
  id: SCHEDULE_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'The teams schedule: which members of which team work each day and shift; the week grid, printed and as PDF',
  dependsOn: ['admin'],
  migrations: scheduleMigrations,
  topics: [{ name: SCHEDULE_TOPIC, access: [R.read], description: 'a cell of the teams schedule changed (UPDATE: date, shift, teamId, memberIds)' }],
  i18n,
  deps: { db: coreServices.db, live: coreServices.live, logger: coreServices.logger, pdf: coreServices.pdf, teams: adminServices.teams },

  setup(d) {
    const ctx: Ctx = { db: d.db, live: d.live, logger: d.logger, teams: d.teams };
    return {
      routes(router) {
        router.get('/api/schedule', {
          access: [R.read],
          summary: 'The teams schedule of the seven days from `from` (YYYY-MM-DD): days, shifts, teams with members, entries',
          query: weekQuery,
        }, ({ query }) => readWeek(ctx, query.from));

        router.get('/api/schedule/pdf', {
          access: [R.read],
          summary: 'The team grid of the seven days from `from` as a PDF (a table per shift); `locale` picks the language',
          query: weekQuery,
        }, async ({ query }) => {
          const week = await readWeek(ctx, query.from);
          return pdfReply(await d.pdf.render(gridDocument(week, i18n, query.locale)), pdfFileName('escala', query.from));
        });

        router.put('/api/schedule', {
          access: [R.write],
          summary: 'Set who of a team works a day\'s shift: { date, shift, teamId, memberIds } (empty: nobody)',
          description: '400 naming the field: schedule.unknownTeam (teamId), schedule.notInTeam (memberIds).',
          body: z.object({
            date,
            shift: z.enum(SHIFTS),
            teamId: z.number().int().positive(),
            memberIds: z.array(z.number().int().positive()).max(500),
          }),
        }, ({ body, user }) => setEntry(ctx, body, user!.nickname));
      },
    };
  },
});
