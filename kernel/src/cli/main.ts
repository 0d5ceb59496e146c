import { parseArgs } from 'node:util';
import { bootKernel } from '../boot/kernel.js';
import { createUser } from '../auth/users.js';
import { loadDemo } from '../demo/load.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../demo/data.js';
import { LaudaError } from '@lauda/sdk/server';

const USAGE = `Usage: lauda <command>

  start                      migrate, then serve HTTP and the live socket (PORT, default 8080)
  migrate                    run pending migrations of the kernel and the enabled plugins
  user add --username NAME --password PW --roles ROLE_A,ROLE_B [--email E] [--name N] [--nickname N]
                             add an active user who need not change the password
  demo [--start]             load the demo newsroom once (branch, one user per kind, plugin content);
                             with --start, serve it afterwards

Environment: PORT, LAUDA_DATA_DIR (./data), LAUDA_DB_URL (mysql://… selects MySQL/MariaDB; unset = SQLite),
LAUDA_REDIS_URL, LAUDA_PLUGINS (comma list; unset = all installed but the examples, which only the demo enables), LAUDA_CONFIG (JSON config file).`;

/** `demo`: the example plugins (hello) are served too; a real installation (`start`) leaves them out. */
async function serve(demo = false): Promise<void> {
  const booted = await bootKernel({ config: webRootDefault(), demo });
  const kernel = await booted.listen();
  let once = false;
  const shutdown = (signal: string) => {
    if (once) return;
    once = true;
    process.stderr.write(`${signal}: finishing requests and closing\n`);
    kernel.stop().then(() => process.exit(0), (e) => {
      process.stderr.write(`shutdown failed: ${String(e)}\n`);
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** The web shell built inside this checkout, unless the config names another. */
function webRootDefault() {
  if (process.env.LAUDA_WEB_ROOT) return {};
  const built = new URL('../../../../web-shell/dist/', import.meta.url).pathname;
  return { webRoot: built };
}

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'start':
      await serve();
      return -1; // keeps running
    case 'migrate': {
      const k = await bootKernel();
      await k.close();
      process.stdout.write('migrations are up to date\n');
      return 0;
    }
    case 'user': {
      if (rest[0] !== 'add') break;
      const { values } = parseArgs({
        args: rest.slice(1),
        options: { username: { type: 'string' }, password: { type: 'string' }, roles: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, nickname: { type: 'string' } },
        strict: true,
      });
      if (!values.username || !values.password) {
        process.stderr.write('user add needs --username and --password\n');
        return 2;
      }
      const k = await bootKernel();
      try {
        const id = await createUser(k.db.knex, {
          username: values.username,
          password: values.password,
          roles: (values.roles ?? '').split(',').map((s) => s.trim()).filter(Boolean),
          email: values.email ?? null,
          ...(values.name ? { name: values.name } : {}),
          ...(values.nickname ? { nickname: values.nickname } : {}),
        });
        process.stdout.write(`user ${values.username} added (id ${id})\n`);
      } finally {
        await k.close();
      }
      return 0;
    }
    case 'demo': {
      const start = rest.includes('--start');
      const k = await bootKernel({ demo: true });
      try {
        const loaded = await loadDemo(k, k.partsOf);
        process.stdout.write(loaded
          ? `demo newsroom loaded; sign in as ${DEMO_USERS.map((u) => u.username).join(', ')} with password ${DEMO_PASSWORD}\n`
          : 'demo newsroom already loaded\n');
      } finally {
        await k.close();
      }
      if (start) {
        await serve(true);
        return -1;
      }
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(USAGE + '\n');
      return 0;
  }
  process.stderr.write(`Unknown command: ${argv.join(' ')}\n\n${USAGE}\n`);
  return 2;
}

export function run(): void {
  main(process.argv.slice(2)).then(
    (code) => { if (code >= 0) process.exit(code); },
    (e) => {
      // a clear message, not a stack, for the mistakes a user makes
      process.stderr.write(`lauda: ${e instanceof LaudaError || e instanceof Error ? e.message : String(e)}\n`);
      if (process.env.LAUDA_DEBUG) process.stderr.write(`${(e as Error).stack}\n`);
      process.exit(1);
    },
  );
}
