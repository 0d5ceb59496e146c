// Helpers of the guidelines suites: a kernel with the admin and guidelines plugins, programs, users
// and a guideline body. The package's ./testing entry: its leak example joins the leak sweep.
import crypto from 'node:crypto';
import { expect } from 'chai';
import type { Knex } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const GUIDELINE_ALL = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_ASSIGNMENT_ADMIN', 'ROLE_PROGRAM_READ'];
const PROGRAM_ROLES = ['ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'];

export interface Rig {
  k: TestKernel;
  knex: Knex;
  /** every assignment and program role */
  producer: TestClient;
  producerId: number;
  programId: number;
  otherProgramId: number;
  user(name?: string, roles?: string[]): Promise<{ c: TestClient; id: number; nickname: string }>;
  stop(): Promise<void>;
}

let serial = 0;
export async function boot(): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, guidelines], db: testDb() });
  const knex = (k as unknown as { kernel: { db: { knex: Knex } } }).kernel.db.knex;
  const user = async (name = `g${++serial}`, roles = GUIDELINE_ALL) => {
    const c = await k.userWith(roles, name);
    const me = (await c.get('/api/users/me')).body;
    return { c, id: Number(me.id), nickname: String(me.nickname) };
  };
  const p = await user('producer', [...GUIDELINE_ALL, ...PROGRAM_ROLES]);
  const prog = async (name: string) => ok(await p.c.post('/api/programs', { name, start: '19:00:00', end: '19:45:00' }), 201).id as number;
  return {
    k, knex, producer: p.c, producerId: p.id,
    programId: await prog('Jornal da Noite'),
    otherProgramId: await prog('Bom Dia'),
    user,
    stop: () => k.stop(),
  };
}

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

let day = 0;
/** A fresh date (one per call) so lists by date never mix tests. */
export const nextDate = () => new Date(Date.UTC(2032, 0, 1) + (day++) * 86_400_000).toISOString().slice(0, 10);

export function guidelineBody(slug: string, date: string, extra: Record<string, unknown> = {}) {
  return {
    slug, date, proposal: `${slug} proposta`, cameraman: 'JOÃO',
    guides: [{ scheduleDate: date, scheduleTime: '09:30', interviewee: 'Carlos Lima', address: 'Av. Central, 1000', observation: 'confirmado', contacts: [] }],
    tasks: [{ label: 'Reservar carro', done: false, date, time: '08:00:00' }],
    ...extra,
  };
}

/**
 * Guidelines written straight into the table, for suites and benchmarks that need thousands (the
 * search corpus): no message goes out, so only an index rebuild sees them. Answers the ids.
 */
export async function insertGuidelines(knex: Knex, docs: readonly { slug: string; text: string; date: string; programId: number | null; ownerId?: number | null }[]): Promise<number[]> {
  const ids: number[] = [];
  const now = Date.now();
  for (let i = 0; i < docs.length; i += 200) {
    const part = docs.slice(i, i + 200);
    const rows = part.map((d) => ({
      uuid: crypto.randomUUID(), date: d.date, slug: d.slug.slice(0, 100), editorials_ids: '[]', editors_ids: '[]', producers_ids: '[]', reporters_ids: '[]',
      programs_ids: JSON.stringify(d.programId ? [d.programId] : []), vehicles_ids: '[]', proposal: d.text, referral: '', information: '',
      guides: '[]', tasks: '[]', owner_id: d.ownerId ?? null, allowed_users: '[]', created_at: now, change_date: now,
    }));
    await knex.transaction(async (trx) => {
      await trx('guideline_guidelines').insert(rows);
      const made: number[] = (await trx('guideline_guidelines').whereIn('uuid', rows.map((r) => r.uuid)).orderBy('id').pluck('id')).map(Number);
      const links = made.flatMap((id, j) => (part[j]!.programId ? [{ guideline_id: id, program_id: part[j]!.programId }] : []));
      for (let j = 0; j < links.length; j += 200) await trx('guideline_programs').insert(links.slice(j, j + 200));
      ids.push(...made);
    });
  }
  return ids;
}

export { leakExample } from './leak-example.js';
