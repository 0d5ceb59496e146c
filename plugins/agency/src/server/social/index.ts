/**
 * The agency's social sources (issue 16 item 1): Facebook pages, Twitter users and lists behind
 * one adapter each, with the branch's credentials. The agency plugin wires this part in:
 * `socialPart(ctx, storeItems)` gives its routes and its poller; `socialMigrations` follow the
 * agency's own; `SOCIAL_TOPICS` join its topics.
 */
import type { Migration, PluginRouter, TopicDefinition } from '@lauda/sdk/server';
import { socialTables } from '../../../migrations/002_social.js';
import type { Ctx } from '../context.js';
import type { storeItems } from '../items.js';
import type { SourceAdapter } from './adapter.js';
import { pollSettings } from './config.js';
import { facebookPages } from './facebook.js';
import { pollDue, startPoller } from './poller.js';
import { networkRoutes, sourceRoutes } from './routes.js';
import { twitterLists, twitterUsers } from './twitter.js';
import { SOCIAL_ROLES, SOCIAL_TOPIC } from './types.js';

export const socialMigrations: Migration[] = [socialTables];

export const SOCIAL_TOPICS: TopicDefinition[] = [
  { name: SOCIAL_TOPIC, access: [SOCIAL_ROLES.read], description: 'Facebook pages, Twitter users and lists, and their categories, added, changed, removed; a source polled (UPDATE)' },
];

export const SOCIAL_ADAPTERS: readonly SourceAdapter[] = [facebookPages, twitterUsers, twitterLists];

/** the poller looks for due sources this often at most */
const MAX_TICK_MS = 30_000;

export function socialPart(ctx: Ctx, store: typeof storeItems): { routes(router: PluginRouter): void; start(): () => void } {
  return {
    routes(router) {
      networkRoutes(router, ctx, 'facebook');
      networkRoutes(router, ctx, 'twitter');
      for (const a of SOCIAL_ADAPTERS) sourceRoutes(router, ctx, store, a);
    },
    start() {
      const settings = pollSettings(ctx);
      if (!settings.enabled) return () => undefined;
      const tick = Math.min(settings.intervalMs, MAX_TICK_MS);
      return startPoller(ctx, () => pollDue(ctx, store, SOCIAL_ADAPTERS), tick, (r) => {
        void ctx.live.publish(SOCIAL_TOPIC, 'UPDATE', r.source.id, r.source).catch(() => undefined);
      });
    },
  };
}

export type { SocialCategory, SocialConfig, SocialSource } from './types.js';
