/** What the devices screens read from the API (plugins/devices/README.md) and the helpers they share. */
import type { ConnectionTestResult, DeviceStatus, DriverInfo, JSONSchema, MediaObject, TrafficEntry } from '@lauda/sdk/device';
import type { Device, DeviceWithStatus, StoryTemplate, StoryTemplateField, TemplateImportResult } from '../common/index.js';
import type { Program } from '@lauda/plugin-admin/common';

export type { Device, DeviceWithStatus, StoryTemplate, StoryTemplateField, TemplateImportResult, DeviceStatus, JSONSchema };

export const KINDS = ['CG', 'MAM', 'PLAYOUT', 'TP', 'CC'] as const;
export const PROTOCOLS = ['MOS', 'II', 'WS'] as const;
export const PLUGINS = ['NONE', 'HTML', 'ACTIVEX'] as const;
export { COMMON_OPTIONS, type CommonOption } from '../common/index.js';

/** An installed driver (`GET /api/devices/drivers`). */
export type Driver = DriverInfo;
/** One message of a device's traffic log (`GET /api/devices/{id}/mos-log`), a media object a device announced (`GET /api/devices/{id}/media`). */
export type { TrafficEntry, MediaObject };

export type { Page as PageOf } from '@lauda/sdk/web';
export type ProgramName = Pick<Program, 'id' | 'name'>;

/** The answer of a connection test (`POST /api/devices/test`, `/api/devices/{id}/test`). */
export type ConnectionTest = ConnectionTestResult;

/** Roles the screens check (the same as the routes'). */
export { DEVICE_ROLES as ROLES } from '../common/index.js';

/** Does `user` hold `role` (the support account holds every role)? */
export const holds = (user: { roles: string[]; support: boolean }, role: string): boolean => user.support || user.roles.includes(role);

/** The error body of a failed call (the shell's ApiError carries it). */
export const errorCode = (e: unknown): string | null => (e && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : null);
export const errorStatus = (e: unknown): number | null => (e && typeof e === 'object' && typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : null);
export const errorDetails = (e: unknown): Record<string, unknown> => {
  const d = e && typeof e === 'object' ? (e as { details?: unknown }).details : undefined;
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : {};
};

/** A stored image (`POST /api/files/single`, multipart: the shell's JSON client does not send files). */
export interface StoredFile {
  id: number;
  url: string;
  thumbnailUrl: string | null;
}

/** A refused upload: the server's `{ status, code, message }`, so the panel can translate the code. */
export class UploadError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

export async function uploadImage(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/files/single', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new UploadError(res.status, typeof body?.code === 'string' ? body.code : `error.http${res.status}`, typeof body?.message === 'string' ? body.message : res.statusText);
  return body as StoredFile;
}
