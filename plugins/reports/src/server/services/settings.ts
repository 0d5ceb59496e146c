/** The branch's report settings: one versioned row (private creation, spec 001 §9). */
import { ConflictError, type Knex } from '@lauda/sdk/server';
import { REPORT_ERRORS as E, type ReportConfig } from '../../common/index.js';
import { num } from '../codec.js';

const flag = (v: unknown) => v === true || v === 1 || v === '1';

export async function readConfig(q: Knex | Knex.Transaction): Promise<ReportConfig> {
  const row = await q('report_settings').where('id', 1).first();
  return { privateCreation: flag(row?.private_creation), version: row ? num(row.version) : 0 };
}

/** Saves when `version` is the stored one; otherwise someone saved in between: 409. */
export async function writeConfig(knex: Knex, next: ReportConfig): Promise<ReportConfig> {
  return knex.transaction(async (trx) => {
    const row = await trx('report_settings').where('id', 1).forUpdate().first();
    const current = row ? num(row.version) : 0;
    if (next.version !== current) throw new ConflictError('The report settings were changed by someone else: reload them', E.configConflict, { version: current });
    await trx('report_settings').where('id', 1).update({ private_creation: next.privateCreation, version: current + 1 });
    return { privateCreation: next.privateCreation, version: current + 1 };
  });
}
