/** The services the proposals plugin names in its `deps`, and what every part of it reaches. */
import { coreServices, type ResolvedDeps } from '@lauda/sdk/server';
import { guidelinesServices } from '@lauda/plugin-guidelines/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  logger: coreServices.logger,
  clock: coreServices.clock,
  guidelines: guidelinesServices.records,
};

export type Ctx = ResolvedDeps<typeof deps> & { now(): number };
