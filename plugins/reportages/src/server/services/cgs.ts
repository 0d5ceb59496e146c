/**
 * CG items of a reportage (spec 001 §5): only CG devices, and only those serving one of the
 * reportage's programs; an Intelligent Interface CG names a template of that device (its stored
 * story templates), a MOS CG carries the object its plug-in gave. A CG whose data does not fit its
 * device's protocol is refused. Every refusal names the field (`cgs.N.…`).
 */
import { BadRequestError, RuleRefusedError } from '@lauda/sdk/server';
import { REPORTAGE_ERRORS as E } from '../../common/ids.js';
import type { CgInput } from '../schemas.js';
import type { Ctx } from '../context.js';

const bad = (field: string, message: string, code: string, key = 'error.validation') =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, key);

export async function checkCgs(ctx: Ctx, cgs: readonly CgInput[], programsIds: readonly number[]): Promise<void> {
  if (!cgs.length) return;
  // the programs' CG devices: each program's own, and the CG devices whose records name the program (enabled or not)
  const serving = new Set<number>();
  for (const p of programsIds) {
    const cgDeviceId = (await ctx.programs.get(p)).cgDeviceId;
    if (cgDeviceId !== null) serving.add(cgDeviceId);
  }
  for (const d of await ctx.devices.list()) if (d.kind === 'CG' && d.programIds.some((p) => programsIds.includes(p))) serving.add(d.id);
  for (const [i, cg] of cgs.entries()) {
    const at = `cgs.${i}`;
    const device = await ctx.devices.get(cg.deviceId).catch(() => null);
    if (!device) throw bad(`${at}.deviceId`, `no device ${cg.deviceId}`, 'not_found');
    if (device.kind !== 'CG') throw new RuleRefusedError(`Invalid field '${at}.deviceId': only CG devices are supported in a reportage`, E.onlyCg, { field: `${at}.deviceId` });
    if (!serving.has(device.id)) {
      throw new RuleRefusedError(`Invalid field '${at}.deviceId': ${device.name} is not a CG device of the reportage's programs`, E.noCgDevice, { field: `${at}.deviceId` });
    }
    if (device.protocol === 'MOS' && !cg.mosData) throw bad(`${at}.mosData`, 'a MOS device takes mosData', 'protocol');
    if (device.protocol !== 'MOS' && !cg.ciiData) throw bad(`${at}.ciiData`, `a ${device.protocol} device takes ciiData`, 'protocol');
    if (cg.ciiData) {
      const template = await ctx.templates.byCode(device.id, cg.ciiData.templateCode);
      if (!template) {
        throw new RuleRefusedError(`Invalid field '${at}.ciiData.templateCode': ${cg.ciiData.templateCode} is not a template of ${device.name}`, E.templateNotOfDevice, { field: `${at}.ciiData.templateCode` });
      }
      // a value longer than its field's size is refused (spec 001 §5: CG input is limited by the size)
      for (const [j, f] of cg.ciiData.fields.entries()) {
        const size = f.size ?? template.fields.find((x) => x.name === f.name)?.size ?? 0;
        if (size > 0 && f.value.length > size) throw bad(`${at}.ciiData.fields.${j}.value`, `at most ${size} characters`, 'too_big');
      }
    }
  }
}
