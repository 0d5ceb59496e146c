/** What every service of the integrations plugin reaches. */
import { coreServices, type ResolvedDeps } from '@lauda/sdk/server';

export const deps = {
  db: coreServices.db,
  logger: coreServices.logger,
  clock: coreServices.clock,
  config: coreServices.config,
};

export type Ctx = ResolvedDeps<typeof deps> & {
  now(): number;
  /** how long one call to an integration's server may take (plugin setting `peerTimeoutMs`, default 5000) */
  timeoutMs: number;
};
