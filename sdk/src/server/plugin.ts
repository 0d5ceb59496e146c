import type { Knex } from 'knex';
import type { Access, Role } from '../common/roles.js';
import type { I18nResources } from '../common/locales.js';
import type { ServiceRef } from './services.js';
import type { DocumentType } from './documents.js';
import type { SearchSource } from './search.js';
import type { PluginRouter } from './routes.js';

/** One migration, written once for SQLite and MySQL/MariaDB through knex's schema builder. */
export interface Migration {
  /** unique within the plugin, sorted by name: `001_greetings` */
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
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

/** What `start` may return: a function the kernel calls on shutdown. */
export type StopFn = () => void | Promise<void>;

/** What the demo loader hands a plugin's `demo`: demo usernames to ids, and today in the branch's zone. */
export interface DemoContext {
  users: Record<string, number>;
  today: string;
}

/**
 * The parts of a plugin, built once by its `setup(deps)`: services made there are shared by the
 * routes, the document types, `start` and `demo` through the closure (no module-level caches).
 */
export interface PluginParts {
  /**
   * Services this plugin offers to the plugins that depend on it (an extension point): each is
   * `provide(ref, impl)` with a ref whose id starts with this plugin's id, exported from its server entry.
   */
  provides?: ProvidedService[];
  /**
   * The document types this plugin owns, with who may see and change each document. Revisions,
   * trash, locks, live delivery and files exist only for declared types.
   */
  documents?: DocumentType[];
  /** the global search's index targets this plugin feeds (see `SearchSource`) */
  search?: SearchSource[];
  routes?(router: PluginRouter): void;
  /**
   * Runs once every plugin is set up, storage migrated, before the server listens (in dependency
   * order): listeners, content counters of the plugins it depends on. May return its StopFn.
   */
  start?(): void | StopFn | Promise<void | StopFn>;
  /**
   * Loads this plugin's part of the demo newsroom (`lauda demo`). Runs once, after the kernel's demo
   * data (branch, users) and after the demo of every plugin it depends on.
   */
  demo?(ctx: DemoContext): Promise<void>;
}

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
  i18n?: I18nResources;
  /** services this plugin needs, by typed ref: the kernel's (`coreServices`) or those of plugins it depends on */
  deps?: D;
  /**
   * Called once per kernel, in dependency order (a provider before its dependents), with the
   * resolved `deps`; returns the plugin's parts.
   */
  setup?(deps: ResolvedDeps<D>): PluginParts | Promise<PluginParts>;
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
