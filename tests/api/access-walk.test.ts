import { expect } from 'chai';
import { installedPluginIds } from '@lauda/kernel';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import { testDb } from '../support/dbs.js';

const db = testDb();
type Op = { 'x-roles': string[] | 'public' | 'authenticated' };

/**
 * Walks the OpenAPI document of a kernel with every installed plugin and calls every route:
 * without a session each non-public route must answer 401, and for a user holding none of its
 * roles each role-guarded route must answer 403. No route is exempt unless declared public.
 */
describe(`access walk over every route on ${db}`, function () {
  this.timeout(120_000);
  let k: TestKernel;
  before(async () => {
    k = await startTestKernel({ plugins: installedPluginIds(), db });
  });
  after(async () => k?.stop());

  it('answers 401 without a session and 403 without the roles, on every route', async () => {
    const doc = (await k.anonymous().get('/api/openapi.json')).body as { paths: Record<string, Record<string, Op>> };
    const nobody = await k.userWith([], 'nobody');
    const anon = k.anonymous();
    let checked401 = 0;
    let checked403 = 0;
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const concrete = path.replace(/\{[^}]+\}/g, '1');
      for (const [method, op] of Object.entries(ops)) {
        const access = op['x-roles'];
        if (access === 'public') continue;
        const body = method === 'get' || method === 'delete' ? undefined : '{}';
        const headers = body ? { 'content-type': 'application/json' } : undefined;
        const a = await anon.raw(method.toUpperCase(), concrete, body, headers);
        checked401++;
        if (a.status !== 401) wrong.push(`${method.toUpperCase()} ${path} anonymous → ${a.status}`);
        if (Array.isArray(access)) {
          const f = await nobody.raw(method.toUpperCase(), concrete, body, headers);
          checked403++;
          if (f.status !== 403) wrong.push(`${method.toUpperCase()} ${path} without ${access.join('+')} → ${f.status}`);
        }
      }
    }
    process.stdout.write(`      routes checked for 401: ${checked401}, for 403: ${checked403}\n`);
    expect(wrong).to.deep.equal([]);
    expect(checked401).to.be.greaterThan(10);
  });
});
