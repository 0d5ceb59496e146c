// The CSV exports read back as bytes: a byte-order mark, the header line in the language asked,
// the separator of that language's spreadsheets, accents in UTF-8, dates YYYY-MM-DD, and the same
// figures as the JSON answer.
import { expect } from 'chai';
import { parse } from 'csv-parse/sync';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { CHART_PLUGINS, ok, seedNewsroom, type Newsroom } from './support.js';

const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
const BOM = [0xef, 0xbb, 0xbf];

async function bytes(k: TestKernel, c: TestClient, path: string): Promise<{ status: number; type: string | null; disposition: string | null; data: Buffer }> {
  const res = await fetch(k.url + path, { headers: { cookie: c.cookie ?? '' } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), data: Buffer.from(await res.arrayBuffer()) };
}

describe(`chart CSV exports on ${testDb()}`, function () {
  this.timeout(120_000);
  let k: TestKernel;
  let n: Newsroom;

  before(async () => {
    k = await startTestKernel({ plugins: CHART_PLUGINS, db: testDb() });
    n = await seedNewsroom(k);
  });
  after(async () => k?.stop());

  it('stories per program and day in pt_BR: BOM, header, semicolons, accents, the JSON\'s figures', async () => {
    const [d1, d2] = n.days;
    const csv = await bytes(k, n.chief, `/api/charts/stories.csv?from=${d1}&to=${d2}`);
    expect(csv.status).to.equal(200);
    expect(csv.type).to.equal('text/csv; charset=utf-8');
    expect(csv.disposition).to.equal(`attachment; filename*=UTF-8''stories-${d1}-${d2}.csv`);
    expect([...csv.data.subarray(0, 3)]).to.deep.equal(BOM);
    const text = csv.data.subarray(3).toString('utf8');
    const { noite, manha, restrito } = n.programs;
    expect(text).to.equal([
      'data;id_programa;programa;materias',
      `${d1};${noite};Jornal da Noite;4`,
      `${d1};${restrito};Política Restrita;2`,
      `${d2};${noite};Jornal da Noite;0`,
      `${d2};${manha};Manhã Já;1`,
      '',
    ].join('\r\n'));
    // "Manhã" and "Política" as UTF-8 bytes
    expect(csv.data.includes(Buffer.from([0x4d, 0x61, 0x6e, 0x68, 0xc3, 0xa3]))).to.equal(true);
    // ?format=csv answers the same file
    const same = await bytes(k, n.chief, `/api/charts/stories?from=${d1}&to=${d2}&format=csv`);
    expect(same.data.equals(csv.data)).to.equal(true);
  });

  it('on-air time in seconds, reportages with state names and guidelines per day in en_US and es_ES', async () => {
    const [d1, d2] = n.days;
    const records = async (path: string, delimiter: string) => {
      const csv = await bytes(k, n.outsider, path);
      expect(csv.status, csv.data.toString()).to.equal(200);
      expect([...csv.data.subarray(0, 3)]).to.deep.equal(BOM);
      return parse(csv.data, { bom: true, delimiter }) as string[][];
    };
    const onAir = await records(`/api/charts/on-air.csv?from=${d1}&to=${d2}&locale=en_US`, ',');
    expect(onAir).to.deep.equal([
      ['date', 'program_id', 'program', 'aired_seconds', 'estimated_seconds'],
      [d1, String(n.programs.noite), 'Jornal da Noite', '210', '210'],
      [d2, String(n.programs.noite), 'Jornal da Noite', '0', '0'],
      [d2, String(n.programs.manha), 'Manhã Já', '35', '40'],
    ]);
    const reportages = await records(`/api/charts/reportages.csv?from=${d1}&to=${d2}&locale=es_ES`, ';');
    expect(reportages[0]).to.deep.equal(['id_reportero', 'reportero', 'estado', 'reportajes']);
    expect(reportages.slice(1)).to.have.deep.members([[String(n.reporterId), 'reporter', 'Concluido', '1'], [String(n.reporterId), 'reporter', 'Produciendo', '1']]);
    expect(reportages).to.have.length(3);
    const guidelines = await records(`/api/charts/guidelines.csv?from=${d1}&to=${d2}`, ';');
    expect(guidelines).to.deep.equal([['data', 'concluidas', 'interrompidas'], [d1, '1', '1'], [d2, '0', '1']]);
    // a refused CSV is the JSON error, not a file
    const bad = await n.outsider.get(`/api/charts/guidelines.csv?from=${d2}&to=${d1}`);
    expect(bad.status).to.equal(400);
    expect(ok(bad, 400).details.issues[0].field).to.equal('from');
  });
});
