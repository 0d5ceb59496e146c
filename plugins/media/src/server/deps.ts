/** The services the media plugin names in its `deps`: the kernel's, the device records and the programs. */
import { coreServices } from '@lauda/sdk/server';
import { adminServices } from '@lauda/plugin-admin/server';
import { devicesServices } from '@lauda/plugin-devices/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  devices: coreServices.devices,
  files: coreServices.files,
  logger: coreServices.logger,
  clock: coreServices.clock,
  branch: coreServices.branch,
  config: coreServices.config,
  records: devicesServices.records,
  programs: adminServices.programs,
};
