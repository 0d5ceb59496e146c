// Helpers of the productions suites: a kernel with the admin, guidelines and productions plugins,
// programs, users and a checklist body. The package's ./testing entry: its leak example joins the leak sweep.
import { expect } from 'chai';
import type { Knex } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import productions from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const PRODUCTION_ALL = ['ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_PRODUCTION_ADMIN', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ'];
const PROGRAM_ROLES = ['ROLE_ASSIGNMENT_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];

export interface Rig {
  k: TestKernel;
  knex: Knex;
  /** every production, assignment, program and admin role */
  producer: TestClient;
  producerId: number;
  programId: number;
  otherProgramId: number;
  user(name?: string, roles?: string[]): Promise<{ c: TestClient; id: number; nickname: string }>;
  stop(): Promise<void>;
}

let serial = 0;
export async function boot(): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, guidelines, productions], db: testDb() });
  const knex = (k as unknown as { kernel: { db: { knex: Knex } } }).kernel.db.knex;
  const user = async (name = `p${++serial}`, roles = PRODUCTION_ALL) => {
    const c = await k.userWith(roles, name);
    const me = (await c.get('/api/users/me')).body;
    return { c, id: Number(me.id), nickname: String(me.nickname) };
  };
  const p = await user('producer', [...PRODUCTION_ALL, ...PROGRAM_ROLES]);
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
export const nextDate = () => new Date(Date.UTC(2033, 0, 1) + (day++) * 86_400_000).toISOString().slice(0, 10);

export function productionBody(slug: string, date: string, extra: Record<string, unknown> = {}) {
  return {
    slug, date, schedule: '15:00', departure: '14:15:00', arrival: '17:30:00', local: 'Estádio Municipal', team: 'JOÃO, MARIA',
    tasks: [{ label: 'Confirmar credenciais', date, time: '10:00' }, { label: 'Testar o link', date, time: '14:00:00' }],
    ...extra,
  };
}

export { leakExample } from './leak-example.js';
