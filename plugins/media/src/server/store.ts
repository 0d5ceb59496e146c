/**
 * The stored media: what devices announce is kept per device and object (an announce that changes
 * nothing is not written), a full list marks what it leaves out `absent`, a DELETED object goes.
 * Every change is published on `media` naming its document, after its transaction commits (the
 * global search's index and the screens hear it there).
 */
import type { Knex } from 'knex';
import type { MediaObject } from '@lauda/sdk/device';
import { MEDIA_DOCUMENT, MEDIA_TOPIC, type Media } from '../common/index.js';
import type { Ctx } from './context.js';
import { columnsOf, mediaOut, type MediaRow } from './model.js';
import type { MetadataField } from './metadata.js';

export const TABLE = 'media_objects';
const FIELDS = 'media_fields';
const CHUNK = 400;

type Change = { op: 'CREATE' | 'UPDATE' | 'DELETE'; row: MediaRow };

const EDITABLE = ['slug', 'mos_type', 'object_group', 'abstract', 'description', 'samples', 'time_base', 'metadata'] as const;
/** The fields a PUT writes are the same (numbers as MariaDB answers them: strings). */
const sameEditable = (prev: MediaRow, next: Pick<MediaRow, (typeof EDITABLE)[number]>) =>
  EDITABLE.every((k) => String(prev[k] ?? '') === String(next[k] ?? ''));

export class MediaStore {
  constructor(private readonly ctx: Ctx) {}

  out = (r: MediaRow): Media => mediaOut(r, this.ctx.settings.thumbnailRetryMs, this.ctx.now());

  async row(id: number, q: Knex | Knex.Transaction = this.ctx.db.knex): Promise<MediaRow | undefined> {
    return (await q(TABLE).where('id', id).first()) as MediaRow | undefined;
  }

  async byObject(deviceId: number, objectId: string, q: Knex | Knex.Transaction = this.ctx.db.knex): Promise<MediaRow | undefined> {
    return (await q(TABLE).where({ device_id: deviceId, object_id: objectId }).first()) as MediaRow | undefined;
  }

  /** Tells the live bus (and so the index) of committed changes; a failure to publish is logged, never the caller's. */
  async publish(changes: readonly Change[], by: string | null): Promise<void> {
    for (const c of changes) {
      const id = Number(c.row.id);
      const data = c.op === 'DELETE' ? { media: { id, mamId: Number(c.row.device_id) } } : { media: this.out(c.row) };
      await this.ctx.live.publish(MEDIA_TOPIC, c.op, id, data, { by, document: { type: MEDIA_DOCUMENT, id } })
        .catch((e) => this.ctx.logger.warn('media: live publish failed', { id, error: String(e) }));
    }
  }

  private async writeFields(trx: Knex.Transaction, mediaId: number, deviceId: number, fields: readonly MetadataField[]): Promise<void> {
    await trx(FIELDS).where('media_id', mediaId).delete();
    if (!fields.length) return;
    await trx(FIELDS).insert(fields.map((f) => ({
      media_id: mediaId, device_id: deviceId, schema_uri: f.schema.slice(0, 500), name: f.name.slice(0, 200), value_folded: f.value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().slice(0, 500),
    })));
  }

