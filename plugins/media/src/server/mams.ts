/**
 * The devices the media center works with (MAMs and playout servers, from the devices plugin's
 * records), their running instances, and what a device's refusal means to the client.
 */
import {
  BadGatewayError, ForbiddenError, LaudaError, NotFoundError, RuleRefusedError, type SessionUser,
} from '@lauda/sdk/server';
import { MediaOperationError, type DeviceInstance } from '@lauda/sdk/device';
import type { Device } from '@lauda/plugin-devices/common';
import { MEDIA_ERRORS as E, type MamDevice } from '../common/index.js';
import type { Ctx } from './context.js';
import { storedCounts } from './queries.js';

export const MEDIA_DEVICE_KINDS: readonly string[] = ['MAM', 'PLAYOUT'];
export const isMediaDevice = (d: Pick<Device, 'kind'>) => MEDIA_DEVICE_KINDS.includes(d.kind);

/** The device record of a MAM or playout (404 media.mamNotFound for anything else). */
export async function mamRecord(ctx: Ctx, id: number): Promise<Device> {
  const d = await ctx.records.get(id).catch((e: unknown) => {
    if (e instanceof LaudaError && e.status === 404) return null;
    throw e;
  });
  if (!d || !isMediaDevice(d)) throw new NotFoundError('No MAM or playout device with this id', E.mamNotFound, { mamId: id });
  return d;
}

/** The running instance of a device, with the method asked for (422 when it is not running or lacks it). */
export function runningWith<K extends keyof DeviceInstance>(ctx: Ctx, d: Device, method: K, code: string = E.unsupported): DeviceInstance & Required<Pick<DeviceInstance, K>> {
  const i = ctx.devices.instance(d.id);
  if (!i) throw new RuleRefusedError(`${d.name} is not running (disabled, incomplete, or run by another instance)`, E.notRunning, { mamId: d.id });
  if (typeof i[method] !== 'function') throw new RuleRefusedError(`The device does not support the operation (${String(method)})`, code, { mamId: d.id, cause: E.unsupported });
  return i as DeviceInstance & Required<Pick<DeviceInstance, K>>;
}

/** A device's refusal or silence as the answer: the device's own words in `details.device`. */
export function deviceFailure(e: unknown, d: Device): Error {
  if (!(e instanceof MediaOperationError)) return e as Error;
  const details = { mamId: d.id, device: e.message };
  if (e.reason === 'unsupported') return new RuleRefusedError('The MOS device does not support the operation', E.unsupported, details);
  if (e.reason === 'noAnswer') return new BadGatewayError(`${d.name} did not answer: ${e.message}`, E.deviceSilent, details);
  return new RuleRefusedError(`${d.name} refused: ${e.message}`, E.deviceRefused, details);
}

function mamOut(ctx: Ctx, d: Device, stored: number): MamDevice {
  // a running instance says what it offers; a record not running, what its driver declares
  const caps = new Set(d.driver ? ctx.devices.driver(d.driver)?.capabilities ?? [] : []);
  const i = ctx.devices.instance(d.id);
  const has = (cap: string, method: 'findMedia' | 'createMedia' | 'updateMedia' | 'requestMedia') => (i ? typeof i[method] === 'function' : caps.has(cap as never));
  return {
    id: d.id, name: d.name, kind: d.kind as MamDevice['kind'], protocol: d.protocol, mosId: d.mosId, enabled: d.enabled,
    connected: ctx.devices.status(d.id)?.connected ?? false, programIds: d.programIds,
    can: { search: has('mediaSearch', 'findMedia'), create: has('mediaCreate', 'createMedia'), update: has('mediaUpdate', 'updateMedia'), sync: has('media', 'requestMedia') },
    stored,
  };
}

/** The MAMs (then the playout servers) a MEDIA_READ user searches; with `programId`, those serving that program (its groups must give it). */
export async function listMams(ctx: Ctx, user: SessionUser, programId?: number): Promise<MamDevice[]> {
  let list: Device[];
  if (programId !== undefined) {
    await ctx.programs.get(programId);
    if (!user.support && !(await ctx.programs.canAccess(user, programId))) {
      throw new ForbiddenError('Your groups do not give you this program', { programId }, E.programNoAccess);
    }
    list = (await ctx.records.forProgram(programId)).filter(isMediaDevice);
  } else {
    list = (await ctx.records.list()).filter(isMediaDevice);
  }
  const counts = await storedCounts(ctx);
  return list
    .sort((a, b) => MEDIA_DEVICE_KINDS.indexOf(a.kind) - MEDIA_DEVICE_KINDS.indexOf(b.kind) || a.name.localeCompare(b.name, 'pt') || a.id - b.id)
    .map((d) => mamOut(ctx, d, counts.get(d.id) ?? 0));
}
