import { created, z, type PluginRouter } from '@lauda/sdk/server';
import { ADMIN_ROLES } from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { idParam, programInput, queryBool } from '../schemas.js';
import { actorOf } from '../util.js';

const tags = ['programs'];

export function programRoutes(router: PluginRouter, { programs }: AdminContext): void {
  router.get('/api/programs', {
    access: [ADMIN_ROLES.programRead],
    summary: 'Programs by name: all of them (all=true) or only those the caller may see (default: allowed groups blank or holding one of the caller\'s groups; the support account sees all)',
    query: z.object({ all: queryBool.optional(), active: queryBool.optional() }),
    tags,
  }, async ({ query, user }) => {
    const list = query.all ? await programs.list() : await programs.accessible(user);
    return query.active === undefined ? list : list.filter((p) => p.active === query.active);
  });

  router.get('/api/programs/{id}', {
    access: [ADMIN_ROLES.programRead],
    summary: 'One program',
    params: idParam,
    tags,
  }, ({ params }) => programs.get(params.id));

  router.post('/api/programs', {
    access: [ADMIN_ROLES.programWrite],
    summary: 'Create a program: name (unique), start and end (HH:mm:ss; an end before the start is on the next day), people, allowed groups, devices',
    body: programInput,
    tags,
  }, async ({ body, user, ip }) => created(await programs.create(body, actorOf(user, ip))));

  router.put('/api/programs/{id}', {
    access: [ADMIN_ROLES.programWrite],
    summary: 'Update a program (name, start and end required; other fields left out keep their value); active=false deactivates it; the version read in the body or If-Match, a stale one is a 412 program.staleVersion',
    params: idParam,
    body: programInput,
    versioned: true,
    tags,
  }, ({ params, body, user, ip }) => programs.update(params.id, body, actorOf(user, ip)));

  router.delete('/api/programs/{id}', {
    access: [ADMIN_ROLES.programWrite],
    summary: 'Delete a program without content; one with content is refused (422 program.hasContent with the counts): deactivate it instead',
    params: idParam,
    tags,
  }, async ({ params, user, ip }) => {
    await programs.remove(params.id, actorOf(user, ip));
  });
}
