/** What every service of the plugin reaches: the resolved deps, the clock and the WordPress timeout. */
import type { ResolvedDeps } from '@lauda/sdk/server';
import type { deps } from './deps.js';

export type Ctx = ResolvedDeps<typeof deps> & {
  now(): number;
  /** ms a WordPress request may take (plugin setting `wordpressTimeoutMs`, default 15 s) */
  wpTimeout: number;
};

export { actorOf, type Caller } from '@lauda/sdk/server';
