/** What the charts' services reach: the resolved deps. */
import type { ResolvedDeps } from '@lauda/sdk/server';
import type { deps } from './deps.js';

export type Ctx = ResolvedDeps<typeof deps>;
