import { definePlugin, provide, type ResolvedDeps } from '@lauda/sdk/server';
import { deps } from './deps.js';
import { guidelineMigrations } from '../../migrations/index.js';
import { GUIDELINE_ROLES as R, GUIDELINE_TOPIC, GUIDELINES_PLUGIN_ID } from '../common/index.js';
import { guidelineDocuments } from './documents.js';
import { guidelineRoutes } from './routes/guidelines.js';
import { listRoutes } from './routes/lists.js';
import { pdfRoutes } from './routes/pdf.js';
import { mailRoutes } from './routes/mail.js';
import { loadDemo } from './demo.js';
import { guidelinesServices } from './refs.js';
import { guidelineRecords } from './services/records.js';
import { guidelineStatistics } from './services/statistics.js';
import { guidelineArchive } from './services/archive.js';
import type { Ctx } from './services/context.js';
import { guidelineSearch } from './search.js';
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
  id: GUIDELINES_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Guidelines (assignments): what to cover, whom to interview, where and when; guides, production tasks, states, copy, locks, revisions, trash',
  dependsOn: ['admin'],
  migrations: guidelineMigrations,
  topics: [
    // every message names its guideline: only who may see it hears it
    { name: GUIDELINE_TOPIC, access: [R.read], documents: true, description: 'guidelines created, changed (UPDATE, or PATCH with the field), removed' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx = buildContext(d);
    return {
      provides: [provide(guidelinesServices.records, guidelineRecords(ctx)), provide(guidelinesServices.statistics, guidelineStatistics(ctx)), provide(guidelinesServices.archive, guidelineArchive(ctx))],
      documents: guidelineDocuments(ctx),
      search: guidelineSearch(ctx),
      routes(router) {
        // the static paths first: /api/assignments/{id} would take them
        pdfRoutes(router, ctx);
        mailRoutes(router, ctx);
        listRoutes(router, ctx);
        guidelineRoutes(router, ctx);
      },
      start() {
        const count = async (q: PromiseLike<Record<string, unknown>[]>) => Number((await q)[0]?.n ?? 0);
        d.programs.registerContentCounter('guidelines', (id, trx) => count(trx('guideline_programs').where('program_id', id).count({ n: '*' })));
        d.teams.registerContentCounter('guidelines', (id, trx) => count(trx('guideline_guidelines').where('team_id', id).whereNull('deleted_at').count({ n: '*' })));
        d.lookups.registerContentCounter('classification', 'guidelines', (id, trx) => count(trx('guideline_guidelines').where('classification_id', id).whereNull('deleted_at').count({ n: '*' })));
        d.lookups.registerContentCounter('type', 'guidelines', (id, trx) => count(trx('guideline_guidelines').where('type_id', id).whereNull('deleted_at').count({ n: '*' })));
      },
      demo: ({ users, today }) => loadDemo(ctx, users, today),
    };
  },
});
