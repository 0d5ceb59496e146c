// Helpers of the contacts suites: a kernel with the contacts plugin and users of the area. The
// package's ./testing entry: its leak example joins the leak sweep.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import contacts from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const CONTACT_ALL = ['ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE', 'ROLE_CONTACT_ADMIN'];

export interface Rig {
  k: TestKernel;
  user(name?: string, roles?: string[]): Promise<{ c: TestClient; id: number }>;
  stop(): Promise<void>;
}

let serial = 0;
export async function boot(): Promise<Rig> {
  const k = await startTestKernel({ plugins: [contacts], db: testDb() });
  const user = async (name = `c${++serial}`, roles = CONTACT_ALL) => {
    const c = await k.userWith(roles, name);
    return { c, id: Number((await c.get('/api/users/me')).body.id) };
  };
  return { k, user, stop: () => k.stop() };
}

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export { leakExample } from './leak-example.js';
