/** What every service of the plugin reaches: the kernel services and the admin plugin's programs and configs. */
import type {
  AccessService, Actor, BranchInfo, Database, Documents, LiveBus, Locks, Logger, Revisions, SessionUser, Trash,
} from '@lauda/sdk/server';
import type { LookupsService, ProgramsService } from '@lauda/plugin-admin/server';

export interface Ctx {
  db: Database;
  live: LiveBus;
  locks: Locks;
  revisions: Revisions;
  trash: Trash;
  access: AccessService;
  documents: Documents;
  logger: Logger;
  branch: BranchInfo;
  programs: ProgramsService;
  lookups: LookupsService;
  now(): number;
  /** ids of the programs the user may open; null = every program (support) */
  programIdsOf(user: SessionUser): Promise<number[] | null>;
  programIdsOfMany(users: readonly SessionUser[]): Promise<(number[] | null)[]>;
}

/** Who makes a request: the signed-in user and the address it came from. */
export interface Caller {
  user: SessionUser;
  ip: string;
}
export const caller = (user: SessionUser, ip: string): Caller => ({ user, ip });
export const actorOf = (c: Caller): Actor => ({ userId: c.user.id, nickname: c.user.nickname, ip: c.ip });
