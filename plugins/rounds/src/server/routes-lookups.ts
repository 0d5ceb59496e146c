/** Institutions and segments of the rounds: `/api/rounds/institutions`, `/api/rounds/segments`. */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { ROUND_ROLES as R } from '../common/index.js';
import type { Ctx } from './deps.js';
import {
  getInstitution, listInstitutions, listSegments, removeInstitution, removeSegment, saveInstitution, saveSegment,
} from './lookups.js';
import { idParam, institutionInput, institutionPut, segmentInput, segmentPut } from './schemas.js';

const inUse = '422 rounds.recordInUse "Record in use cannot be deleted" while a round (or, for a segment, an institution) uses it.';

export function lookupRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/rounds/segments', { access: [R.read], summary: 'The segments (beat areas), by name' }, () => listSegments(ctx));
  router.post('/api/rounds/segments', {
    access: [R.admin], summary: 'Create a segment: { name } (unique: 409 rounds.segmentNameInUse naming `name`)', body: segmentInput,
  }, async ({ body, user }) => created(await saveSegment(ctx, user!.nickname, body.name)));
  router.put('/api/rounds/segments/{id}', {
    access: [R.admin], summary: 'Rename a segment with the `version` read (412 rounds.staleVersion)', params: idParam, body: segmentPut,
  }, ({ params, body, user }) => saveSegment(ctx, user!.nickname, body.name, params.id, body.version));
  router.delete('/api/rounds/segments/{id}', {
    access: [R.admin], summary: 'Remove a segment', description: inUse, params: idParam,
  }, async ({ params, user }) => {
    await removeSegment(ctx, params.id, user!.nickname);
    return noContent();
  });

  router.get('/api/rounds/institutions', { access: [R.read], summary: 'The institutions checked on rounds, by name, with their segment' }, () => listInstitutions(ctx));
  router.get('/api/rounds/institutions/{id}', { access: [R.read], summary: 'An institution', params: idParam }, ({ params }) => getInstitution(ctx, params.id));
  router.post('/api/rounds/institutions', {
    access: [R.admin],
    summary: 'Create an institution: name (unique: 409 rounds.institutionNameInUse naming `name`), segmentId, phone, contact, notes',
    body: institutionInput,
  }, async ({ body, user }) => created(await saveInstitution(ctx, user!.nickname, body)));
  router.put('/api/rounds/institutions/{id}', {
    access: [R.admin], summary: 'Change an institution with the `version` read (412 rounds.staleVersion)', params: idParam, body: institutionPut,
  }, ({ params, body, user }) => saveInstitution(ctx, user!.nickname, body, params.id, body.version));
  router.delete('/api/rounds/institutions/{id}', {
    access: [R.admin], summary: 'Remove an institution', description: inUse, params: idParam,
  }, async ({ params, user }) => {
    await removeInstitution(ctx, params.id, user!.nickname);
    return noContent();
  });
}
