// The package's ./testing entry: the plugins the charts need beside them, and a small newsroom seeded
// through the API (rundowns with displayed and private stories, reportages, guidelines; a restricted
// program) whose figures the suites compute by hand. The charts declare no document type, so no leak example.
import { expect } from 'chai';
import type { TestClient, TestKernel, TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import guidelines from '@lauda/plugin-guidelines';
import reportages from '@lauda/plugin-reportages';
import rundown from '@lauda/plugin-rundown';
import charts from '../src/server/plugin.js';

export const CHART_PLUGINS = [admin, devices, rundown, reportages, guidelines, charts];

/** What a chart reader needs besides ROLE_CHART_READ, and the program lookup. */
export const READ_ROLES = ['ROLE_CHART_READ', 'ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_ASSIGNMENT_READ', 'ROLE_PROGRAM_READ'];

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, JSON.stringify(r.body)).to.equal(status);
  return r.body;
};

export interface Newsroom {
  chief: TestClient;
  chiefId: number;
  /** every read role, outside the restricted program's group */
  outsider: TestClient;
  reporterId: number;
  /** open programs, and the one restricted to the chief's group */
  programs: { noite: number; manha: number; restrito: number };
  days: [string, string, string];
}

const S = 1000;
const iso = (ms: number) => `PT${ms / S}S`;

/**
 * Seeds as the chief (every role, in the restricted program's group):
 * - Noite, day 1: stories A 60 s est. + VT 90 s (shown), B 120 s est. (shown, no script: its estimate
 *   counts), C 30 s (not shown), D private to the chief 45 s est. + VT 50 s (shown); E 100 s in Stand By.
 * - Noite, day 2: a rundown without stories. Manhã, day 2: F 40 s est. + VT 35 s, on air.
 * - Restrito, day 1: G 60 s + VT 70 s (shown), H 60 s.
 * - Reportages (reporter R unless said): Noite d1 COMPLETED, Noite d2 PRODUCING, Restrito d1 COMPLETED by the chief,
 *   no program d2 private to the chief INTERRUPTED by the chief, Manhã day 3 EDITING by the chief.
 * - Guidelines: Noite d1 COMPLETED, Noite d1 INTERRUPTED, Restrito d1 COMPLETED, no program d2 private COMPLETED,
 *   Manhã d2 INTERRUPTED, Noite d2 PRODUCING.
 */
export async function seedNewsroom(k: TestKernel, days: [string, string, string] = ['2031-03-10', '2031-03-11', '2031-03-20']): Promise<Newsroom> {
  const all = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
  let chief = await k.userWith(all.filter((r) => r !== 'ROLE_ROOT'), 'chefe');
  const chiefId = Number(ok(await chief.get('/api/users/me')).id);
  const outsider = await k.userWith(READ_ROLES, 'de-fora');
  const reporterId = Number(ok(await (await k.userWith(['ROLE_NEWS_REPORT_READ'], 'reporter')).get('/api/users/me')).id);
  const group = ok(await chief.post('/api/groups', { name: 'Diretoria', userIds: [chiefId] }), 201);
  // the group change ended the chief's session
  chief = await k.signIn('chefe', 'secret-pass');
  const program = async (name: string, allowedGroupIds: number[] = []) => Number(ok(await chief.post('/api/programs', { name, start: '19:00:00', end: '19:45:00', allowedGroupIds }), 201).id);
  const programs = { noite: await program('Jornal da Noite'), manha: await program('Manhã Já'), restrito: await program('Política Restrita', [Number(group.id)]) };
  const [d1, d2, d3] = days;

  const rundownOf = async (programId: number, date: string) => ok(await chief.post('/api/rundowns', { date, programId }), 201);
  const story = async (rundown: any, s: { est: number; vt?: number; shown?: 'stop' | 'play'; priv?: boolean; standBy?: boolean }) => {
    const block = s.standBy ? rundown.blocks[rundown.blocks.length - 1] : rundown.blocks[0];
    const body = { blockId: block.id, slug: `S${Math.random().toString(36).slice(2, 8)}`, estimated: iso(s.est * S), ...(s.vt ? { manualVt: true, vt: iso(s.vt * S) } : {}), ...(s.priv ? { private: true } : {}) };
    const created = ok(await chief.post(`/api/rundowns/${rundown.id}/stories`, body), 201);
    if (s.shown) {
      ok(await chief.post(`/api/stories/${created.id}/approve`, { approve: true }));
      const r = ok(await chief.post('/api/stories/display-status', { ids: [created.id], status: s.shown, updatePrevious: false }));
      expect(r.updated.map((u: any) => u.id)).to.deep.equal([created.id]);
    }
    return created;
  };
  const noite1 = await rundownOf(programs.noite, d1);
  await story(noite1, { est: 60, vt: 90, shown: 'stop' });
  await story(noite1, { est: 120, shown: 'stop' });
  await story(noite1, { est: 30 });
  await story(noite1, { est: 45, vt: 50, shown: 'stop', priv: true });
  await story(noite1, { est: 100, standBy: true });
  await rundownOf(programs.noite, d2);
  await story(await rundownOf(programs.manha, d2), { est: 40, vt: 35, shown: 'play' });
  const restrito1 = await rundownOf(programs.restrito, d1);
  await story(restrito1, { est: 60, vt: 70, shown: 'stop' });
  await story(restrito1, { est: 60 });

  const reportage = async (date: string, state: string, reporter: number, programsIds: number[], priv = false) => {
    const r = ok(await chief.post('/api/news_reports', { slug: `R${date}${state}`, date, reporterId: reporter, programsIds, ...(priv ? { private: true } : {}) }), 201);
    if (state !== 'PRODUCING') ok(await chief.post('/api/news_reports/state', { ids: [r.id], state }));
  };
  await reportage(d1, 'COMPLETED', reporterId, [programs.noite]);
  await reportage(d2, 'PRODUCING', reporterId, [programs.noite]);
  await reportage(d1, 'COMPLETED', chiefId, [programs.restrito]);
  await reportage(d2, 'INTERRUPTED', chiefId, [], true);
  await reportage(d3, 'EDITING', chiefId, [programs.manha]);

  const settings = ok(await chief.get('/api/assignments/settings'));
  ok(await chief.put('/api/assignments/settings', { lockFinished: settings.lockFinished, privateCreation: true, version: settings.version }));
  const guideline = async (date: string, state: string, programsIds: number[], priv = false) => {
    const g = ok(await chief.post('/api/assignments', { slug: `G${date}${state}`, date, programsIds, ...(priv ? { private: true } : {}) }), 201);
    if (state !== 'PRODUCING') ok(await chief.post('/api/assignments/updateState', { ids: [g.id], state }));
  };
  await guideline(d1, 'COMPLETED', [programs.noite]);
  await guideline(d1, 'INTERRUPTED', [programs.noite]);
  await guideline(d1, 'COMPLETED', [programs.restrito]);
  await guideline(d2, 'COMPLETED', [], true);
  await guideline(d2, 'INTERRUPTED', [programs.manha]);
  await guideline(d2, 'PRODUCING', [programs.noite]);
  return { chief, chiefId, outsider, reporterId, programs, days };
}
