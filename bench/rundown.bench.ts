// Rundown figures (issue 5): on a rundown of 30 blocks × 400 stories with full scripts, the load
// time and its number of SQL queries (beside a rundown ten times smaller: the count must not grow
// with the stories), the rows a move of 10 stories writes (beside the smaller rundown: they must
// grow with the moved stories, not with the rundown), the timing recompute of 1000 stories
// (target under 1 ms), and story patch throughput with 8 concurrent clients.
import type { Knex } from 'knex';
import { startTestKernel, type TestClient } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { blockTotals, rundownTotals, storyTimes, type BlockTimingInput, type SectionTiming } from '@lauda/plugin-rundown/common';
import { median, percentile, report } from './support/measure.js';
import { ok, text } from './support/stories.js';

const db = (process.env.BENCH_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 30);
const PER_BLOCK = Number(process.env.BENCH_STORIES_PER_BLOCK ?? 400);
const PATCH_SECONDS = Number(process.env.BENCH_PATCH_SECONDS ?? 5);

const ROLES = ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE'];
const rich = (t: string) => [{ type: 'paragraph', children: [{ text: t }, { text: ' olhar câmera 2', comment: true }] }];
/** A full script: head, VT with a MOS video and a CG, recorded VO, footer (about 2.5 kB). */
const script = (slug: string) => ({
  slug,
  estimated: 'PT1M30S',
  sections: [
    { type: 'HEADER', entries: [{ camera: '1', text: rich(text(60)) }] },
    { type: 'VT', cueOut: '...a previsão é de mais chuva amanhã.', subSections: [
      { type: 'MOS_VIDEO', slug: `VT ${slug}`, media: { slug: `VT ${slug}`, objectId: `MAM-${slug}`, duration: 'PT1M45S', type: 'VIDEO', paths: ['\\\\mam\\videos\\vt.mxf'] } },
      { type: 'CG', templateName: 'CREDITO_2L', cgFields: [{ uuid: '1', name: 'linha1', value: 'Marta Souza' }, { uuid: '2', name: 'linha2', value: 'Moradora' }] },
    ] },
    { type: 'RECORDED_VO', entries: [{ camera: '1', text: rich(text(40)) }], subSections: [{ type: 'MOS_VIDEO', media: { duration: 'PT30S' } }] },
    { type: 'FOOTER', entries: [{ camera: '1', text: rich(text(30)) }] },
  ],
});

const k = await startTestKernel({ plugins: [admin, rundown], db });
const knex = (k as unknown as { kernel: { db: { knex: Knex } } }).kernel.db.knex;

/** SQL statements and rows written while `fn` runs. */
let counting = false;
let statements = 0;
let written = 0;
knex.on('query', () => { if (counting) statements++; });
knex.on('query-response', (response: unknown, q: { method?: string; sql?: string }) => {
  if (!counting) return;
  if (q.method === 'insert') written += 1 + ((q.sql ?? '').match(/\),\s*\(|union all/gi)?.length ?? 0);
  else if ((q.method === 'update' || q.method === 'del' || q.method === 'delete') && typeof response === 'number') written += response;
});
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number; written: number; ms: number }> {
  statements = 0;
  written = 0;
  counting = true;
  const t = performance.now();
  try {
    const result = await fn();
    return { result, statements, written, ms: performance.now() - t };
  } finally {
    counting = false;
  }
}

