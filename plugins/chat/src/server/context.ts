/** What every service of the plugin reaches: the kernel's services it names in `deps`. */
import { coreServices, type ResolvedDeps } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  documents: coreServices.documents,
  files: coreServices.files,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
  config: coreServices.config,
  users: coreServices.users,
  groups: coreServices.groups,
  notifications: coreServices.notifications,
  retention: coreServices.retention,
};

export type Ctx = ResolvedDeps<typeof deps> & { now(): number };
