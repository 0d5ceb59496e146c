/**
 * The media center's routes (spec 001 §7 "MAM: searchable_fields, request_sync, medias, thumbnail,
 * media create and update, get"; "Devices: mams"; "Media: filter (mamId, params, page, size)").
 */
import { BadRequestError, created, Reply, type PluginRouter } from '@lauda/sdk/server';
import { MEDIA_DOCUMENT as D, MEDIA_ERRORS as E, MEDIA_ROLES as R, type MediaPage } from '../common/index.js';
import type { Ctx } from './context.js';
import { listMams, mamRecord } from './mams.js';
import { filterMedia } from './queries.js';
import { idParam, mamParam, mamsQuery, mediaInput, mediaPut, mediasQuery } from './schemas.js';
import { createMedia, deviceSearch, mediaRow, searchableFields, updateMedia } from './service.js';
import type { MediaStore } from './store.js';
import type { MediaSync } from './sync.js';
import type { Thumbnails } from './thumbnails.js';

interface Parts {
  store: MediaStore;
  sync: MediaSync;
  thumbnails: Thumbnails;
}

const theOne = { type: D, ids: ({ params }: { params: { id: number } }) => [params.id] };
const onlyStored = (field: string) =>
  new BadRequestError(`Invalid field '${field}': the device's own search filters by text and fields only`, { in: 'query', issues: [{ field, message: 'not with source=device', code: 'media.deviceFilter' }] }, 'media.deviceFilter');

export function mediaRoutes(router: PluginRouter, ctx: Ctx, { store, sync, thumbnails }: Parts): void {
  router.get('/api/mam', {
    access: [R.read],
    summary: 'The MAM and playout devices whose media the media center searches (MAMs first), with what each can do; `programId`: those serving a program the caller opens',
    description: '403 media.programNoAccess, 404 program.notFound.',
    query: mamsQuery,
  }, ({ query, user }) => listMams(ctx, user, query.programId));

  // static paths before /api/mam/{mamId}/…
  router.get('/api/mam/medias/{id}', {
    access: [R.read],
    summary: 'One stored media (404 media.notFound)',
    params: idParam,
    documents: { reads: [theOne] },
  }, async ({ params }) => store.out(await mediaRow(store, params.id)));

  router.put('/api/mam/medias/{id}', {
    access: [R.write],
    summary: 'Change a media on its device (MOS mosReqObjAction UPDATE) with the `version` read, and keep the change',
    description: '400 naming the field; 409 media.alreadyAdded (another media of the MAM has this slug); 412 media.staleVersion; 422 media.notInMam (the device no longer lists it), media.deviceRefused, media.unsupportedOperation, media.deviceNotRunning; 502 media.deviceSilent.',
    params: idParam,
    body: mediaPut,
    versioned: true,
    documents: { writes: [theOne] },
  }, async ({ params, body, user }) => {
    const row = await mediaRow(store, params.id);
    return updateMedia(ctx, store, await mamRecord(ctx, Number(row.device_id)), row, user, body);
  });

  router.get('/api/mam/medias/{id}/thumbnail', {
    access: [R.read],
    summary: "The media's thumbnail (JPEG within 320×320): the picture at its http(s) proxy path, kept by Lauda; 404 media.noThumbnail",
    params: idParam,
    documents: { reads: [theOne] },
  }, ({ params }) => thumbnails.reply(params.id));

  router.get('/api/mam/{mamId}/searchable_fields', {
    access: [R.read],
    summary: "The device's searchable schema (asked now when it is connected: MOS mosReqSearchableSchema) and the fields of that schema in its stored media",
    params: mamParam,
  }, async ({ params, user }) => searchableFields(ctx, await mamRecord(ctx, params.mamId), user));

  router.get('/api/mam/{mamId}/medias', {
    access: [R.read],
    summary: 'Media of a device by text, kind, status and field values (`fields` a JSON object), newest change first, paged; `source=device` asks the device to search (MOS mosReqObjList)',
    description: 'The stored media answer without the device. With source=device the device searches by text and fields (kind and status are refused, 400) and what it finds is stored. 404 media.mamNotFound; 422 media.deviceNotRunning, media.unsupportedOperation, media.deviceRefused; 502 media.deviceSilent.',
    params: mamParam,
    query: mediasQuery,
  }, async ({ params, query, user }): Promise<MediaPage> => {
    const d = await mamRecord(ctx, params.mamId);
    if (query.source === 'device') {
      if (query.kind) throw onlyStored('kind');
      if (query.status) throw onlyStored('status');
      return deviceSearch(ctx, store, d, user, query);
    }
    const page = await filterMedia(ctx, store, { mamId: d.id, text: query.text, kind: query.kind, status: query.status, fields: query.fields, page: query.page, size: query.size });
    return { ...page, source: 'stored' };
  });

  router.post('/api/mam/{mamId}/medias', {
    access: [R.write],
    summary: 'Create a media on the device (MOS mosObjCreate, or mosReqObjAction NEW) and keep it as a placeholder (status empty) until the device announces it',
    description: '400 naming the field; 409 media.alreadyAdded (the MAM has a media with this slug: "media already added"); 422 media.deviceRefused, media.unsupportedOperation, media.deviceNotRunning; 502 media.deviceSilent.',
    params: mamParam,
    body: mediaInput,
  }, async ({ params, body, user }) => created(await createMedia(ctx, store, await mamRecord(ctx, params.mamId), user, body)));

  router.get('/api/mam/{mamId}/sync', {
    access: [R.read],
    summary: "The device's last or running sync: state (idle, requested, receiving, done, failed), objects received, expected, who and when",
    params: mamParam,
  }, async ({ params }) => sync.state((await mamRecord(ctx, params.mamId)).id));

  router.post('/api/mam/{mamId}/request_sync', {
    access: [R.write],
    summary: 'Ask the device for all its media (MOS mosReqAll): 202 with the sync state; progress on the media topic',
    description: `409 ${E.syncInProgress} ("sync already in progress"); 422 ${E.syncFailed} (details.cause: ${E.notRunning}, ${E.unsupported}); 502 ${E.syncFailed} (the device refused or did not answer; details.cause its words).`,
    params: mamParam,
  }, async ({ params, user }) => new Reply(202, await sync.request(await mamRecord(ctx, params.mamId), user)));
}
