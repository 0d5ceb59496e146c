import {
  BadRequestError, ConflictError, NotFoundError, PreconditionFailedError, z,
  type Database, type Files, type Knex, type LiveBus, type Logger, type Page, type PageQuery,
} from '@lauda/sdk/server';
import { LaudaError, type DeviceTemplate } from '@lauda/sdk/device';
import {
  DEVICE_ERRORS, STORY_TEMPLATES_TOPIC,
  type CreditTemplate, type StoryTemplate, type StoryTemplateField, type TemplateImportResult,
} from '../common/index.js';
import type { DeviceTemplates } from './refs.js';

export const TEMPLATES_TABLE = 'devices_story_templates';

const field = z.object({
  name: z.string().trim().min(1).max(100),
  number: z.number().int().min(0).max(100_000).optional(),
  size: z.number().int().min(1).max(100_000).optional(),
});

/** Body of POST /api/devices/{id}/story-templates and PUT /api/story-templates/{id}. */
export const templateInput = z.object({
  code: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  fields: z.array(field).max(200).default([]),
  thumbnailId: z.number().int().positive().nullable().optional(),
  /** on update: the revision read; a different stored one answers 412 */
  revision: z.number().int().positive().optional(),
});
export type TemplateInput = z.infer<typeof templateInput>;

interface Row {
  id: number;
  device_id: number;
  code: string;
  name: string;
  fields: string;
  thumbnail_id: number | null;
  revision: number;
  created_at: number | string;
  updated_at: number | string;
}

/** LIKE pattern escaping with '!' (a backslash means different things to MySQL and SQLite). */
const escapeLike = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);
const containing = (q: Knex.QueryBuilder, column: string, text: string | undefined) => {
  const t = text?.trim();
  if (t) q.whereRaw(`LOWER(${column}) like ? escape '!'`, [`%${escapeLike(t.toLowerCase())}%`]);
};

/** Fields as stored: only the keys a field has, so a round trip gives back what was sent. */
const cleanFields = (fields: readonly StoryTemplateField[]): StoryTemplateField[] =>
  fields.map((f) => ({ name: f.name, ...(f.number !== undefined ? { number: f.number } : {}), ...(f.size !== undefined ? { size: f.size } : {}) }));

/** Story templates (credits) of the devices: storage, thumbnails and the import from a running device. */
export class StoryTemplateStore implements DeviceTemplates {
  constructor(
    private readonly db: Database,
    private readonly files: Files,
    private readonly live: LiveBus,
    private readonly logger: Logger,
  ) {}

  /** The stored image's thumbnail (or the image) address; null when there is none or it is gone. */
  private async thumbnailUrls(ids: readonly (number | null)[]): Promise<Map<number, string | null>> {
    const out = new Map<number, string | null>();
    for (const id of new Set(ids.filter((x): x is number => x !== null))) {
      try {
        const f = await this.files.get(id);
        out.set(id, f.thumbnailUrl ?? f.url);
      } catch (e) {
        if (!(e instanceof LaudaError && e.status === 404)) throw e;
        out.set(id, null);
      }
    }
    return out;
  }

  private toTemplate(r: Row, urls: Map<number, string | null>): StoryTemplate {
    const thumbnailId = r.thumbnail_id === null ? null : Number(r.thumbnail_id);
    return {
      id: Number(r.id),
      deviceId: Number(r.device_id),
      code: r.code,
      name: r.name,
      fields: JSON.parse(r.fields),
      thumbnailId,
      thumbnailUrl: thumbnailId === null ? null : (urls.get(thumbnailId) ?? null),
      revision: Number(r.revision),
      createdAt: new Date(Number(r.created_at)).toISOString(),
      updatedAt: new Date(Number(r.updated_at)).toISOString(),
    };
  }

  private async many(rows: Row[]): Promise<StoryTemplate[]> {
    const urls = await this.thumbnailUrls(rows.map((r) => r.thumbnail_id === null ? null : Number(r.thumbnail_id)));
    return rows.map((r) => this.toTemplate(r, urls));
  }

  async get(id: number, q: Knex | Knex.Transaction = this.db.knex): Promise<StoryTemplate> {
    const r: Row | undefined = await q(TEMPLATES_TABLE).where('id', id).first();
    if (!r) throw new NotFoundError(`No story template ${id}`, DEVICE_ERRORS.templateNotFound, { id });
    return (await this.many([r]))[0]!;
  }

