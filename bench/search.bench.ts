// The global search on 100,000 guidelines (sdk/testing's Portuguese newsCorpus), on SQLite and on
// MariaDB: the index rebuilt from nothing (documents per second, against the rate the same documents
// were written to their own table in this run), then searches of each mode through the HTTP API as a
// user who sees every program but a restricted one (p50/p99, against an authenticated GET of the
// search targets on the same kernel: the floor of any search request).
//   BENCH_SEARCH_DOCS (100000), BENCH_SEARCH_DBS (sqlite,mysql), BENCH_SEARCH_QUERIES (60 per mode)
import { newsCorpus, startTestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import { insertGuidelines } from '@lauda/plugin-guidelines/testing';
import { latencies, median, percentile, report } from './support/measure.js';

const DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 100_000);
const DBS = (process.env.BENCH_SEARCH_DBS ?? 'sqlite,mysql').split(',') as ('sqlite' | 'mysql')[];
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 60);
const MODES = ['MUST', 'SHOULD', 'PHRASE', 'FUZZY'] as const;

type Kernel = Awaited<ReturnType<typeof startTestKernel>> & { kernel: { db: { knex: import('knex').Knex }; search: { rebuilder: { idle(): Promise<void> } } } };
const ok = async (p: Promise<{ status: number; body: any }>, status = 200) => {
  const r = await p;
  if (r.status !== status) throw new Error(`answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};

/**
 * Queries as a newsroom types them, from the corpus's own documents: a name with a common word
 * (MUST), two names (SHOULD), two words side by side (PHRASE), a name with two letters swapped (FUZZY).
 */
function queries(mode: (typeof MODES)[number], corpus: ReturnType<typeof newsCorpus>): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < QUERIES; i += 7919) {
    const words = corpus[i % corpus.length]!.body.replace(/[.,]/g, '').split(' ');
    const names = words.slice(1).filter((w) => /^[A-Z]/.test(w));
    const common = words.filter((w) => /^[a-zà-ú]{6,}$/.test(w));
    if (!names.length || !common.length) continue;
    const name = names[i % names.length]!;
    if (mode === 'MUST') out.push(`${name} ${common[i % common.length]}`);
    else if (mode === 'SHOULD') out.push(`${name} ${names[(i + 1) % names.length]}`);
    else if (mode === 'PHRASE') out.push(words.slice(i % (words.length - 2), (i % (words.length - 2)) + 2).join(' '));
    else out.push(name.length >= 6 ? name.slice(0, 2) + name[3] + name[2] + name.slice(4) : name);
  }
  return out;
}

/** The worst case: words in a third of every document (a search for them weighs the cap). */
const COMMON = { MUST: 'prefeitura', SHOULD: 'prefeitura obras', PHRASE: 'zona norte', FUZZY: 'prefeitrua' } as const;

for (const db of DBS) {
  const k = (await startTestKernel({ plugins: [admin, guidelines], db })) as Kernel;
  try {
    const chief = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE'], 'chefe');
    const me = Number((await ok(chief.get('/api/users/me'))).id);
    const group = await ok(chief.post('/api/groups', { name: 'Especiais', userIds: [me] }), 201);
    const programs = [
      (await ok(chief.post('/api/programs', { name: 'Jornal', start: '19:00:00', end: '19:45:00' }), 201)).id,
      (await ok(chief.post('/api/programs', { name: 'Bom Dia', start: '06:00:00', end: '08:00:00' }), 201)).id,
      (await ok(chief.post('/api/programs', { name: 'Especial', start: '22:00:00', end: '23:00:00', allowedGroupIds: [group.id] }), 201)).id,
    ];
    const corpus = newsCorpus(DOCS, { programs: 3, seed: 5 });
    let t = performance.now();
    await insertGuidelines(k.kernel.db.knex, corpus.map((d) => ({ slug: d.title, text: d.body, date: d.day, programId: programs[d.program - 1] })));
    const writeRate = DOCS / ((performance.now() - t) / 1000);

    // the writes blocked this process (server and client alike) longer than the server keeps an idle
    // connection: let it close them before the next request, which would otherwise meet a reset
    await new Promise((r) => setTimeout(r, 6000));
    const admin = chief;
    t = performance.now();
    await ok(admin.post('/api/index/rebuild', { targets: ['assignments'] }), 202);
    await k.kernel.search.rebuilder.idle();
    const rebuildRate = DOCS / ((performance.now() - t) / 1000);
    const state = (await ok(admin.get('/api/index'))).find((s: { target: string }) => s.target === 'assignments');
    if (state.entries !== DOCS) throw new Error(`the index holds ${state.entries} of ${DOCS}`);

    const name = `search_${db}_${DOCS}_docs`;
    report(`${name}_rebuild_rate`, rebuildRate, 'docs/s');
    report(`${name}_table_write_rate`, writeRate, 'docs/s');
    report(`${name}_rebuild_vs_table_write_ratio`, writeRate / rebuildRate, 'x');

    const reader = await k.userWith(['ROLE_ASSIGNMENT_READ', 'ROLE_PROGRAM_READ'], 'leitora');
    const headers = { cookie: reader.cookie! };
    const floor = await latencies(`${k.url}/api/search/targets`, headers, 300, 50);
    report(`${name}_floor_authenticated_get_p50`, median(floor), 'ms');
    // warm the pool and the engine with searches not measured below; each measured query is asked once
    for (const mode of MODES) for (const q of ['prefeitura', 'obras centro']) await (await fetch(`${k.url}/api/search?q=${q}&mode=${mode}`, { headers })).arrayBuffer();
    for (const mode of MODES) {
      const ms: number[] = [];
      let hits = 0;
      for (const q of queries(mode, corpus)) {
        const url = `${k.url}/api/search?q=${encodeURIComponent(q)}&mode=${mode}`;
        const start = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { total: number };
        ms.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        hits += body.total;
      }
      report(`${name}_${mode}_p50`, median(ms), 'ms');
      report(`${name}_${mode}_p99`, percentile(ms, 99), 'ms');
      report(`${name}_${mode}_p50_vs_floor_ratio`, median(ms) / median(floor), 'x');
      report(`${name}_${mode}_mean_visible_hits`, hits / QUERIES, 'hits');
      const worst: number[] = [];
      for (let n = 0; n < 5; n++) {
        const start = performance.now();
        await (await fetch(`${k.url}/api/search?q=${encodeURIComponent(COMMON[mode])}&mode=${mode}`, { headers })).arrayBuffer();
        worst.push(performance.now() - start);
      }
      report(`${name}_${mode}_common_words_median`, median(worst), 'ms');
    }
  } finally {
    await k.stop();
  }
}
