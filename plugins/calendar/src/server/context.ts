/** What every service of the plugin reaches: the kernel's services it names in `deps`. */
import { coreServices, type ResolvedDeps } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  trash: coreServices.trash,
  revisions: coreServices.revisions,
  documents: coreServices.documents,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
  config: coreServices.config,
  pdf: coreServices.pdf,
  users: coreServices.users,
};

export type Ctx = ResolvedDeps<typeof deps> & { now(): number };

export { actorOf, type Caller } from '@lauda/sdk/server';
