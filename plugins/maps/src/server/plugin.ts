import { coreServices, definePlugin, type ResolvedDeps } from '@lauda/sdk/server';
import { guidelinesServices } from '@lauda/plugin-guidelines/server';
import { productionsServices } from '@lauda/plugin-productions/server';
import { mapsMigrations } from '../../migrations/001_maps.js';
import { MAPS_PLUGIN_ID } from '../common/index.js';
import type { Ctx, MapSource } from './context.js';
import { loadDemo } from './demo.js';
import { mapRoutes } from './routes/maps.js';
import { createLookup } from './services/places.js';
import { guidelineSource, productionSource } from './services/view.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const deps = {
  db: coreServices.db,
  access: coreServices.access,
  branch: coreServices.branch,
  logger: coreServices.logger,
  clock: coreServices.clock,
  config: coreServices.config,
  guidelines: guidelinesServices.records,
  productions: productionsServices.records,
};

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

function buildContext(d: ResolvedDeps<typeof deps>): Ctx {
  const c = d.config.plugin;
  return {
    db: d.db, access: d.access, branch: d.branch, logger: d.logger,
    now: () => d.clock.now().getTime(),
    timeoutMs: positive(c.geocoderTimeoutMs, 5000),
    budgetMs: positive(c.viewBudgetMs, 3000),
    concurrency: Math.floor(positive(c.concurrency, 3)),
    restMs: positive(c.geocoderRestMs, 30_000),
  };
}

export default definePlugin({
  id: MAPS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: "The production map: the day's guides with addresses on a map, through the branch's own tile and geocoding servers",
  dependsOn: ['guidelines', 'productions'],
  migrations: mapsMigrations,
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx = buildContext(d);
    const lookup = createLookup(ctx);
    // the kinds of points on the map; each applies its own access rule
    const sources: MapSource[] = [guidelineSource(d.guidelines, d.access), productionSource(d.productions, d.access)];
    return {
      routes(router) {
        mapRoutes(router, ctx, lookup, sources);
      },
      demo: () => loadDemo(ctx),
    };
  },
});
