import { contentSearchSource, definePlugin, roleDocumentType } from '@lauda/sdk/server';
import { roundsMigrations } from '../../migrations/index.js';
import { INSTITUTIONS_TOPIC, ROUND_DOCUMENT, ROUND_ROLES as R, ROUNDS_PLUGIN_ID, ROUNDS_TOPIC, SEGMENTS_TOPIC } from '../common/index.js';
import { deps } from './deps.js';
import { loadDemo } from './demo.js';
import { lookupRoutes } from './routes-lookups.js';
import { roundRoutes } from './routes.js';
import { roundContent } from './service.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const i18n = { en_US, es_ES, pt_BR };

export default definePlugin({
  id: ROUNDS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Rounds (beat checks): institutions and segments, the day\'s rounds sorted by time, a guideline made from a round, PDF',
  dependsOn: ['guidelines'],
  migrations: roundsMigrations,
  topics: [
    { name: ROUNDS_TOPIC, access: [R.read], documents: true, description: 'rounds created, changed (UPDATE), removed' },
    { name: INSTITUTIONS_TOPIC, access: [R.read], description: 'institutions created, changed (UPDATE), removed' },
    { name: SEGMENTS_TOPIC, access: [R.read], description: 'segments created, changed (UPDATE), removed' },
  ],
  i18n,
  deps,

  setup(d) {
    const ctx = { ...d, now: () => d.clock.now().getTime() };
    return {
      // every newsroom member with the rounds' roles sees every round: the roles alone decide
      documents: [{
        ...roleDocumentType({ type: ROUND_DOCUMENT, readRoles: [R.read], changeRoles: [R.write] }),
        // what a post or a guideline takes over from a round
        content: (ids) => roundContent(ctx, ids),
      }],
      search: [contentSearchSource(d.db.knex, { target: 'documents', type: ROUND_DOCUMENT, table: 'round_rounds', content: (ids) => roundContent(ctx, ids) })],
      routes(router) {
        // the static paths first: /api/rounds/{id} would take them
        lookupRoutes(router, ctx);
        roundRoutes(router, ctx, i18n);
      },
      demo: ({ users, today }) => loadDemo(ctx, users, today),
    };
  },
});
