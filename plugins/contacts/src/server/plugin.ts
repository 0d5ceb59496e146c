import { definePlugin, provide } from '@lauda/sdk/server';
import { deps } from './deps.js';
import { contactMigrations } from '../../migrations/index.js';
import { CONTACT_ROLES as R, CONTACT_TOPIC, CONTACTS_PLUGIN_ID } from '../common/index.js';
import { contactDocuments } from './documents.js';
import { contactRoutes } from './routes/contacts.js';
import { groupRoutes } from './routes/groups.js';
import { contactsServices } from './refs.js';
import { namesOf } from './services/queries.js';
import { loadDemo } from './demo.js';
import type { Ctx } from './context.js';
import { contactSearch } from './search.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

export default definePlugin({
  id: CONTACTS_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: "Contacts (the newsroom's agenda): numbers, e-mails, addresses; private, hidden, groups; vCard import and export",
  dependsOn: [],
  migrations: contactMigrations,
  topics: [
    // every message names its contact: a private one is heard by its owner and allowed users alone
    { name: CONTACT_TOPIC, access: [R.read], documents: true, description: 'contacts created, changed (UPDATE), removed' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime() };
    return {
      provides: [provide(contactsServices.records, { names: (user, ids) => namesOf(ctx, user, ids) })],
      documents: contactDocuments(ctx),
      search: contactSearch(ctx),
      routes(router) {
        // the groups first: /api/contacts/{id} would take /api/contacts/groups
        groupRoutes(router, ctx);
        contactRoutes(router, ctx);
      },
      demo: ({ users }) => loadDemo(ctx, users),
    };
  },
});
