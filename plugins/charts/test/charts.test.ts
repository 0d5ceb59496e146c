// The charts' figures against a newsroom seeded through the API (test/support.ts), computed by hand:
// what the chief (in the restricted program's group, owner of the private documents) sees, what a
// reader outside that program sees, the program filter, the default range and bad input.
import { expect } from 'chai';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import { CHART_PLUGINS, READ_ROLES, ok, seedNewsroom, type Newsroom } from './support.js';

const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

describe(`managerial charts on ${testDb()}`, function () {
  this.timeout(120_000);
  let k: TestKernel;
  let n: Newsroom;
  let d1: string;
  let d2: string;
  const q = (extra = '') => `?from=${d1}&to=${d2}${extra}`;

  before(async () => {
    k = await startTestKernel({ plugins: CHART_PLUGINS, db: testDb() });
    n = await seedNewsroom(k);
    [d1, d2] = n.days;
  });
  after(async () => k?.stop());

  it('stories per program and day: the stories in the show the user sees in full, no restricted program for an outsider', async () => {
    const { noite, manha, restrito } = n.programs;
    const chief = ok(await n.chief.get(`/api/charts/stories${q()}`));
    expect(chief).to.include({ chart: 'stories', from: d1, to: d2, programId: null });
    // Noite d1: A, B, C and the chief's private D (E waits in Stand By); Restrito d1: G, H; an empty rundown counts 0
    expect(chief.rows).to.deep.equal([
      { date: d1, programId: noite, stories: 4 }, { date: d1, programId: restrito, stories: 2 },
      { date: d2, programId: noite, stories: 0 }, { date: d2, programId: manha, stories: 1 },
    ]);
    expect(chief.programs.map((p: any) => p.name)).to.have.members(['Jornal da Noite', 'Manhã Já', 'Política Restrita']);

    const outsider = ok(await n.outsider.get(`/api/charts/stories${q()}`));
    // the private D is not counted, nothing of the restricted program
    expect(outsider.rows).to.deep.equal([
      { date: d1, programId: noite, stories: 3 }, { date: d2, programId: noite, stories: 0 }, { date: d2, programId: manha, stories: 1 },
    ]);
    expect(outsider.programs.map((p: any) => p.name)).to.have.members(['Jornal da Noite', 'Manhã Já']);
    // asking for the restricted program by its id gives nothing
    const asked = ok(await n.outsider.get(`/api/charts/stories${q(`&programId=${restrito}`)}`));
    expect(asked).to.include({ programId: restrito });
    expect(asked.rows).to.deep.equal([]);
    expect(asked.programs).to.deep.equal([]);
    expect(ok(await n.chief.get(`/api/charts/stories${q(`&programId=${manha}`)}`)).rows).to.deep.equal([{ date: d2, programId: manha, stories: 1 }]);
  });

  it('on-air time against estimated: displayed and on-air stories\' time in the show against every estimate', async () => {
    const { noite, manha, restrito } = n.programs;
    // Noite d1 aired: A's VT 90 + B's estimate 120 (no script) + D's VT 50 = 260 s; estimated 60 + 120 + 30 + 45 = 255 s
    expect(ok(await n.chief.get(`/api/charts/on-air${q()}`)).rows).to.deep.equal([
      { date: d1, programId: noite, aired: 'PT4M20S', estimated: 'PT4M15S' },
      { date: d1, programId: restrito, aired: 'PT1M10S', estimated: 'PT2M' },
      { date: d2, programId: noite, aired: 'PT0S', estimated: 'PT0S' },
      { date: d2, programId: manha, aired: 'PT35S', estimated: 'PT40S' },
    ]);
    // without the private D: aired 210 s, estimated 210 s
    expect(ok(await n.outsider.get(`/api/charts/on-air${q()}`)).rows).to.deep.equal([
      { date: d1, programId: noite, aired: 'PT3M30S', estimated: 'PT3M30S' },
      { date: d2, programId: noite, aired: 'PT0S', estimated: 'PT0S' },
      { date: d2, programId: manha, aired: 'PT35S', estimated: 'PT40S' },
    ]);
  });

  it('reportages by state and reporter: only the ones the user sees, in the range and program', async () => {
    const { chiefId, reporterId } = n;
    const chief = ok(await n.chief.get(`/api/charts/reportages${q()}`));
    expect(chief.rows).to.have.deep.members([
      { state: 'COMPLETED', reporterId, reportages: 1 }, { state: 'PRODUCING', reporterId, reportages: 1 },
      { state: 'COMPLETED', reporterId: chiefId, reportages: 1 }, { state: 'INTERRUPTED', reporterId: chiefId, reportages: 1 },
    ]);
    expect(chief.rows).to.have.length(4);
    expect(chief.reporters).to.deep.equal([{ id: chiefId, name: 'chefe' }, { id: reporterId, name: 'reporter' }]);
    // the restricted program's and the chief's private reportage are not counted
    const outsider = ok(await n.outsider.get(`/api/charts/reportages${q()}`));
    expect(outsider.rows).to.have.deep.members([{ state: 'COMPLETED', reporterId, reportages: 1 }, { state: 'PRODUCING', reporterId, reportages: 1 }]);
    expect(outsider.rows).to.have.length(2);
    expect(outsider.reporters).to.deep.equal([{ id: reporterId, name: 'reporter' }]);
    // day 3's reportage of Manhã Já, alone with the program filter
    expect(ok(await n.chief.get(`/api/charts/reportages?from=${d1}&to=${n.days[2]}&programId=${n.programs.manha}`)).rows)
      .to.deep.equal([{ state: 'EDITING', reporterId: chiefId, reportages: 1 }]);
    expect(ok(await n.outsider.get(`/api/charts/reportages${q(`&programId=${n.programs.restrito}`)}`)).rows).to.deep.equal([]);
  });

  it('guidelines completed against interrupted: every day of the range', async () => {
    expect(ok(await n.chief.get(`/api/charts/guidelines${q()}`)).rows).to.deep.equal([
      { date: d1, completed: 2, interrupted: 1 }, { date: d2, completed: 1, interrupted: 1 },
    ]);
    expect(ok(await n.outsider.get(`/api/charts/guidelines${q()}`)).rows).to.deep.equal([
      { date: d1, completed: 1, interrupted: 1 }, { date: d2, completed: 0, interrupted: 1 },
    ]);
    expect(ok(await n.outsider.get(`/api/charts/guidelines${q(`&programId=${n.programs.restrito}`)}`)).rows).to.deep.equal([
      { date: d1, completed: 0, interrupted: 0 }, { date: d2, completed: 0, interrupted: 0 },
    ]);
  });

  it('covers the last 30 days of the branch when no range is given, and 366 days at most', async () => {
    const a = ok(await n.chief.get('/api/charts/guidelines'));
    expect(a.to).to.equal(today());
    expect(a.rows).to.have.length(30);
    expect(a.rows[29].date).to.equal(today());
    expect(ok(await n.chief.get('/api/charts/guidelines?from=2031-01-01&to=2032-01-01')).rows).to.have.length(366);
  });

  it('refuses bad input naming the field, a user without the role and one who may not read what a chart counts', async () => {
    const refused = async (path: string, status: number, field?: string, code?: string) => {
      const r = await n.chief.get(path);
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).to.equal(status);
      if (field) expect(r.body.details.issues[0].field, path).to.equal(field);
      if (code) expect(r.body.code, path).to.equal(code);
      return r.body;
    };
    await refused(`/api/charts/stories?from=${d2}&to=${d1}`, 400, 'from', 'charts.rangeOrder');
    await refused('/api/charts/on-air?from=2031-01-01&to=2032-01-02', 400, 'to', 'charts.rangeTooLong');
    // centuries are refused from the dates alone (no list of three million days made first)
    await refused('/api/charts/stories?from=0001-01-01&to=9999-12-31', 400, 'to', 'charts.rangeTooLong');
    await refused('/api/charts/reportages?from=2031-02-30', 400, 'from');
    await refused('/api/charts/guidelines.csv?to=31/03/2031', 400, 'to');
    await refused('/api/charts/stories?programId=abc', 400, 'programId');
    await refused('/api/charts/stories?format=xml', 400, 'format');
    await refused('/api/charts/stories.csv?locale=fr_FR', 400, 'locale');
    await refused('/api/charts/weather', 404);

    const noChart = await k.userWith(READ_ROLES.filter((r) => r !== 'ROLE_CHART_READ'), 'sem-graficos');
    const r = await noChart.get('/api/charts/stories');
    expect(r.status).to.equal(403);
    expect(r.body.details.missingRoles).to.deep.equal(['ROLE_CHART_READ']);
    const chartsOnly = await k.userWith(['ROLE_CHART_READ'], 'so-graficos');
    const stories = await chartsOnly.get('/api/charts/stories.csv');
    expect(stories.status).to.equal(403);
    expect(stories.body.details.missingRoles).to.deep.equal(['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ']);
    expect((await chartsOnly.get('/api/charts/guidelines')).body.details.missingRoles).to.deep.equal(['ROLE_ASSIGNMENT_READ']);
    expect((await k.anonymous().get('/api/charts/stories')).status).to.equal(401);
  });

  it('documents every chart route in OpenAPI with ROLE_CHART_READ', async () => {
    const doc = ok(await n.chief.get('/api/openapi.json'));
    for (const chart of ['stories', 'on-air', 'reportages', 'guidelines']) {
      for (const path of [`/api/charts/${chart}`, `/api/charts/${chart}.csv`]) {
        expect(doc.paths[path]?.get?.['x-roles'], path).to.deep.equal(['ROLE_CHART_READ']);
      }
    }
  });
});
