// Helpers of the rounds suite: a kernel with the admin, guidelines and rounds plugins. The package's
// ./testing entry (rounds are decided by roles alone: no leak example is needed).
import { expect } from 'chai';
import { coreServices, type Documents } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import rounds from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const ROUND_ALL = ['ROLE_ROUND_READ', 'ROLE_ROUND_WRITE', 'ROLE_ROUND_ADMIN', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'];

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export async function bootRounds(): Promise<{ k: TestKernel; chief: TestClient; reader: TestClient }> {
  const k = await startTestKernel({ plugins: [admin, guidelines, rounds], db: testDb() });
  return { k, chief: await k.userWith(ROUND_ALL, 'chefe'), reader: await k.userWith(['ROLE_ROUND_READ'], 'leitor') };
}

export { listen, pdfOf, type Heard } from './helpers.js';

/** What another area takes over from a document (the kernel's `core.documents.content`), read as a user holding `roles`. */
export function contentOf(k: TestKernel, type: string, id: number, roles: string[]): Promise<{ title: string; text: string; date?: string | null }> {
  const { container } = (k as unknown as { kernel: { container: { resolve(id: string): Documents } } }).kernel;
  const documents = container.resolve(coreServices.documents.id);
  return documents.content(type, { id: 1, username: 'reader', nickname: 'reader', name: 'Reader', email: null, roles, support: false, sessionId: 'test' }, id);
}
