/** The services the plugin names in its `deps`: the kernel's and the admin plugin's programs, teams and configs. */
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
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
  users: coreServices.users,
  pdf: coreServices.pdf,
  mail: coreServices.mail,
  notifications: coreServices.notifications,
  programs: adminServices.programs,
  lookups: adminServices.lookups,
  settings: adminServices.settings,
  teams: adminServices.teams,
};
