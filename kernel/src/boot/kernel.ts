import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContainer, asValue, InjectionMode, type AwilixContainer } from 'awilix';
import {
  coreServices, SDK_VERSION,
  type Config, type PluginDefinition, type PluginParts, type ServiceRef, type StopFn, type Clock,
} from '@lauda/sdk/server';
import { loadConfig, type KernelConfig } from '../config/index.js';
import { openDatabase, type KnexDatabase } from '../storage/db.js';
import { migrate } from '../storage/migrate.js';
import { kernelMigrations } from '../../migrations/index.js';
import { discoverPlugins, findNodeModules, loadEnabledPlugins, orderPlugins } from '../plugins/loader.js';
import { RouteRegistry } from '../http/routes.js';
import { buildApp } from '../http/server.js';
import { KernelAccess } from '../access/index.js';
import { DocumentRegistry } from '../access/documents.js';
import { Sessions } from '../auth/sessions.js';
import { createLogger } from './logger.js';
import { TopicRegistry } from '../live/topics.js';
import { KernelLiveBus } from '../live/bus.js';
import { startLive, type LiveServer } from '../live/server.js';
import { KernelRevisions } from '../revisions/service.js';
import { KernelTrash } from '../trash/service.js';
import { KernelFiles } from '../files/service.js';
import { KernelLocks } from '../locks/service.js';
import { Presence } from '../live/presence.js';
import { kernelRoutes } from './routes.js';
import { BranchConfigStore } from '../branch/config.js';
import { logoBytes } from '../branch/logo.js';
import { fontPath } from '../branch/font.js';
import { createDeviceRegistry } from '../devices/index.js';
import { KernelGroups, KernelUsers, knownRoles } from '../auth/identity.js';
import { KernelPasswordChecks } from '../auth/password-checks.js';
import { AuthLogs } from '../auth/logs.js';
import { LicenseService } from '../license/service.js';
import { KernelPdf } from '../pdf/service.js';
import { KernelNotifications } from '../notifications/service.js';
import { notificationRoutes } from '../notifications/routes.js';
import { installMail } from '../mail/index.js';
import { RetentionJob } from '../retention/service.js';
import { registerKernelKinds } from '../retention/kinds.js';
import { retentionRoutes } from '../retention/routes.js';
import { adminLogRoutes, branchConfigDocument } from '../admin-log/routes.js';
import { installSearch, type KernelSearch } from '../search/index.js';
import { myDataRoutes } from '../me/routes.js';
import { kernelTopics, pluginDeps } from './parts.js';

export const KERNEL_VERSION = '0.1.0';

export interface KernelOptions {
  /** overrides on top of file and environment */
  config?: Partial<KernelConfig>;
  env?: NodeJS.ProcessEnv;
  /** plugin definitions to enable instead of discovering installed ones (tests, embedding) */
  plugins?: PluginDefinition<any>[];
  /** directory to look for installed plugin packages from (default: this package's) */
  resolveFrom?: string;
  /** the demo (`lauda demo`): example plugins are enabled too when the config names none */
  demo?: boolean;
}

export interface Kernel {
  config: KernelConfig;
  db: KnexDatabase;
  url: string;
  port: number;
  plugins: PluginDefinition<any>[];
  routes: RouteRegistry;
  topics: TopicRegistry;
  container: AwilixContainer;
  sessions: Sessions;
  /** the global search and its index (tests wait on `search.writer.settled()`) */
  search: KernelSearch;
  stop(): Promise<void>;
}

/** Boot order: config → storage → migrations (kernel, then plugins by dependency) → services → plugins → HTTP + socket. */
export type BootedKernel = Omit<Kernel, 'url' | 'port' | 'stop'> & {
  /** what an enabled plugin's setup returned (the demo loader calls its `demo`) */
  partsOf(pluginId: string): PluginParts;
  listen(): Promise<Kernel>;
  /** migrations this boot applied (empty when the database was up to date) */
  migrated: string[];
  /** closes storage without serving (CLI commands) */
  close(): Promise<void>;
};

