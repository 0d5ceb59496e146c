/** The services the agency plugin names in its `deps`: the kernel's and the guidelines' records (guidelines made from items). */
import { coreServices } from '@lauda/sdk/server';
import { guidelinesServices } from '@lauda/plugin-guidelines/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  documents: coreServices.documents,
  config: coreServices.config,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
  guidelines: guidelinesServices.records,
};
