/** The kernel services the plugin names in its `deps`. */
import { coreServices } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  revisions: coreServices.revisions,
  trash: coreServices.trash,
  documents: coreServices.documents,
  logger: coreServices.logger,
  clock: coreServices.clock,
};
