import { definePlugin } from '@lauda/sdk/server';
import { chatMigrations } from '../../migrations/001_chat.js';
import { CHAT_PLUGIN_ID, CHAT_ROLES as R, CHAT_TOPIC } from '../common/index.js';
import { deps, type Ctx } from './context.js';
import { loadDemo } from './demo.js';
import { chatDocuments } from './documents.js';
import { chatRoutes } from './routes/chats.js';
import { registerRetention } from './services/retention.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

export default definePlugin({
  id: CHAT_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Chat: one-to-one and group chats of the newsroom, read marks, typing, file messages, retention',
  dependsOn: [],
  migrations: chatMigrations,
  topics: [
    // every message names its chat: only the chat's members receive it
    { name: CHAT_TOPIC, access: [R.read], documents: true, description: 'chat messages (MESSAGE), members (MEMBERSHIP), read marks (READ) and typing (TYPING), to the members only' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime() };
    // chat history past the branch's retention goes with the kernel's retention job
    registerRetention(ctx);
    return {
      documents: chatDocuments(ctx),
      routes(router) {
        chatRoutes(router, ctx);
      },
      demo: ({ users }) => loadDemo(ctx, users),
    };
  },
});
