import type { Knex } from 'knex';
import type { Model } from 'objection';

export type ModelClass = typeof Model;
import type { Access, Role } from '../common/roles.js';
import type { LiveOp } from '../common/live.js';
import type { Page, PageQuery } from '../common/paging.js';
import type { Groups, Users } from './identity.js';
import type { Revision, RevisionChange, TrashItem } from '../common/history.js';

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
  /**
   * the signed-in user acting; null only for the kernel acting on its own (CLI, demo data), which
   * `core.users` / `core.groups` let grant anything: build it from the session user in a route
   */
  userId: number | null;
  nickname: string | null;
  ip: string | null;
}

/** Who makes a request: the signed-in user and the address it came from (what plugins' services take). */
export interface Caller {
  user: SessionUser;
  ip: string;
}
export const caller = (user: SessionUser, ip: string): Caller => ({ user, ip });
/** The `Actor` of a caller (revisions, trash, logs). */
export const actorOf = (c: Caller): Actor => ({ userId: c.user.id, nickname: c.user.nickname, ip: c.ip });

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
  /** deliver to every allowed subscriber but these */
  exceptUsers?: readonly number[];
  /**
   * The document the message is about (required on topics declared with `documents: true`): each
   * subscriber gets the message only as far as that document's access answer allows: `full` the
   * data, `placeholder` the `placeholder` data (nothing when it is not given), `none` nothing.
   */
  document?: { type: string; id: string | number; placeholder?: unknown; placeholderOp?: LiveOp };
}

export interface LiveBus {
  publish(topic: string, op: LiveOp, id: string | number | null, data: unknown, options?: PublishOptions): Promise<void>;
  /**
   * Documents written with no message of their own (a bulk copy, e.g. a rundown's stories from a
   * template or the archive): what the kernel keeps from documents (the search index) reads them
   * again. Call it after the commit; it sends nothing to clients.
   */
  documentsWritten?(type: string, ids: readonly (string | number)[]): void;
}

export interface LockInfo {
  key: string;
  userId: number;
  nickname: string;
  acquiredAt: string;
  renewedAt: string;
}

/** What `Locks.takeOver` did: the caller's lock, and whom it was taken from (null when it was free or already the caller's). */
export interface LockTakeOver {
  lock: LockInfo;
  previousHolder: { id: number; nickname: string } | null;
}

/**
 * Edit locks on documents, shared by every kernel instance (`core.locks`). A key names one document:
 * `<type>:<id>`, the type lower-case (`story`, `news_report`) and the id a positive integer or a UUID;
 * a malformed key is a 400 `lock.invalidKey`. A lock not renewed for 240000 ms (two client intervals
 * of 120000 ms) has expired. Every change is published on the `entity_locker` topic (LOCK, UNLOCK,
 * TAKE_OVER). A plugin needs two calls: `acquire` in its load-for-edit route and `assertWritable`
 * before each write or delete; the kernel's `/api/locks` routes do the rest (renew, take over, unlock).
 */
export interface Locks {
  /** Load for editing: takes the lock, or renews it if the caller holds it; 409 `lock.held` (details.holder = nickname) if someone else does. */
  acquire(key: string, user: SessionUser): Promise<LockInfo>;
  /**
   * The client's keep-alive (every 120000 ms): renews the caller's lock, or takes it when free.
   * 409 `lock.lost` (details.reason `takeOver` | `expired`) once when the caller lost it since, 409 `lock.held` when someone else holds it.
   */
  renew(key: string, user: SessionUser): Promise<LockInfo>;
  /** Takes the lock even from another holder, who gets a TAKE_OVER (`data.revoked`) and loses unsaved changes; the UI confirms first. */
  takeOver(key: string, user: SessionUser): Promise<LockTakeOver>;
  /** Before a write or delete: 409 `lock.held` naming the holder when another user holds a live lock on `key`. */
  assertWritable(key: string, user: SessionUser): Promise<void>;
  /** Releases the caller's lock; a lock that does not exist or is someone else's is not an error. */
  release(key: string, user: SessionUser): Promise<void>;
  /** Active (unexpired) locks, oldest first. */
  list(): Promise<LockInfo[]>;
}

/** Revision history of the declared document types (`DocumentType.revisions`); the kernel answers `GET /api/revisions/{type}/{id}` by their access. */
export interface Revisions {
  /** Stores one revision inside the caller's transaction. */
  record(
    trx: Knex.Transaction | Knex,
    entry: { entityType: string; entityId: string | number; slug?: string | null; actor: Actor; changes: Record<string, RevisionChange> },
  ): Promise<void>;
  list(entityType: string, entityId: string | number, paging: PageQuery): Promise<Page<Revision>>;
  /** Field-by-field difference of two versions of a document (only the fields that changed). */
  diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, RevisionChange>;
}

