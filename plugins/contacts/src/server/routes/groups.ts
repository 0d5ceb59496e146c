/** Contact groups: `/api/contacts/groups` list, create, rename, remove. */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { CONTACT_ROLES as R } from '../../common/index.js';
import { groupInput, idParam } from '../schemas.js';
import { createGroup, listGroups, removeGroup, renameGroup } from '../services/groups.js';
import type { Ctx } from '../context.js';

export function groupRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/contacts/groups', {
    access: [R.read],
    summary: 'The contact groups by name, each with how many of its contacts the caller sees',
  }, ({ user }) => listGroups(ctx, user));

  router.post('/api/contacts/groups', {
    access: [R.write],
    summary: 'Create a contact group (409 contact.groupExists for a name in use)',
    body: groupInput,
  }, async ({ body }) => created(await createGroup(ctx, body.name)));

  router.put('/api/contacts/groups/{id}', {
    access: [R.write],
    summary: 'Rename a contact group',
    params: idParam,
    body: groupInput,
  }, ({ params, body }) => renameGroup(ctx, params.id, body.name));

  router.delete('/api/contacts/groups/{id}', {
    access: [R.admin],
    summary: 'Remove a contact group (its contacts stay)',
    params: idParam,
  }, async ({ params }) => {
    await removeGroup(ctx, params.id);
    return noContent();
  });
}
