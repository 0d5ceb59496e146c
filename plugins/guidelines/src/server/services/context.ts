/** What every service of the plugin reaches: the resolved deps, and the programs a user may open. */
import type { Actor, ResolvedDeps, SessionUser } from '@lauda/sdk/server';
import type { deps } from '../deps.js';

export type Ctx = ResolvedDeps<typeof deps> & {
  now(): number;
  /** ids of the programs the user may open; null = every program (support) */
  programIdsOf(user: SessionUser): Promise<number[] | null>;
  programIdsOfMany(users: readonly SessionUser[]): Promise<(number[] | null)[]>;
};

/** Who makes a request: the signed-in user and the address it came from. */
export interface Caller {
  user: SessionUser;
  ip: string;
}
export const caller = (user: SessionUser, ip: string): Caller => ({ user, ip });
export const actorOf = (c: Caller): Actor => ({ userId: c.user.id, nickname: c.user.nickname, ip: c.ip });
