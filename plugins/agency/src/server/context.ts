// Placeholder for the agency helper's file; not merged (the lead keeps theirs). Same contract.
import { coreServices, type ResolvedDeps } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  documents: coreServices.documents,
  config: coreServices.config,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
};

export type Ctx = ResolvedDeps<typeof deps> & { now(): number };
