/**
 * The loopback "device": a simulated device living in the same process. A real driver's mock
 * would listen on a socket like the real device; this one is an object the driver talks to
 * directly, so the example stays about the driver contract, not about a protocol.
 */
import { applyRunningOrderEdits, type ElementStatus, type MediaObject, type RunningOrder, type RunningOrderEdit } from '@lauda/sdk/device';

export class LoopbackDevice {
  /** every device by name, so a driver instance and a test find the same one */
  static readonly all = new Map<string, LoopbackDevice>();
  static named(name: string): LoopbackDevice {
    let d = LoopbackDevice.all.get(name);
    if (!d) LoopbackDevice.all.set(name, (d = new LoopbackDevice(name)));
    return d;
  }

  online = true;
  readonly runningOrders = new Map<string, RunningOrder>();
  /** what it was told, in order: 'create RO1', 'edit RO1 insert', 'action PLAY S1' … */
  readonly journal: string[] = [];
  readonly media: MediaObject[] = [
    { objId: 'CLIP1', mosId: 'loopback', slug: 'Opening titles', type: 'VIDEO', duration: 250, timeBase: 25 },
    { objId: 'LT1', mosId: 'loopback', slug: 'Lower third', type: 'CG' },
  ];
  /** the device reports statuses back through this (the driver subscribes) */
  onStatus: ((s: ElementStatus) => void) | null = null;

  private constructor(readonly name: string) {}

  private check(): void {
    if (!this.online) throw new Error(`loopback device ${this.name} is offline`);
  }

  create(ro: RunningOrder): void {
    this.check();
    this.runningOrders.set(ro.id, structuredClone(ro));
    this.journal.push(`create ${ro.id}`);
  }

  edit(roId: string, edits: RunningOrderEdit[]): void {
    this.check();
    const ro = this.runningOrders.get(roId);
    if (!ro) throw new Error(`unknown running order ${roId}`);
    this.runningOrders.set(roId, applyRunningOrderEdits(ro, edits));
    for (const e of edits) this.journal.push(`edit ${roId} ${e.op}`);
  }

  delete(roId: string): void {
    this.check();
    this.runningOrders.delete(roId);
    this.journal.push(`delete ${roId}`);
  }

  /** PLAY/STOP/BLANK: the device obeys and reports the new status, as a playout would */
  action(action: string, target: { roId: string; storyId?: string; itemId?: string }): void {
    this.check();
    this.journal.push(`action ${action} ${target.itemId ?? target.storyId ?? target.roId}`);
    const element = target.itemId ? 'ITEM' : target.storyId ? 'STORY' : 'RO';
    setImmediate(() => this.onStatus?.({ element, ...target, status: action, time: new Date().toISOString() }));
  }
}
