import { definePlugin, provide, type ResolvedDeps } from '@lauda/sdk/server';
import { deps } from './deps.js';
import { productionMigrations } from '../../migrations/index.js';
import { PRODUCTION_ROLES as R, PRODUCTION_TOPIC, PRODUCTIONS_PLUGIN_ID } from '../common/index.js';
import { productionDocuments } from './documents.js';
import { productionRoutes } from './routes/productions.js';
import { documentRoutes } from './routes/documents.js';
import { listRoutes } from './routes/lists.js';
import { loadDemo } from './demo.js';
import { productionsServices } from './refs.js';
import { dateList } from './services/queries.js';
import type { Ctx } from './services/context.js';
import { productionSearch } from './search.js';
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
  id: PRODUCTIONS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Productions (checklists): schedule, departure, arrival, team, resources, vehicles and dated tasks; made from a guideline, locks, revisions, trash, PDF',
  dependsOn: ['admin', 'guidelines'],
  migrations: productionMigrations,
  topics: [
    // every message names its checklist: only who may see it hears it
    { name: PRODUCTION_TOPIC, access: [R.read], documents: true, description: 'checklists created, changed (UPDATE, or PATCH with the field), removed' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx = buildContext(d);
    return {
      provides: [provide(productionsServices.records, { onDate: async (user, date) => (await dateList(ctx, user, { date })).data })],
      documents: productionDocuments(ctx),
      search: productionSearch(ctx),
      routes(router) {
        // the static paths first: /api/productions/{id} would take them
        listRoutes(router, ctx);
        productionRoutes(router, ctx);
        documentRoutes(router, ctx);
      },
      start() {
        const count = async (q: PromiseLike<Record<string, unknown>[]>) => Number((await q)[0]?.n ?? 0);
        d.programs.registerContentCounter('productions', (id, trx) => count(trx('production_programs').where('program_id', id).count({ n: '*' })));
      },
      demo: ({ users, today }) => loadDemo(ctx, users, today),
    };
  },
});
