import { expect } from 'chai';
import WebSocket from 'ws';
import { coreServices, definePlugin, z, type Knex } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '../src/server/plugin.js';
import { adminServices } from '../src/server/refs.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

/** Every role the admin routes check. */
export const ADMIN_ALL = [
  'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_BRANCH_READ', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE',
  'ROLE_TEAM_READ', 'ROLE_TEAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE',
];

/** Roles the tests give users and groups: the chief holds them, since one may grant only roles one holds. */
const GRANTED_IN_TESTS = ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE'];

const TABLES = [
  'admin_programs', 'admin_program_users', 'admin_program_groups', 'admin_teams', 'admin_team_members', 'admin_branches',
  'admin_classifications', 'admin_editorials', 'admin_vehicles', 'admin_types', 'admin_configs', 'revisions', 'users', 'auth_groups', 'user_groups',
];

const count = async (q: Knex.QueryBuilder) => Number(((await q.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

/**
 * A tiny dependent plugin: documents that use programs, teams, branches and lookups, counted
 * through the admin plugin's extension points; and a route answering the row count of every
 * admin table (to prove that a refused change wrote nothing).
 */
export const contentPlugin = definePlugin({
  id: 'content',
  version: '1.0.0',
  sdk: '^0.1.0',
  dependsOn: ['admin'],
  migrations: [{
    name: '001_items',
    up: (knex) => knex.schema.createTable('content_items', (t) => {
      t.increments('id');
      t.integer('program_id').nullable();
      t.integer('team_id').nullable();
      t.integer('branch_id').nullable();
      t.integer('classification_id').nullable();
      t.integer('type_id').nullable();
    }),
  }],
  deps: { db: coreServices.db, programs: adminServices.programs, teams: adminServices.teams, lookups: adminServices.lookups },
  setup: ({ db, programs, teams, lookups }) => ({
    routes(r) {
      r.post('/api/content/items', {
        access: 'authenticated',
        summary: 'a document using admin records',
        body: z.object({ programId: z.number().optional(), teamId: z.number().optional(), branchId: z.number().optional(), classificationId: z.number().optional(), typeId: z.number().optional() }),
      }, async ({ body }) => {
        await db.knex('content_items').insert({ program_id: body.programId ?? null, team_id: body.teamId ?? null, branch_id: body.branchId ?? null, classification_id: body.classificationId ?? null, type_id: body.typeId ?? null });
        return { ok: true };
      });
      r.get('/api/content/counts', { access: 'authenticated', summary: 'rows of the admin tables' }, async () =>
        Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(db.knex(t))] as const))));
    },
    start() {
      const by = (column: string) => async (id: number, trx: Knex.Transaction) => count(trx('content_items').where(column, id));
      programs.registerContentCounter('items', by('program_id'));
      programs.registerContentCounter('rundowns', async () => 0); // a counter with nothing to count stays out of the details
      teams.registerContentCounter('items', by('team_id'));
      lookups.registerContentCounter('branch', 'items', by('branch_id'));
      lookups.registerContentCounter('classification', 'items', by('classification_id'));
      lookups.registerContentCounter('type', 'items', by('type_id'));
    },
  }),
});

export interface AdminKernel {
  k: TestKernel;
  /** a user holding every admin role, and the roles the tests grant (one may grant only roles one holds) */
  admin: TestClient;
  /** row counts of the admin tables (and revisions, users, groups) */
  counts(): Promise<Record<string, number>>;
}

export async function bootAdmin(): Promise<AdminKernel> {
  const k = await startTestKernel({ plugins: [admin, contentPlugin], db: testDb() });
  const adminClient = await k.userWith([...ADMIN_ALL, ...GRANTED_IN_TESTS], 'chief');
  return {
    k,
    admin: adminClient,
    counts: async () => (await adminClient.get('/api/content/counts')).body,
  };
}

/** Asserts a 4xx answer in the error shape; `field` is the field the 400 names. */
export function expectRefused(r: TestResponse, status: number, code?: string, field?: string): void {
  expect(r.status, JSON.stringify(r.body)).to.equal(status);
  expect(r.body.status).to.equal(status);
  if (code) expect(r.body.code, JSON.stringify(r.body)).to.equal(code);
  expect(r.body.message).to.be.a('string');
  if (field) {
    const fields = (r.body.details?.issues ?? []).map((i: { field: string }) => i.field);
    expect(fields, JSON.stringify(r.body)).to.include(field);
    expect(r.body.message).to.contain(field);
  }
}

/** The version a GET of `path` answers now: what a client that read the record sends back with its PUT. */
export async function versionOf(client: TestClient, path: string): Promise<number> {
  const r = await client.get(path);
  expect(r.status, JSON.stringify(r.body)).to.equal(200);
  expect(r.body.version, `${path} answers its version`).to.be.a('number');
  return r.body.version as number;
}

/** Runs `fn` (a refused change) and checks that no admin table changed. */
export async function unchanged(ak: AdminKernel, fn: () => Promise<void>): Promise<void> {
  const before = await ak.counts();
  await fn();
  expect(await ak.counts()).to.deep.equal(before);
}

/* ---------------------------------------------------------------- a minimal STOMP subscriber */

export interface LiveMessageFrame {
  op: string;
  topic: string;
  id: unknown;
  data: any;
  by: string | null;
}

/** Subscribes to topics over /ws with the client's cookie; `next()` waits for the next message. */
export async function subscribe(k: TestKernel, client: TestClient, topics: string[]): Promise<{ next(): Promise<LiveMessageFrame>; close(): void }> {
  const ws = new WebSocket(k.url.replace('http', 'ws') + '/ws', ['v12.stomp'], { headers: { cookie: client.cookie ?? '' } });
  const queue: LiveMessageFrame[] = [];
  const waiters: ((m: LiveMessageFrame) => void)[] = [];
  const receipts = new Set<string>();
  let onReceipt: (() => void) | null = null;
  let buffer = '';
  ws.on('message', (data: Buffer) => {
    buffer += data.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const frame = buffer.slice(0, end).replace(/^\n+/, '');
      buffer = buffer.slice(end + 1);
      const [head, ...rest] = frame.split('\n\n');
      const [command, ...headers] = head!.split('\n');
      if (command === 'RECEIPT') {
        const id = headers.find((h) => h.startsWith('receipt-id:'))?.slice(11);
        if (id) receipts.add(id);
        onReceipt?.();
      } else if (command === 'MESSAGE') {
        const msg = JSON.parse(rest.join('\n\n')) as LiveMessageFrame;
        const w = waiters.shift();
        if (w) w(msg);
        else queue.push(msg);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send('CONNECT\naccept-version:1.2\nhost:lauda\n\n\0');
  topics.forEach((t, i) => ws.send(`SUBSCRIBE\nid:${i}\ndestination:/topic/${t}\nreceipt:r${i}\n\n\0`));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no receipt for the subscriptions')), 5000);
    onReceipt = () => {
      if (topics.every((_, i) => receipts.has(`r${i}`))) {
        clearTimeout(timer);
        resolve();
      }
    };
  });
  return {
    next: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live message within 5 s')), 5000);
      waiters.push((m) => { clearTimeout(timer); resolve(m); });
    })),
    close: () => ws.close(),
  };
}
