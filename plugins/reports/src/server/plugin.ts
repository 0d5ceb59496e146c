import { definePlugin, type ResolvedDeps } from '@lauda/sdk/server';
import { deps } from './deps.js';
import { reportMigrations } from '../../migrations/index.js';
import { REPORT_CATEGORY_TOPIC, REPORT_ROLES as R, REPORT_TOPIC, REPORTS_PLUGIN_ID } from '../common/index.js';
import { reportDocuments } from './documents.js';
import { reportRoutes } from './routes/reports.js';
import { documentRoutes } from './routes/documents.js';
import { listRoutes } from './routes/lists.js';
import { loadDemo } from './demo.js';
import type { Ctx } from './services/context.js';
import { reportSearch } from './search.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

type Deps = ResolvedDeps<typeof deps>;

function buildContext(d: Deps): Ctx {
  return {
    ...d,
    now: () => d.clock.now().getTime(),
    programIdsOf: async (user) => (user.support ? null : d.programs.accessibleIds(user)),
    programIdsOfMany: async (users) => (await d.programs.accessibleIdsOfMany(users)).map((ids, i) => (users[i]!.support ? null : ids)),
  };
}

export default definePlugin({
  id: REPORTS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Reports (relatórios) of covered events: categories and their events, rich-text body, attachments, private sharing, locks, revisions, trash, PDF',
  dependsOn: ['admin'],
  migrations: reportMigrations,
  topics: [
    // every message names its report: only who may see it hears it
    { name: REPORT_TOPIC, access: [R.read], documents: true, description: 'reports created, changed (UPDATE, or PATCH with the field), removed' },
    { name: REPORT_CATEGORY_TOPIC, access: [R.read], description: 'report categories and their events created, renamed, removed (UPDATE with the event for event changes)' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx = buildContext(d);
    return {
      documents: reportDocuments(ctx),
      search: reportSearch(ctx),
      routes(router) {
        // the static paths first: /api/reports/{id} would take them
        listRoutes(router, ctx);
        reportRoutes(router, ctx);
        documentRoutes(router, ctx);
      },
      start() {
        const count = async (q: PromiseLike<Record<string, unknown>[]>) => Number((await q)[0]?.n ?? 0);
        d.programs.registerContentCounter('reports', (id, trx) => count(trx('report_programs').where('program_id', id).count({ n: '*' })));
      },
      demo: ({ users, today }) => loadDemo(ctx, users, today),
    };
  },
});
