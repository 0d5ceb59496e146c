import type {
  ConnectionTestResult, DeviceActionDefinition, DeviceCapability, DeviceEvents, DeviceInstance, DeviceKind,
  DeviceProtocol, DeviceStatus,
} from './index.js';
import type { JSONSchema } from './json-schema.js';

/** A driver as the registry lists it (`GET /api/devices/drivers`). */
export interface DriverInfo {
  id: string;
  title: string;
  kinds: DeviceKind[];
  protocol: DeviceProtocol;
  options: JSONSchema;
  actions: DeviceActionDefinition[];
  capabilities: DeviceCapability[];
  /** the package it came from, or `config` */
  source: string;
}

/** A configured device the registry keeps an instance for (the devices plugin owns the records). */
export interface DeviceConfig {
  id: number;
  name: string;
  /** driver id */
  driver: string;
  /** validated against the driver's options schema */
  options: Record<string, unknown>;
  /** false: keep the record, run no instance */
  enabled?: boolean;
}

export interface DeviceSummary {
  id: number;
  name: string;
  driver: string;
  status: DeviceStatus;
}

/** A device event with the device it came from. */
export type DeviceEvent<E extends keyof DeviceEvents = keyof DeviceEvents> = { deviceId: number; event: E; payload: DeviceEvents[E] };

/**
 * The kernel's device registry (`coreServices.devices`): the installed drivers and one running
 * instance per configured device. Plugins (devices admin, rundown) reach devices only through it.
 */
export interface DeviceRegistry {
  drivers(): DriverInfo[];
  driver(id: string): DriverInfo | undefined;
  /** starts, restarts (options changed) or stops (disabled) the instance of a device; 400 on bad options */
  configure(device: DeviceConfig): Promise<void>;
  /** stops and forgets a device's instance */
  remove(deviceId: number): Promise<void>;
  /** the running instance of a device, or undefined when not configured or disabled */
  instance(deviceId: number): DeviceInstance | undefined;
  /** every configured device with its status */
  list(): DeviceSummary[];
  status(deviceId: number): DeviceStatus | undefined;
  /** subscribes to an event of every device; returns the unsubscribe function */
  on<E extends keyof DeviceEvents>(event: E, fn: (e: DeviceEvent<E>) => void): () => void;
  /** checks options against a driver without keeping a connection */
  testConnection(driverId: string, options: Record<string, unknown>): Promise<ConnectionTestResult>;
}
