import { coreServices, definePlugin, provide, type ResolvedDeps } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';
import { devicesServices } from '@lauda/plugin-devices/server';
import { rundownServices } from '@lauda/plugin-rundown/server';
import { reportagesMigrations } from '../../migrations/001_reportages.js';
import { REPORTAGE_ROLES as R, REPORTAGES_PLUGIN_ID, REPORTAGES_TOPIC } from '../common/ids.js';
import type { Ctx } from './context.js';
import { reportageDocuments } from './documents.js';
import { actionRoutes } from './routes/actions.js';
import { pdfRoutes } from './routes/pdf.js';
import { mailRoutes } from './routes/mail.js';
import { reportageRoutes } from './routes/reportages.js';
import { loadDemo } from './demo.js';
import { reportageSearch } from './search.js';
import { reportagesServices } from './refs.js';
import { reportageStatistics } from './services/statistics.js';
import { reportageArchive } from './services/archive.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const deps = {
  db: coreServices.db,
  live: coreServices.live,
  locks: coreServices.locks,
  revisions: coreServices.revisions,
  trash: coreServices.trash,
  access: coreServices.access,
  documents: coreServices.documents,
  config: coreServices.config,
  logger: coreServices.logger,
  clock: coreServices.clock,
  pdf: coreServices.pdf,
  users: coreServices.users,
  notifications: coreServices.notifications,
  mail: coreServices.mail,
  programs: adminServices.programs,
  settings: adminServices.settings,
  devices: devicesServices.records,
  templates: devicesServices.templates,
  stories: rundownServices.stories,
};

function buildContext(d: ResolvedDeps<typeof deps>): Ctx {
  return {
    db: d.db, live: d.live, locks: d.locks, revisions: d.revisions, trash: d.trash, access: d.access, documents: d.documents,
    logger: d.logger, pdf: d.pdf, users: d.users, notifications: d.notifications, programs: d.programs, devices: d.devices, templates: d.templates, stories: d.stories,
    flags: (q) => d.settings.get('flags', q),
    now: () => d.clock.now().getTime(),
    programIdsOf: async (user) => (user.support ? null : d.programs.accessibleIds(user)),
    programIdsOfMany: async (users) => (await d.programs.accessibleIdsOfMany(users)).map((ids, i) => (users[i]!.support ? null : ids)),
  };
}

export default definePlugin({
  id: REPORTAGES_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Reportages (news reports): typed sections with reading time, CGs, approval, states, copy, guideline association, send to the show',
  dependsOn: ['admin', 'devices', 'rundown'],
  migrations: reportagesMigrations,
  topics: [
    { name: REPORTAGES_TOPIC, access: [R.read], documents: true, description: 'reportages created, changed (PATCH with the old and new value), removed' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx = buildContext(d);
    return {
      provides: [provide(reportagesServices.statistics, reportageStatistics(ctx)), provide(reportagesServices.archive, reportageArchive(ctx))],
      documents: reportageDocuments(ctx),
      search: reportageSearch(ctx),
      routes(router) {
        reportageRoutes(router, ctx);
        actionRoutes(router, ctx);
        pdfRoutes(router, ctx);
        mailRoutes(router, ctx, d.mail);
      },
      start() {
        const count = async (q: PromiseLike<Record<string, unknown>[]>) => Number((await q)[0]?.n ?? 0);
        d.programs.registerContentCounter('reportages', (id, trx) => count(trx('reportages_programs').where('program_id', id).count({ n: '*' })));
      },
      demo: ({ users, today }) => loadDemo(ctx, users, today),
    };
  },
});
