import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Access, Role } from '../common/roles.js';
import type { I18nResources } from '../common/locales.js';
import type { ServiceRef, SessionUser } from './services.js';
import type { DocumentRules, DocumentType } from './documents.js';

/** One migration, written once for SQLite and MySQL/MariaDB through knex's schema builder. */
export interface Migration {
  /** unique within the plugin, sorted by name: `001_greetings` */
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A non-JSON answer: a status other than 200, headers, or a stream/buffer body. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const created = (body: unknown) => new Reply(201, body);
export const noContent = () => new Reply(204, null);

/** What a route handler receives: validated input, the signed-in user and the request's origin. */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** null only on public routes */
  user: SessionUser | null;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  /** the raw Node request, for streaming uploads */
  raw: import('node:http').IncomingMessage;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
> {
  /** who may call it: roles (all required), 'authenticated' or 'public'. Mandatory: the kernel refuses a route without it. */
  access: Access;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** the body is not parsed as JSON (e.g. multipart uploads read from `raw`) */
  rawBody?: boolean;
  /** JSON body limit in bytes (default 1 MiB) */
  bodyLimit?: number;
  /** form bodies (application/x-www-form-urlencoded) are accepted besides JSON */
  form?: boolean;
  /**
   * A versioned PUT: the version read (body field `version`, or the named field) may instead come
   * in `If-Match`; the kernel puts it in the body, and answers 400 naming the field when neither is there.
   */
  versioned?: true | string;
  /** documented answer schema */
  response?: z.ZodType;
  tags?: string[];
  /**
   * The documents the request reads, writes or touches, checked by the kernel against the document
   * access contract (and the edit locks) before the handler runs; see `DocumentRules`.
   */
  documents?: DocumentRules<{ params: Out<P>; query: Out<Q>; body: Out<B>; user: SessionUser }>;
}

export type Handler<P, Q, B> = (input: RouteInput<Out<P>, Out<Q>, Out<B>>) => Promise<unknown> | unknown;

/** Routes are declared with OpenAPI-style paths: `/api/greetings/{id}`. */
export interface PluginRouter {
  route<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
    method: HttpMethod,
    path: string,
    spec: RouteSpec<P, Q, B>,
    handler: Handler<P, Q, B>,
  ): void;
  get<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
    path: string, spec: RouteSpec<P, Q, undefined>, handler: Handler<P, Q, undefined>): void;
  delete<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
    path: string, spec: RouteSpec<P, Q, undefined>, handler: Handler<P, Q, undefined>): void;
  post<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
    path: string, spec: RouteSpec<P, Q, B>, handler: Handler<P, Q, B>): void;
  put<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
    path: string, spec: RouteSpec<P, Q, B>, handler: Handler<P, Q, B>): void;
  patch<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
    path: string, spec: RouteSpec<P, Q, B>, handler: Handler<P, Q, B>): void;
}

/** A live topic the plugin publishes on; subscribing needs `access`. */
export interface TopicDefinition {
  name: string;
  access: Access;
  description?: string;
  /**
   * Messages on this topic are about documents: every publish must name one (`PublishOptions.document`)
   * and each subscriber receives it as the document's access answer lets them see it.
   */
  documents?: boolean;
}

/** Resolved `deps`: each ServiceRef replaced by its service. */
export type ResolvedDeps<D extends Record<string, ServiceRef<unknown>>> = {
  [K in keyof D]: D[K] extends ServiceRef<infer T> ? T : never;
};

/** What `register` may return: a function the kernel calls on shutdown. */
export type StopFn = () => void | Promise<void>;

export interface PluginDefinition<D extends Record<string, ServiceRef<unknown>> = Record<string, ServiceRef<unknown>>> {
  /** lower-case id: `rundown`, `hello` */
  id: string;
  version: string;
  /** semver range of the sdk this plugin was written for; the kernel refuses a mismatch at start */
  sdk: string;
  /** plugin ids that must be enabled too; their migrations run first */
  dependsOn?: string[];
  description?: string;
  migrations?: Migration[];
  /** roles this plugin introduces (beyond the spec's), shown in the admin role list */
  permissions?: { role: Role; description: string }[];
  topics?: TopicDefinition[];
  /**
   * The document types this plugin owns, with who may see and change each document. Revisions,
   * trash, locks, live delivery and files exist only for declared types.
   */
  documents?(deps: ResolvedDeps<D>): DocumentType[];
  i18n?: I18nResources;
  /** services this plugin needs, by typed ref: the kernel's (`coreServices`) or those of plugins it depends on */
  deps?: D;
  /**
   * Services this plugin offers to the plugins that depend on it (an extension point): each is
   * `provide(ref, impl)` with a ref whose id starts with this plugin's id, exported from its `common` entry.
   */
  provides?(deps: ResolvedDeps<D>): ProvidedService[];
  routes?(router: PluginRouter, deps: ResolvedDeps<D>): void;
  /**
   * Loads this plugin's part of the demo newsroom (`lauda demo`). Runs once, after the kernel's demo
   * data (branch, users) and after the demo of every plugin it depends on; `users` maps demo usernames to ids.
   */
  demo?(deps: ResolvedDeps<D>, ctx: { users: Record<string, number>; today: string }): Promise<void>;
  /** runs once storage is migrated and before the server listens */
  register?(deps: ResolvedDeps<D>): void | StopFn | Promise<void | StopFn>;
}

export interface ProvidedService {
  ref: ServiceRef<unknown>;
  impl: unknown;
}
export const provide = <T>(ref: ServiceRef<T>, impl: T): ProvidedService => ({ ref, impl });

/** Declares a server plugin; the identity function that gives the definition its types. */
export function definePlugin<D extends Record<string, ServiceRef<unknown>>>(def: PluginDefinition<D>): PluginDefinition<D> {
  return def;
}
