import { z } from 'zod';
import { pageQuery, type PluginRouter } from '@lauda/sdk/server';
import type { RetentionJob } from './service.js';
import type { KernelTrash } from '../trash/service.js';
import type { BranchConfigStore } from '../branch/config.js';
import { authLogQuery, dayRange } from '../auth/logs.js';

/** `GET /api/retention`, `POST /api/retention/run`, the runs; and the trash list with its filters. */
export function retentionRoutes(router: PluginRouter, d: { job: RetentionJob; trash: KernelTrash; branch: BranchConfigStore }): void {
  router.get('/api/retention', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'Per retention kind: its branch setting and unit, what a run would delete now (dry run), and the last run\'s figure',
    tags: ['retention'],
  }, () => d.job.overview());

  router.post('/api/retention/run', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Run the cleanup now; answers the run with what it deleted per kind',
    description: '409 retention.running while a run (scheduled or not, on any instance) holds the lease.',
    tags: ['retention'],
  }, async () => (await d.job.run('manual'))!);

  router.get('/api/retention/runs', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'The recorded runs of the cleanup, newest first: when, which instance, what it deleted per kind',
    query: pageQuery,
    tags: ['retention'],
  }, ({ query }) => d.job.runs(query));

  router.get('/api/trash/types', {
    access: 'authenticated',
    summary: 'The document types whose deleted documents the caller may list (the trash filter)',
    tags: ['trash'],
  }, ({ user }) => d.trash.visibleTypes(user));

  router.get('/api/trash', {
    access: 'authenticated',
    summary: 'Deleted documents the caller may see in full (the document access contract of each type), newest first',
    description: '`from` and `to` (YYYY-MM-DD, both included) are days of the branch time zone on the deletion date; `type` one of `GET /api/trash/types`.',
    query: pageQuery.extend({ type: z.string().max(64).optional(), from: authLogQuery.shape.from, to: authLogQuery.shape.to }),
    tags: ['trash'],
  }, async ({ query, user }) => d.trash.list(user, query.type, query, dayRange(query, (await d.branch.get()).timeZone)));
}
