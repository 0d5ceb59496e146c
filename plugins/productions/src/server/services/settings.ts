/** The branch's checklist settings (one row, versioned) and the resources and types lookups. */
import { BadRequestError, ConflictError, type Knex } from '@lauda/sdk/server';
import { PRODUCTION_ERRORS as E, type ProductionConfig, type ProductionLookup } from '../../common/index.js';
import { num } from '../codec.js';
import type { ProductionValues } from '../schemas.js';

const flag = (v: unknown, fallback: boolean) => (v === null || v === undefined ? fallback : v === true || v === 1 || v === '1');

export async function readConfig(q: Knex | Knex.Transaction): Promise<ProductionConfig> {
  const row = await q('production_settings').where('id', 1).first();
  return {
    typeEnabled: flag(row?.type_enabled, true), resourcesEnabled: flag(row?.resources_enabled, true),
    vehiclesEnabled: flag(row?.vehicles_enabled, true), mediasEnabled: flag(row?.medias_enabled, true),
    privateCreation: flag(row?.private_creation, false), version: row ? num(row.version) : 0,
  };
}

/** Saves when `version` is the stored one; otherwise someone saved in between: 409. */
export async function writeConfig(knex: Knex, next: ProductionConfig): Promise<ProductionConfig> {
  return knex.transaction(async (trx) => {
    const row = await trx('production_settings').where('id', 1).forUpdate().first();
    const current = row ? num(row.version) : 0;
    if (next.version !== current) throw new ConflictError('The checklist settings were changed by someone else: reload them', E.configConflict, { version: current });
    const values = {
      type_enabled: next.typeEnabled, resources_enabled: next.resourcesEnabled, vehicles_enabled: next.vehiclesEnabled,
      medias_enabled: next.mediasEnabled, private_creation: next.privateCreation, version: current + 1,
    };
    if (row) await trx('production_settings').where('id', 1).update(values);
    else await trx('production_settings').insert({ id: 1, ...values });
    return { ...next, version: current + 1 };
  });
}

export type LookupTable = 'production_resources' | 'production_types';

export const listLookups = async (knex: Knex, table: LookupTable): Promise<ProductionLookup[]> =>
  (await knex(table).select('id', 'name').orderBy('name')).map((r) => ({ id: Number(r.id), name: String(r.name) }));

export async function addLookup(knex: Knex, table: LookupTable, name: string): Promise<ProductionLookup> {
  if (await knex(table).where('name', name).first()) {
    throw new BadRequestError(`Invalid field 'name': '${name}' exists`, { in: 'body', issues: [{ field: 'name', message: 'already exists', code: 'name_in_use' }] }, E.lookupNameInUse);
  }
  const [id] = await knex(table).insert({ name });
  return { id: Number(id), name };
}

/** Resources and the type named must exist: 400 naming the field. */
export async function checkLookups(knex: Knex, values: ProductionValues, patched?: string): Promise<void> {
  const check = async (field: 'resourcesIds' | 'typeId', table: LookupTable, wanted: number[]) => {
    if (!wanted.length) return;
    const known = new Set((await knex(table).whereIn('id', wanted).select('id')).map((r) => Number(r.id)));
    const bad = wanted.filter((id) => !known.has(id));
    const name = patched ?? field;
    if (bad.length) throw new BadRequestError(`Invalid field '${name}': unknown ${bad.join(', ')}`, { in: 'body', issues: [{ field: name, message: `unknown ${bad.join(', ')}`, code: 'unknown_lookup' }] }, E.unknownLookup);
  };
  await check('resourcesIds', 'production_resources', values.resourcesIds ?? []);
  await check('typeId', 'production_types', values.typeId ? [values.typeId] : []);
}
