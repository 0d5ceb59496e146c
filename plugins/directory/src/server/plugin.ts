import { randomUUID } from 'node:crypto';
import { definePlugin } from '@lauda/sdk/server';
import { directoryMigrations } from '../../migrations/001_directory.js';
import { DIRECTORY_PLUGIN_ID, DIRECTORY_ROLES as R, DIRECTORY_UNAVAILABLE_REASON, LDAP_TOPIC } from '../common/index.js';
import { deps, type Ctx } from './context.js';
import { directoryRoutes } from './routes.js';
import { verifyDirectoryPassword } from './services/directory.js';
import { readSettings } from './services/settings.js';
import { createSyncer, usable } from './services/sync.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

export default definePlugin({
  id: DIRECTORY_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Directory (LDAP / Active Directory): users and groups synchronised from the directory; directory users sign in with its password',
  migrations: directoryMigrations,
  topics: [{ name: LDAP_TOPIC, access: [R.read], description: 'the directory synchronisation: its state at start, after the users and at the end (UPDATE)' }],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const c = d.config.plugin;
    const ctx: Ctx = {
      ...d, now: () => d.clock.now().getTime(), instance: randomUUID(),
      timeoutMs: positive(c.timeoutMs, 5000), leaseMs: positive(c.leaseMs, 600_000), tickMs: positive(c.tickMs, 60_000),
    };
    const syncer = createSyncer(ctx);
    // directory users sign in with the directory's password, while the directory is enabled
    const unregister = d.passwordChecks.register({
      unavailableReason: DIRECTORY_UNAVAILABLE_REASON,
      handles: async (account) => account.adUser && !usable(await readSettings(ctx.db.knex)),
      verify: async (account, password) => verifyDirectoryPassword(await readSettings(ctx.db.knex), ctx.timeoutMs, account.username, password),
    });
    return {
      routes: (router) => directoryRoutes(router, ctx, syncer),
      start() {
        const tick = () => syncer.tick().catch((e) => ctx.logger.warn('directory: scheduled synchronisation failed', { error: String(e) }));
        const timer = setInterval(tick, ctx.tickMs);
        timer.unref();
        return async () => {
          clearInterval(timer);
          unregister();
          await syncer.idle();
        };
      },
    };
  },
});