try {
  const c = await k.userWith(ROLES, 'bench');
  const program = await ok(c.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '21:00:00' }), 201);
  let day = 1;

  /** A rundown of `blocks` blocks × `perBlock` stories, built through the API (copies double each block). */
  async function build(client: TestClient, blocks: number, perBlock: number): Promise<any> {
    const r = await ok(client.post('/api/rundowns', { date: `2031-03-${String(day++).padStart(2, '0')}`, programId: program.id }), 201);
    const blockIds = [r.blocks[0].id];
    for (let i = 1; i < blocks; i++) blockIds.push((await ok(client.post(`/api/rundowns/${r.id}/blocks`, { commercial: 'PT2M' }), 201)).id);
    for (const [b, blockId] of blockIds.entries()) {
      const first = await ok(client.post(`/api/blocks/${blockId}/stories`, script(`B${b}S0`)), 201);
      const ids = [first.id];
      while (ids.length < perBlock) {
        const copied = await ok(client.post('/api/stories/copy', { targetBlockId: blockId, storiesIds: ids.slice(0, Math.min(ids.length, perBlock - ids.length)) }));
        ids.push(...copied.stories.map((s: any) => s.id));
      }
    }
    return ok(client.get(`/api/rundowns/${r.id}?sections=false`));
  }

  const small = await build(c, BLOCKS, Math.max(2, Math.round(PER_BLOCK / 10)));
  const big = await build(c, BLOCKS, PER_BLOCK);
  const stories = big.blocks.reduce((n: number, b: any) => n + b.stories.length, 0);
  report('rundown_stories', stories, 'stories');

  // load: time and SQL queries (the session check included), beside the smaller rundown; the
  // fewest of a few runs, so an occasional session touch does not count
  const loadOf = async (r: any, query = '') => {
    let best: Awaited<ReturnType<typeof counted<any>>> | null = null;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const run = await counted(() => ok(c.get(`/api/rundowns/${r.id}${query}`)));
      times.push(run.ms);
      if (!best || run.statements < best.statements) best = run;
    }
    return { ...best!, median: median(times) };
  };
  const smallLoad = await loadOf(small);
  const bigLoad = await loadOf(big);
  const gridLoad = await loadOf(big, '?sections=false');
  report('rundown_load_median', bigLoad.median, 'ms');
  report('rundown_load_bytes', JSON.stringify(bigLoad.result).length, 'bytes');
  report('rundown_load_without_scripts_median', gridLoad.median, 'ms');
  report('rundown_load_sql_queries', bigLoad.statements, 'queries');
  report(`rundown_load_sql_queries_${smallLoad.result.blocks.reduce((n: number, b: any) => n + b.stories.length, 0)}_stories`, smallLoad.statements, 'queries');

  // move of 10 stories into another block: rows written, beside the smaller rundown
  const moveOf = async (r: any) => {
    const from = r.blocks[1].stories.slice(0, 10).map((s: any) => s.id);
    return counted(() => ok(c.post('/api/stories/move', { targetBlockId: r.blocks[2].id, storiesIds: from, targetStoryId: r.blocks[2].stories[3].id })));
  };
  const smallMove = await moveOf(small);
  const bigMove = await moveOf(big);
  report('rundown_move_10_rows_written', bigMove.written, 'rows');
  report('rundown_move_10_rows_written_small_rundown', smallMove.written, 'rows');
  report('rundown_move_10_sql_statements', bigMove.statements, 'statements');
  report('rundown_move_10_ms', bigMove.ms, 'ms');

  // the timing engine over 1000 stories: rundown and block totals (what every change recomputes)
  const S = 1000;
  const sections: SectionTiming[] = [
    { type: 'HEADER', duration: 0, texts: [text(60)], media: [] },
    { type: 'VT', duration: 0, texts: [], media: [105 * S] },
    { type: 'RECORDED_VO', duration: 0, texts: [text(40)], media: [30 * S] },
    { type: 'FOOTER', duration: 0, texts: [text(30)], media: [] },
  ];
  const timed = Array.from({ length: 1000 }, (_, i) => {
    const s = { id: i, approved: i % 3 !== 0, displayStatus: (i % 5 === 0 ? 'stop' : 'blank') as 'stop' | 'blank', estimated: 90 * S, manualVt: false, vt: 0, sections };
    // times are attached to the story object itself, as the server does to a row; a spread of two
    // objects here would give V8 dictionary-mode objects and measure that instead of the engine
    return Object.assign(s, storyTimes(s));
  });
  const input = {
    start: 19 * 3600 * S, end: 21 * 3600 * S, production: 100 * 60 * S,
    blocks: Array.from({ length: 30 }, (_, b): BlockTimingInput => ({ id: b, standBy: b === 29, commercial: 120 * S, displayStatus: 'blank', stories: timed.slice(Math.floor((b * 1000) / 30), Math.floor(((b + 1) * 1000) / 30)) })),
  };
  const recompute: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t = performance.now();
    rundownTotals(input);
    for (const b of input.blocks) blockTotals(b);
    recompute.push(performance.now() - t);
  }
  report('timing_recompute_1000_stories_median', median(recompute.slice(500)), 'ms');
  report('timing_recompute_1000_stories_p99', percentile(recompute.slice(500), 99), 'ms');
  const scripts: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    for (const s of timed) storyTimes(s);
    scripts.push(performance.now() - t);
  }
  report('story_times_1000_scripts_median', median(scripts.slice(50)), 'ms');

  // story patch throughput: 8 clients patching stories of the big rundown at once
  const writers = await Promise.all(Array.from({ length: 8 }, (_, i) => k.userWith(ROLES, `writer${i}`)));
  const all = big.blocks.filter((b: any) => !b.standBy).flatMap((b: any) => b.stories.map((s: any) => s.id));
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + PATCH_SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(writers.map(async (w, i) => {
    let n = 0;
    while (performance.now() < until) {
      const id = all[(i * 997 + n++ * 31) % all.length];
      const t = performance.now();
      const r = await w.patch(`/api/stories/${id}`, { field: 'estimated', newValue: `PT${(n % 90) + 1}S` });
      latencies.push(performance.now() - t);
      if (r.status !== 200) failures++;
    }
  }));
  const elapsed = (performance.now() - t0) / 1000;
  report('story_patch_throughput_8_clients', latencies.length / elapsed, 'patches/s');
  report('story_patch_latency_median', median(latencies), 'ms');
  report('story_patch_latency_p99', percentile(latencies, 99), 'ms');
  report('story_patch_failures', failures, 'requests');
} finally {
  await k.stop();
}
