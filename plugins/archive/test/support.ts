// Helpers of the archive suite: a kernel with the plugins the archive reads (admin, devices for the
// reportages, rundown, reportages, guidelines) and the archive; an open and a restricted program;
// past days of the branch's zone; documents made through their own routes.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import reportages from '@lauda/plugin-reportages';
import guidelines from '@lauda/plugin-guidelines';
import archive from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const READ = ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_ASSIGNMENT_READ', 'ROLE_PROGRAM_READ'];
export const WRITE = [...READ, 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_ASSIGNMENT_WRITE'];
const CHIEF = [...WRITE, 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_ADMIN', 'ROLE_NEWS_REPORT_ADMIN', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};
/** The field a 400 names. */
export const field400 = (r: TestResponse) => {
  expect(r.status, JSON.stringify(r.body)).to.equal(400);
  return r.body.details.issues[0].field as string;
};

/** YYYY-MM-DD `n` days before `date`. */
export const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
export const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
export const story = (slug: string, extra: Record<string, unknown> = {}) => ({ slug, sections: [{ type: 'HEADER', entries: [{ camera: '1', text: rich(`texto de ${slug}`) }] }], ...extra });

export interface Rig {
  k: TestKernel;
  /** every role the suite needs, in the restricted program's group */
  chief: TestClient;
  chiefId: number;
  /** today in the branch's zone */
  today: string;
  /** a program anyone opens, and one only the chief's group opens */
  openId: number;
  closedId: number;
  user(roles: string[], name: string): Promise<{ c: TestClient; id: number }>;
  stop(): Promise<void>;
}

export async function boot(): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, devices, rundown, reportages, guidelines, archive], db: testDb() });
  const user = async (roles: string[], name: string) => {
    const c = await k.userWith(roles, name);
    return { c, id: Number((await c.get('/api/users/me')).body.id) };
  };
  const chief = await user(CHIEF, 'chefe');
  const { timeZone } = ok(await chief.c.get('/api/branch/config'));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const group = ok(await chief.c.post('/api/groups', { name: 'Fechado', userIds: [chief.id] }), 201);
  const program = async (name: string, allowedGroupIds: number[] = []) =>
    Number(ok(await chief.c.post('/api/programs', { name, start: '19:00:00', end: '19:45:00', allowedGroupIds }), 201).id);
  return {
    k, chief: chief.c, chiefId: chief.id, today,
    openId: await program('Jornal Aberto'),
    closedId: await program('Jornal Fechado', [group.id]),
    user,
    stop: () => k.stop(),
  };
}

/** A rundown of `programId` on `date` with one story per slug in its first block; answers it loaded. */
export async function rundownOn(c: TestClient, programId: number, date: string, slugs: string[]): Promise<any> {
  const r = ok(await c.post('/api/rundowns', { date, programId }), 201);
  for (const s of slugs) ok(await c.post(`/api/blocks/${r.blocks[0].id}/stories`, story(s)), 201);
  return ok(await c.get(`/api/rundowns/${r.id}`));
}

export async function reportageOn(c: TestClient, reporterId: number, date: string, slug: string, extra: Record<string, unknown> = {}): Promise<any> {
  return ok(await c.post('/api/news_reports', { slug, date, reporterId, sections: [{ type: 'OFF', content: rich(`off de ${slug}`) }], ...extra }), 201);
}

export async function guidelineOn(c: TestClient, date: string, slug: string, extra: Record<string, unknown> = {}): Promise<any> {
  return ok(await c.post('/api/assignments', { slug, date, proposal: `proposta de ${slug}`, ...extra }), 201);
}
