/** What every service of the plugin reaches: the kernel services, the admin programs, the models. */
import type {
  AccessService, Database, Documents, Knex, LiveBus, Locks, Logger, Revisions, SessionUser, Trash,
} from '@lauda/sdk/server';
import type { ProgramsService } from '@lauda/plugin-admin/server';
import type { BehaviourFlags, PrintSettings } from '@lauda/plugin-admin/common';
import type { Models } from '../models/index.js';
import type { OnAirHub } from './onair.js';

export interface Ctx {
  db: Database;
  live: LiveBus;
  locks: Locks;
  revisions: Revisions;
  trash: Trash;
  access: AccessService;
  /** the kernel's document access contract (the plugin's types are in ../documents.ts) */
  documents: Documents;
  logger: Logger;
  programs: ProgramsService;
  models: Models;
  /** the plugins that put rundowns on air hear about changes here */
  onAir: OnAirHub;
  /** the branch's behaviour flags (admin settings: read rate, lock interval, manual control…), inside `q` when given */
  flags(q?: Knex | Knex.Transaction): Promise<BehaviourFlags>;
  /** the branch's print config (admin settings): the default font size of PDFs */
  print(): Promise<PrintSettings>;
  now(): number;
  /** the newsroom's time zone (branch configuration): a new drawer story's default date is its today */
  timeZone(): Promise<string>;
  /** ids of the programs the user may see (cached briefly); null = every program (support) */
  programIdsOf(user: SessionUser): Promise<number[] | null>;
  /** `programIdsOf` of many users at once, in their order (live delivery) */
  programIdsOfMany(users: readonly SessionUser[]): Promise<(number[] | null)[]>;
}

export { actorOf, caller, type Caller } from '@lauda/sdk/server';
