/** The services the archive names in its `deps`: the kernel's clock and branch zone, the programs, and the owning plugins' archive services. */
import { coreServices } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';
import { guidelinesServices } from '@lauda/plugin-guidelines/server';
import { reportagesServices } from '@lauda/plugin-reportages/server';
import { rundownServices } from '@lauda/plugin-rundown/server';

export const deps = {
  clock: coreServices.clock,
  branch: coreServices.branch,
  programs: adminServices.programs,
  rundowns: rundownServices.archive,
  reportages: reportagesServices.archive,
  guidelines: guidelinesServices.archive,
  guidelineRecords: guidelinesServices.records,
};
