import { definePlugin } from '@lauda/sdk/server';
import { agencyMigrations } from '../../migrations/index.js';
import { AGENCY_FEEDS_TOPIC, AGENCY_ITEMS_TOPIC, AGENCY_PLUGIN_ID, AGENCY_ROLES as R } from '../common/index.js';
import type { Ctx } from './context.js';
import { deps } from './deps.js';
import { loadDemo } from './demo.js';
import { agencyDocuments } from './documents.js';
import { purgeItems, storeItems } from './items.js';
import { agencyRoutes } from './routes.js';
import { startPoller } from './rss/poller.js';
import { SOCIAL_TOPICS, socialPart } from './social/index.js';
import { agencySearch } from './search.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

/** how often the retention removes old items */
const PURGE_EVERY_MS = 3_600_000;

export default definePlugin({
  id: AGENCY_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Agency: RSS/Atom feeds polled with conditional requests and back-off, social sources, lanes, search, guidelines from items, retention',
  dependsOn: ['guidelines'],
  migrations: agencyMigrations,
  topics: [
    // every new item to every reader: the board keeps those its lanes show (laneMatches)
    { name: AGENCY_ITEMS_TOPIC, access: [R.read], documents: true, description: 'new agency items (CREATE), of every source' },
    // sources, not documents: their state for the sources screen
    { name: AGENCY_FEEDS_TOPIC, access: [R.admin], description: 'RSS feeds polled or changed (UPDATE, with the feed) and removed (DELETE)' },
    ...SOCIAL_TOPICS,
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime() };
    // Facebook pages, Twitter users and lists: their items reach the lanes through storeItems
    const social = socialPart(ctx, storeItems);
    return {
      documents: agencyDocuments(ctx),
      search: agencySearch(ctx),
      routes: (router) => {
        agencyRoutes(router, ctx);
        social.routes(router);
      },
      demo: ({ users }) => loadDemo(ctx, users),
      start() {
        const stopPoller = startPoller(ctx);
        const stopSocial = social.start();
        const purge = () => purgeItems(ctx).catch((e) => ctx.logger.warn('agency: retention failed', { error: String(e) }));
        void purge();
        const timer = setInterval(purge, Math.max(100, Number(ctx.config.plugin.retentionCheckMs ?? PURGE_EVERY_MS) || PURGE_EVERY_MS));
        timer.unref();
        return () => {
          stopPoller();
          stopSocial();
          clearInterval(timer);
        };
      },
    };
  },
});
