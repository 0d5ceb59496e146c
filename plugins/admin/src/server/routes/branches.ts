import { created, z, type PluginRouter } from '@lauda/sdk/server';
import { ADMIN_ROLES } from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { branchInput, idParam, queryBool } from '../schemas.js';
import { actorOf } from '../util.js';

const tags = ['branches'];

export function branchRoutes(router: PluginRouter, { branches }: AdminContext): void {
  router.get('/api/branches', {
    access: [ADMIN_ROLES.branchRead],
    summary: 'Remote companies (branches) by name; activeOnly=true leaves out the inactive ones',
    query: z.object({ activeOnly: queryBool.optional() }),
    tags,
  }, ({ query }) => branches.list(query.activeOnly ?? false));

  router.get('/api/branches/{id}', {
    access: [ADMIN_ROLES.branchRead],
    summary: 'One remote company',
    params: idParam,
    tags,
  }, ({ params }) => branches.get(params.id));

  router.post('/api/branches', {
    access: [ADMIN_ROLES.adminWrite],
    summary: 'Create a remote company: name and host (http or https URL), each unique',
    body: branchInput,
    tags,
  }, async ({ body, user, ip }) => created(await branches.create(body, actorOf(user, ip))));

  router.put('/api/branches/{id}', {
    access: [ADMIN_ROLES.adminWrite],
    summary: 'Update a remote company (active left out keeps its value); the version read in the body or If-Match, a stale one is a 412 branch.staleVersion',
    params: idParam,
    body: branchInput,
    versioned: true,
    tags,
  }, ({ params, body, user, ip }) => branches.update(params.id, body, actorOf(user, ip)));

  router.delete('/api/branches/{id}', {
    access: [ADMIN_ROLES.adminWrite],
    summary: 'Delete a remote company; one whose records a plugin counts is refused (422 branch.inUse): deactivate it instead',
    params: idParam,
    tags,
  }, async ({ params, user, ip }) => {
    await branches.remove(params.id, actorOf(user, ip));
  });
}
