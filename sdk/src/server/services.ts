import type { Knex } from 'knex';
import type { Model } from 'objection';

export type ModelClass = typeof Model;
import type { Access, Role } from '../common/roles.js';
import type { LiveOp } from '../common/live.js';
import type { Page, PageQuery } from '../common/paging.js';

/** A typed reference to a kernel service; the kernel resolves it by `id`. */
export interface ServiceRef<T> {
  readonly id: string;
  /** phantom field carrying the type; never read */
  readonly T?: T;
}
export const createServiceRef = <T>(id: string): ServiceRef<T> => ({ id });

/** The signed-in user as every route and service sees it. */
export interface SessionUser {
  id: number;
  username: string;
  nickname: string;
  name: string;
  email: string | null;
  roles: readonly string[];
  /** the support account: passes every role check */
  support: boolean;
  sessionId: string;
}

/** Who did something, for revisions, logs and live messages. */
export interface Actor {
  userId: number | null;
  nickname: string | null;
  ip: string | null;
}

/** Registers a callback to run only after the surrounding transaction commits. */
export type AfterCommit = (fn: () => void | Promise<void>) => void;

export interface Database {
  /** the knex instance; use for reads and single-row writes */
  readonly knex: Knex;
  readonly dialect: 'sqlite' | 'mysql';
  /**
   * Runs `fn` in a transaction: everything or nothing. Callbacks given to `afterCommit`
   * (e.g. live publishing) run once it has committed, never when it rolls back.
   * Inside `fn` every query must go through `trx`: the embedded SQLite has a single connection,
   * so a query on `knex` would wait for the transaction that waits for it.
   */
  transaction<T>(fn: (trx: Knex.Transaction, afterCommit: AfterCommit) => Promise<T>): Promise<T>;
  /**
   * An objection model class bound to this kernel's database (no global binding, so several
   * kernels can share a process). Inside a transaction use `Model.query(trx)`.
   */
  bind<M extends ModelClass>(model: M): M;
  /** Reads a page of a query: `{ data, number, size, total }`. */
  page<T>(query: Knex.QueryBuilder, paging: PageQuery): Promise<Page<T>>;
}

export interface PublishOptions {
  /** nickname (or null for the system) */
  by?: string | null;
  /** deliver only to these user ids (private documents); unset means every subscriber allowed on the topic */
  onlyUsers?: readonly number[];
}

export interface LiveBus {
  publish(topic: string, op: LiveOp, id: string | number | null, data: unknown, options?: PublishOptions): Promise<void>;
}

export interface LockInfo {
  key: string;
  userId: number;
  nickname: string;
  acquiredAt: string;
  renewedAt: string;
}

export interface Locks {
  /** Takes or renews the lock on `key` for the user; a ConflictError (409) names the holder if someone else has it. */
  acquire(key: string, user: SessionUser): Promise<LockInfo>;
  /** Throws ConflictError when another user holds a live lock on `key`. */
  assertWritable(key: string, user: SessionUser): Promise<void>;
  release(key: string, user: SessionUser): Promise<void>;
  list(): Promise<LockInfo[]>;
}

export interface RevisionChange {
  old: unknown;
  new: unknown;
}
export interface Revision {
  id: number;
  entityType: string;
  entityId: string;
  slug: string | null;
  revisionDate: string;
  revisorNickname: string | null;
  revisorIP: string | null;
  changes: Record<string, RevisionChange>;
}
export interface Revisions {
  /** Declares a document type whose history `GET /api/revisions/{type}/{id}` shows to users holding `roles`. */
  defineType(type: { type: string; roles: readonly Role[] }): void;
  /** Stores one revision inside the caller's transaction. */
  record(
    trx: Knex.Transaction | Knex,
    entry: { entityType: string; entityId: string | number; slug?: string | null; actor: Actor; changes: Record<string, RevisionChange> },
  ): Promise<void>;
  list(entityType: string, entityId: string | number, paging: PageQuery): Promise<Page<Revision>>;
  /** Field-by-field difference of two versions of a document (only the fields that changed). */
  diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, RevisionChange>;
}

/** A document kind that can be moved to the trash. Its table needs `deleted_at` (bigint, null) and an `id` column. */
export interface TrashType {
  type: string;
  table: string;
  /** column shown as the title in the trash list */
  titleColumn: string;
  /** roles to see and restore items of this kind */
  roles: readonly Role[];
  /** roles to delete items of this kind permanently (defaults to `roles`) */
  purgeRoles?: readonly Role[];
}
export interface TrashItem {
  id: number;
  entityType: string;
  entityId: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
}
export interface Trash {
  defineType(type: TrashType): void;
  /** Soft-deletes rows of `type` (inside the caller's transaction) and lists them in the trash. */
  remove(trx: Knex.Transaction, type: string, ids: readonly (string | number)[], actor: Actor): Promise<number>;
}

export interface StoredFile {
  id: number;
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
  hasThumbnail: boolean;
  url: string;
  thumbnailUrl: string | null;
}
export interface Files {
  get(id: number): Promise<StoredFile>;
  /** absolute path on disk of a stored file (or its thumbnail) */
  path(id: number, variant?: 'original' | 'thumbnail'): Promise<string>;
}

export interface AccessService {
  /** true when the user may do what `access` asks (support passes everything) */
  allows(user: SessionUser | null, access: Access): boolean;
  /** throws 401 or 403 when not */
  assert(user: SessionUser | null, access: Access): void;
}

export interface Config {
  readonly port: number;
  readonly dataDir: string;
  readonly dbUrl: string | null;
  readonly redisUrl: string | null;
  /** the calling plugin's own config block from the config file */
  readonly plugin: Record<string, unknown>;
}

export interface Logger {
  debug(msg: string, extra?: Record<string, unknown>): void;
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

export interface Clock {
  now(): Date;
}

/** Kernel services a plugin can name in its `deps`. */
export const coreServices = {
  db: createServiceRef<Database>('core.db'),
  live: createServiceRef<LiveBus>('core.live'),
  locks: createServiceRef<Locks>('core.locks'),
  revisions: createServiceRef<Revisions>('core.revisions'),
  trash: createServiceRef<Trash>('core.trash'),
  files: createServiceRef<Files>('core.files'),
  access: createServiceRef<AccessService>('core.access'),
  config: createServiceRef<Config>('core.config'),
  logger: createServiceRef<Logger>('core.logger'),
  clock: createServiceRef<Clock>('core.clock'),
} as const;
