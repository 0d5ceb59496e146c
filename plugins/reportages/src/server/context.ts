/** What every service of the plugin reaches: the kernel's services and the ones of admin, devices and rundown. */
import type { AccessService, Database, Documents, LiveBus, Locks, Logger, Notifications, PdfService, Revisions, SessionUser, Trash, Users } from '@lauda/sdk/server';
import type { ProgramsService } from '@lauda/plugin-admin/server';
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
  /** seconds per counted character (plugin setting `readRate`, default the stories' 0.075) */
  readRate: number;
  /** plugin setting `privateCreation` (default true): reportages may be created private */
  privateCreation: boolean;
  now(): number;
  /** ids of the programs the user may open; null = every program (support) */
  programIdsOf(user: SessionUser): Promise<number[] | null>;
  programIdsOfMany(users: readonly SessionUser[]): Promise<(number[] | null)[]>;
}

export { actorOf, type Caller } from '@lauda/sdk/server';