  /**
   * Keeps what a device announced. `complete`: the device's whole list (mosListAll): stored media of
   * the device it leaves out become `absent`. Answers how many objects were taken.
   */
  async ingest(deviceId: number, objects: readonly MediaObject[], complete: boolean, by: string | null = null): Promise<{ taken: number; changed: Media[] }> {
    const changes: Change[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < objects.length; i += CHUNK) {
      const part = objects.slice(i, i + CHUNK);
      await this.ctx.db.transaction(async (trx) => {
        const ids = [...new Set(part.map((o) => o.objId.slice(0, 128)))];
        const existing = new Map(((await trx(TABLE).where('device_id', deviceId).whereIn('object_id', ids)) as MediaRow[]).map((r) => [r.object_id, r]));
        for (const o of part) {
          const objectId = o.objId.slice(0, 128);
          const prev = existing.get(objectId);
          if ((o.status ?? '').toUpperCase() === 'DELETED') {
            if (prev) {
              await trx(FIELDS).where('media_id', prev.id).delete();
              await trx(TABLE).where('id', prev.id).delete();
              existing.delete(objectId);
              changes.push({ op: 'DELETE', row: prev });
            }
            continue;
          }
          seen.add(objectId);
          const { columns, fields } = columnsOf(o);
          const now = this.ctx.now();
          // the same words again change nothing, unless a full list had left it out
          if (prev && prev.content_sha === columns.content_sha && prev.status !== 'absent') continue;
          if (prev) {
            // the version guards what a PUT writes: the device's own bookkeeping (revision, status, air, its echo of a change made here) does not raise it
            await trx(TABLE).where('id', prev.id).update({ ...columns, updated_at: now, version: sameEditable(prev, columns) ? prev.version : prev.version + 1 });
            await this.writeFields(trx, prev.id, deviceId, fields);
            const row = (await trx(TABLE).where('id', prev.id).first()) as MediaRow;
            existing.set(objectId, row);
            changes.push({ op: 'UPDATE', row });
          } else {
            const [id] = await trx(TABLE).insert({ ...columns, device_id: deviceId, stored_at: now, updated_at: now, version: 0 });
            await this.writeFields(trx, Number(id), deviceId, fields);
            const row = (await trx(TABLE).where('id', Number(id)).first()) as MediaRow;
            existing.set(objectId, row);
            changes.push({ op: 'CREATE', row });
          }
        }
      });
    }
    if (complete) changes.push(...(await this.markAbsent(deviceId, seen)));
    await this.publish(changes, by);
    return { taken: objects.length, changed: changes.filter((c) => c.op !== 'DELETE').map((c) => this.out(c.row)) };
  }

  /** What a full list left out is `absent` now (kept: stories may point at it). */
  private async markAbsent(deviceId: number, listed: ReadonlySet<string>): Promise<Change[]> {
    return this.ctx.db.transaction(async (trx) => {
      const gone = ((await trx(TABLE).where('device_id', deviceId).whereNot('status', 'absent').select('id', 'object_id')) as { id: number; object_id: string }[])
        .filter((r) => !listed.has(r.object_id));
      const out: Change[] = [];
      for (let i = 0; i < gone.length; i += CHUNK) {
        const ids = gone.slice(i, i + CHUNK).map((r) => r.id);
        await trx(TABLE).whereIn('id', ids).update({ status: 'absent', updated_at: this.ctx.now() });
        for (const row of (await trx(TABLE).whereIn('id', ids)) as MediaRow[]) out.push({ op: 'UPDATE', row });
      }
      return out;
    });
  }

  /**
   * A change made here and accepted by the device (create, update): stored at once with who made it,
   * before the device announces it back (its announce then only confirms).
   */
  async saveOwn(deviceId: number, o: MediaObject, by: string, fromVersion?: number): Promise<Media> {
    const { columns, fields } = columnsOf(o);
    const now = this.ctx.now();
    const change = await this.ctx.db.transaction(async (trx): Promise<Change> => {
      const prev = await this.byObject(deviceId, columns.object_id, trx);
      if (prev) {
        await trx(TABLE).where('id', prev.id).update({ ...columns, updated_at: now, version: (fromVersion ?? prev.version) + 1 });
        await this.writeFields(trx, prev.id, deviceId, fields);
        return { op: 'UPDATE', row: (await this.row(prev.id, trx))! };
      }
      const [id] = await trx(TABLE).insert({ ...columns, device_id: deviceId, stored_at: now, updated_at: now, version: 0 });
      await this.writeFields(trx, Number(id), deviceId, fields);
      return { op: 'CREATE', row: (await this.row(Number(id), trx))! };
    });
    await this.publish([change], by);
    return this.out(change.row);
  }

  /** The thumbnail a media now has (a kernel file), or the time a fetch failed. */
  async setThumbnail(id: number, v: { fileId: number; source: string } | { failedAt: number }): Promise<void> {
    await this.ctx.db.knex(TABLE).where('id', id).update('fileId' in v
      ? { thumbnail_file_id: v.fileId, thumbnail_source: v.source, thumbnail_failed_at: null }
      : { thumbnail_failed_at: v.failedAt });
  }
}
