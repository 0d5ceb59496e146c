import { definePlugin } from '@lauda/sdk/server';
import { ARCHIVE_PLUGIN_ID } from '../common/index.js';
import { deps } from './deps.js';
import { archiveRoutes } from './routes.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

/**
 * The archive (spec 000 §2 "Archive"): past rundowns, reportages and guidelines, read-only, and
 * restored into today. It owns no table and no document type: the owning plugins' services list
 * and copy as the caller, so their access rules, locks and live events apply unchanged.
 */
export default definePlugin({
  id: ARCHIVE_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Archive: past rundowns, reportages and guidelines by date range, read-only, restorable into today',
  dependsOn: ['admin', 'rundown', 'reportages', 'guidelines'],
  i18n: { en_US, es_ES, pt_BR },
  deps,
  setup(d) {
    return { routes: (router) => archiveRoutes(router, d) };
  },
});
