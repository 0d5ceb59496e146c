import type { JSONSchema } from './json-schema.js';
import type { RunningOrder, RunningOrderStory } from './running-order.js';
export * from '../common/index.js';
export type { JSONSchema } from './json-schema.js';
export * from './media.js';
import type { MediaInstance, MediaObject, MediaQuery } from './media.js';
export * from './running-order.js';
export type * from './registry.js';
export { TrafficLog } from './traffic-log.js';

/** Device kinds and protocols of the spec (000 §3 enumerations, 001 §3 Device). */
export const DEVICE_KINDS = ['CC', 'CG', 'MAM', 'PLAYOUT', 'TP'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_PROTOCOLS = ['II', 'MOS', 'WS'] as const;
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];
/** Actions run on a story or item on air (spec 000 §3 "MOS actions"): its display status. */
export const MOS_ACTIONS = ['PLAY', 'STOP', 'BLANK'] as const;
export type MosAction = (typeof MOS_ACTIONS)[number];

/** What a driver instance can do besides connecting; each is an optional method of `DeviceInstance`. */
export const DEVICE_CAPABILITIES = [
  'runningOrders', 'storyText', 'mosActions', 'templates', 'media', 'mediaSearch', 'mediaCreate', 'mediaUpdate', 'credits', 'trafficLog',
] as const;
export type DeviceCapability = (typeof DEVICE_CAPABILITIES)[number];

export interface DeviceStatus {
  connected: boolean;
  lastError: string | null;
  /** ISO instant of the last status change */
  since: string;
  /** driver-specific detail shown in admin (ports, queue length, …) */
  detail?: Record<string, unknown>;
}

/** A CG template of a device (credits chooser, spec 001 §2). */
export interface DeviceTemplate {
  code: string;
  name: string;
  fields: { name: string; number?: number; size?: number }[];
  thumbnailUrl?: string;
}

/**
 * One story template of a CG device as the story editor's credit chooser lists it
 * (`GET /api/programs/{programId}/credit-templates`): the contract between the devices plugin
 * that stores templates and the rundown plugin's story editor.
 */
export interface CreditTemplate {
  id: number;
  deviceId: number;
  deviceName: string;
  code: string;
  name: string;
  /** `size` > 0 limits what a field takes (spec 001 §5) */
  fields: { name: string; number?: number | null; size?: number | null }[];
  thumbnailUrl: string | null;
}

/** One credit (a CG item filled from a story) sent to a CG device. */
export interface CreditItem {
  templateCode: string;
  templateName?: string;
  fields: { name: string; value: string }[];
  comment?: string;
}

/** Which story or item a status or action concerns. */
export interface ElementRef {
  roId: string;
  storyId?: string;
  itemId?: string;
}

/** Status of a running order, story or item reported by a device (MOS roElementStat / roItemStat). */
export interface ElementStatus extends ElementRef {
  element: 'RO' | 'STORY' | 'ITEM';
  objId?: string;
  channel?: string;
  /** the device's word: PLAY, STOP, READY, NOT READY, CUED, … */
  status: string;
  /** ISO instant */
  time: string;
}

/** What reaching a device's queue meant: acknowledged, refused, or given up. */
export interface DeliveryReport {
  messageType: string;
  messageId: number | null;
  outcome: 'ACK' | 'NACK' | 'DROPPED';
  detail?: string;
  roId?: string;
}

/** One message in or out of a device, for the traffic log an integrator reads in admin. */
export interface TrafficEntry {
  seq: number;
  /** ISO instant */
  at: string;
  direction: 'in' | 'out';
  /** protocol channel (MOS: lower, upper) */
  port: string;
  messageType: string;
  messageId: number | null;
  /** the message as sent or received (may be cut when very large) */
  text: string;
  bytes: number;
  /** outgoing: PENDING until answered; incoming: what Lauda answered; ERROR for a message rejected */
  ack?: 'PENDING' | 'ACK' | 'NACK' | 'TIMEOUT' | 'DROPPED' | 'ERROR';
  ackAt?: string;
  /** attempts made (outgoing) */
  attempts?: number;
  error?: string;
}

