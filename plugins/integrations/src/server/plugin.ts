import { definePlugin } from '@lauda/sdk/server';
import { integrationsMigrations } from '../../migrations/001_integrations.js';
import { INTEGRATIONS_PLUGIN_ID } from '../common/index.js';
import { deps, type Ctx } from './context.js';
import { integrationRoutes } from './routes.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

export default definePlugin({
  id: INTEGRATIONS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Integration configs: named streaming and document-search configurations with their credentials checks, and the search of external documents',
  migrations: integrationsMigrations,
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime(), timeoutMs: positive(d.config.plugin.peerTimeoutMs, 5000) };
    return { routes: (router) => integrationRoutes(router, ctx) };
  },
});
