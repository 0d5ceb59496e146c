import { PreconditionFailedError, type Actor, type Database, type Knex, type LiveBus, type Revisions } from '@lauda/sdk/server';
import {
  ADMIN_ERRORS, ADMIN_REVISION_TYPES, DEFAULT_SETTINGS, SETTINGS_TOPIC,
  type SettingsSection, type SettingsSections, type StoredSettings,
} from '../../common/index.js';
import type { SettingsService } from '../refs.js';
import { mapUnique, num } from '../util.js';

/** A section's row in `admin_configs` (beside the per-type configs, keyed `settings.<section>`). */
const keyOf = (section: SettingsSection) => `settings.${section}`;

/**
 * The branch's behaviour flags, print and editor settings: one versioned JSON row per section.
 * Values never saved read as DEFAULT_SETTINGS; a value added later gets its default.
 */
export class SettingsStore implements SettingsService {
  constructor(private readonly db: Database, private readonly live: LiveBus, private readonly revisions: Revisions) {}

  async load<S extends SettingsSection>(section: S, trx?: Knex | Knex.Transaction): Promise<StoredSettings<S>> {
    const row = await (trx ?? this.db.knex)('admin_configs').where('kind', keyOf(section)).first();
    const defaults = DEFAULT_SETTINGS[section];
    const values = { ...defaults } as Record<string, unknown>;
    if (row) {
      const stored = JSON.parse(String(row.data)) as Record<string, unknown>;
      for (const [k, v] of Object.entries(defaults)) if (typeof stored[k] === typeof v) values[k] = stored[k];
    }
    return { section, values: values as unknown as SettingsSections[S], version: row ? num(row.version) : 0 };
  }

  async get<S extends SettingsSection>(section: S, trx?: Knex | Knex.Transaction): Promise<SettingsSections[S]> {
    return (await this.load(section, trx)).values;
  }

  async set<S extends SettingsSection>(section: S, values: Partial<SettingsSections[S]>, actor: Actor): Promise<SettingsSections[S]> {
    return (await this.put(section, values, undefined, actor)).values;
  }

  /** Changes some or all values of a section; with `version`, a stale one is a 412 config.stale and nothing changes. */
  async put<S extends SettingsSection>(section: S, input: Partial<SettingsSections[S]>, version: number | undefined, actor: Actor): Promise<StoredSettings<S>> {
    const stale = (current: number) => new PreconditionFailedError('The settings changed since they were read: reload them', ADMIN_ERRORS.configStale, { current });
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      const before = await this.load(section, trx);
      if (version !== undefined && version !== before.version) throw stale(before.version);
      const values = { ...before.values, ...input } as SettingsSections[S];
      const row = { data: JSON.stringify(values), version: before.version + 1, updated_at: Date.now(), updated_by: actor.nickname };
      const updated = await trx('admin_configs').where({ kind: keyOf(section), version: before.version }).update(row);
      if (!updated) {
        if (before.version !== 0) throw stale(before.version);
        await trx('admin_configs').insert({ kind: keyOf(section), ...row });
      }
      const after: StoredSettings<S> = { section, values, version: row.version };
      await this.revisions.record(trx, {
        entityType: ADMIN_REVISION_TYPES.config, entityId: keyOf(section), slug: keyOf(section), actor,
        changes: this.revisions.diff(before.values as unknown as Record<string, unknown>, values as unknown as Record<string, unknown>),
      });
      afterCommit(() => this.live.publish(SETTINGS_TOPIC, 'UPDATE', section, after, { by: actor.nickname }));
      return after;
    }), () => stale(-1));
  }
}
