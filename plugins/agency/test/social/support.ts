/** Boots a kernel with the social part pointed at a local fake API, and a few helpers for the tests. */
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import { FakeSocialApi, TOKEN } from './fake-api.js';
import { RecordingStore, socialTestPlugin } from './plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export interface Rig {
  k: TestKernel;
  api: FakeSocialApi;
  recorder: RecordingStore;
  admin: TestClient;
  reader: TestClient;
  stop(): Promise<void>;
}

export const ok = (r: { status: number; body: any }, status = 200) => {
  expect(r.status, JSON.stringify(r.body)).to.equal(status);
  return r.body;
};

/** the answer is a 400 with this code naming this field */
export function refused(r: { status: number; body: any }, status: number, code: string, field?: string): void {
  expect(r.status, JSON.stringify(r.body)).to.equal(status);
  expect(r.body.code).to.equal(code);
  if (field) expect(r.body.details.issues.map((i: { field: string }) => i.field)).to.include(field);
}

export async function boot(pluginConfig: Record<string, unknown>): Promise<Rig> {
  const api = await new FakeSocialApi().start();
  const recorder = new RecordingStore();
  const k = await startTestKernel({ plugins: [admin, guidelines, socialTestPlugin(recorder)], db: testDb(), config: { plugins: { agency: { config: pluginConfig } } } });
  const adminClient = await k.userWith(['ROLE_AGENCY_ADMIN', 'ROLE_AGENCY_READ'], 'agencia');
  const reader = await k.userWith(['ROLE_AGENCY_READ'], 'leitor');
  return { k, api, recorder, admin: adminClient, reader, stop: async () => { await k.stop(); await api.stop(); } };
}

/** Points both networks at the fake API with its token. */
export async function configure(rig: Rig, token = TOKEN): Promise<void> {
  for (const [network, baseUrl] of [['facebook', `${rig.api.url}/graph/v19.0`], ['twitter', `${rig.api.url}/twitter`]]) {
    const { version } = ok(await rig.admin.get(`/api/agency/${network}/config`));
    ok(await rig.admin.put(`/api/agency/${network}/config`, { baseUrl, token, version }));
  }
}

export const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
