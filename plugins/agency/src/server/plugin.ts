// Placeholder for the agency helper's file; not merged. Shows how the social part is wired in.
import { definePlugin } from '@lauda/sdk/server';
import { agencyMigrations } from '../../migrations/index.js';
import { deps, type Ctx } from './context.js';
import { storeItems } from './items.js';
import { SOCIAL_TOPICS, socialPart } from './social/index.js';

export default definePlugin({
  id: 'agency',
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Agency (placeholder): Facebook pages and Twitter users and lists',
  migrations: agencyMigrations,
  topics: [...SOCIAL_TOPICS],
  deps,
  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime() };
    const social = socialPart(ctx, storeItems);
    return { routes: (router) => social.routes(router), start: () => social.start() };
  },
});
