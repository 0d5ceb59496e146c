/** The services the plugin names in its `deps`: the kernel's, the admin plugin's programs and the guidelines read as a user. */
import { coreServices } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';
import { guidelinesServices } from '@lauda/plugin-guidelines/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  locks: coreServices.locks,
  revisions: coreServices.revisions,
  trash: coreServices.trash,
  access: coreServices.access,
  documents: coreServices.documents,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
  pdf: coreServices.pdf,
  mail: coreServices.mail,
  users: coreServices.users,
  programs: adminServices.programs,
  lookups: adminServices.lookups,
  guidelines: guidelinesServices.records,
};
