import {
  ConflictError, NotFoundError, PreconditionFailedError, RuleRefusedError,
  type Actor, type Database, type Knex, type LiveBus, type Revisions,
} from '@lauda/sdk/server';
import {
  ADMIN_ERRORS, ADMIN_REVISION_TYPES, ADMIN_TOPICS, CONFIG_FLAGS,
  type ConfigFlags, type ConfigKind, type LookupConfig, type LookupKind,
} from '../../common/index.js';
import type { ContentCounter, CountedLookupKind, LookupsService } from '../refs.js';
import type { CounterRegistry } from './counters.js';
import { byName, mapUnique, num, taken } from '../util.js';
import { checkVersion, nextVersion } from '../versions.js';

/** How each lookup kind is stored and shown. */
export const LOOKUP_TABLES: Record<LookupKind, { table: string; columns: readonly string[]; label: string; plural: string }> = {
  classification: { table: 'admin_classifications', columns: ['name'], label: 'classification', plural: 'classifications' },
  editorial: { table: 'admin_editorials', columns: ['name'], label: 'editorial', plural: 'editorials' },
  vehicle: { table: 'admin_vehicles', columns: ['name', 'type'], label: 'vehicle', plural: 'vehicles' },
  type: { table: 'admin_types', columns: ['name', 'abbreviation', 'color'], label: 'type', plural: 'types' },
};

export type LookupRecord = { id: number; name: string; version: number } & Record<string, unknown>;
type LookupData = { name: string; version?: number | undefined } & Record<string, unknown>;

const toRecord = (kind: LookupKind, row: Record<string, unknown>): LookupRecord => {
  const out: LookupRecord = { id: num(row.id), name: String(row.name), version: num(row.version ?? 0) };
  for (const c of LOOKUP_TABLES[kind].columns) out[c] = row[c];
  return out;
};
const view = ({ id: _id, version: _v, ...rest }: LookupRecord) => rest;

/** Classifications, editorials, vehicles and types; plus the per-type configs (one row per kind in `admin_configs`). */
export class LookupStore implements LookupsService {
  constructor(
    private readonly db: Database,
    private readonly live: LiveBus,
    private readonly revisions: Revisions,
    private readonly counters: CounterRegistry,
  ) {}

  registerContentCounter(kind: CountedLookupKind, name: string, count: ContentCounter): void {
    this.counters.register(kind, name, count);
  }

  async list(kind: LookupKind): Promise<LookupRecord[]> {
    const rows = await this.db.knex(LOOKUP_TABLES[kind].table).select('id', 'version', ...LOOKUP_TABLES[kind].columns);
    return rows.map((r: Record<string, unknown>) => toRecord(kind, r)).sort(byName);
  }

  async get(kind: LookupKind, id: number, trx?: Knex.Transaction): Promise<LookupRecord> {
    const row = await (trx ?? this.db.knex)(LOOKUP_TABLES[kind].table).where('id', id).first('id', 'version', ...LOOKUP_TABLES[kind].columns);
    if (!row) throw new NotFoundError(`No ${LOOKUP_TABLES[kind].label} ${id}`, ADMIN_ERRORS.lookupNotFound, { kind, id });
    return toRecord(kind, row);
  }

  private nameInUse = (kind: LookupKind) => () =>
    new ConflictError(`A ${LOOKUP_TABLES[kind].label} with this name already exists`, ADMIN_ERRORS.lookupNameInUse, { kind, field: 'name' });

  private async assertNameFree(trx: Knex.Transaction, kind: LookupKind, name: string, exceptId: number | null): Promise<void> {
    if (await taken(trx, LOOKUP_TABLES[kind].table, 'name', name, exceptId)) throw this.nameInUse(kind)();
  }

  private pick(kind: LookupKind, data: LookupData): Record<string, unknown> {
    return Object.fromEntries(LOOKUP_TABLES[kind].columns.map((c) => [c, data[c]]));
  }

  private publish(kind: LookupKind, op: 'CREATE' | 'UPDATE' | 'DELETE', id: number, data: LookupRecord | null, actor: Actor) {
    return this.live.publish(ADMIN_TOPICS.lookups, op, id, { kind, record: data }, { by: actor.nickname });
  }

