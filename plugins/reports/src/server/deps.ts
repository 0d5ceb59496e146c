/** The services the plugin names in its `deps`: the kernel's and the admin plugin's programs. */
import { coreServices } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  locks: coreServices.locks,
  revisions: coreServices.revisions,
  trash: coreServices.trash,
  access: coreServices.access,
  documents: coreServices.documents,
  files: coreServices.files,
  logger: coreServices.logger,
  clock: coreServices.clock,
  pdf: coreServices.pdf,
  programs: adminServices.programs,
  settings: adminServices.settings,
};
