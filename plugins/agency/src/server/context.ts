/** What every service of the plugin reaches (the social part takes the same): the resolved deps and the clock. */
import type { ResolvedDeps } from '@lauda/sdk/server';
import type { deps } from './deps.js';

export type Ctx = ResolvedDeps<typeof deps> & { now(): number };
