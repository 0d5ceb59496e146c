import { coreServices, definePlugin, provide, type ResolvedDeps, type SessionUser } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';
import { rundownMigrations } from '../../migrations/001_rundown.js';
import { RUNDOWN_ROLES as R, RUNDOWN_TOPICS as T } from '../common/ids.js';
import { storySearchSources } from './search.js';
import { rundownDocuments } from './documents.js';
import { withPortables } from './portable.js';
import { rundownServices } from './refs.js';
import { OnAirHub } from './services/onair.js';
import { storyIntake } from './services/intake.js';
import { rundownStatistics } from './services/statistics.js';
import { rundownArchive } from './services/archive.js';
import { BlockModel, RundownLogModel, RundownModel, StoryModel, TemplateModel } from './models/index.js';
import { blockRoutes } from './routes/blocks.js';
import { columnRoutes } from './routes/columns.js';
import { summaryRoutes } from './routes/summaries.js';
import { drawerRoutes } from './routes/drawer.js';
import { settingsRoutes } from './routes/settings.js';
import { rundownRoutes } from './routes/rundowns.js';
import { storyRoutes } from './routes/stories.js';
import { templateRoutes } from './routes/templates.js';
import { pdfRoutes } from './routes/pdf.js';
import { storiesAreaRoutes } from './routes/stories-area.js';
import { loadDemo } from './demo.js';
import type { Ctx } from './services/context.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };
import { registerLogRetention } from './services/log-retention.js';

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
  users: coreServices.users,
  pdf: coreServices.pdf,
  branch: coreServices.branch,
  retention: coreServices.retention,
  programs: adminServices.programs,
  lookups: adminServices.lookups,
  settings: adminServices.settings,
};
type Deps = ResolvedDeps<typeof deps>;

/** The plugin's services over the kernel's, built once per kernel by `setup`. */
function buildContext(d: Deps): Ctx {
  const ctx: Ctx = {
    onAir: new OnAirHub(() => ctx),
    db: d.db,
    live: d.live,
    locks: d.locks,
    revisions: d.revisions,
    trash: d.trash,
    access: d.access,
    documents: d.documents,
    logger: d.logger,
    programs: d.programs,
    models: {
      Rundowns: d.db.bind(RundownModel),
      Blocks: d.db.bind(BlockModel),
      Stories: d.db.bind(StoryModel),
      Templates: d.db.bind(TemplateModel),
      Logs: d.db.bind(RundownLogModel),
    },
    flags: (q) => d.settings.get('flags', q),
    print: () => d.settings.get('print'),
    now: () => d.clock.now().getTime(),
    timeZone: () => d.branch.timeZone(),
    programIdsOf: async (user: SessionUser) => (user.support ? null : d.programs.accessibleIds(user)),
    programIdsOfMany: async (users: readonly SessionUser[]) => (await d.programs.accessibleIdsOfMany(users)).map((ids, i) => (users[i]!.support ? null : ids)),
  };
  return ctx;
}

export default definePlugin({
  id: 'rundown',
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Rundowns: blocks, stories with scripts, on-air timing, display status, approval, templates, drawer, logs',
  dependsOn: ['admin'],
  migrations: rundownMigrations,
  topics: [
    // every message names its rundown, template or story: only who may open the program hears it
    { name: T.rundowns, access: [R.rundownRead], documents: true, description: 'rundowns created and changed; totals and the item on air after every change' },
    { name: T.blocks, access: [R.rundownRead], documents: true, description: 'blocks created, changed, removed and reordered' },
    { name: T.stories, access: [R.rundownRead], documents: true, description: 'stories created, changed, moved, removed (private ones as placeholders to who may not see them)' },
    { name: T.templates, access: [R.rundownRead], documents: true, description: 'rundown templates and their blocks' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx = buildContext(d);
    registerLogRetention(d.retention, ctx);
    return {
      provides: [provide(rundownServices.onAir, ctx.onAir), provide(rundownServices.stories, storyIntake(ctx)), provide(rundownServices.statistics, rundownStatistics(ctx)), provide(rundownServices.archive, rundownArchive(ctx))],
      documents: withPortables(rundownDocuments(ctx), ctx, d.users),
      search: storySearchSources(ctx),
      routes(router) {
        rundownRoutes(router, ctx);
        blockRoutes(router, ctx);
        storyRoutes(router, ctx);
        templateRoutes(router, ctx);
        drawerRoutes(router, ctx);
        columnRoutes(router, ctx);
        summaryRoutes(router, ctx);
        settingsRoutes(router, ctx);
        pdfRoutes(router, ctx, d.pdf);
        storiesAreaRoutes(router, ctx);
      },
      start() {
        const { programs, lookups } = d;
        const count = async (q: PromiseLike<Record<string, unknown>[]>) => Number((await q)[0]?.n ?? 0);
        programs.registerContentCounter('rundowns', (id, trx) => count(trx('rundown_rundowns').where('program_id', id).count({ n: '*' })));
        programs.registerContentCounter('rundownTemplates', (id, trx) => count(trx('rundown_templates').where('program_id', id).count({ n: '*' })));
        programs.registerContentCounter('drawerStories', (id, trx) => count(trx('rundown_stories').where('drawer_program_id', id).whereNull('deleted_at').count({ n: '*' })));
        lookups.registerContentCounter('type', 'stories', (id, trx) => count(trx('rundown_stories').where('type_id', id).whereNull('deleted_at').count({ n: '*' })));
      },
      demo: ({ users, today }) => loadDemo(ctx, users, today),
    };
  },
});
