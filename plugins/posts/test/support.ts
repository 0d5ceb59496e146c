// Helpers of the posts suites: a kernel with admin, devices, rundown, reportages and posts, a writer,
// a reader, and a real WordPress (./wordpress.ts) configured as a site.
import { expect } from 'chai';
import { coreServices, type Documents } from '@lauda/sdk/server';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import reportages from '@lauda/plugin-reportages';
import rundown from '@lauda/plugin-rundown';
import posts from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export const WRITER = ['ROLE_POST_READ', 'ROLE_POST_WRITE'];
export const READER = ['ROLE_POST_READ'];
export const EDITOR = [...WRITER, 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_NEWS_REPORT_READ',
  'ROLE_NEWS_REPORT_WRITE', 'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export const rich = (...paragraphs: string[]) => paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] }));

/** the field a 400 names */
export const fieldOf = (body: any): string | undefined => body?.details?.issues?.[0]?.field ?? body?.details?.field;

/** A document's content as the kernel gives it to the editor (`core.documents.content`). */
export async function contentOf(rig: Rig, type: string, id: number): Promise<any> {
  const { container } = (rig.k as unknown as { kernel: { container: { resolve(id: string): Documents } } }).kernel;
  const user = { id: rig.editorId, username: 'editor', nickname: 'editor', name: 'editor', email: null, roles: EDITOR, support: false, sessionId: 'test' };
  return container.resolve(coreServices.documents.id).content(type, user, id);
}

export interface Rig {
  k: TestKernel;
  /** posts, stories, reportages, programs and the administrators' roles */
  editor: TestClient;
  editorId: number;
  writer: TestClient;
  reader: TestClient;
  programId: number;
  stop(): Promise<void>;
}

export async function boot(): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, devices, rundown, reportages, posts], db: testDb() });
  const editor = await k.userWith(EDITOR, 'editor');
  const editorId = Number((await editor.get('/api/users/me')).body.id);
  const programId = Number(ok(await editor.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 201).id);
  return {
    k, editor, editorId, programId,
    writer: await k.userWith(WRITER, 'writer'),
    reader: await k.userWith(READER, 'reader'),
    stop: () => k.stop(),
  };
}