/** Events a driver hands to the kernel (and the kernel to plugins, with the device id). */
export interface DeviceEvents {
  status: DeviceStatus;
  /** roElementStat / roItemStat from the device */
  elementStatus: ElementStatus;
  /** media or templates arrived (mosObj, mosListAll) */
  media: { objects: MediaObject[]; complete: boolean };
  templates: { templates: DeviceTemplate[] };
  delivery: DeliveryReport;
  /** a message from the device was rejected (malformed, hostile, unknown) */
  protocolError: { code: string; message: string };
}
export type DeviceEventName = keyof DeviceEvents;

/** What the kernel gives a driver instance. */
export interface DeviceContext {
  deviceId: number;
  name: string;
  log: { info(msg: string, extra?: Record<string, unknown>): void; warn(msg: string, extra?: Record<string, unknown>): void; error(msg: string, extra?: Record<string, unknown>): void };
  /** report a status change; the kernel publishes it live (topic `devices`) and shows it in admin */
  setStatus(status: Omit<DeviceStatus, 'since'>): void;
  /** hand data that arrived from the device to the kernel */
  emit<E extends DeviceEventName>(event: E, payload: DeviceEvents[E]): void;
  /** driver-wide settings from the config (`devices.drivers.<id>.settings`) */
  settings: Record<string, unknown>;
  /** the kernel's environment (drivers read their `LAUDA_…` variables here, not from process.env) */
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * A running driver instance for one configured device. Besides connect/disconnect/status it
 * offers what its driver can do, as optional methods: the kernel and plugins check for a method
 * before calling it (`if (instance.sendRunningOrder) …`).
 *
 * Sending methods resolve once the message is queued for the device (the queue survives a device
 * restart); acknowledgements arrive as `delivery` events, and `whenIdle()` waits for the queue.
 */
export interface DeviceInstance extends MediaInstance {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  status(): DeviceStatus;
  /** runs one of the driver's declared actions */
  run(action: string, payload: unknown): Promise<unknown>;