/** The trash of the declared document types (`DocumentType.trash`): list, restore and purge follow their access. */
export interface Trash {
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
export interface FileUploadOptions {
  user: SessionUser;
  maxBytes: number;
  field?: string;
  /** the message key of the 413 (default file.tooLarge) */
  tooLargeCode?: string;
}
export interface Files {
  get(id: number): Promise<StoredFile>;
  /**
   * Attaches stored files to a document (inside the caller's transaction), or detaches them with
   * `null`: from then on only who may see that document in full reads them (`GET /api/files/…`);
   * anyone else gets 404 file.notFound, as for a file that does not exist.
   */
  attach(trx: Knex.Transaction | Knex, fileIds: readonly number[], document: { type: string; id: string | number } | null): Promise<void>;
  /**
   * Stores one file of any type from a multipart request (field `file` by default), streamed to disk.
   * A file over `maxBytes` is refused with 413 (`tooLargeCode`) and nothing of it is kept.
   */
  saveFile(req: import('node:http').IncomingMessage, opts: FileUploadOptions): Promise<StoredFile>;
  /**
   * Stores an image a plugin holds as bytes (fetched from a device, drawn for a demo) as an upload
   * would: a JPEG or PNG under 10 MB judged by its bytes, with its thumbnail (400
   * file.invalidImageType / file.invalidImage, 413 file.invalidImageSize; nothing kept then).
   */
  saveImage(bytes: Buffer, opts: { name: string; userId?: number | null }): Promise<StoredFile>;
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

/** This installation's newsroom (its branch configuration), as plugins may read it. */
export interface BranchInfo {
  /** IANA time zone of the newsroom: the dates and times of day of rundowns are its */
  timeZone(): Promise<string>;
  name(): Promise<string>;
  /** how long the branch keeps what it keeps (days; user logs in months; 0 keeps for ever): plugins purge their own */
  retention(): Promise<import('../common/system.js').BranchRetention>;
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

/** What a notification says: `kind` a message key the client translates (`guidelines.notify.assigned`), `title` the document's slug. */
export interface NotificationInput {
  kind: string;
  title: string;
  body?: string | null;
  /**
   * The document it is about: `type` its document type (who may see it), `origin` the document
   * drawer's origin that shows it (`guideline`, `reportage`), `id` its id.
   */
  link?: { type: string; origin: string; id: number } | null;
}

/**
 * Notifications to users (`core.notifications`, topic `notifications`): each is stored per user with a
 * read flag and published only to that user. One about a document reaches only who may see it in full
 * (the document access contract); the others are dropped. Call it after the change has committed.
 */
export interface Notifications {
  /** answers the ids of the users notified */
  notify(userIds: readonly number[], input: NotificationInput, options?: { by?: string | null }): Promise<number[]>;
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
  /** the document access contract: who may see and change one document */
  documents: createServiceRef<import('./documents.js').Documents>('core.documents'),
  config: createServiceRef<Config>('core.config'),
  logger: createServiceRef<Logger>('core.logger'),
  clock: createServiceRef<Clock>('core.clock'),
  branch: createServiceRef<BranchInfo>('core.branch'),
  users: createServiceRef<Users>('core.users'),
  groups: createServiceRef<Groups>('core.groups'),
  /** device drivers and the running device instances (kernel device registry) */
  devices: createServiceRef<import('../device/registry.js').DeviceRegistry>('core.devices'),
  /** PDFs of documents with the branch's header, fonts and time zone (sdk/src/server/pdf.ts) */
  pdf: createServiceRef<import('./pdf.js').PdfService>('core.pdf'),
  /** per-user notifications on the `notifications` topic (GET /api/notifications) */
  notifications: createServiceRef<Notifications>('core.notifications'),
  /** sign-in of users whose password another plugin keeps (directory users): sdk/src/server/passwords.ts */
  passwordChecks: createServiceRef<import('./passwords.js').PasswordChecks>('core.passwordChecks'),
  /** outgoing e-mail through the branch's SMTP server (sdk/src/server/mail.ts) */
  mail: createServiceRef<import('./mail.js').MailService>('core.mail'),
  /** the one retention job: register what the plugin keeps under a branch retention setting */
  retention: createServiceRef<import('./retention.js').Retention>('core.retention'),
} as const;
