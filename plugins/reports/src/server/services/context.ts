/** What every service of the plugin reaches: the resolved deps, and the programs a user may open. */
import type { ResolvedDeps, SessionUser } from '@lauda/sdk/server';
import type { deps } from '../deps.js';

export type Ctx = ResolvedDeps<typeof deps> & {
  now(): number;
  /** ids of the programs the user may open; null = every program (support) */
  programIdsOf(user: SessionUser): Promise<number[] | null>;
  programIdsOfMany(users: readonly SessionUser[]): Promise<(number[] | null)[]>;
};

export { actorOf, caller, type Caller } from '@lauda/sdk/server';
