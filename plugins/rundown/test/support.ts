// Helpers of the rundown suites: a kernel with the admin and rundown plugins, programs, users,
// story bodies, invariant checks on the stored rows, and a STOMP client.
import { expect } from 'chai';
import WebSocket from 'ws';
import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import type { Knex } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '../src/server/plugin.js';
import { computeTotals, timingInput } from '../src/server/services/totals.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const RUNDOWN_ALL = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN'];
export const PROGRAM_ROLES = ['ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'];

export interface Rig {
  k: TestKernel;
  knex: Knex;
  /** every rundown, story and program role */
  producer: TestClient;
  producerId: number;
  /** a program 19:00:00–19:45:00 */
  programId: number;
  /** another program */
  otherProgramId: number;
  /** a user with every rundown and story role; returns the client and its id */
  user(name?: string, roles?: string[]): Promise<{ c: TestClient; id: number }>;
  stop(): Promise<void>;
}

let serial = 0;
export async function boot(): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, rundown], db: testDb() });
  const knex = (k as unknown as { kernel: { db: { knex: Knex } } }).kernel.db.knex;
  const user = async (name = `u${++serial}`, roles = RUNDOWN_ALL) => {
    const c = await k.userWith([...roles, 'ROLE_PROGRAM_READ'], name);
    const me = await c.get('/api/users/me');
    return { c, id: Number(me.body.id) };
  };
  const p = await user('producer', [...RUNDOWN_ALL, ...PROGRAM_ROLES]);
  const prog = async (name: string, start = '19:00:00', end = '19:45:00') => {
    const r = await p.c.post('/api/programs', { name, start, end });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    return Number(r.body.id);
  };
  return {
    k, knex, producer: p.c, producerId: p.id,
    programId: await prog('Jornal da Noite'),
    otherProgramId: await prog('Bom Dia', '06:00:00', '08:00:00'),
    user,
    stop: () => k.stop(),
  };
}

let day = 0;
/** A fresh date (one per call) so rundowns of the same program never collide. */
export const nextDate = () => {
  const d = new Date(Date.UTC(2031, 0, 1) + (day++) * 86_400_000);
  return d.toISOString().slice(0, 10);
};

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
/** A story body whose head reads `chars` characters (0.075 s each) and whose VT lasts `vtSeconds`. */
export function storyBody(slug: string, chars = 40, vtSeconds = 0, extra: Record<string, unknown> = {}) {
  const sections: unknown[] = [{ type: 'HEADER', entries: [{ camera: '1', text: rich('x'.repeat(chars)) }] }];
  if (vtSeconds) sections.push({ type: 'VT', subSections: [{ type: 'MOS_VIDEO', media: { slug: `VT ${slug}`, duration: `PT${vtSeconds}S` } }] });
  return { slug, sections, ...extra };
}

/** Creates a rundown and fills its first block with `n` stories; answers the loaded rundown. */
export async function rundownWith(rig: Rig, n: number, c: TestClient = rig.producer, programId = rig.programId): Promise<any> {
  const r = ok(await c.post('/api/rundowns', { date: nextDate(), programId }), 201);
  for (let i = 0; i < n; i++) ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody(`S${i + 1}`, 40 + i)), 201);
  return ok(await c.get(`/api/rundowns/${r.id}`));
}

/**
 * What must hold for a rundown's rows whatever happened: each story in exactly one block of it,
 * no two stories sharing a place, blocks numbered 0..n-1 with Stand By last, and stored totals
 * equal to a fresh computation. Answers the problems found.
 */
export async function invariants(knex: Knex, rundownId: number): Promise<string[]> {
  const problems: string[] = [];
  const r = await knex('rundown_rundowns').where('id', rundownId).first();
  const blocks = await knex('rundown_blocks').where('rundown_id', rundownId).orderBy('position');
  const stories = await knex('rundown_stories').where('rundown_id', rundownId).whereNull('deleted_at');
  blocks.forEach((b, i) => { if (Number(b.position) !== i) problems.push(`block ${b.id} at ${b.position}, expected ${i}`); });
  const last = blocks[blocks.length - 1];
  if (!last || !(Number(last.stand_by) === 1 || last.stand_by === true)) problems.push('the last block is not the Stand By block');
  const blockIds = new Set(blocks.map((b) => Number(b.id)));
  const places = new Set<string>();
  for (const s of stories) {
    if (!blockIds.has(Number(s.block_id))) problems.push(`story ${s.id} in block ${s.block_id}, not of the rundown`);
    const key = `${s.block_id}:${s.position}`;
    if (places.has(key)) problems.push(`two stories at ${key}`);
    places.add(key);
  }
  const uuids = new Set(stories.map((s) => s.uuid));
  if (uuids.size !== stories.length) problems.push('a uuid twice');
  const fresh = computeTotals(timingInput(r, blocks, stories));
  if (JSON.stringify(fresh.rundown) !== r.totals) problems.push(`rundown totals ${r.totals} ≠ fresh ${JSON.stringify(fresh.rundown)}`);
  for (const b of blocks) {
    if (JSON.stringify(fresh.blocks.get(Number(b.id))) !== b.totals) problems.push(`block ${b.id} totals ${b.totals} ≠ fresh ${JSON.stringify(fresh.blocks.get(Number(b.id)))}`);
  }
  return problems;
}

/** Counts rows of a table (optionally filtered). */
export const rows = async (knex: Knex, table: string, where: Record<string, unknown> = {}) =>
  Number(((await knex(table).where(where).count({ n: '*' }).first()) as { n: number | string }).n);

/* ------------------------------------------------------------------ live */

export class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiters: ((t: T) => void)[] = [];
  push(t: T): void {
    const w = this.waiters.shift();
    if (w) w(t);
    else this.items.push(t);
  }
  next(ms = 5000): Promise<T> {
    if (this.items.length) return Promise.resolve(this.items.shift()!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live message within the time')), ms);
      this.waiters.push((t) => { clearTimeout(timer); resolve(t); });
    });
  }
  async find(ok: (t: T) => boolean, ms = 5000): Promise<T> {
    for (;;) {
      const t = await this.next(ms);
      if (ok(t)) return t;
    }
  }
  drain(): T[] {
    return this.items.splice(0);
  }
}

export interface Live<T = any> { op: string; topic: string; id: string | number | null; data: T; by: string | null; at: string }

export async function listen(k: TestKernel, c: TestClient, topics: string[]): Promise<{ inbox: Inbox<Live>; stop(): Promise<void> }> {
  const url = k.url.replace(/^http/, 'ws') + '/ws';
  const inbox = new Inbox<Live>();
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp'], { headers: { cookie: c.cookie! } }) as unknown as IStompSocket,
    reconnectDelay: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (f) => reject(new Error(f.body));
    client.activate();
  });
  let n = 0;
  for (const t of topics) {
    await new Promise<void>((resolve) => {
      const receipt = `r${++n}`;
      client.watchForReceipt(receipt, () => resolve());
      client.subscribe(`/topic/${t}`, (m: IMessage) => inbox.push(JSON.parse(m.body)), { receipt });
    });
  }
  return { inbox, stop: () => client.deactivate() };
}
export { leakExample } from './leak-example.js';
