import fs from 'node:fs';
import path from 'node:path';
import { BadRequestError } from '@lauda/sdk/server';

/** One plugin's entry in the config: enabled flag, where to load it from, its own settings. */
export interface PluginEntry {
  enabled?: boolean;
  /** module to import (package name or path); defaults to the plugin's package by convention */
  resolve?: string;
  config?: Record<string, unknown>;
}

export interface KernelConfig {
  port: number;
  host: string;
  dataDir: string;
  /** mysql://user:pass@host:port/db selects MySQL/MariaDB; null means the SQLite file in dataDir */
  dbUrl: string | null;
  redisUrl: string | null;
  /** null = every installed plugin */
  plugins: Record<string, PluginEntry> | null;
  /** directory of the built web shell; null = no web shell served */
  webRoot: string | null;
  session: { idleMinutes: number; absoluteHours: number; cookieSecure: boolean };
  /** largest JSON body accepted, in bytes */
  bodyLimit: number;
  /** the support account's username: passes every role check */
  supportUser: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** believe X-Forwarded-For / X-Forwarded-Proto: only behind a reverse proxy that sets them */
  trustProxy: boolean;
  /** an edit lock whose form had no input for this long is released (0 = never) */
  lockIdleMinutes: number;
  /**
   * The embedded SQLite's `synchronous` setting. `normal` (default; with WAL it cannot corrupt the
   * file, and a power cut may lose the last commits) or `full` (every commit waits for the disk).
   */
  sqliteSync: 'normal' | 'full';
  /** the retention job (kernel/src/retention): one run every `everyMs` across all instances; 0 = never on a schedule */
  retention: { everyMs: number };
  /** the global search (kernel/src/search): rebuild outdated index targets when the server starts */
  search: { rebuildOnStart: boolean };
  /** "my data" (kernel/src/me): the export holds at most this many bytes of documents, uncompressed; past it, `truncated` */
  myData: { exportMaxBytes: number };
}

const DEFAULTS: KernelConfig = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: './data',
  dbUrl: null,
  redisUrl: null,
  plugins: null,
  webRoot: null,
  session: { idleMinutes: 480, absoluteHours: 24, cookieSecure: false },
  bodyLimit: 1024 * 1024,
  supportUser: 'support',
  logLevel: 'info',
  trustProxy: false,
  lockIdleMinutes: 10,
  sqliteSync: 'normal',
  retention: { everyMs: 3_600_000 },
  search: { rebuildOnStart: true },
  myData: { exportMaxBytes: 50 * 1024 * 1024 },
};

function intFrom(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new BadRequestError(`${name} must be a port number, got "${value}"`);
  return n;
}

/**
 * Config comes from (lowest first) the defaults, an optional JSON file (LAUDA_CONFIG, or
 * lauda.config.json in the working folder), the environment, then `overrides`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<KernelConfig> = {}): KernelConfig {
  const file = env.LAUDA_CONFIG ?? (fs.existsSync('lauda.config.json') ? 'lauda.config.json' : null);
  let fromFile: Partial<KernelConfig> = {};
  if (file) {
    try {
      fromFile = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`Cannot read config file ${file}: ${(e as Error).message}`);
    }
  }
  const fromEnv: Partial<KernelConfig> = {};
  const port = intFrom('PORT', env.PORT);
  if (port !== undefined) fromEnv.port = port;
  if (env.LAUDA_HOST) fromEnv.host = env.LAUDA_HOST;
  if (env.LAUDA_DATA_DIR) fromEnv.dataDir = env.LAUDA_DATA_DIR;
  if (env.LAUDA_DB_URL) fromEnv.dbUrl = env.LAUDA_DB_URL;
  if (env.LAUDA_REDIS_URL) fromEnv.redisUrl = env.LAUDA_REDIS_URL;
  if (env.LAUDA_WEB_ROOT) fromEnv.webRoot = env.LAUDA_WEB_ROOT;
  if (env.LAUDA_TRUST_PROXY) fromEnv.trustProxy = /^(1|true|yes)$/i.test(env.LAUDA_TRUST_PROXY);
  if (env.LAUDA_LOCK_IDLE_MINUTES) {
    const n = Number(env.LAUDA_LOCK_IDLE_MINUTES);
    if (!Number.isInteger(n) || n < 0) throw new BadRequestError(`LAUDA_LOCK_IDLE_MINUTES must be a whole number of minutes, got "${env.LAUDA_LOCK_IDLE_MINUTES}"`);
    fromEnv.lockIdleMinutes = n;
  }
  if (env.LAUDA_RETENTION_EVERY_MS) {
    const n = Number(env.LAUDA_RETENTION_EVERY_MS);
    if (!Number.isInteger(n) || n < 0) throw new BadRequestError(`LAUDA_RETENTION_EVERY_MS must be a whole number of milliseconds, got "${env.LAUDA_RETENTION_EVERY_MS}"`);
    fromEnv.retention = { everyMs: n };
  }
  if (env.LAUDA_SQLITE_SYNC) fromEnv.sqliteSync = env.LAUDA_SQLITE_SYNC.toLowerCase() as KernelConfig['sqliteSync'];
  if (env.LAUDA_LOG_LEVEL) fromEnv.logLevel = env.LAUDA_LOG_LEVEL as KernelConfig['logLevel'];
  if (env.LAUDA_PLUGINS !== undefined && env.LAUDA_PLUGINS.trim() !== '') {
    const base = { ...(fromFile.plugins ?? {}) };
    const listed = env.LAUDA_PLUGINS.split(',').map((s) => s.trim()).filter(Boolean);
    fromEnv.plugins = Object.fromEntries(listed.map((id) => [id, { ...(base[id] ?? {}), enabled: true }]));
  }
  const merged: KernelConfig = {
    ...DEFAULTS,
    ...fromFile,
    ...fromEnv,
    ...overrides,
    session: { ...DEFAULTS.session, ...fromFile.session, ...overrides.session },
    retention: { ...DEFAULTS.retention, ...fromFile.retention, ...fromEnv.retention, ...overrides.retention },
    search: { ...DEFAULTS.search, ...fromFile.search, ...overrides.search },
    myData: { ...DEFAULTS.myData, ...fromFile.myData, ...overrides.myData },
  };
  merged.dataDir = path.resolve(merged.dataDir);
  if (merged.sqliteSync !== 'normal' && merged.sqliteSync !== 'full') {
    throw new BadRequestError(`LAUDA_SQLITE_SYNC must be "normal" or "full", got "${merged.sqliteSync}"`);
  }
  if (merged.dbUrl && !/^mysql2?:\/\//.test(merged.dbUrl)) {
    throw new Error(`LAUDA_DB_URL must be a mysql:// URL (unset it for the embedded SQLite), got "${merged.dbUrl}"`);
  }
  return merged;
}
