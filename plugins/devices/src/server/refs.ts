/** The service the devices plugin provides to its dependents (`@lauda/plugin-devices/server`; server only). */
import { createServiceRef } from '@lauda/sdk/server';
import type { Device } from '../common/index.js';

/** What the devices plugin offers to the plugins that depend on it (rundown). */
export interface DeviceRecords {
  /** 404 device.notFound */
  get(id: number): Promise<Device>;
  list(): Promise<Device[]>;
  /** the enabled devices serving a program (its `programIds` name it, or it is the program's CG or playout device) */
  forProgram(programId: number): Promise<Device[]>;
}

export const devicesServices = {
  records: createServiceRef<DeviceRecords>('devices.records'),
} as const;
