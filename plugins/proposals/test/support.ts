// Helpers of the news suggestions suite: a kernel with the admin, guidelines and proposals plugins.
// The package's ./testing entry (suggestions are decided by roles alone: no leak example is needed).
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import proposals from '../src/server/plugin.js';

import { testDb } from '@lauda/plugin-rounds/testing';

export { contentOf, listen, ok, testDb } from '@lauda/plugin-rounds/testing';

export const EDITOR = ['ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'];

export async function bootProposals(): Promise<{ k: TestKernel; editor: TestClient; reporter: TestClient; reader: TestClient }> {
  const k = await startTestKernel({ plugins: [admin, guidelines, proposals], db: testDb() });
  return {
    k,
    editor: await k.userWith(EDITOR, 'editora'),
    reporter: await k.userWith(['ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE'], 'reporter'),
    reader: await k.userWith(['ROLE_ASSIGNMENT_PROPOSAL_READ'], 'leitor'),
  };
}
