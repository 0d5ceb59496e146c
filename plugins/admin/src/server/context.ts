import type { BranchInfo, Database, Documents, Groups, LiveBus, Logger, Revisions, Users } from '@lauda/sdk/server';
import { CredentialStore } from './branch-link/credentials.js';
import { CounterRegistry } from './services/counters.js';
import { Directory } from './services/directory.js';
import { ProgramStore } from './services/programs.js';
import { TeamStore } from './services/teams.js';
import { BranchStore } from './services/branches.js';
import { LookupStore } from './services/lookups.js';
import { SettingsStore } from './services/settings.js';

/** The kernel services the admin plugin names in its `deps`. */
export interface AdminDeps {
  db: Database;
  live: LiveBus;
  revisions: Revisions;
  users: Users;
  groups: Groups;
  logger: Logger;
  documents: Documents;
  branch: BranchInfo;
}

/** Everything the routes, the provided services and the demo share, built once per kernel by `setup`. */
export interface AdminContext extends AdminDeps {
  directory: Directory;
  counters: CounterRegistry;
  programs: ProgramStore;
  teams: TeamStore;
  branches: BranchStore;
  lookups: LookupStore;
  settings: SettingsStore;
  credentials: CredentialStore;
}

/** Builds the admin services once per kernel, from `setup(deps)`. */
export function buildContext(deps: AdminDeps): AdminContext {
  const directory = new Directory(deps.users, deps.groups);
  const counters = new CounterRegistry();
  return {
    ...deps,
    directory,
    counters,
    programs: new ProgramStore(deps.db, deps.live, deps.revisions, directory, counters),
    teams: new TeamStore(deps.db, deps.live, deps.revisions, directory, counters),
    branches: new BranchStore(deps.db, deps.live, deps.revisions, counters),
    lookups: new LookupStore(deps.db, deps.live, deps.revisions, counters),
    settings: new SettingsStore(deps.db, deps.live, deps.revisions),
    credentials: new CredentialStore(deps.db, deps.users),
  };
}
