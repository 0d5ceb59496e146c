/** The kernel services the notices plugin names in its `deps`. */
import { coreServices } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  documents: coreServices.documents,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
  groups: coreServices.groups,
  users: coreServices.users,
  retention: coreServices.retention,
};
