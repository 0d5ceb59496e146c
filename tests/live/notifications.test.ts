// Notifications (core.notifications, topic `notifications`): a user named on a guideline or whose
// reportage is approved is told, on the socket and in GET /api/notifications; only that user, and
// only if they may see the document (a user outside the guideline's program hears nothing).
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import guidelines from '@lauda/plugin-guidelines';
import reportages from '@lauda/plugin-reportages';
import { testDb } from '../support/dbs.js';
import { stomp, type Live, type StompTester } from './support.js';
import type { Inbox } from '@lauda/kernel';

const GUIDELINE = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ'];
const REPORTER = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_PROGRAM_READ'];

describe(`notifications on ${testDb()}`, function () {
  this.timeout(90_000);
  let k: TestKernel;
  let chief: TestClient;
  let openProgram: number;
  let closedProgram: number;
  const sockets: StompTester[] = [];
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  const person = async (name: string, roles: string[]) => listenAs(await k.userWith(roles, name));
  const listenAs = async (c: TestClient) => {
    const id = Number((await c.get('/api/users/me')).body.id);
    const t = await stomp(k.url, c.cookie);
    sockets.push(t);
    return { c, id, inbox: await t.subscribe('/topic/notifications') as Inbox<Live> };
  };
  const guideline = (slug: string, programsIds: number[], extra: Record<string, unknown> = {}) =>
    chief.post('/api/assignments', { slug, date: '2031-05-04', programsIds, ...extra });

  before(async () => {
    k = await startTestKernel({ plugins: [admin, devices, rundown, guidelines, reportages], db: testDb() });
    const roles = (await (await k.userWith([], 'probe')).get('/api/authorities')).body as string[];
    chief = await k.userWith(roles, 'chefe');
    const chiefId = Number((await chief.get('/api/users/me')).body.id);
    // ana is in the group that opens the closed program (signed in again: a group change ends sessions)
    const anaId = Number((await (await k.userWith(GUIDELINE, 'ana')).get('/api/users/me')).body.id);
    const group = ok(await chief.post('/api/groups', { name: 'Política', userIds: [chiefId, anaId] }), 201);
    const program = async (name: string, allowedGroupIds: number[]) =>
      Number(ok(await chief.post('/api/programs', { name, start: '20:00:00', end: '20:30:00', allowedGroupIds }), 201).id);
    openProgram = await program('Aberto', []);
    closedProgram = await program('Fechado', [Number(group.id)]);
  });
  after(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
    await k?.stop();
  });

  it('tells a user named on a guideline, once, and nobody else; a user outside the program hears nothing', async () => {
    const ana = await listenAs(await k.signIn('ana', 'secret-pass'));
    const bia = await person('bia', GUIDELINE);
    const outsider = await person('caio', GUIDELINE);

    const g = ok(await guideline('ENCHENTE', [openProgram], { reportersIds: [ana.id] }), 201);
    const first = await ana.inbox.find((m) => m.op === 'CREATE');
    expect(first.data).to.deep.include({ kind: 'guidelines:notify.named', title: 'ENCHENTE', read: false, by: 'chefe', link: { origin: 'guideline', id: g.id } });

    // bia joins as producer; ana is already on it and is not told again
    ok(await chief.patch(`/api/assignments/${g.id}`, { field: 'producersIds', newValue: [ana.id, bia.id] }));
    const second = await bia.inbox.find((m) => m.op === 'CREATE');
    expect(second.data.link).to.deep.equal({ origin: 'guideline', id: g.id });

    // a guideline of a program only ana's group opens: caio is named but may not see it
    const secret = ok(await guideline('SIGILO', [closedProgram], { reportersIds: [outsider.id], editorsIds: [ana.id] }), 201);
    expect((await outsider.c.get(`/api/assignments/${secret.id}`)).status).to.equal(404);
    // a last one naming all three: every socket delivers in publish order, so what came before it has arrived
    ok(await guideline('FIM', [openProgram], { editorsIds: [ana.id, bia.id, outsider.id] }), 201);
    for (const p of [ana, bia, outsider]) await p.inbox.find((m) => m.op === 'CREATE' && m.data.title === 'FIM');
    const titles = (p: { inbox: Inbox<Live> }) => p.inbox.drain().map((m) => m.data.title);
    expect(titles(ana)).to.deep.equal([]);
    expect(titles(bia)).to.deep.equal([]);
    expect(titles(outsider)).to.deep.equal([]);

    const mine = async (c: TestClient) => ok(await c.get('/api/notifications'));
    const a = await mine(ana.c);
    expect(a.data.map((n: any) => n.title)).to.deep.equal(['FIM', 'SIGILO', 'ENCHENTE']);
    expect(a.unread).to.equal(3);
    const o = await mine(outsider.c);
    expect(o.data.map((n: any) => n.title)).to.deep.equal(['FIM']);
    expect(o.total).to.equal(1);
  });

  it('marks read by ids (only the caller\'s) or all, with the unread count live; bad input names the field', async () => {
    const dani = await person('dani', GUIDELINE);
    const edu = await person('edu', GUIDELINE);
    for (const slug of ['UM', 'DOIS', 'TRES']) ok(await guideline(slug, [openProgram], { reportersIds: [dani.id, edu.id] }), 201);
    const page = ok(await dani.c.get('/api/notifications?size=2'));
    expect(page).to.include({ number: 0, size: 2, total: 3, unread: 3 });
    expect(page.data.map((n: any) => n.title)).to.deep.equal(['TRES', 'DOIS']);
    const edus = ok(await edu.c.get('/api/notifications')).data.map((n: any) => n.id);

    // edu's ids in dani's call are ignored
    const marked = ok(await dani.c.post('/api/notifications/read', { ids: [page.data[0].id, ...edus] }));
    expect(marked).to.deep.equal({ marked: 1, unread: 2 });
    const read = await dani.inbox.find((m) => m.op === 'READ');
    expect(read.data).to.deep.equal({ ids: [page.data[0].id, ...edus], unread: 2 });
    expect(ok(await edu.c.get('/api/notifications')).unread).to.equal(3);
    expect(ok(await dani.c.get('/api/notifications?unreadOnly=true')).data.map((n: any) => n.title)).to.deep.equal(['DOIS', 'UM']);

    expect(ok(await dani.c.post('/api/notifications/read', { all: true }))).to.deep.equal({ marked: 2, unread: 0 });
    expect(ok(await dani.c.get('/api/notifications')).data.every((n: any) => n.read)).to.equal(true);

    const bad = await dani.c.post('/api/notifications/read', {});
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('ids');
    const badIds = await dani.c.post('/api/notifications/read', { ids: ['x'] });
    expect(badIds.status).to.equal(400);
    expect(JSON.stringify(badIds.body)).to.contain('ids');
    expect((await k.anonymous().get('/api/notifications')).status).to.equal(401);
  });

  it('tells the reporter when their reportage is approved, not when it is disapproved or approved again', async () => {
    const rep = await person('reporter', REPORTER);
    const other = await person('outro', REPORTER);
    const r = ok(await chief.post('/api/news_reports', { slug: 'OBRAS', date: '2031-05-04', reporterId: rep.id, programsIds: [openProgram], sections: [] }), 201);
    ok(await chief.post(`/api/news_reports/${r.id}/approve`, { approve: true }));
    const told = await rep.inbox.find((m) => m.op === 'CREATE');
    expect(told.data).to.deep.include({ kind: 'reportages:notify.approved', title: 'OBRAS', link: { origin: 'reportage', id: r.id } });
    ok(await chief.post(`/api/news_reports/${r.id}/approve`, { approve: true }));
    ok(await chief.post(`/api/news_reports/${r.id}/approve`, { approve: false }));
    expect(ok(await rep.c.get('/api/notifications')).total).to.equal(1);
    expect(ok(await other.c.get('/api/notifications')).total).to.equal(0);
    expect(other.inbox.drain()).to.deep.equal([]);
  });
});