  /** The template of a device with this code, or null (`DeviceTemplates`). */
  async byCode(deviceId: number, code: string): Promise<StoryTemplate | null> {
    const r: Row | undefined = await this.db.knex(TEMPLATES_TABLE).where({ device_id: deviceId, code }).first();
    return r ? (await this.many([r]))[0]! : null;
  }

  /** A device's templates by name, `text` searching the name. */
  async list(deviceId: number, query: PageQuery & { text?: string }): Promise<Page<StoryTemplate>> {
    const q = this.db.knex(TEMPLATES_TABLE).where('device_id', deviceId);
    containing(q, 'name', query.text);
    const [{ n }] = await q.clone().count({ n: '*' });
    const rows: Row[] = await q.orderBy([{ column: 'name' }, { column: 'id' }]).offset(query.page * query.size).limit(query.size);
    return { data: await this.many(rows), number: query.page, size: query.size, total: Number(n) };
  }

  /**
   * The templates of several devices as the credit chooser shows them: the devices in the order
   * given (the program's CG device first), each device's templates by name.
   */
  async credits(devices: readonly { id: number; name: string }[], query: PageQuery & { text?: string }): Promise<Page<CreditTemplate>> {
    if (!devices.length) return { data: [], number: query.page, size: query.size, total: 0 };
    const q = this.db.knex(TEMPLATES_TABLE).whereIn('device_id', devices.map((d) => d.id));
    containing(q, 'name', query.text);
    const [{ n }] = await q.clone().count({ n: '*' });
    const order = `CASE device_id ${devices.map(() => 'WHEN ? THEN ?').join(' ')} END`;
    const rows: Row[] = await q
      .orderByRaw(order, devices.flatMap((d, i) => [d.id, i]))
      .orderBy([{ column: 'name' }, { column: 'id' }])
      .offset(query.page * query.size)
      .limit(query.size);
    const names = new Map(devices.map((d) => [d.id, d.name]));
    const data = (await this.many(rows)).map((t): CreditTemplate => ({
      id: t.id, deviceId: t.deviceId, deviceName: names.get(t.deviceId) ?? '', code: t.code, name: t.name, fields: t.fields, thumbnailUrl: t.thumbnailUrl,
    }));
    return { data, number: query.page, size: query.size, total: Number(n) };
  }

  /** 400 when the thumbnail is not a stored file (checked before the transaction: files read outside it). */
  private async checkThumbnail(id: number | null | undefined): Promise<void> {
    if (id === null || id === undefined) return;
    try {
      await this.files.get(id);
    } catch (e) {
      if (!(e instanceof LaudaError && e.status === 404)) throw e;
      throw new BadRequestError(`There is no stored file ${id}`, { issues: [{ field: 'thumbnailId', message: `no file ${id}` }] }, DEVICE_ERRORS.unknownThumbnail);
    }
  }

  private async codeFree(trx: Knex.Transaction, deviceId: number, code: string, except: number | null): Promise<void> {
    const q = trx(TEMPLATES_TABLE).where('device_id', deviceId).whereRaw('LOWER(code) = ?', [code.toLowerCase()]);
    if (except !== null) q.whereNot('id', except);
    if (await q.first()) throw new ConflictError(`The device has a template with code "${code}" already`, DEVICE_ERRORS.templateCodeInUse, { field: 'code' });
  }

  private publish(op: 'CREATE' | 'UPDATE' | 'DELETE', id: number, data: unknown, by: string | null): void {
    this.live.publish(STORY_TEMPLATES_TOPIC, op, id, data, { by })
      .catch((e) => this.logger.warn('story templates: publish failed', { error: (e as Error).message }));
  }

  async create(deviceId: number, input: TemplateInput, by: string | null): Promise<StoryTemplate> {
    await this.checkThumbnail(input.thumbnailId);
    const now = Date.now();
    const id = await this.db.transaction(async (trx) => {
      await this.codeFree(trx, deviceId, input.code, null);
      const [newId] = await trx(TEMPLATES_TABLE).insert({
        device_id: deviceId, code: input.code, name: input.name, fields: JSON.stringify(cleanFields(input.fields)),
        thumbnail_id: input.thumbnailId ?? null, revision: 1, created_at: now, updated_at: now,
      });
      return Number(newId);
    });
    const t = await this.get(id);
    this.publish('CREATE', id, t, by);
    return t;
  }

