// Kernel figures: cold start to the first answered request, and the latency an authenticated
// JSON GET pays through the kernel (session, roles, validation, plugin handler) beside a bare
// Koa route answering the same JSON in the same process (the floor).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
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

const k = await startTestKernel({ plugins: [hello], db: 'sqlite' });
const floor = new Koa();
let sample: unknown = null;
floor.use((ctx) => { ctx.body = sample; });
const bare = http.createServer(floor.callback());
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
try {
  const c = await k.userWith(['ROLE_HELLO_READ', 'ROLE_HELLO_WRITE']);
  for (let i = 0; i < 10; i++) await c.post('/api/hello/greetings', { text: `Greeting number ${i} for the benchmark` });
  const path_ = '/api/hello/greetings?size=10';
  sample = (await c.get(path_)).body;
  const headers = { cookie: c.cookie! };
  const kernelMs = await latencies(k.url + path_, headers, N);
  const bareMs = await latencies(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`, {}, N);
  const km = median(kernelMs);
  const bm = median(bareMs);
  report('kernel_auth_json_get_median', km, 'ms');
  report('kernel_auth_json_get_p99', percentile(kernelMs, 99), 'ms');
  report('bare_koa_json_get_median', bm, 'ms');
  report('kernel_over_bare_koa_ratio', km / bm, 'x');
} finally {
  bare.close();
  await k.stop();
}
