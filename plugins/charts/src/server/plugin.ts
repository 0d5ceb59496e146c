import { definePlugin } from '@lauda/sdk/server';
import { CHARTS_PLUGIN_ID } from '../common/index.js';
import { deps } from './deps.js';
import { chartRoutes } from './routes.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

export default definePlugin({
  id: CHARTS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Managerial charts: stories per program and day, on-air time against estimated, reportages by state and reporter, guidelines completed against interrupted; PNG and CSV',
  // the figures come from the services these provide (./server entries); admin names the programs
  dependsOn: ['admin', 'rundown', 'reportages', 'guidelines'],
  i18n: { en_US, es_ES, pt_BR },
  deps,
  setup(ctx) {
    return {
      routes: (router) => chartRoutes(router, ctx),
    };
  },
});
