import { created, type PluginRouter } from '@lauda/sdk/server';
import { ADMIN_ROLES } from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { idParam, teamInput } from '../schemas.js';
import { actorOf } from '../util.js';

const tags = ['teams'];

export function teamRoutes(router: PluginRouter, { teams }: AdminContext): void {
  router.get('/api/teams', {
    access: [ADMIN_ROLES.teamRead],
    summary: 'Teams by name, with member ids and nicknames',
    tags,
  }, () => teams.list());

  router.get('/api/teams/{id}', {
    access: [ADMIN_ROLES.teamRead],
    summary: 'One team',
    params: idParam,
    tags,
  }, ({ params }) => teams.get(params.id));

  router.post('/api/teams', {
    access: [ADMIN_ROLES.teamWrite],
    summary: 'Create a team: name and member ids (active users)',
    body: teamInput,
    tags,
  }, async ({ body, user, ip }) => created(await teams.create(body, actorOf(user, ip))));

  router.put('/api/teams/{id}', {
    access: [ADMIN_ROLES.teamWrite],
    summary: 'Update a team (memberIds left out keeps the members); the version read in the body or If-Match, a stale one is a 412 team.staleVersion',
    params: idParam,
    body: teamInput,
    versioned: true,
    tags,
  }, ({ params, body, user, ip }) => teams.update(params.id, body, actorOf(user, ip)));

  router.delete('/api/teams/{id}', {
    access: [ADMIN_ROLES.teamWrite],
    summary: 'Delete a team; one in use in a document is refused (422 team.inUse with the counts)',
    params: idParam,
    tags,
  }, async ({ params, user, ip }) => {
    await teams.remove(params.id, actorOf(user, ip));
  });
}