  async create(kind: LookupKind, data: LookupData, actor: Actor): Promise<LookupRecord> {
    const { table } = LOOKUP_TABLES[kind];
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      await this.assertNameFree(trx, kind, data.name, null);
      const now = Date.now();
      const [inserted] = await trx(table).insert({ ...this.pick(kind, data), created_at: now, updated_at: now });
      const id = typeof inserted === 'number' ? inserted : num((await trx(table).where('name', data.name).first('id')).id);
      const rec = await this.get(kind, id, trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES[kind], entityId: id, slug: rec.name, actor, changes: this.revisions.diff(null, view(rec)) });
      afterCommit(() => this.publish(kind, 'CREATE', id, rec, actor));
      return rec;
    }), this.nameInUse(kind));
  }

  /** With `data.version`, a stale one is a 412 lookup.staleVersion and nothing changes. */
  async update(kind: LookupKind, id: number, data: LookupData, actor: Actor): Promise<LookupRecord> {
    const { table, label } = LOOKUP_TABLES[kind];
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      await checkVersion(this.db, trx, table, id, data.version, ADMIN_ERRORS.lookupStaleVersion, label);
      const before = await this.get(kind, id, trx);
      await this.assertNameFree(trx, kind, data.name, id);
      await trx(table).where('id', id).update({ ...this.pick(kind, data), updated_at: Date.now(), version: nextVersion(trx) });
      const rec = await this.get(kind, id, trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES[kind], entityId: id, slug: rec.name, actor, changes: this.revisions.diff(view(before), view(rec)) });
      afterCommit(() => this.publish(kind, 'UPDATE', id, rec, actor));
      return rec;
    }), this.nameInUse(kind));
  }

  /** A record in use cannot be deleted (422 record.inUse with the count of related records). */
  async remove(kind: LookupKind, id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (trx, afterCommit) => {
      const before = await this.get(kind, id, trx);
      const { counts, total } = await this.counters.count(kind, id, trx);
      if (total > 0) throw new RuleRefusedError('Record in use cannot be deleted', ADMIN_ERRORS.recordInUse, { kind, id, counts, total });
      await trx(LOOKUP_TABLES[kind].table).where('id', id).del();
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES[kind], entityId: id, slug: before.name, actor, changes: this.revisions.diff(view(before), null) });
      afterCommit(() => this.publish(kind, 'DELETE', id, null, actor));
    });
  }

  /* ---------------------------------------------------------------- configs */

  /** Every flag is on until an administrator turns it off. */
  static defaults<K extends ConfigKind>(kind: K): ConfigFlags<K> {
    return Object.fromEntries(CONFIG_FLAGS[kind].map((f) => [f, true])) as ConfigFlags<K>;
  }

  async loadConfig<K extends ConfigKind>(kind: K, trx?: Knex.Transaction): Promise<LookupConfig<K>> {
    const row = await (trx ?? this.db.knex)('admin_configs').where('kind', kind).first();
    const flags = LookupStore.defaults(kind);
    if (row) {
      const stored = JSON.parse(String(row.data)) as Record<string, unknown>;
      for (const f of CONFIG_FLAGS[kind] as readonly string[]) if (typeof stored[f] === 'boolean') (flags as Record<string, boolean>)[f] = stored[f] as boolean;
    }
    return { kind, flags, version: row ? num(row.version) : 0 };
  }

  async config<K extends ConfigKind>(kind: K, trx?: Knex.Transaction): Promise<ConfigFlags<K>> {
    return (await this.loadConfig(kind, trx)).flags;
  }

  /** Changes some or all flags of one kind; with `version`, a stale one is a 412 and nothing changes. */
  async putConfig<K extends ConfigKind>(kind: K, input: Record<string, unknown>, actor: Actor): Promise<LookupConfig<K>> {
    const stale = () => new PreconditionFailedError('The configuration changed since it was read: reload it', ADMIN_ERRORS.configStale);
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      const before = await this.loadConfig(kind, trx);
      if (typeof input.version === 'number' && input.version !== before.version) {
        throw new PreconditionFailedError('The configuration changed since it was read: reload it', ADMIN_ERRORS.configStale, { current: before.version });
      }
      const flags = { ...before.flags } as Record<string, boolean>;
      for (const f of CONFIG_FLAGS[kind] as readonly string[]) if (typeof input[f] === 'boolean') flags[f] = input[f] as boolean;
      const version = before.version + 1;
      const row = { data: JSON.stringify(flags), version, updated_at: Date.now(), updated_by: actor.nickname };
      const updated = await trx('admin_configs').where({ kind, version: before.version }).update(row);
      if (!updated) {
        if (before.version !== 0) throw new PreconditionFailedError('The configuration changed since it was read: reload it', ADMIN_ERRORS.configStale, { current: before.version });
        await trx('admin_configs').insert({ kind, ...row });
      }
      const after: LookupConfig<K> = { kind, flags: flags as ConfigFlags<K>, version };
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.config, entityId: kind, slug: kind, actor, changes: this.revisions.diff(before.flags, after.flags) });
      afterCommit(() => this.live.publish(ADMIN_TOPICS.lookups, 'UPDATE', kind, { kind: 'config', record: after }, { by: actor.nickname }));
      return after;
    }), stale);
  }
}
