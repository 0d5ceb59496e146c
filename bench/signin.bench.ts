// Sign-in figures: median and p99 ms of a full form sign-in (throttle check, argon2id verify,
// license and seat check, roles snapshot, session insert, auth log), sequential, after warm-up.
import { startTestKernel } from '@lauda/sdk/testing';
import { median, percentile, report } from './support/measure.js';

const N = Number(process.env.BENCH_SIGNIN_N ?? 50);
const WARM = 5;
const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';

const k = await startTestKernel({ db });
try {
  await k.userWith([], 'bench');
  const body = new URLSearchParams({ username: 'bench', password: 'secret-pass' }).toString();
  const once = async () => {
    const t = performance.now();
    const res = await fetch(`${k.url}/api/authentication`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < WARM; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < N; i++) ms.push(await once());
  report('signin_median', median(ms), 'ms');
  report('signin_p99', percentile(ms, 99), 'ms');
} finally {
  await k.stop();
}
