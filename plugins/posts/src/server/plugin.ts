import { definePlugin } from '@lauda/sdk/server';
import { postsMigrations } from '../../migrations/001_posts.js';
import { POST_ROLES as R, POSTS_PLUGIN_ID, POSTS_TOPIC } from '../common/index.js';
import type { Ctx } from './context.js';
import { deps } from './deps.js';
import { loadDemo } from './demo.js';
import { postDocuments } from './documents.js';
import { pdfRoutes } from './routes/pdf.js';
import { postRoutes } from './routes/posts.js';
import { wordpressRoutes } from './routes/wordpress.js';
import { postSearch } from './search.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const DEFAULT_TIMEOUT_MS = 15_000;

export default definePlugin({
  id: POSTS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Posts: texts for the web site, made from stories, reportages or agency items, published to WordPress sites',
  migrations: postsMigrations,
  topics: [
    { name: POSTS_TOPIC, access: [R.read], documents: true, description: 'posts created, changed (UPDATE, also published and unpublished), removed' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const timeout = Number(d.config.plugin.wordpressTimeoutMs ?? DEFAULT_TIMEOUT_MS);
    const ctx: Ctx = {
      ...d,
      now: () => d.clock.now().getTime(),
      wpTimeout: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    };
    return {
      demo: ({ users }) => loadDemo(ctx, users),
      documents: postDocuments(ctx),
      search: postSearch(ctx),
      routes(router) {
        postRoutes(router, ctx);
        wordpressRoutes(router, ctx);
        pdfRoutes(router, ctx);
      },
    };
  },
});