export async function bootKernel(options: KernelOptions = {}): Promise<BootedKernel> {
  const config = loadConfig(options.env ?? process.env, options.config ?? {});
  const logger = createLogger(config.logLevel);

  const installed = discoverPlugins(findNodeModules(options.resolveFrom ?? new URL('.', import.meta.url).pathname));
  const plugins = orderPlugins(options.plugins ?? (await loadEnabledPlugins(config.plugins, installed, options.demo ?? false)));

  const db = openDatabase(config);
  let applied: string[];
  try {
    applied = await migrate(db.knex, [
      { owner: 'kernel', migrations: kernelMigrations },
      ...plugins.map((p) => ({ owner: p.id, migrations: p.migrations ?? [] })),
    ]);
    if (applied.length) logger.info('migrations applied', { applied });
  } catch (e) {
    await db.knex.destroy();
    throw e;
  }

  const clock: Clock = { now: () => new Date() };
  const access = new KernelAccess();
  const sessions = new Sessions(db.knex, config);
  const topics = new TopicRegistry();
  const live = new KernelLiveBus(topics, clock.now);
  const documents = new DocumentRegistry(access);
  const revisions = new KernelRevisions(db, documents);
  const trash = new KernelTrash(db, access, documents);
  const files = new KernelFiles(db, config, documents);
  const locks = new KernelLocks(db, live, undefined, logger, documents);
  documents.useLocks(locks);
  locks.idleMinutes = config.lockIdleMinutes;
  // a session that ends (sign-out, force-out, expiry) gives up its edit locks
  sessions.onEnded((ids) => {
    locks.releaseSessions(ids).catch((e) => logger.error('locks: release on session end failed', { error: (e as Error).message }));
  });
  // LOGIN / LOGOUT on the users and sessions topics
  const presence = new Presence({ knex: db.knex, sessions, live, logger, config });

  const container = createContainer({ injectionMode: InjectionMode.CLASSIC, strict: true });
  const baseConfig: Config = { port: config.port, dataDir: config.dataDir, dbUrl: config.dbUrl, redisUrl: config.redisUrl, plugin: {} };
  container.register({
    [coreServices.db.id]: asValue(db),
    [coreServices.live.id]: asValue(live),
    [coreServices.locks.id]: asValue(locks),
    [coreServices.revisions.id]: asValue(revisions),
    [coreServices.trash.id]: asValue(trash),
    [coreServices.files.id]: asValue(files),
    [coreServices.access.id]: asValue(access),
    [coreServices.documents.id]: asValue(documents),
    [coreServices.config.id]: asValue(baseConfig),
    [coreServices.logger.id]: asValue(logger),
    [coreServices.clock.id]: asValue(clock),
  });

  // device drivers and the running devices (core.devices, topic `devices`): kernel/src/devices
  const devices = await createDeviceRegistry({
    config, env: options.env ?? process.env, live, topics, logger: logger.child('devices'),
    resolveFrom: options.resolveFrom ?? new URL('.', import.meta.url).pathname,
  });
  container.register(coreServices.devices.id, asValue(devices));

  // A plugin gets its own config block and a logger named after it.
  const depsOf = pluginDeps(container, config, baseConfig, logger);

  const registry = new RouteRegistry();
  const branch = new BranchConfigStore(db);
  // identity (users, groups), auth logs and license: core.users and core.groups for the plugins
  const roleSet = knownRoles(() => plugins.flatMap((p) => (p.permissions ?? []).map((x) => x.role)));
  const authLogs = new AuthLogs(db, async () => (await branch.get()).timeZone);
  const license = new LicenseService(db, config);
  const identityDeps = { db, sessions, logs: authLogs, config, knownRoles: roleSet, logger: logger.child('identity') };
  // sign-in of users whose password a plugin keeps (directory users)
  const passwordChecks = new KernelPasswordChecks();
  const users = new KernelUsers(identityDeps);
  container.register({
    [coreServices.users.id]: asValue(users),
    [coreServices.groups.id]: asValue(new KernelGroups(identityDeps)),
    [coreServices.passwordChecks.id]: asValue(passwordChecks),
    [coreServices.branch.id]: asValue({ timeZone: async () => (await branch.get()).timeZone, name: async () => (await branch.get()).branchName,
      retention: async () => (await branch.get()).retention }),
    // the branch's name, zone, logo and font (the bundled Roboto unless the branch has its own)
    [coreServices.pdf.id]: asValue(new KernelPdf({
      branding: async () => {
        const b = await branch.get();
        const [logo, font] = await Promise.all([logoBytes(files, b.logoFileId, logger.child('pdf')), fontPath(files, b.fontFileId, logger.child('pdf'))]);
        return { name: b.branchName, timeZone: b.timeZone, logo, font };
      },
      locale: async () => (await branch.get()).locale,
      clock,
      logger: logger.child('pdf'),
    })),
  });
  // per-user notifications on the `notifications` topic, only to who may see the document they name
  const notifications = new KernelNotifications(db, live, documents, config.supportUser, () => clock.now().getTime());
  container.register(coreServices.notifications.id, asValue(notifications));
  // the one retention job (core.retention): the kernel's kinds, then the plugins' from their setup
  const retention = new RetentionJob(db, async () => (await branch.get()).retention, logger.child('retention'), config.retention.everyMs);
  registerKernelKinds(retention, db, trash);
  container.register(coreServices.retention.id, asValue(retention));
  retentionRoutes(registry.routerFor('kernel'), { job: retention, trash, branch });
  // the administration's change log: revisions of admin types, the branch settings' among them
  documents.define('kernel', branchConfigDocument);
  adminLogRoutes(registry.routerFor('kernel'), { db, access, documents, branch });
  kernelRoutes(registry.routerFor('kernel'), {
    db, sessions, revisions, trash, files, locks, presence, access, documents, branch, topics, plugins, registry,
    identity: { logs: authLogs, license, knownRoles: roleSet, config, passwordChecks },
    version: KERNEL_VERSION,
  });
  notificationRoutes(registry.routerFor('kernel'), notifications);
  // "my data": the signed-in user's own profile, password, sessions, preferences and export (kernel/src/me)
  myDataRoutes(registry.routerFor('kernel'), { knex: db.knex, users, branch, revisions, live, supportUser: config.supportUser, sessions, logs: authLogs, config, passwordChecks, documents, logger: logger.child('my-data') });
  installMail(container, registry.routerFor('kernel'), db, () => branch.get());
  for (const t of kernelTopics) topics.add({ owner: 'kernel', ...t });

  // the global search: its `logs` target and routes now, the plugins' targets once they are set up
  const search = installSearch({ db, documents, access, live, topics, trash, authLogs, routes: registry, logger, timeZone: async () => (await branch.get()).timeZone });

  const stops: StopFn[] = [() => devices.stop()];
  const parts = new Map<string, PluginParts>();
  for (const p of plugins) {
    // plugins come in dependency order, so a provider is set up before its dependents resolve;
    // deps are checked even for a plugin without setup
    const deps = depsOf(p);
    const made = (await p.setup?.(deps as never)) ?? {};
    parts.set(p.id, made);
    for (const { ref, impl } of made.provides ?? []) {
      if (!ref.id.startsWith(`${p.id}.`)) throw new Error(`Plugin "${p.id}" may only provide services named "${p.id}.…", not "${ref.id}"`);
      if (container.hasRegistration(ref.id)) throw new Error(`Service "${ref.id}" is provided twice`);
      container.register(ref.id, asValue(impl));
    }
    for (const t of p.topics ?? []) topics.add({ owner: p.id, ...t });
    for (const d of made.documents ?? []) documents.define(p.id, d);
    made.routes?.(registry.routerFor(p.id));
  }
  for (const p of plugins) for (const source of parts.get(p.id)!.search ?? []) search.addSource(p.id, source);
  await search.rebuilder.prepare();
  // the index writes nothing once the plugins have stopped
  stops.push(() => search.writer.close(), () => search.rebuilder.stop());
  for (const p of plugins) {
    const stop = await parts.get(p.id)!.start?.();
    if (typeof stop === 'function') stops.push(stop);
  }

  const partial = { config, db, plugins, routes: registry, topics, container, sessions, search };
  // plugins stop in reverse order of start, then the pool closes
  const close = async () => {
    for (const s of [...stops].reverse()) await s();
    await db.knex.destroy();
  };
  return {
    ...partial,
    migrated: applied,
    partsOf: (id: string) => parts.get(id) ?? {},
    close,
    async listen(): Promise<Kernel> {
      const app = buildApp({ config, registry, sessions, access, documents, logger, container });
      const server = http.createServer(app.callback());
      server.keepAliveTimeout = 5_000;
      let liveServer: LiveServer;
      try {
        liveServer = await startLive({ server, bus: live, topics, sessions, access, documents, logger, config, presence });
      } catch (e) {
        await close();
        throw e;
      }
      await license.startupCheck(logger.child('license'));
      retention.start();
      // a new target, or one an older version built, is rebuilt in the background
      if (config.search.rebuildOnStart) search.rebuilder.rebuildOutdated().catch((e) => logger.error('search: rebuild at start failed', { error: (e as Error).message }));
      locks.startSweeping();
      presence.startSweeping();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const port = (server.address() as AddressInfo).port;
      const url = `http://127.0.0.1:${port}`;
      logger.info('Lauda is listening', { url: `http://localhost:${port}`, sdk: SDK_VERSION, plugins: plugins.map((p) => p.id), db: db.dialect });
      let stopping: Promise<void> | null = null;
      const stop = () =>
        (stopping ??= (async () => {
          retention.stop();
          locks.stopSweeping();
          presence.stopSweeping();
          // stop accepting, let requests in flight finish, then close sockets and the pool
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          await liveServer.close();
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([closed, new Promise((r) => { timer = setTimeout(r, 10_000); })]);
          clearTimeout(timer);
          server.closeAllConnections();
          await close();
          logger.info('Lauda stopped');
        })());
      return { ...partial, url, port, stop };
    },
  };
}

export async function startKernel(options: KernelOptions = {}): Promise<Kernel> {
  const booted = await bootKernel(options);
  return booted.listen();
}
