// Shared by the agency's db tests: a kernel with admin, guidelines and agency, and checked answers.
import { expect } from 'chai';
import { coreServices, definePlugin, z } from '@lauda/sdk/server';
import { startTestKernel, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import agency from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
export const READ = ['ROLE_AGENCY_READ'];
export const INTERVAL = 60_000;

/** Another area taking an item over, as the posts plugin does: `core.documents.content('agency_item', user, id)`. */
const takeover = definePlugin({
  id: 'takeover', version: '0.1.0', sdk: '^0.1.0', dependsOn: ['agency'],
  deps: { documents: coreServices.documents },
  setup: ({ documents }) => ({
    routes(router) {
      router.get('/api/takeover/{id}', { access: 'authenticated', summary: 'an agency item\'s content', params: z.object({ id: z.coerce.number().int().positive() }) },
        ({ params, user }) => documents.content('agency_item', user!, params.id));
    },
  }),
});

/** the poller's own tick is left far away: the tests poll through the admin route */
export const agencyKernel = (): Promise<TestKernel> => startTestKernel({
  plugins: [admin, guidelines, agency, takeover],
  db: testDb(),
  config: { plugins: { agency: { config: { pollCheckMs: 3_600_000, pollIntervalMs: INTERVAL, maxBackoffMs: INTERVAL * 8, fetchTimeoutMs: 3000, retentionCheckMs: 250 } } } },
});

export const ok = (r: { status: number; body: any }, status = 200) => {
  expect(r.status, JSON.stringify(r.body)).to.equal(status);
  return r.body;
};

/** The kernel's own database (to age rows as time would). */
export const knexOf = (k: TestKernel) => (k as unknown as { kernel: { container: { resolve(id: string): { knex: any } } } }).kernel.container.resolve('core.db').knex;