  /** a new running order (MOS roCreate; roReplace when the device already has it) */
  sendRunningOrder?(ro: RunningOrder): Promise<void>;
  /**
   * brings the device's copy to `ro` with the fewest messages (insert, replace, move, delete, swap,
   * metadata); a running order the instance has not sent yet (e.g. after a restart) is sent whole
   */
  updateRunningOrder?(ro: RunningOrder): Promise<void>;
  /** MOS roDelete */
  deleteRunningOrder?(roId: string): Promise<void>;
  /** MOS roReadyToAir */
  readyToAir?(roId: string, ready: boolean): Promise<void>;
  /** the full text of a story (MOS roStorySend, teleprompter and closed caption) */
  sendStory?(roId: string, story: RunningOrderStory): Promise<void>;
  /** PLAY, STOP or BLANK a story or item */
  runMosAction?(action: MosAction, target: ElementRef): Promise<void>;
  listTemplates?(): Promise<DeviceTemplate[]>;
  /** asks the device for its media (MOS mosReqAll); objects arrive as `media` events */
  requestMedia?(): Promise<void>;
  /** media known from the device, filtered */
  searchMedia?(query: MediaQuery): Promise<{ data: MediaObject[]; total: number }>;
  sendCredits?(credits: CreditItem[]): Promise<void>;
  /** the recent messages in and out, oldest first */
  trafficLog?(options?: { limit?: number; afterSeq?: number }): TrafficEntry[];
  /** resolves when nothing is waiting to be sent or acknowledged */
  whenIdle?(timeoutMs?: number): Promise<void>;
}

export interface DeviceActionDefinition {
  name: string;
  description: string;
  /** JSON Schema of the payload */
  payload?: JSONSchema;
}

/** Result of a connection test (spec 001 §8: "not enough information for a connection test"). */
export interface ConnectionTestResult {
  ok: boolean;
  /** message key: device.testOk, device.notEnoughInformation, device.communicationFailed */
  code: string;
  message: string;
  missing?: string[];
}

export interface DeviceDriverDefinition<O = Record<string, unknown>> {
  /** lower-case id, unique among drivers: `mos`, `ii`, `loopback` */
  id: string;
  /** semver range of the sdk the driver was written for */
  sdk: string;
  /** name shown in admin */
  title?: string;
  kind: DeviceKind | DeviceKind[];
  protocol: DeviceProtocol;
  /** JSON Schema of the device options; the admin form is drawn from it */
  options: JSONSchema;
  actions: DeviceActionDefinition[];
  /** which optional methods its instances offer */
  capabilities?: DeviceCapability[];
  create(ctx: DeviceContext, options: O): DeviceInstance;
  /** checks the options reach a device, without keeping a connection */
  testConnection?(options: Partial<O>, ctx: Pick<DeviceContext, 'settings' | 'env'>): Promise<ConnectionTestResult>;
}

export function defineDeviceDriver<O>(def: DeviceDriverDefinition<O>): DeviceDriverDefinition<O> {
  return def;
}

/** The options `required` by a driver's schema that are missing or blank in `options`. */
export function missingOptions(schema: JSONSchema, options: Record<string, unknown>): string[] {
  return (schema.required ?? []).filter((k) => options[k] === undefined || options[k] === null || options[k] === '');
}

/** Applies the schema's defaults and checks types, ranges and enums; returns the options or a list of problems. */
export function validateOptions(schema: JSONSchema, input: Record<string, unknown>): { ok: true; options: Record<string, unknown> } | { ok: false; issues: { field: string; message: string }[] } {
  const issues: { field: string; message: string }[] = [];
  const out: Record<string, unknown> = {};
  const props = schema.properties ?? {};
  for (const [key, prop] of Object.entries(props)) {
    let v = input[key];
    if (v === undefined || v === null || v === '') {
      if (prop.default !== undefined) out[key] = prop.default;
      continue;
    }
    if ((prop.type === 'integer' || prop.type === 'number') && typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) v = Number(v);
    if (prop.type === 'boolean' && (v === 'true' || v === 'false')) v = v === 'true';
    const bad = (message: string) => issues.push({ field: key, message });
    if (prop.type === 'integer' && !Number.isInteger(v)) bad('must be an integer');
    else if (prop.type === 'number' && typeof v !== 'number') bad('must be a number');
    else if (prop.type === 'string' && typeof v !== 'string') bad('must be text');
    else if (prop.type === 'boolean' && typeof v !== 'boolean') bad('must be true or false');
    else if (prop.type === 'array' && !Array.isArray(v)) bad('must be a list');
    else if (prop.type === 'object' && (typeof v !== 'object' || Array.isArray(v))) bad('must be an object');
    else if (prop.enum && !prop.enum.includes(v as never)) bad(`must be one of ${prop.enum.join(', ')}`);
    else if (typeof v === 'number' && prop.minimum !== undefined && v < prop.minimum) bad(`must be at least ${prop.minimum}`);
    else if (typeof v === 'number' && prop.maximum !== undefined && v > prop.maximum) bad(`must be at most ${prop.maximum}`);
    else out[key] = v;
  }
  for (const key of schema.required ?? []) if (out[key] === undefined && !issues.some((i) => i.field === key)) issues.push({ field: key, message: 'is required' });
  if (schema.additionalProperties === false) {
    for (const key of Object.keys(input)) if (!(key in props) && input[key] !== undefined) issues.push({ field: key, message: 'is not an option of this driver' });
  }
  return issues.length ? { ok: false, issues } : { ok: true, options: out };
}
