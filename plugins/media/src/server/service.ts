/**
 * What the media routes do beyond reading: the device's searchable fields, a search the device runs,
 * media created and changed on the device (MOS profile 3) and kept here at once.
 */
import { BadRequestError, ConflictError, NotFoundError, PreconditionFailedError, RuleRefusedError, type SessionUser } from '@lauda/sdk/server';
import type { MediaDraft, MediaObject, RunningOrderPath, ExternalMetadata } from '@lauda/sdk/device';
import type { Device } from '@lauda/plugin-devices/common';
import { MEDIA_ERRORS as E, type Media, type MediaPage, type SearchableFields } from '../common/index.js';
import type { Ctx } from './context.js';
import { deviceFailure, runningWith } from './mams.js';
import { payloadOf } from './metadata.js';
import { typeOfKind, type MediaRow } from './model.js';
import { fieldNames, sameSlug } from './queries.js';
import type { MediaInput, MediaPut } from './schemas.js';
import type { MediaStore } from './store.js';

const T = 'media_devices';

async function storedSchema(ctx: Ctx, mamId: number): Promise<string | null> {
  const r = (await ctx.db.knex(T).where('device_id', mamId).first('search_schema')) as { search_schema: string | null } | undefined;
  return r?.search_schema ?? null;
}

/**
 * The device's searchable schema (asked when it is connected and offers profile 3; else the one it
 * named last) and the fields of that schema found in its stored media.
 */
export async function searchableFields(ctx: Ctx, d: Device, user: SessionUser): Promise<SearchableFields> {
  const i = ctx.devices.instance(d.id);
  let schema = await storedSchema(ctx, d.id);
  let source: SearchableFields['source'] = 'stored';
  if (i?.searchableSchemas && ctx.devices.status(d.id)?.connected) {
    try {
      const named = (await i.searchableSchemas(user.nickname))[0] ?? null;
      schema = named;
      source = 'device';
      await ctx.db.knex(T).insert({ device_id: d.id }).onConflict('device_id').ignore();
      await ctx.db.knex(T).where('device_id', d.id).update({ search_schema: named?.slice(0, 1000) ?? null, schema_at: ctx.now() });
    } catch (e) {
      ctx.logger.info('media: the device named no searchable schema', { mamId: d.id, error: String((e as Error).message ?? e) });
    }
  }
  return { schema, source, fields: await fieldNames(ctx, d.id, schema) };
}

/** A search the device runs (mosReqObjList): what it finds is stored (so it has ids and thumbnails) and answered in its order. */
export async function deviceSearch(ctx: Ctx, store: MediaStore, d: Device, user: SessionUser, q: { text?: string; fields?: Record<string, string>; page: number; size: number }): Promise<MediaPage> {
  const i = runningWith(ctx, d, 'findMedia');
  const schema = await storedSchema(ctx, d.id);
  const fields = Object.entries(q.fields ?? {}).filter(([, v]) => v.trim()).map(([path, value]) => ({ path, value: value.trim() }));
  let found;
  try {
    found = await i.findMedia({ text: q.text, schema: schema ?? undefined, fields, start: q.page * q.size, size: q.size, user: user.nickname });
  } catch (e) {
    throw deviceFailure(e, d);
  }
  const objects = found.data.slice(0, q.size);
  await store.ingest(d.id, objects, false);
  const rows = await Promise.all(objects.map((o) => store.byObject(d.id, o.objId.slice(0, 128))));
  const data = rows.filter((r): r is MediaRow => !!r).map(store.out);
  return { data, number: q.page, size: q.size, total: found.total ?? q.page * q.size + data.length, source: 'device' };
}

const fieldError = (field: string, message: string, code: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, code);

