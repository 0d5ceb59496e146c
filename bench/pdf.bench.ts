// PDF figures (issue 14 item 8): on a rundown of 400 stories with full scripts, through HTTP and
// the kernel's PDF service, the median and p99 time to the last byte of its grid PDF (the first 100
// records, the spec's grid print limit), of its display (every story's script read on air, the
// largest document of the rundown), and of one story's content in two columns; with page counts
// and sizes. Beside them, the JSON load of the same rundown, the floor any PDF of it starts from.
import { startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { median, percentile, report } from './support/measure.js';
import { ok, text } from './support/stories.js';

const db = (process.env.BENCH_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const STORIES = Number(process.env.BENCH_PDF_STORIES ?? 400);
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 7);

const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'];
const rich = (t: string) => [{ type: 'paragraph', children: [{ text: t }] }];
const script = (slug: string) => ({
  slug,
  sections: [
    { type: 'HEADER', entries: [{ camera: '1', text: rich(text(60)) }] },
    { type: 'VT', cueOut: 'a previsão é de mais chuva amanhã', subSections: [{ type: 'MOS_VIDEO', media: { slug: `VT ${slug}`, duration: 'PT1M45S' } }] },
    { type: 'RECORDED_VO', cueIn: 'a água subiu', entries: [{ text: rich(text(40)) }] },
    { type: 'FOOTER', entries: [{ camera: '2', text: rich(text(30)) }] },
  ],
});

const k = await startTestKernel({ plugins: [admin, rundown], db });
try {
  const c = await k.userWith(ROLES, 'bench');
  const program = await ok(c.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '21:00:00' }), 201);
  const r = await ok(c.post('/api/rundowns', { date: '2031-03-01', programId: program.id }), 201);
  let storyId = 0;
  for (let i = 0; i < STORIES; i++) storyId = (await ok(c.post(`/api/blocks/${r.blocks[0].id}/stories`, script(`MATERIA ${i + 1}`)), 201)).id;
  const headers = { cookie: c.cookie! };

  /** Sequential GETs to the last byte, after one unmeasured: their times in ms and the last body. */
  async function timed(path: string): Promise<{ ms: number[]; body: Buffer }> {
    let body = Buffer.alloc(0);
    const ms: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const t = performance.now();
      const res = await fetch(k.url + path, { headers });
      body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.toString().slice(0, 200)}`);
      if (i > 0) ms.push(performance.now() - t);
    }
    return { ms, body };
  }
  const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

  report('pdf_rundown_stories', STORIES, 'stories');
  const load = await timed(`/api/rundowns/${r.id}`);
  report('pdf_rundown_json_load_median', median(load.ms), 'ms');
  for (const [name, path] of [
    ['pdf_grid', `/api/rundowns/${r.id}/pdf?kind=grid`],
    ['pdf_display', `/api/rundowns/${r.id}/pdf?kind=display`],
    ['pdf_story_two_columns', `/api/stories/${storyId}/pdf?kind=content&columns=2`],
  ] as const) {
    const { ms, body } = await timed(path);
    report(`${name}_median`, median(ms), 'ms');
    report(`${name}_p99`, percentile(ms, 99), 'ms');
    report(`${name}_pages`, pages(body), 'pages');
    report(`${name}_bytes`, body.length, 'bytes');
  }
} finally {
  await k.stop();
}
