/**
 * Institutions and segments of the rounds: list, create, change (with the version read), remove.
 * Names are unique (409 naming `name`); one a round or an institution uses cannot be removed.
 */
import { BadRequestError, ConflictError, NotFoundError, PreconditionFailedError, RuleRefusedError, type Knex } from '@lauda/sdk/server';
import { INSTITUTIONS_TOPIC, ROUND_ERRORS as E, SEGMENTS_TOPIC, type Institution, type Segment } from '../common/index.js';
import { institutionOut, nameKey, segmentOut, type Row } from './codec.js';
import { publish, type Ctx } from './deps.js';
import type { InstitutionInput } from './schemas.js';

const SEGMENTS = 'round_segments';
const INSTITUTIONS = 'round_institutions';

interface Kind {
  table: string;
  topic: string;
  label: string;
  nameInUse: string;
  notFound: string;
}
const SEGMENT: Kind = { table: SEGMENTS, topic: SEGMENTS_TOPIC, label: 'segment', nameInUse: E.segmentNameInUse, notFound: E.segmentNotFound };
const INSTITUTION: Kind = { table: INSTITUTIONS, topic: INSTITUTIONS_TOPIC, label: 'institution', nameInUse: E.institutionNameInUse, notFound: E.institutionNotFound };

export const fieldError = (field: string, message: string, code: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, code);

async function assertFreeName(knex: Knex, kind: Kind, name: string, exceptId?: number): Promise<void> {
  const q = knex(kind.table).where('name_key', nameKey(name));
  if (exceptId) q.whereNot('id', exceptId);
  if (await q.first('id')) throw new ConflictError(`A ${kind.label} with this name already exists`, kind.nameInUse, { field: 'name' });
}

async function assertSegment(knex: Knex, id: number | null, field = 'segmentId'): Promise<void> {
  if (id !== null && !(await knex(SEGMENTS).where('id', id).first('id'))) throw fieldError(field, `unknown segment ${id}`, E.unknownSegment);
}

/** Writes a row with a unique name; a concurrent twin loses on the unique index and gets the same 409. */
async function write(ctx: Ctx, kind: Kind, values: Row, id?: number, version?: number): Promise<number> {
  await assertFreeName(ctx.db.knex, kind, values.name, id);
  try {
    if (id === undefined) return Number((await ctx.db.knex(kind.table).insert({ ...values, version: 0 }))[0]);
    const changed = await ctx.db.knex(kind.table).where({ id, version }).update({ ...values, version: version! + 1 });
    if (!changed) {
      const row = await ctx.db.knex(kind.table).where('id', id).first('version');
      if (!row) throw new NotFoundError(`No such ${kind.label}`, kind.notFound);
      throw new PreconditionFailedError(`The ${kind.label} changed since it was read; reload it`, E.staleVersion, { version: Number(row.version) });
    }
    return id;
  } catch (e) {
    await assertFreeName(ctx.db.knex, kind, values.name, id);
    throw e;
  }
}

async function removeRecord(ctx: Ctx, kind: Kind, id: number, uses: [string, string][], by: string): Promise<void> {
  if (!(await ctx.db.knex(kind.table).where('id', id).first('id'))) throw new NotFoundError(`No such ${kind.label}`, kind.notFound);
  const counts: Record<string, number> = {};
  for (const [table, column] of uses) counts[table] = Number((await ctx.db.knex(table).where(column, id).count({ n: '*' }))[0]?.n ?? 0);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total > 0) throw new RuleRefusedError('Record in use cannot be deleted', E.recordInUse, { id, counts, total });
  await ctx.db.knex(kind.table).where('id', id).delete();
  await publish(ctx, kind.topic, 'DELETE', id, { id }, by);
}

// ── segments ──

export async function listSegments(ctx: Ctx): Promise<Segment[]> {
  return ((await ctx.db.knex(SEGMENTS).orderBy('name')) as Row[]).map(segmentOut);
}

async function getSegment(ctx: Ctx, id: number): Promise<Segment> {
  const row = await ctx.db.knex(SEGMENTS).where('id', id).first();
  if (!row) throw new NotFoundError('No such segment', E.segmentNotFound);
  return segmentOut(row);
}

export async function saveSegment(ctx: Ctx, by: string, name: string, id?: number, version?: number): Promise<Segment> {
  const saved = await write(ctx, SEGMENT, { name, name_key: nameKey(name) }, id, version);
  const out = await getSegment(ctx, saved);
  await publish(ctx, SEGMENTS_TOPIC, id ? 'UPDATE' : 'CREATE', saved, out, by);
  return out;
}

export const removeSegment = (ctx: Ctx, id: number, by: string) =>
  removeRecord(ctx, SEGMENT, id, [[INSTITUTIONS, 'segment_id'], ['round_rounds', 'segment_id']], by);

// ── institutions ──

const institutions = (knex: Knex) =>
  knex(`${INSTITUTIONS} as i`).leftJoin(`${SEGMENTS} as s`, 's.id', 'i.segment_id').select('i.*', 's.name as segment_name');

export async function listInstitutions(ctx: Ctx): Promise<Institution[]> {
  return ((await institutions(ctx.db.knex).orderBy('i.name')) as Row[]).map(institutionOut);
}

export async function getInstitution(ctx: Ctx, id: number): Promise<Institution> {
  const row = await institutions(ctx.db.knex).where('i.id', id).first();
  if (!row) throw new NotFoundError('No such institution', E.institutionNotFound);
  return institutionOut(row);
}

export async function saveInstitution(ctx: Ctx, by: string, input: InstitutionInput, id?: number, version?: number): Promise<Institution> {
  await assertSegment(ctx.db.knex, input.segmentId);
  const values = { name: input.name, name_key: nameKey(input.name), segment_id: input.segmentId, phone: input.phone, contact: input.contact, notes: input.notes };
  const saved = await write(ctx, INSTITUTION, values, id, version);
  const out = await getInstitution(ctx, saved);
  await publish(ctx, INSTITUTIONS_TOPIC, id ? 'UPDATE' : 'CREATE', saved, out, by);
  return out;
}

export const removeInstitution = (ctx: Ctx, id: number, by: string) => removeRecord(ctx, INSTITUTION, id, [['round_rounds', 'institution_id']], by);

export { assertSegment };
