import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import schedule from '../src/server/plugin.js';

const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

describe(`teams schedule on ${testDb()}`, function () {
  this.timeout(60_000);
  let k: TestKernel;
  let chief: TestClient;
  let reader: TestClient;
  let team: { id: number; memberIds: number[] };
  let outsiderId: number;
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  const idOf = async (c: TestClient) => Number(ok(await c.get('/api/users/me')).id);

  before(async () => {
    k = await startTestKernel({ plugins: [admin, schedule], db: testDb() });
    chief = await k.userWith(['ROLE_TEAM_READ', 'ROLE_TEAM_WRITE'], 'chefe');
    reader = await k.userWith(['ROLE_TEAM_READ'], 'leitor');
    const a = await idOf(await k.userWith([], 'camera1'));
    const b = await idOf(await k.userWith([], 'camera2'));
    outsiderId = await idOf(await k.userWith([], 'fora'));
    team = ok(await chief.post('/api/teams', { name: 'Externa A', memberIds: [a, b] }), 201);
  });
  after(async () => k?.stop());

  it('sets who of a team works a shift, reads the week, empties a cell', async () => {
    const [a, b] = team.memberIds as [number, number];
    ok(await chief.put('/api/schedule', { date: '2031-03-03', shift: 'MORNING', teamId: team.id, memberIds: [a, b, a] }));
    ok(await chief.put('/api/schedule', { date: '2031-03-09', shift: 'NIGHT', teamId: team.id, memberIds: [b] }));
    ok(await chief.put('/api/schedule', { date: '2031-03-10', shift: 'NIGHT', teamId: team.id, memberIds: [a] }));
    const week = ok(await reader.get('/api/schedule?from=2031-03-03'));
    expect(week.days).to.deep.equal(['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07', '2031-03-08', '2031-03-09']);
    expect(week.shifts).to.deep.equal(['MORNING', 'AFTERNOON', 'NIGHT']);
    expect(week.teams.map((t: any) => [t.name, t.members.map((m: any) => m.nickname)])).to.deep.equal([['Externa A', ['camera1', 'camera2']]]);
    expect(week.entries).to.deep.equal([
      { date: '2031-03-03', shift: 'MORNING', teamId: team.id, memberIds: [a, b] },
      { date: '2031-03-09', shift: 'NIGHT', teamId: team.id, memberIds: [b] },
    ]);
    ok(await chief.put('/api/schedule', { date: '2031-03-03', shift: 'MORNING', teamId: team.id, memberIds: [] }));
    expect(ok(await reader.get('/api/schedule?from=2031-03-03')).entries).to.have.length(1);
  });

  it('refuses members outside the team, unknown teams, bad shifts and dates naming the field, and readers\' writes', async () => {
    const outside = await chief.put('/api/schedule', { date: '2031-03-03', shift: 'MORNING', teamId: team.id, memberIds: [outsiderId] });
    expect(outside.status).to.equal(400);
    expect(outside.body.code).to.equal('schedule.notInTeam');
    expect(JSON.stringify(outside.body.details)).to.contain('memberIds');
    const noTeam = await chief.put('/api/schedule', { date: '2031-03-03', shift: 'MORNING', teamId: 99999, memberIds: [] });
    expect(noTeam.status).to.equal(400);
    expect(JSON.stringify(noTeam.body.details)).to.contain('teamId');
    const badShift = await chief.put('/api/schedule', { date: '2031-03-03', shift: 'DAWN', teamId: team.id, memberIds: [] });
    expect(badShift.status).to.equal(400);
    expect(JSON.stringify(badShift.body)).to.contain('shift');
    expect((await reader.get('/api/schedule?from=2031-02-30')).status).to.equal(400);
    expect((await reader.put('/api/schedule', { date: '2031-03-03', shift: 'MORNING', teamId: team.id, memberIds: [] })).status).to.equal(403);
  });

  it('answers the team grid as a PDF', async () => {
    const r = await fetch(`${k.url}/api/schedule/pdf?from=2031-03-03&locale=en_US`, { headers: { cookie: reader.cookie ?? '' } });
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.contain('application/pdf');
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).to.equal('%PDF-');
  });
});
