/**
 * Reading the stored media: the filter of the media center (text, kind, status, field values; the
 * newest change first), how many each device holds, and the field names of a device's metadata.
 */
import type { Knex } from 'knex';
import { foldText, searchWords, type Page } from '@lauda/sdk/server';
import type { Media, MediaKind, MediaStatus } from '../common/index.js';
import type { Ctx } from './context.js';
import { TABLE, type MediaStore } from './store.js';
import type { MediaRow } from './model.js';

export interface MediaFilter {
  mamId: number;
  text?: string;
  kind?: MediaKind;
  status?: MediaStatus;
  /** field name → text its value must contain */
  fields?: Record<string, string>;
  page: number;
  size: number;
}

/** A LIKE pattern of a folded text, `!` escaping the wildcards (the same on SQLite and MariaDB). */
export const contains = (folded: string) => `%${folded.replace(/[!%_]/g, (c) => `!${c}`)}%`;

export function filterQuery(knex: Knex, f: Omit<MediaFilter, 'page' | 'size'>): Knex.QueryBuilder {
  const q = knex(TABLE).where(`${TABLE}.device_id`, f.mamId);
  if (f.kind) q.where('kind', f.kind);
  if (f.status) q.where('status', f.status);
  // every word somewhere in the media's words: slug, id, group, abstract, description, metadata
  for (const w of searchWords(f.text ?? '').slice(0, 10)) q.whereRaw("search_text like ? escape '!'", [contains(w)]);
  for (const [name, value] of Object.entries(f.fields ?? {})) {
    const v = foldText(value).trim();
    if (!v) continue;
    q.whereExists((sub) => sub.select(knex.raw('1')).from('media_fields')
      .whereRaw(`media_fields.media_id = ${TABLE}.id`).andWhere('media_fields.name', name).andWhereRaw("media_fields.value_folded like ? escape '!'", [contains(v)]));
  }
  return q;
}

export async function filterMedia(ctx: Ctx, store: MediaStore, f: MediaFilter): Promise<Page<Media>> {
  const base = filterQuery(ctx.db.knex, f);
  const [count] = await base.clone().count({ n: '*' });
  const rows = (await base.clone()
    .orderByRaw('coalesce(changed_at, created_at, stored_at) desc').orderBy('id', 'desc')
    .offset(f.page * f.size).limit(f.size)) as MediaRow[];
  return { data: rows.map(store.out), number: f.page, size: f.size, total: Number((count as { n: number | string }).n) };
}

/** Media stored per device. */
export async function storedCounts(ctx: Ctx): Promise<Map<number, number>> {
  const rows = (await ctx.db.knex(TABLE).select('device_id').count({ n: '*' }).groupBy('device_id')) as { device_id: number; n: number | string }[];
  return new Map(rows.map((r) => [Number(r.device_id), Number(r.n)]));
}

/** The field names of a device's stored metadata (of one schema, when it is known), the most used first. */
export async function fieldNames(ctx: Ctx, mamId: number, schema: string | null): Promise<{ name: string; count: number }[]> {
  const q = ctx.db.knex('media_fields').where('device_id', mamId);
  if (schema) q.where('schema_uri', schema);
  const rows = (await q.select('name').countDistinct({ n: 'media_id' }).groupBy('name').orderBy([{ column: 'n', order: 'desc' }, { column: 'name' }]).limit(50)) as { name: string; n: number | string }[];
  return rows.map((r) => ({ name: r.name, count: Number(r.n) }));
}

/** Another stored media of the device with this slug (case and accents aside): "media already added". */
export async function sameSlug(ctx: Ctx, mamId: number, slug: string, except?: number): Promise<{ id: number } | undefined> {
  const q = ctx.db.knex(TABLE).where({ device_id: mamId, slug_folded: foldText(slug).trim() }).whereNot('status', 'absent').select('id').first();
  if (except) q.whereNot('id', except);
  return (await q) as { id: number } | undefined;
}
