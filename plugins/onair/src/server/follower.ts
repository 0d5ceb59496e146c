/**
 * Keeps the program's devices following a rundown with MOS enabled: after each committed change
 * the rundown is read once and every device is brought to it (the driver sends the fewest ro*
 * messages: insert, replace, move, delete, swap, metadata); enabling sends it whole (roCreate),
 * disabling removes it (roDelete); display status changes become PLAY, STOP or BLANK. Changes of
 * one rundown are handled one after another; commits that arrive meanwhile are merged, so a burst
 * of edits costs one read and one diff.
 */
import type { DeviceInstance, DeviceRegistry, MosAction } from '@lauda/sdk/device';
import type { BranchInfo, Logger } from '@lauda/sdk/server';
import type { ProgramsService } from '@lauda/plugin-admin/server';
import type { Device } from '@lauda/plugin-devices/common';
import type { DeviceRecords } from '@lauda/plugin-devices/server';
import type { AffectedDevice, DisplayChange, RundownCommit } from '@lauda/plugin-rundown/common';
import type { RundownOnAir } from '@lauda/plugin-rundown/server';
import { roIdOf } from '../common/index.js';
import { runningOrderOf, type RunningOrderContext } from './running-order.js';

const ACTION: Record<string, MosAction> = { play: 'PLAY', stop: 'STOP', blank: 'BLANK' };

export interface FollowerDeps {
  onAir: RundownOnAir;
  records: DeviceRecords;
  devices: DeviceRegistry;
  programs: ProgramsService;
  branch: BranchInfo;
  logger: Logger;
}

interface Pending {
  programId: number;
  mosEnabled: boolean;
  /** MOS was switched during the merged commits: the devices get the running order whole */
  toggled: boolean;
  display: DisplayChange[];
}

export class Follower {
  private readonly pending = new Map<number, Pending>();
  private readonly running = new Map<number, Promise<void>>();

  constructor(private readonly d: FollowerDeps) {}

  /** The program's devices that take running orders, with their running instance (if any). */
  async devicesOf(programId: number): Promise<{ device: Device; instance: DeviceInstance | undefined }[]> {
    const list = await this.d.records.forProgram(programId);
    return list
      .filter((device) => device.driver && this.d.devices.driver(device.driver)?.capabilities.includes('runningOrders'))
      .map((device) => ({ device, instance: this.d.devices.instance(device.id) }));
  }

  /** What a running order of the program needs besides the rundown (the device's MOS id aside). */
  async contextOf(programId: number): Promise<Omit<RunningOrderContext, 'deviceMosId'>> {
    const [program, timeZone] = await Promise.all([this.d.programs.get(programId).catch(() => null), this.d.branch.timeZone()]);
    return { programName: program?.name ?? `#${programId}`, timeZone };
  }

  async affected(programId: number): Promise<AffectedDevice[]> {
    return (await this.devicesOf(programId)).map(({ device, instance }) => ({ id: device.id, name: device.name, kind: device.kind, running: !!instance }));
  }

  committed(c: RundownCommit): void {
    if (!c.mosEnabled && !c.mosToggled) return;
    const p = this.pending.get(c.rundownId);
    if (p) {
      p.mosEnabled = c.mosEnabled;
      p.toggled ||= !!c.mosToggled;
      p.display.push(...c.display);
    } else {
      this.pending.set(c.rundownId, { programId: c.programId, mosEnabled: c.mosEnabled, toggled: !!c.mosToggled, display: [...c.display] });
    }
    if (!this.running.has(c.rundownId)) this.drain(c.rundownId);
  }

  /** Resolves when every change handed over so far has been passed to the devices' queues. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }

  private drain(rundownId: number): void {
    const run = (async () => {
      // the first change is applied after this function has registered itself as running
      await Promise.resolve();
      for (let p = this.pending.get(rundownId); p; p = this.pending.get(rundownId)) {
        this.pending.delete(rundownId);
        try {
          await this.apply(rundownId, p);
        } catch (e) {
          this.d.logger.warn('devices could not follow the rundown', { rundownId, error: String(e) });
        }
      }
      // in the same turn as the last look at `pending`: a commit arriving later starts a new drain
      this.running.delete(rundownId);
    })();
    this.running.set(rundownId, run);
  }

  private async apply(rundownId: number, p: Pending): Promise<void> {
    const targets = (await this.devicesOf(p.programId)).filter((t) => t.instance);
    if (!targets.length) return;
    const roId = roIdOf(rundownId);
    if (!p.mosEnabled) {
      for (const { device, instance } of targets) await this.each(device, rundownId, () => instance!.deleteRunningOrder?.(roId));
      return;
    }
    const rundown = await this.d.onAir.load(rundownId);
    const base = await this.contextOf(p.programId);
    for (const { device, instance } of targets) {
      await this.each(device, rundownId, async () => {
        const ro = runningOrderOf(rundown, { ...base, deviceMosId: device.mosId ?? '' });
        if (p.toggled) await instance!.sendRunningOrder?.(ro);
        else await instance!.updateRunningOrder?.(ro);
        const onShow = new Set(ro.stories.map((s) => s.id));
        for (const change of p.display) {
          // blocks are not in running orders; Stand By stories are not on the show
          if (change.kind !== 'story' || !change.uuid || !onShow.has(change.uuid)) continue;
          await instance!.runMosAction?.(ACTION[change.status]!, { roId, storyId: change.uuid });
        }
      });
    }
  }

  /** One device's failure is its own: the program's other devices still get the change. */
  private async each(device: Device, rundownId: number, call: () => Promise<unknown> | undefined): Promise<void> {
    try {
      await call();
    } catch (e) {
      this.d.logger.warn('a device could not follow the rundown', { device: device.name, rundownId, error: String(e) });
    }
  }
}
