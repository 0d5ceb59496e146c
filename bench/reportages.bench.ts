// Reportage figures of a 200-reportage day (issue 14 "done when"): creating them, the list page and the
// board (every reportage of the day in one page) as the API answers them, and loading one for editing.
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import rundown from '@lauda/plugin-rundown';
import reportages from '@lauda/plugin-reportages';
import { latencies, median, percentile, report } from './support/measure.js';

const db = (process.env.BENCH_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const COUNT = Number(process.env.BENCH_REPORTAGES ?? 200);
const ROLES = ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_NEWS_REPORT_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'];
const DAY = '2033-04-04';
const rich = (t: string) => [{ type: 'paragraph', children: [{ text: t }] }];

const k = await startTestKernel({ plugins: [admin, devices, rundown, reportages], db });
try {
  const c = await k.userWith(ROLES, 'bench');
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
} finally {
  await k.stop();
}
