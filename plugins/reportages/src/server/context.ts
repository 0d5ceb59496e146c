/** What every service of the plugin reaches: the kernel's services and the ones of admin, devices and rundown. */
import type { AccessService, Database, Documents, Knex, LiveBus, Locks, Logger, Notifications, PdfService, Revisions, SessionUser, Trash, Users } from '@lauda/sdk/server';
import type { ProgramsService } from '@lauda/plugin-admin/server';
import type { BehaviourFlags } from '@lauda/plugin-admin/common';
import type { DeviceRecords, DeviceTemplates } from '@lauda/plugin-devices/server';
import type { StoryIntake } from '@lauda/plugin-rundown/server';

export interface Ctx {
  db: Database;
  live: LiveBus;
  locks: Locks;
  revisions: Revisions;
  trash: Trash;
  access: AccessService;
  documents: Documents;
  logger: Logger;
  pdf: PdfService;
  users: Users;
  notifications: Notifications;
  programs: ProgramsService;
  devices: DeviceRecords;
  templates: DeviceTemplates;
  stories: StoryIntake;
  /**
   * The branch's behaviour flags (admin settings), inside `q` when given: `readRate` (seconds per
   * counted character) and `privateReportage` (reportages may be made private) are this plugin's.
   */
  flags(q?: Knex | Knex.Transaction): Promise<BehaviourFlags>;
  now(): number;
  /** ids of the programs the user may open; null = every program (support) */
  programIdsOf(user: SessionUser): Promise<number[] | null>;
  programIdsOfMany(users: readonly SessionUser[]): Promise<(number[] | null)[]>;
}

export { actorOf, type Caller } from '@lauda/sdk/server';