/** The draft a device is asked for, and the metadata kept of it. */
async function draftOf(ctx: Ctx, d: Device, input: MediaInput, user: SessionUser): Promise<{ draft: MediaDraft; metadata?: ExternalMetadata[] }> {
  let metadata: ExternalMetadata[] | undefined;
  if (input.fields && Object.keys(input.fields).length) {
    const schema = await storedSchema(ctx, d.id);
    if (!schema) throw fieldError('fields', 'the device named no searchable schema to write them in', E.badFields);
    metadata = [{ scope: 'OBJECT', schema, payload: payloadOf(input.fields) }];
  }
  const timeBase = ctx.settings.timeBase;
  return {
    draft: {
      slug: input.slug, type: typeOfKind(input.kind), group: input.group, abstract: input.abstractText, description: input.description,
      timeBase, duration: input.durationMs === null || input.durationMs === undefined ? undefined : Math.round((input.durationMs * timeBase) / 1000),
      user: user.nickname, mosExternalMetadata: metadata,
    },
    metadata,
  };
}

const alreadyAdded = (id: number) => new ConflictError('Media already added: this MAM has a media with this slug', E.alreadyAdded, { id, field: 'slug' });

/** Asks the device to create the media (MOS mosObjCreate / mosReqObjAction NEW) and keeps it as a placeholder (`empty`). */
export async function createMedia(ctx: Ctx, store: MediaStore, d: Device, user: SessionUser, input: MediaInput): Promise<Media> {
  const dup = await sameSlug(ctx, d.id, input.slug);
  if (dup) throw alreadyAdded(dup.id);
  const i = runningWith(ctx, d, 'createMedia');
  const { draft } = await draftOf(ctx, d, input, user);
  let objId: string;
  try {
    objId = (await i.createMedia(draft)).objId;
  } catch (e) {
    throw deviceFailure(e, d);
  }
  const known = await store.byObject(d.id, objId.slice(0, 128));
  if (known) return store.out(known);
  const o: MediaObject = {
    objId, mosId: d.mosId ?? '', slug: draft.slug, type: draft.type, group: draft.group, abstract: draft.abstract, description: draft.description,
    duration: draft.duration, timeBase: draft.timeBase, status: 'NEW', air: 'NOT READY', createdBy: user.nickname, created: new Date(ctx.now()).toISOString(),
    mosExternalMetadata: draft.mosExternalMetadata,
  };
  return store.saveOwn(d.id, o, user.nickname);
}

/** Asks the device to change the media (MOS mosReqObjAction UPDATE) and keeps the change. */
export async function updateMedia(ctx: Ctx, store: MediaStore, d: Device, row: MediaRow, user: SessionUser, input: MediaPut): Promise<Media> {
  if (Number(row.version) !== input.version) {
    throw new PreconditionFailedError('The media changed since it was read; reload it', E.stale, { version: Number(row.version) });
  }
  // spec 001 §8 "Media not found in MAM": the device no longer lists it
  if (row.status === 'absent') throw new RuleRefusedError('Media not found in MAM', E.notInMam, { id: Number(row.id) });
  const dup = await sameSlug(ctx, d.id, input.slug, Number(row.id));
  if (dup) throw alreadyAdded(dup.id);
  const i = runningWith(ctx, d, 'updateMedia');
  const { draft, metadata } = await draftOf(ctx, d, input, user);
  if (input.durationMs === undefined && row.samples !== null) {
    draft.duration = Number(row.samples);
    draft.timeBase = row.time_base === null ? undefined : Number(row.time_base);
  }
  try {
    await i.updateMedia(row.object_id, draft);
  } catch (e) {
    throw deviceFailure(e, d);
  }
  const current = store.out(row);
  const o: MediaObject = {
    objId: row.object_id, mosId: row.mos_id, slug: draft.slug, type: draft.type, group: draft.group, abstract: draft.abstract, description: draft.description,
    duration: draft.duration, timeBase: draft.timeBase, status: 'UPDATED', air: row.air ?? undefined, revision: row.revision ?? undefined,
    createdBy: row.created_by ?? undefined, created: current.created ?? undefined, changedBy: user.nickname, changed: new Date(ctx.now()).toISOString(),
    paths: JSON.parse(row.paths) as RunningOrderPath[], mosExternalMetadata: metadata ?? current.mosExternalMetadata.map((m) => ({ ...m, scope: m.scope as ExternalMetadata['scope'] })),
  };
  return store.saveOwn(d.id, o, user.nickname, Number(row.version));
}

export async function mediaRow(store: MediaStore, id: number): Promise<MediaRow> {
  const r = await store.row(id);
  if (!r) throw new NotFoundError('No such media', E.notFound, { id });
  return r;
}
