// Kernel figures: cold start to the first answered request, and the latency an authenticated
// JSON GET pays through the kernel beside a bare Koa route answering the same JSON in the same
// process (the floor). Issue 12's target: the kernel's route at most 1.5x the floor.
//
// The kernel's route is a plugin route whose handler answers a ready value, as the floor does, so
// the ratio is what the kernel adds (session, roles, query validation, request scope, JSON writing).
// The hello plugin's greeting list (the same JSON read by two SQLite queries in its handler) is
// reported beside it, for what a plugin's own queries add on top.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { definePlugin, pageQuery } from '@lauda/sdk/server';
import { startTestKernel } from '@lauda/sdk/testing';
import hello from '@lauda/plugin-hello';
import { latencies, median, percentile, report } from './support/measure.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const N = Number(process.env.BENCH_N ?? 2000);

async function coldStart(dataDir: string, port: number): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'kernel/bin/lauda.js'), 'start'], {
    env: { ...process.env, PORT: String(port), LAUDA_DATA_DIR: dataDir, LAUDA_LOG_LEVEL: 'error', LAUDA_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/system`);
        if (r.status === 200) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`lauda start exited with ${child.exitCode}`);
      if (performance.now() - t0 > 60_000) throw new Error('no answer within 60 s');
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-bench-'));
try {
  report('cold_start_empty_db', Math.round(await coldStart(dataDir, 18781)), 'ms');
  report('cold_start_migrated_db', Math.round(await coldStart(dataDir, 18782)), 'ms');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

let sample: unknown = null;
const ready = definePlugin({
  id: 'benchready', version: '1.0.0', sdk: '^0.1.0',
  setup: () => ({
    routes(router) {
      router.get('/api/benchready/greetings', { access: ['ROLE_HELLO_READ'], summary: 'the greeting page, ready-made', query: pageQuery }, async () => sample);
    },
  }),
});
const k = await startTestKernel({ plugins: [hello, ready], db: 'sqlite' });
const floor = new Koa();
floor.use((ctx) => { ctx.body = sample; });
const bare = http.createServer(floor.callback());
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
try {
  const c = await k.userWith(['ROLE_HELLO_READ', 'ROLE_HELLO_WRITE']);
  for (let i = 0; i < 10; i++) await c.post('/api/hello/greetings', { text: `Greeting number ${i} for the benchmark` });
  const path_ = '/api/hello/greetings?size=10';
  sample = (await c.get(path_)).body;
  const headers = { cookie: c.cookie! };
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  // alternate the three in slices, so load from elsewhere on the machine weighs on all alike
  const kernelMs: number[] = [];
  const helloMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < 10; i++) {
    kernelMs.push(...(await latencies(`${k.url}/api/benchready/greetings?size=10`, headers, N / 10, i ? 20 : 200)));
    helloMs.push(...(await latencies(k.url + path_, headers, N / 10, i ? 20 : 200)));
    bareMs.push(...(await latencies(bareUrl, {}, N / 10, i ? 20 : 200)));
  }
  const km = median(kernelMs);
  const bm = median(bareMs);
  report('kernel_auth_json_get_median', km, 'ms');
  report('kernel_auth_json_get_p99', percentile(kernelMs, 99), 'ms');
  report('bare_koa_json_get_median', bm, 'ms');
  report('kernel_over_bare_koa_ratio', km / bm, 'x');
  report('kernel_over_bare_koa_target_met', km / bm <= 1.5 ? 1 : 0, '(1 = at most 1.5x)');
  report('hello_greeting_list_get_median', median(helloMs), 'ms');
  report('hello_greeting_list_over_bare_koa_ratio', median(helloMs) / bm, 'x');
} finally {
  bare.close();
  await k.stop();
}
