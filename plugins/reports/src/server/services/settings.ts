/**
 * The branch's report settings (spec 001 §9): private creation is the branch's behaviour flag
 * `privateReport` (admin settings); this plugin's versioned row keeps the version its own
 * `/api/reports/config` route hands out, so that route's clients keep working.
 */
import { ConflictError, type Actor, type Knex } from '@lauda/sdk/server';
import type { SettingsService } from '@lauda/plugin-admin/server';
import { REPORT_ERRORS as E, type ReportConfig } from '../../common/index.js';
import { num } from '../codec.js';

export async function readConfig(q: Knex | Knex.Transaction, settings: SettingsService): Promise<ReportConfig> {
  const row = await q('report_settings').where('id', 1).first();
  return { privateCreation: (await settings.get('flags', q)).privateReport, version: row ? num(row.version) : 0 };
}

/** Saves when `version` is the stored one (otherwise someone saved in between: 409), then the flag. */
export async function writeConfig(knex: Knex, settings: SettingsService, next: ReportConfig, actor: Actor): Promise<ReportConfig> {
  await knex.transaction(async (trx) => {
    const row = await trx('report_settings').where('id', 1).forUpdate().first();
    const current = row ? num(row.version) : 0;
    if (next.version !== current) throw new ConflictError('The report settings were changed by someone else: reload them', E.configConflict, { version: current });
    await trx('report_settings').where('id', 1).update({ version: current + 1 });
  });
  if ((await settings.get('flags')).privateReport !== next.privateCreation) await settings.set('flags', { privateReport: next.privateCreation }, actor);
  return readConfig(knex, settings);
}
