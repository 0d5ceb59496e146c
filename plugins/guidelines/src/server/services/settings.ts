/** The branch's guideline settings (one row, versioned): the lock on finished guidelines and private creation. */
import { ConflictError, type Knex } from '@lauda/sdk/server';
import { GUIDELINE_ERRORS, type GuidelineSettings } from '../../common/index.js';
import { num } from '../codec.js';

const bool = (v: unknown, fallback: boolean) => (v === null || v === undefined ? fallback : v === true || v === 1 || v === '1');

export async function readSettings(q: Knex | Knex.Transaction): Promise<GuidelineSettings> {
  const row = await q('guideline_settings').where('id', 1).first();
  return { lockFinished: bool(row?.lock_finished, true), privateCreation: bool(row?.private_creation, false), version: row ? num(row.version) : 0 };
}

/** Saves when `version` is the stored one; otherwise someone saved in between: 409. */
export async function writeSettings(knex: Knex, next: GuidelineSettings): Promise<GuidelineSettings> {
  return knex.transaction(async (trx) => {
    const row = await trx('guideline_settings').where('id', 1).forUpdate().first();
    const current = row ? num(row.version) : 0;
    if (next.version !== current) throw new ConflictError('The guideline settings were changed by someone else: reload them', GUIDELINE_ERRORS.settingsConflict, { version: current });
    const values = { lock_finished: next.lockFinished, private_creation: next.privateCreation, version: current + 1 };
    if (row) await trx('guideline_settings').where('id', 1).update(values);
    else await trx('guideline_settings').insert({ id: 1, ...values });
    return { lockFinished: next.lockFinished, privateCreation: next.privateCreation, version: current + 1 };
  });
}
