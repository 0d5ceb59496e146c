/** What every service of the directory plugin reaches: the resolved deps and its settings. */
import { coreServices, type ResolvedDeps } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  users: coreServices.users,
  groups: coreServices.groups,
  passwordChecks: coreServices.passwordChecks,
  logger: coreServices.logger,
  clock: coreServices.clock,
  config: coreServices.config,
};

export type Ctx = ResolvedDeps<typeof deps> & {
  now(): number;
  /** how long one directory operation may take (plugin setting `timeoutMs`, default 5000) */
  timeoutMs: number;
  /** how long a sync holds the lease before another instance may take over (plugin setting `leaseMs`, default 600000) */
  leaseMs: number;
  /** how often an instance looks whether a scheduled sync is due (plugin setting `tickMs`, default 60000) */
  tickMs: number;
  /** this instance's name in the lease */
  instance: string;
};
