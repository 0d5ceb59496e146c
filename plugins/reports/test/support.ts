// Helpers of the reports suites: a kernel with the admin and reports plugins, programs, users, a
// category with events and a report body. The package's ./testing entry: its leak example joins the leak sweep.
import { expect } from 'chai';
import type { Knex } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import reports from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const REPORT_ALL = ['ROLE_REPORT_READ', 'ROLE_REPORT_WRITE', 'ROLE_REPORT_ADMIN', 'ROLE_PROGRAM_READ'];
const PROGRAM_ROLES = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];

export interface Rig {
  k: TestKernel;
  knex: Knex;
  /** every report, program and admin role */
  editor: TestClient;
  editorId: number;
  programId: number;
  categoryId: number;
  /** two events of the category */
  eventIds: number[];
  user(name?: string, roles?: string[]): Promise<{ c: TestClient; id: number; nickname: string }>;
  stop(): Promise<void>;
}

let serial = 0;
/** `withGuidelines`: reports about a guideline (load by target) need a document type to point at */
export async function boot(o: { withGuidelines?: boolean } = {}): Promise<Rig> {
  const k = await startTestKernel({ plugins: o.withGuidelines ? [admin, guidelines, reports] : [admin, reports], db: testDb() });
  const knex = (k as unknown as { kernel: { db: { knex: Knex } } }).kernel.db.knex;
  const user = async (name = `r${++serial}`, roles = REPORT_ALL) => {
    const c = await k.userWith(roles, name);
    const me = (await c.get('/api/users/me')).body;
    return { c, id: Number(me.id), nickname: String(me.nickname) };
  };
  const e = await user('editor', [...REPORT_ALL, ...PROGRAM_ROLES]);
  const programId = ok(await e.c.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 201).id as number;
  const category = ok(await e.c.post('/api/reports/categories', { name: 'Eleições' }), 201);
  const first = ok(await e.c.post(`/api/reports/categories/${category.id}/events`, { name: '1º turno' }), 201);
  const count = ok(await e.c.post(`/api/reports/categories/${category.id}/events`, { name: 'Apuração' }), 201);
  return { k, knex, editor: e.c, editorId: e.id, programId, categoryId: category.id, eventIds: [first.id, count.id], user, stop: () => k.stop() };
}

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export function reportBody(rig: Pick<Rig, 'categoryId' | 'eventIds'>, title: string, date = '2033-03-01', extra: Record<string, unknown> = {}) {
  return {
    title, date, categoryId: rig.categoryId, eventId: rig.eventIds[0], people: 'Ana Souza (repórter)',
    body: [{ children: [{ text: 'Equipe nas zonas eleitorais. ' }, { text: 'Sem ocorrências.', bold: true }] }],
    ...extra,
  };
}

export { leakExample } from './leak-example.js';
