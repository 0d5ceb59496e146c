import { contentSearchSource, definePlugin, roleDocumentType } from '@lauda/sdk/server';
import { proposalPortable } from './portable.js';
import { proposalsMigrations } from '../../migrations/index.js';
import { PROPOSAL_DOCUMENT, PROPOSAL_ROLES as R, PROPOSALS_PLUGIN_ID, PROPOSALS_TOPIC } from '../common/index.js';
import { deps } from './deps.js';
import { loadDemo } from './demo.js';
import { proposalRoutes } from './routes.js';
import { proposalContent } from './service.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

export default definePlugin({
  id: PROPOSALS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'News suggestions (assignment proposals): story ideas accepted by editors into a guideline, removed unless in use',
  dependsOn: ['guidelines'],
  migrations: proposalsMigrations,
  topics: [{ name: PROPOSALS_TOPIC, access: [R.read], documents: true, description: 'news suggestions created, changed or accepted (UPDATE), removed' }],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx = { ...d, now: () => d.clock.now().getTime() };
    return {
      // a suggestion box open to the whole newsroom: the roles alone decide
      documents: [{
        ...roleDocumentType({ type: PROPOSAL_DOCUMENT, readRoles: [R.read], changeRoles: [R.write] }),
        // what a post or another area takes over from a suggestion
        content: (ids) => proposalContent(ctx, ids),
        portable: proposalPortable(ctx),
      }],
      search: [contentSearchSource(d.db.knex, { target: 'documents', type: PROPOSAL_DOCUMENT, table: 'proposal_proposals', content: (ids) => proposalContent(ctx, ids) })],
      routes: (router) => proposalRoutes(router, ctx),
      demo: ({ users, today }) => loadDemo(ctx, users, today),
    };
  },
});
