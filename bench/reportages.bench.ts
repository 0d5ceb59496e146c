// Reportage figures of a 200-reportage day (issue 14 "done when"): creating them, the list page and the
// board (every reportage of the day in one page) as the API answers them, loading one for editing
// beside the PDF of one in two columns (the JSON load is its floor), and the board rendered in
// headless Chromium beside a bare floor in the same page (needs `npm run build -w @lauda/web-shell`;
// without the build those figures are skipped).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KernelPdf } from '@lauda/kernel';
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import reportages from '@lauda/plugin-reportages';
import { boardRenders } from './support/board.js';
import { latencies, median, percentile, report } from './support/measure.js';

const db = (process.env.BENCH_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const COUNT = Number(process.env.BENCH_REPORTAGES ?? 200);
const ROLES = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_NEWS_REPORT_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'];
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 20);
const BOARD_RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 7);
const webRoot = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'), 'web-shell/dist');
const built = fs.existsSync(path.join(webRoot, 'index.html'));
const rich = (t: string) => [{ type: 'paragraph', children: [{ text: t }] }];

const k = await startTestKernel({ plugins: [admin, devices, rundown, reportages], db, config: built ? { webRoot } : {} });
try {
  const c = await k.userWith(ROLES, 'bench');
  // today in the branch's zone: the day the reportages area opens on
  const { timeZone } = (await c.get('/api/branch/config')).body as { timeZone: string };
  const DAY = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const me = (await c.get('/api/users/me')).body.id as number;
  const programId = (await c.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' })).body.id as number;
  const times: number[] = [];
  for (let i = 1; i <= COUNT; i++) {
    const t = performance.now();
    const r = await c.post('/api/news_reports', {
      slug: `REPORTAGEM ${i}`, date: DAY, reporterId: me, programsIds: [programId], headingSuggestion: `Cabeça da reportagem ${i}.`,
      sections: [
        { type: 'OFF', content: rich(`A chuva da tarde alagou ruas em seis bairros da zona sul; reportagem ${i}. `.repeat(3)) },
        { type: 'INTERVIEW', content: rich('Morador do bairro'), observation: 'A água entrou em casa em dez minutos.', duration: 'PT12S' },
        { type: 'APPEARANCE', content: rich('A Defesa Civil mantém o alerta até amanhã.') },
        { type: 'SOUNDUP', content: rich('[sobe som da enxurrada]') },
      ],
    });
    if (r.status !== 201) throw new Error(`${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    times.push(performance.now() - t);
  }
  report(`reportages create, median of ${COUNT} (${db})`, median(times), 'ms');
  const headers = { cookie: c.cookie! };
  const list = await latencies(`${k.url}/api/news_reports?from=${DAY}&to=${DAY}&size=25`, headers, 100, 20);
  report(`reportages list page of 25 of a ${COUNT}-reportage day, p50 (${db})`, median(list), 'ms');
  report(`reportages list page of 25 of a ${COUNT}-reportage day, p99 (${db})`, percentile(list, 99), 'ms');
  const board = await latencies(`${k.url}/api/news_reports?from=${DAY}&to=${DAY}&size=${COUNT}`, headers, 50, 10);
  report(`reportages board (all ${COUNT} of the day in one page), p50 (${db})`, median(board), 'ms');
  const one = await latencies(`${k.url}/api/news_reports/${Math.ceil(COUNT / 2)}`, headers, 100, 20);
  report(`reportage load, p50 (${db})`, median(one), 'ms');
  // the PDF of one reportage of the day in two columns (header, four sections, the TV layout)
  const pdf = await latencies(`${k.url}/api/news_reports/${Math.ceil(COUNT / 2)}/pdf?kind=content&columns=2`, headers, PDF_RUNS, 3);
  report(`reportage_pdf_two_columns_median (${db})`, median(pdf), 'ms');
  report(`reportage_pdf_two_columns_p99 (${db})`, percentile(pdf, 99), 'ms');
  report('reportage_pdf_over_json_load_median_ratio', Math.round((median(pdf) / median(one)) * 10) / 10, 'x');
  // the PDF service's own floor: a one-line document, no HTTP, no database (pdfmake's layout and font subsetting)
  const service = new KernelPdf({ branding: async () => ({ name: 'Lauda', timeZone, logo: null }), locale: async () => 'pt_BR', clock: { now: () => new Date() } });
  const floorPdf: number[] = [];
  for (let i = 0; i <= PDF_RUNS; i++) {
    const t = performance.now();
    await service.render({ title: 'PISO', content: [{ kind: 'paragraph', text: 'Uma linha.' }] });
    if (i > 0) floorPdf.push(performance.now() - t);
  }
  report('pdf_service_one_line_floor_median', median(floorPdf), 'ms');
  report('reportage_pdf_over_one_line_floor_median_ratio', Math.round((median(pdf) / median(floorPdf)) * 10) / 10, 'x');
  if (!built) process.stderr.write(`${webRoot} is not built: the board render figures are skipped (npm run build -w @lauda/web-shell)\n`);
  else {
    const { board, floor } = await boardRenders(k.url, c, COUNT, DAY, BOARD_RUNS);
    report(`reportages_board_render_${COUNT}_p50`, median(board), 'ms');
    report(`reportages_board_render_${COUNT}_p99`, percentile(board, 99), 'ms');
    report(`bare_board_${COUNT}_floor_p50`, median(floor), 'ms');
    report('reportages_board_over_floor_p50_ratio', Math.round((median(board) / median(floor)) * 10) / 10, 'x');
  }
} finally {
  await k.stop();
}
