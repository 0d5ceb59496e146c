/** The services the charts name in their `deps`: the kernel's, the programs, and the figures the charted plugins provide. */
import { coreServices } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';
import { guidelinesServices } from '@lauda/plugin-guidelines/server';
import { reportagesServices } from '@lauda/plugin-reportages/server';
import { rundownServices } from '@lauda/plugin-rundown/server';

export const deps = {
  access: coreServices.access,
  branch: coreServices.branch,
  clock: coreServices.clock,
  users: coreServices.users,
  programs: adminServices.programs,
  rundowns: rundownServices.statistics,
  reportages: reportagesServices.statistics,
  guidelines: guidelinesServices.statistics,
};
