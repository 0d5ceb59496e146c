/**
 * Services the admin plugin provides to the plugins that name `admin` in `dependsOn` (extension
 * points), the package's `./server` entry. A dependent names a ref in its `deps` and registers its
 * content counters in its `start()`:
 *
 * ```ts
 * import { adminServices } from '@lauda/plugin-admin/server';
 * definePlugin({ id: 'rundown', dependsOn: ['admin'], deps: { programs: adminServices.programs },
 *   setup: ({ programs }) => ({
 *     start() {
 *       programs.registerContentCounter('rundowns', async (programId, trx) =>
 *         Number((await trx('rundown_rundowns').where('program_id', programId).count({ n: '*' }).first())?.n ?? 0));
 *     },
 *   }) });
 * ```
 * Server only: the browser imports `./common`.
 */
import { createServiceRef, type Actor, type Knex, type SessionUser } from '@lauda/sdk/server';
import type { ConfigFlags, ConfigKind, LookupKind, Program, SettingsSection, SettingsSections, Team } from '../common/index.js';

/**
 * Counts the records of a dependent plugin that use the entity `id`, inside the transaction of the
 * deletion (query through `trx` only). A non-zero count refuses the deletion.
 */
export type ContentCounter = (id: number, trx: Knex.Transaction) => Promise<number>;

export interface ContentCounters {
  /**
   * `name` labels the count in the refusal's details (e.g. 'rundowns', 'stories'); unique per entity
   * kind. Call it from `start()`.
   */
  registerContentCounter(name: string, count: ContentCounter): void;
}

export interface ProgramsService extends ContentCounters {
  /** 404 program.notFound */
  get(id: number, trx?: Knex.Transaction): Promise<Program>;
  /** every program, by name */
  list(trx?: Knex.Transaction): Promise<Program[]>;
  /**
   * Ids of the programs `user` may see: those without allowed groups and those allowing one of the
   * user's groups; the support account sees every program. Reads outside any transaction (it asks
   * `core.users` for the user's groups): call it before opening yours.
   */
  accessibleIds(user: SessionUser): Promise<number[]>;
  /** `accessibleIds` of many users at once, in their order (three queries whatever their number: live delivery) */
  accessibleIdsOfMany(users: readonly SessionUser[]): Promise<number[][]>;
  canAccess(user: SessionUser, programId: number): Promise<boolean>;
  /** ids of the programs using `deviceId` as CG or playout device (a device linked to a program cannot be deleted) */
  usingDevice(deviceId: number, trx?: Knex.Transaction): Promise<number[]>;
}

export interface TeamsService extends ContentCounters {
  /** 404 team.notFound */
  get(id: number, trx?: Knex.Transaction): Promise<Team>;
  /** every team, by name (the teams schedule) */
  list(): Promise<Team[]>;
}

/** Kinds whose deletion a dependent may refuse: the lookups and the remote companies. */
export type CountedLookupKind = LookupKind | 'branch';

export interface LookupsService {
  /** as `ContentCounters.registerContentCounter`, for one lookup kind (or `branch`) */
  registerContentCounter(kind: CountedLookupKind, name: string, count: ContentCounter): void;
  /** the per-type enabled flags (spec 001 §3 Configs) */
  config<K extends ConfigKind>(kind: K, trx?: Knex.Transaction): Promise<ConfigFlags<K>>;
}

/**
 * The branch's stored settings (behaviour flags, print, editor; spec 001 §9): the plugin owning a
 * value reads it here, inside its own transaction when it has one (`trx`), defaults included.
 */
export interface SettingsService {
  get<S extends SettingsSection>(section: S, trx?: Knex | Knex.Transaction): Promise<SettingsSections[S]>;
  /**
   * Changes some values of a section in its own transaction (call it outside yours): for a plugin
   * whose older settings route still shows one of these values (guidelines' privateCreation).
   */
  set<S extends SettingsSection>(section: S, values: Partial<SettingsSections[S]>, actor: Actor): Promise<SettingsSections[S]>;
}

export const adminServices = {
  programs: createServiceRef<ProgramsService>('admin.programs'),
  teams: createServiceRef<TeamsService>('admin.teams'),
  lookups: createServiceRef<LookupsService>('admin.lookups'),
  settings: createServiceRef<SettingsService>('admin.settings'),
} as const;
