/**
 * What other plugins and the screens may import: ids, roles, DTOs and message keys. Browser-safe:
 * the service this plugin provides to its dependents is in `./server` (src/server/refs.ts).
 */
import type { DeviceKind, DeviceProtocol, DeviceStatus } from '@lauda/sdk/device';

export const DEVICES_PLUGIN_ID = 'devices';
/** the kernel's topic: status changes, item statuses, and (from this plugin) record changes with `data.event = 'record'` */
export const DEVICES_TOPIC = 'devices';

/** Roles the devices routes and screens check (all the spec's). */
export const DEVICE_ROLES = {
  adminRead: 'ROLE_ADMIN_READ',
  adminWrite: 'ROLE_ADMIN_WRITE',
  mediaRead: 'ROLE_MEDIA_READ',
  mediaWrite: 'ROLE_MEDIA_WRITE',
  programRead: 'ROLE_PROGRAM_READ',
  storyRead: 'ROLE_STORY_READ',
} as const;

export const DEVICE_PLUGINS = ['ACTIVEX', 'HTML', 'NONE'] as const;

/**
 * Record fields a driver's options schema may name: the record's value is the option (the MOS id,
 * host and ports of a MOS device, the charsets of an Intelligent Interface one); the driver's
 * other options live in the record's `options`.
 */
export const COMMON_OPTIONS = ['mosId', 'host', 'lowerPort', 'upperPort', 'charsetInput', 'charsetOutput'] as const;
export type CommonOption = (typeof COMMON_OPTIONS)[number];
export type DevicePluginKind = (typeof DEVICE_PLUGINS)[number];

/** A device record (spec 001 §3 Device), as the API shows it. */
export interface Device {
  id: number;
  name: string;
  kind: DeviceKind;
  protocol: DeviceProtocol;
  vendor: string | null;
  /** the driver that runs it (null: no driver for this protocol is installed; the record is kept) */
  driver: string | null;
  mosId: string | null;
  host: string | null;
  lowerPort: number | null;
  upperPort: number | null;
  /** MOS plugin the web shell may open for this device */
  plugin: DevicePluginKind;
  pluginUrl: string | null;
  channels: string[];
  paths: string[];
  charsetInput: string | null;
  charsetOutput: string | null;
  /** driver options beyond the fields above (quirks, timeouts) */
  options: Record<string, unknown>;
  enabled: boolean;
  /** programs this device serves */
  programIds: number[];
  /** incremented by every update */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface DeviceWithStatus extends Device {
  status: DeviceStatus | null;
}

/** Message keys of this plugin's errors (texts in i18n/<locale>.json under `errors`). */
export const DEVICE_ERRORS = {
  notFound: 'device.notFound',
  nameInUse: 'device.nameInUse',
  linkedToProgram: 'device.linkedToProgram',
  notEnoughInformation: 'device.notEnoughInformation',
  communicationFailed: 'device.communicationFailed',
  syncInProgress: 'device.syncInProgress',
  syncFailed: 'device.syncFailed',
  unsupported: 'device.unsupportedOperation',
  unknownProgram: 'device.unknownProgram',
  noDriver: 'device.noDriver',
  notRunning: 'device.notRunning',
  templateNotFound: 'device.templateNotFound',
  templateCodeInUse: 'device.templateCodeInUse',
  unknownThumbnail: 'device.unknownThumbnail',
  cannotListTemplates: 'device.cannotListTemplates',
  programNoAccess: 'device.programNoAccess',
  staleTemplate: 'device.staleTemplate',
} as const;

/** The live topic of story templates (spec 001 "Live topics"): CREATE, UPDATE, DELETE with the template (DELETE: `{ id, deviceId }`). */
export const STORY_TEMPLATES_TOPIC = 'story_templates';

/** A field of a story template (credits): the CG template's field, its number on the device and its size in characters. */
export interface StoryTemplateField {
  name: string;
  number?: number;
  size?: number;
}

/** A story template (credits) of a device (spec 001 §3 Template: name, fields, thumbnailId, per device). */
export interface StoryTemplate {
  id: number;
  deviceId: number;
  /** the template's code on the device (unique per device; the import matches on it) */
  code: string;
  name: string;
  fields: StoryTemplateField[];
  /** a stored image (kernel files) */
  thumbnailId: number | null;
  thumbnailUrl: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** One entry of the story editor's credit template chooser (`GET /api/programs/{programId}/credit-templates`). */
export type { CreditTemplate } from '@lauda/sdk/device';

/** A device's web plugin for a program (`GET /api/programs/{programId}/device-plugins`). */
export interface DevicePluginInfo {
  id: number;
  name: string;
  kind: DeviceKind;
  protocol: DeviceProtocol;
  plugin: DevicePluginKind;
  url: string;
}

/** What an import of a device's templates did (`POST /api/devices/{id}/story-templates/import`). */
export interface TemplateImportResult {
  /** templates the device listed */
  total: number;
  created: number;
  updated: number;
  unchanged: number;
}