  async update(id: number, input: TemplateInput, by: string | null): Promise<StoryTemplate> {
    await this.checkThumbnail(input.thumbnailId);
    await this.db.transaction(async (trx) => {
      const before: Row | undefined = await trx(TEMPLATES_TABLE).where('id', id).first();
      if (!before) throw new NotFoundError(`No story template ${id}`, DEVICE_ERRORS.templateNotFound, { id });
      if (input.revision !== undefined && input.revision !== Number(before.revision)) {
        throw new PreconditionFailedError(`The template was changed meanwhile (revision ${before.revision}, not ${input.revision})`, DEVICE_ERRORS.staleTemplate, { revision: Number(before.revision) });
      }
      await this.codeFree(trx, Number(before.device_id), input.code, id);
      await trx(TEMPLATES_TABLE).where('id', id).update({
        code: input.code, name: input.name, fields: JSON.stringify(cleanFields(input.fields)),
        // left out: the thumbnail stays; null removes it
        thumbnail_id: input.thumbnailId === undefined ? before.thumbnail_id : input.thumbnailId,
        revision: Number(before.revision) + 1, updated_at: Date.now(),
      });
    });
    const t = await this.get(id);
    this.publish('UPDATE', id, t, by);
    return t;
  }

  async remove(id: number, by: string | null): Promise<void> {
    const t = await this.get(id);
    await this.db.knex(TEMPLATES_TABLE).where('id', id).delete();
    this.publish('DELETE', id, { id, deviceId: t.deviceId }, by);
  }

  /** Removes every template of a device inside the device's deletion; returns what to announce after the commit. */
  async removeOfDevice(trx: Knex.Transaction, deviceId: number): Promise<() => void> {
    const ids = (await trx(TEMPLATES_TABLE).where('device_id', deviceId).select('id')).map((r: { id: number }) => Number(r.id));
    await trx(TEMPLATES_TABLE).where('device_id', deviceId).delete();
    return () => ids.forEach((id) => this.publish('DELETE', id, { id, deviceId }, null));
  }

  /**
   * Upserts what the device lists, matching on the code: new codes are created, known ones take the
   * device's name (and its fields when it lists any, so fields typed in by hand survive a device
   * that names none). Templates the device no longer lists are kept: credits may still use them.
   */
  async import(deviceId: number, listed: readonly DeviceTemplate[], by: string | null): Promise<TemplateImportResult> {
    const byCode = new Map<string, DeviceTemplate>();
    for (const t of listed) {
      const code = String(t.code ?? '').trim().slice(0, 100);
      if (code && !byCode.has(code.toLowerCase())) byCode.set(code.toLowerCase(), { ...t, code });
    }
    const result: TemplateImportResult = { total: byCode.size, created: 0, updated: 0, unchanged: 0 };
    const events: [op: 'CREATE' | 'UPDATE', id: number][] = [];
    await this.db.transaction(async (trx) => {
      const rows: Row[] = await trx(TEMPLATES_TABLE).where('device_id', deviceId);
      const known = new Map(rows.map((r) => [r.code.toLowerCase(), r]));
      const now = Date.now();
      for (const [key, t] of byCode) {
        const name = (String(t.name ?? '').trim() || t.code).slice(0, 200);
        const fields = cleanFields((t.fields ?? []).filter((f) => f && typeof f.name === 'string' && f.name.trim()).map((f) => ({ ...f, name: f.name.trim().slice(0, 100) })));
        const row = known.get(key);
        if (!row) {
          const [id] = await trx(TEMPLATES_TABLE).insert({ device_id: deviceId, code: t.code, name, fields: JSON.stringify(fields), thumbnail_id: null, revision: 1, created_at: now, updated_at: now });
          events.push(['CREATE', Number(id)]);
          result.created++;
          continue;
        }
        const nextFields = fields.length ? JSON.stringify(fields) : row.fields;
        if (row.name === name && row.fields === nextFields) {
          result.unchanged++;
          continue;
        }
        await trx(TEMPLATES_TABLE).where('id', row.id).update({ name, fields: nextFields, revision: Number(row.revision) + 1, updated_at: now });
        events.push(['UPDATE', Number(row.id)]);
        result.updated++;
      }
    });
    for (const [op, id] of events) this.publish(op, id, await this.get(id), by);
    return result;
  }
}
