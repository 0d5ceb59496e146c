/** The service the devices plugin provides to its dependents (`@lauda/plugin-devices/server`; server only). */
import { createServiceRef } from '@lauda/sdk/server';
import type { Device, StoryTemplate } from '../common/index.js';

/** What the devices plugin offers to the plugins that depend on it (rundown). */
export interface DeviceRecords {
  /** 404 device.notFound */
  get(id: number): Promise<Device>;
  list(): Promise<Device[]>;
  /** the enabled devices serving a program (its `programIds` name it, or it is the program's CG or playout device) */
  forProgram(programId: number): Promise<Device[]>;
  /** creates a record as `POST /api/devices` does (its instance starts at once): dependents' demo data */
  createRecord(input: Record<string, unknown>, by: string | null): Promise<Device>;
}

/** The story templates (credits) stored for the devices (reportages check a CG's template against them). */
export interface DeviceTemplates {
  /** the template of `deviceId` with this code, or null */
  byCode(deviceId: number, code: string): Promise<StoryTemplate | null>;
}

export const devicesServices = {
  records: createServiceRef<DeviceRecords>('devices.records'),
  templates: createServiceRef<DeviceTemplates>('devices.templates'),
} as const;
