import type { JSONSchema } from './json-schema.js';
export * from '../common/index.js';
export type { JSONSchema } from './json-schema.js';

/** Device kinds and protocols of the spec (000 §3 enumerations, 001 §3 Device). */
export const DEVICE_KINDS = ['CC', 'CG', 'MAM', 'PLAYOUT', 'TP'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_PROTOCOLS = ['II', 'MOS', 'WS'] as const;
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];
export const MOS_ACTIONS = ['PLAY', 'STOP', 'BLANK'] as const;
export type MosAction = (typeof MOS_ACTIONS)[number];

export interface DeviceStatus {
  connected: boolean;
  lastError: string | null;
  /** ISO instant of the last status change */
  since: string;
}

/** What the kernel gives a driver instance. */
export interface DeviceContext {
  deviceId: number;
  name: string;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
  /** report a status change; the kernel publishes it live and shows it in admin */
  setStatus(status: Omit<DeviceStatus, 'since'>): void;
  /** hand data that arrived from the device (media, templates, item status) to the kernel */
  emit(event: string, payload: unknown): void;
}

/** A running driver instance for one configured device. */
export interface DeviceInstance {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  status(): DeviceStatus;
  /** runs one of the driver's declared actions */
  run(action: string, payload: unknown): Promise<unknown>;
}

export interface DeviceActionDefinition {
  name: string;
  description: string;
  /** JSON Schema of the payload */
  payload?: JSONSchema;
}

export interface DeviceDriverDefinition<O = Record<string, unknown>> {
  id: string;
  /** semver range of the sdk the driver was written for */
  sdk: string;
  kind: DeviceKind | DeviceKind[];
  protocol: DeviceProtocol;
  /** JSON Schema of the device options; the admin form is drawn from it */
  options: JSONSchema;
  actions: DeviceActionDefinition[];
  create(ctx: DeviceContext, options: O): DeviceInstance;
}

export function defineDeviceDriver<O>(def: DeviceDriverDefinition<O>): DeviceDriverDefinition<O> {
  return def;
}
