/** The kernel services the posts plugin names in its `deps`. */
import { coreServices } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  documents: coreServices.documents,
  revisions: coreServices.revisions,
  trash: coreServices.trash,
  files: coreServices.files,
  pdf: coreServices.pdf,
  config: coreServices.config,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
};
