import type { LaudaError } from '@lauda/sdk/server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import knexFactory from 'knex';
import type { TestClient, TestKernel, TestKernelOptions, TestResponse } from '@lauda/sdk/testing';
import type { PluginDefinition } from '@lauda/sdk/server';
import { startKernel, type Kernel } from './boot/kernel.js';
import { createUser } from './auth/users.js';
import { discoverPlugins, findNodeModules, loadEnabledPlugins } from './plugins/loader.js';

export const TEST_PASSWORD = 'secret-pass';

/** Server root for the throwaway MySQL/MariaDB test databases. */
export const testMysqlServer = () => process.env.LAUDA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** Creates an empty database for one test kernel; returns its URL and a function that drops it. */
export async function freshDatabase(db: 'sqlite' | 'mysql'): Promise<{ config: { dbUrl: string | null; dataDir: string }; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-test-'));
  if (db === 'sqlite') {
    return { config: { dbUrl: null, dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const server = new URL(testMysqlServer());
  const name = `lauda_t_${crypto.randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'mysql2', connection: { host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username || 'root'), password: decodeURIComponent(server.password) } });
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  return {
    config: { dbUrl: url.href, dataDir },
    drop: async () => {
      const a = knexFactory({ client: 'mysql2', connection: { host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username || 'root'), password: decodeURIComponent(server.password) } });
      try {
        await a.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await a.destroy();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testClient(base: string, cookie: string | null = null): TestClient {
  const state = { cookie };
  const send = async (method: string, p: string, body?: BodyInit | null, headers: Record<string, string> = {}): Promise<TestResponse> => {
    const res = await fetch(base + p, {
      method,
      body: body ?? undefined,
      headers: { ...(state.cookie ? { cookie: state.cookie } : {}), ...headers },
      redirect: 'manual',
    });
    const set = res.headers.get('set-cookie');
    if (set) {
      const pair = set.split(';')[0]!;
      state.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const json = (method: string) => (p: string, body?: unknown) =>
    send(method, p, body === undefined ? undefined : JSON.stringify(body), body === undefined ? {} : { 'content-type': 'application/json' });
  return {
    get: (p) => send('GET', p),
    delete: (p) => send('DELETE', p),
    post: json('POST'),
    put: json('PUT'),
    patch: json('PATCH'),
    raw: send,
    get cookie() {
      return state.cookie;
    },
  };
}

export interface KernelTestKernel extends TestKernel {
  kernel: Kernel;
}

/** Boots a kernel on a free port with a fresh database; `stop` drops the database. */
export async function startTestKernel(options: TestKernelOptions = {}): Promise<KernelTestKernel> {
  const db = options.db ?? ((process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite');
  const fresh = await freshDatabase(db);
  const named = (options.plugins ?? []).filter((p): p is string => typeof p === 'string');
  const given = (options.plugins ?? []).filter((p): p is PluginDefinition<any> => typeof p !== 'string');
  const installed = named.length ? await loadEnabledPlugins(Object.fromEntries(named.map((id) => [id, {}])), discoverPlugins(findNodeModules(process.cwd()))) : [];
  let kernel: Kernel;
  try {
    kernel = await startKernel({
      env: {},
      plugins: [...installed, ...given],
      // no scheduled retention run unless a test asks: a run at start would purge what a test seeds
      config: { port: 0, host: '127.0.0.1', logLevel: (process.env.LAUDA_TEST_LOG as never) ?? 'error', retention: { everyMs: 0 }, search: { rebuildOnStart: false }, ...fresh.config, ...(options.config ?? {}) },
    });
  } catch (e) {
    await fresh.drop();
    throw e;
  }
  let n = 0;
  const signIn = async (username: string, password: string) => {
    const c = testClient(kernel.url);
    const r = await c.raw('POST', '/api/authentication', new URLSearchParams({ username, password }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    if (r.status !== 200) throw new Error(`sign-in of ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return c;
  };
  return {
    kernel,
    url: kernel.url,
    port: kernel.port,
    db,
    anonymous: () => testClient(kernel.url),
    signIn,
    async userWith(roles, username) {
      const name = username ?? `user${++n}`;
      await createUser(kernel.db.knex, { username: name, password: TEST_PASSWORD, roles });
      return signIn(name, TEST_PASSWORD);
    },
    async stop() {
      await kernel.stop();
      await fresh.drop();
    },
  };
}

/** A queue with awaitable reads: tests wait on events, not on sleeps. */
/** The error a promise rejects with (fails the test when it resolves). */
export async function refusal(p: Promise<unknown>): Promise<LaudaError & { details: any }> {
  try {
    await p;
  } catch (e) {
    return e as LaudaError & { details: any };
  }
  throw new Error('expected a refusal');
}

export class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiters: ((t: T) => void)[] = [];
  push(t: T): void {
    const w = this.waiters.shift();
    if (w) w(t);
    else this.items.push(t);
  }
  next(): Promise<T> {
    if (this.items.length) return Promise.resolve(this.items.shift()!);
    return new Promise((resolve) => this.waiters.push(resolve));
  }
  /** the next item satisfying `ok`, dropping the others */
  async find(ok: (t: T) => boolean): Promise<T> {
    for (;;) {
      const t = await this.next();
      if (ok(t)) return t;
    }
  }
  get size(): number {
    return this.items.length;
  }
  /** takes every item already there */
  drain(): T[] {
    return this.items.splice(0);
  }
}
