/**
 * A real WordPress for the publishing tests (TOOLCHAIN "A real WordPress for publishing tests"):
 * Debian's `wordpress` package served by PHP's built-in server on a free port, its database created
 * in the local MariaDB and dropped at the end, installed headless, with an application password for
 * the REST API. Each rig listens on its own loopback address (127.x.y.z), so its
 * `/etc/wordpress/config-<host>.php` is its own and two test runs do not meet.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

const WP = '/usr/share/wordpress';
const DB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };

export interface WordPress {
  /** http://127.x.y.z:port */
  url: string;
  user: string;
  /** the application password (Basic auth on the REST API) */
  appPassword: string;
  userId: number;
  /** stops the server (by its process group): the site is down, its database stays */
  halt(): void;
  /** stops it and drops its database and config */
  stop(): Promise<void>;
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function requireInstalled(): void {
  const php = spawnSync('php', ['-r', 'echo extension_loaded("mysqli") ? "ok" : "no";'], { encoding: 'utf8' });
  const missing = [
    php.error || php.status !== 0 ? 'php-cli' : null,
    php.stdout !== 'ok' ? 'php-mysql' : null,
    existsSync(join(WP, 'wp-load.php')) ? null : 'wordpress',
  ].filter(Boolean);
  if (missing.length) throw new Error(`The WordPress publishing tests need a real WordPress: apt-get install ${missing.join(' ')} (Debian packages wordpress php-cli php-mysql)`);
}

const configPhp = (dbName: string) => `<?php
define('DB_NAME', '${dbName}');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', '127.0.0.1:3306');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', 'http://' . $_SERVER['HTTP_HOST']);
define('WP_SITEURL', 'http://' . $_SERVER['HTTP_HOST']);
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
`;

const installPhp = (hostPort: string, user: string, password: string) => `<?php
$_SERVER['HTTP_HOST'] = '${hostPort}';
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
function wp_new_blog_notification($a = null, $b = null, $c = null, $d = null) {}
require_once '${WP}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$r = wp_install('Lauda tests', '${user}', '${user}@example.org', 0, '', '${password}');
update_option('permalink_structure', '/%postname%/');
$app = WP_Application_Passwords::create_new_application_password($r['user_id'], ['name' => 'tests']);
echo json_encode(['userId' => $r['user_id'], 'appPassword' => $app[0]]);
`;

async function waitForRest(url: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`php -S ended (${server.exitCode})`);
    try {
      const res = await fetch(`${url}/wp-json/`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch { /* not listening yet */ }
    if (Date.now() > until) throw new Error(`WordPress at ${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startWordPress(): Promise<WordPress> {
  requireInstalled();
  const b = randomBytes(3);
  const host = `127.${1 + (b[0]! % 250)}.${b[1]! % 250}.${1 + (b[2]! % 250)}`;
  const port = await freePort(host);
  const hostPort = `${host}:${port}`;
  const dbName = `lauda_wp_${randomBytes(4).toString('hex')}`;
  const configFile = `/etc/wordpress/config-${host}.php`;
  const dir = mkdtempSync(join(tmpdir(), 'lauda-wp-'));
  const user = 'editor';
  const password = randomBytes(9).toString('hex');

  const conn = await mysql.createConnection(DB);
  await conn.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4`);
  await conn.end();
  const dropAll = async () => {
    const c = await mysql.createConnection(DB);
    await c.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await c.end();
    if (existsSync(configFile)) unlinkSync(configFile);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    try {
      writeFileSync(configFile, configPhp(dbName));
    } catch (e) {
      throw new Error(`The WordPress rig writes ${configFile} (Debian's wp-config.php reads it): run the tests as root or make /etc/wordpress writable (${String(e)})`);
    }
    writeFileSync(join(dir, 'install.php'), installPhp(hostPort, user, password));
    const install = spawnSync('php', [join(dir, 'install.php')], { encoding: 'utf8', timeout: 60_000 });
    const out = /\{.*\}\s*$/s.exec(install.stdout ?? '');
    if (install.status !== 0 || !out) throw new Error(`WordPress install failed: ${install.stderr || install.stdout}`);
    const { userId, appPassword } = JSON.parse(out[0]) as { userId: number; appPassword: string };

    // its own process group: the workers die with it
    const server = spawn('php', ['-S', hostPort, '-t', WP], {
      detached: true, stdio: 'ignore', env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    let running = true;
    const halt = () => {
      if (!running) return;
      running = false;
      process.off('exit', halt);
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch { /* already gone */ }
    };
    // a test run that ends without its after hook leaves no PHP server behind
    process.once('exit', halt);
    const url = `http://${hostPort}`;
    try {
      await waitForRest(url, server);
    } catch (e) {
      halt();
      throw e;
    }
    return {
      url, user, appPassword, userId, halt,
      async stop() {
        halt();
        await dropAll();
      },
    };
  } catch (e) {
    await dropAll();
    throw e;
  }
}
