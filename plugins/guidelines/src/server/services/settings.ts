/**
 * The branch's guideline settings (one row, versioned): the lock on finished guidelines; and
 * private creation, which is the branch's behaviour flag `privateGuideline` (admin settings),
 * shown and changed here too.
 */
import { ConflictError, type Actor, type Knex } from '@lauda/sdk/server';
import type { SettingsService } from '@lauda/plugin-admin/server';
import { GUIDELINE_ERRORS, type GuidelineSettings } from '../../common/index.js';
import { num } from '../codec.js';

const bool = (v: unknown, fallback: boolean) => (v === null || v === undefined ? fallback : v === true || v === 1 || v === '1');

const rowOf = (q: Knex | Knex.Transaction) => q('guideline_settings').where('id', 1).first();

/** Are completed or interrupted guidelines locked? */
export const lockFinished = async (q: Knex | Knex.Transaction): Promise<boolean> => bool((await rowOf(q))?.lock_finished, true);

export async function readSettings(q: Knex | Knex.Transaction, settings: SettingsService): Promise<GuidelineSettings> {
  const row = await rowOf(q);
  const { privateGuideline } = await settings.get('flags', q);
  return { lockFinished: bool(row?.lock_finished, true), privateCreation: privateGuideline, version: row ? num(row.version) : 0 };
}

/**
 * Saves when `version` is the stored one; otherwise someone saved in between: 409. A changed
 * `privateCreation` goes to the branch flags after the row is saved.
 */
export async function writeSettings(knex: Knex, settings: SettingsService, next: GuidelineSettings, actor: Actor): Promise<GuidelineSettings> {
  await knex.transaction(async (trx) => {
    const row = await trx('guideline_settings').where('id', 1).forUpdate().first();
    const current = row ? num(row.version) : 0;
    if (next.version !== current) throw new ConflictError('The guideline settings were changed by someone else: reload them', GUIDELINE_ERRORS.settingsConflict, { version: current });
    const values = { lock_finished: next.lockFinished, version: current + 1 };
    if (row) await trx('guideline_settings').where('id', 1).update(values);
    else await trx('guideline_settings').insert({ id: 1, ...values });
  });
  if ((await settings.get('flags')).privateGuideline !== next.privateCreation) await settings.set('flags', { privateGuideline: next.privateCreation }, actor);
  return readSettings(knex, settings);
}
