// Helpers of the reportages suites: a kernel with admin, devices, rundown and reportages, users by
// role, a program with a CG device, and the plugin's leak-sweep example (./testing).
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import reportages from '../src/server/plugin.js';

export { leakExample } from './leak-example.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const REPORTER = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_PROGRAM_READ'];
export const EDITOR = [...REPORTER, 'ROLE_NEWS_REPORT_ADMIN', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE'];
const ADMIN = [...EDITOR, 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_MEDIA_READ'];

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export interface Rig {
  k: TestKernel;
  admin: TestClient;
  reporter: TestClient;
  reporterId: number;
  editor: TestClient;
  /** a program whose CG device is `cgDeviceId` (II, template `CRED2` with fields linha1 (size 30) and linha2) */
  programId: number;
  otherProgramId: number;
  cgDeviceId: number;
  /** a playout device of the program (not a CG) */
  playoutDeviceId: number;
  user(roles: string[], name?: string): Promise<{ c: TestClient; id: number }>;
  stop(): Promise<void>;
}

let serial = 0;
export async function boot(): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, devices, rundown, reportages], db: testDb() });
  const user = async (roles: string[], name = `r${++serial}`) => {
    const c = await k.userWith(roles, name);
    return { c, id: Number((await c.get('/api/users/me')).body.id) };
  };
  const a = (await user(ADMIN, 'chefe')).c;
  const program = async (name: string) => Number(ok(await a.post('/api/programs', { name, start: '19:00:00', end: '19:45:00' }), 201).id);
  const programId = await program('Jornal da Noite');
  const otherProgramId = await program('Bom Dia');
  const device = async (name: string, kind: string, protocol: string) =>
    Number(ok(await a.post('/api/devices', { name, kind, protocol, programIds: [programId], enabled: false }), 201).id);
  const cgDeviceId = await device('CG estúdio', 'CG', 'II');
  const playoutDeviceId = await device('Playout', 'PLAYOUT', 'MOS');
  ok(await a.post(`/api/devices/${cgDeviceId}/story-templates`, { code: 'CRED2', name: 'Crédito 2 linhas', fields: [{ name: 'linha1', size: 30 }, { name: 'linha2' }] }), 201);
  const r = await user(REPORTER, 'reporter1');
  const e = await user(EDITOR, 'editor1');
  return { k, admin: a, reporter: r.c, reporterId: r.id, editor: e.c, programId, otherProgramId, cgDeviceId, playoutDeviceId, user, stop: () => k.stop() };
}

export const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

/** A reportage body: an OFF of `chars` characters (0.075 s each) and an interview of 12 s. */
export function reportageBody(rig: Rig, slug: string, extra: Record<string, unknown> = {}) {
  return {
    slug, date: '2031-03-10', reporterId: rig.reporterId, programsIds: [rig.programId],
    sections: [
      { type: 'OFF', content: rich('x'.repeat(40)) },
      { type: 'INTERVIEW', content: rich('Ana, organizadora'), observation: 'Esperamos cem mil pessoas.', duration: 'PT12S' },
    ],
    ...extra,
  };
}
