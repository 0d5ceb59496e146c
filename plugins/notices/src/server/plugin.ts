import { definePlugin } from '@lauda/sdk/server';
import { noticesMigrations } from '../../migrations/index.js';
import { NOTICE_ROLES as R, NOTICES_PLUGIN_ID, NOTICES_TOPIC } from '../common/index.js';
import { deps } from './deps.js';
import { noticeDocuments } from './documents.js';
import { noticeRoutes } from './routes.js';
import { registerRetention } from './service.js';
import type { Ctx } from './context.js';
import { noticeSearch } from './search.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

export default definePlugin({
  id: NOTICES_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Notices: internal and external notices for everyone or for groups, between two dates; removed after the branch retention',
  migrations: noticesMigrations,
  topics: [
    // every message names its notice: only its audience hears it
    { name: NOTICES_TOPIC, access: [R.read], documents: true, description: 'notices created, changed (UPDATE), removed' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime() };
    // notices past the branch's retention go with the kernel's retention job
    registerRetention(ctx);
    return {
      documents: noticeDocuments(ctx),
      search: noticeSearch(ctx),
      routes: (router) => noticeRoutes(router, ctx),
    };
  },
});
