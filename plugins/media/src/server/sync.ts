/**
 * A device's media sync (spec 001 §7 "request_sync", §8 "sync already in progress", "sync request
 * failed"): one at a time per device across every instance (claimed with one UPDATE on the
 * device's row), progress as the objects received, published on `media` as `sync:<mamId>`.
 *
 * It ends with the device's whole list (MOS mosListAll), or, for a device that sends its objects
 * one by one (mosObj), once none came for `syncQuietMs`; it fails when nothing came within
 * `syncFirstObjectMs` of the request.
 */
import { BadGatewayError, ConflictError, RuleRefusedError, type SessionUser } from '@lauda/sdk/server';
import type { Device } from '@lauda/plugin-devices/common';
import { MEDIA_ERRORS as E, MEDIA_TOPIC, syncRunning, type SyncState, type SyncStateName } from '../common/index.js';
import type { Ctx } from './context.js';
import { TABLE } from './store.js';

const T = 'media_devices';
/** at most this often a progress message while objects pour in (the end is always told) */
const PROGRESS_EVERY_MS = 250;

interface Row {
  device_id: number;
  sync_state: string;
  sync_started_at: number | string | null;
  sync_finished_at: number | string | null;
  sync_received: number | string;
  sync_expected: number | string | null;
  sync_by: string | null;
  sync_error: string | null;
  sync_error_code: string | null;
  sync_lease_until: number | string | null;
}

const iso = (v: number | string | null) => (v === null ? null : new Date(Number(v)).toISOString());

export class MediaSync {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly told = new Map<number, number>();
  private readonly telling = new Map<number, Promise<void>>();

  constructor(private readonly ctx: Ctx) {}

  private async ensureRow(mamId: number): Promise<void> {
    await this.ctx.db.knex(T).insert({ device_id: mamId }).onConflict('device_id').ignore();
  }

  async state(mamId: number): Promise<SyncState> {
    const r = (await this.ctx.db.knex(T).where('device_id', mamId).first()) as Row | undefined;
    const lapsed = r && syncRunning({ state: r.sync_state as SyncStateName }) && Number(r.sync_lease_until ?? 0) < this.ctx.now();
    return {
      mamId,
      state: !r ? 'idle' : lapsed ? 'failed' : (r.sync_state as SyncStateName),
      received: Number(r?.sync_received ?? 0),
      expected: r?.sync_expected === null || r?.sync_expected === undefined ? null : Number(r.sync_expected),
      startedAt: iso(r?.sync_started_at ?? null),
      finishedAt: iso(r?.sync_finished_at ?? null),
      by: r?.sync_by ?? null,
      error: lapsed ? 'the sync was interrupted' : r?.sync_error ?? null,
      errorCode: lapsed ? E.syncFailed : r?.sync_error_code ?? null,
    };
  }

  /**
   * Reads the state and publishes it. One device's messages go out one after the other, each read
   * after the last was sent: a progress message read before the end must not be sent after "done".
   */
  private tell(mamId: number, force = false): Promise<SyncState> {
    const next = (this.telling.get(mamId) ?? Promise.resolve()).then(async () => {
      const s = await this.state(mamId);
      const last = this.told.get(mamId) ?? 0;
      if (force || this.ctx.now() - last >= PROGRESS_EVERY_MS) {
        this.told.set(mamId, this.ctx.now());
        await this.ctx.live.publish(MEDIA_TOPIC, 'UPDATE', `sync:${mamId}`, { sync: s }, { by: s.by })
          .catch((e) => this.ctx.logger.warn('media: live publish failed', { mamId, error: String(e) }));
      }
      return s;
    });
    // one settled link per device (a handful): the next message waits for it, failed or not
    this.telling.set(mamId, next.then(() => undefined, () => undefined));
    return next;
  }

  private arm(mamId: number, ms: number, fn: () => Promise<unknown>): void {
    clearTimeout(this.timers.get(mamId));
    const t = setTimeout(() => {
      this.timers.delete(mamId);
      fn().catch((e) => this.ctx.logger.warn('media: sync timer failed', { mamId, error: String(e) }));
    }, ms);
    t.unref?.();
    this.timers.set(mamId, t);
  }

  private async finish(mamId: number, state: 'done' | 'failed', error?: { message: string; code: string }): Promise<void> {
    clearTimeout(this.timers.get(mamId));
    this.timers.delete(mamId);
    const n = await this.ctx.db.knex(T).where('device_id', mamId).whereIn('sync_state', ['requested', 'receiving'])
      .update({ sync_state: state, sync_finished_at: this.ctx.now(), sync_lease_until: null, sync_error: error?.message ?? null, sync_error_code: error?.code ?? null });
    if (n) await this.tell(mamId, true);
  }

  /** Starts a sync: 202 with its state; 409 while one runs; 422 / 502 "sync request failed" with the cause. */
  async request(d: Device, user: SessionUser): Promise<SyncState> {
    const instance = this.ctx.devices.instance(d.id);
    const refuse = (cause: string, message: string) => new RuleRefusedError(`Sync request failed: ${message}`, E.syncFailed, { mamId: d.id, cause });
    if (!instance) throw refuse(E.notRunning, `${d.name} is not running`);
    if (!instance.requestMedia) throw refuse(E.unsupported, 'the device does not support the operation');
    await this.ensureRow(d.id);
    const now = this.ctx.now();
    const [held] = (await this.ctx.db.knex(TABLE).where('device_id', d.id).whereNot('status', 'absent').count({ n: '*' })) as { n: number | string }[];
    const claimed = await this.ctx.db.knex(T).where('device_id', d.id)
      .andWhere((q) => q.whereNotIn('sync_state', ['requested', 'receiving']).orWhere('sync_lease_until', '<', now))
      .update({
        sync_state: 'requested', sync_started_at: now, sync_finished_at: null, sync_received: 0, sync_expected: Number(held?.n ?? 0) || null,
        sync_by: user.nickname, sync_error: null, sync_error_code: null, sync_lease_until: now + this.ctx.settings.syncFirstObjectMs + 1000,
      });
    if (!claimed) throw new ConflictError('A sync of this device is already in progress', E.syncInProgress, { state: await this.state(d.id) });
    await this.tell(d.id, true);
    // armed before asking: objects may come before the device's acknowledgement, and each one
    // replaces this timer with the quiet one (armed after, it would outlive the sync's last object)
    this.arm(d.id, this.ctx.settings.syncFirstObjectMs, () => this.finish(d.id, 'failed', { message: 'the device sent no media', code: E.deviceSilent }));
    try {
      await instance.requestMedia();
    } catch (e) {
      const message = (e as Error).message;
      await this.finish(d.id, 'failed', { message, code: E.syncFailed });
      throw new BadGatewayError(`Sync request failed: ${message}`, E.syncFailed, { mamId: d.id, cause: message });
    }
    return this.state(d.id);
  }

  /** Objects arrived from the device (already stored): the progress of its sync, if one runs. */
  async received(mamId: number, count: number, complete: boolean): Promise<void> {
    const now = this.ctx.now();
    const n = await this.ctx.db.knex(T).where('device_id', mamId).whereIn('sync_state', ['requested', 'receiving']).update({
      sync_state: 'receiving',
      sync_received: this.ctx.db.knex.raw('sync_received + ?', [count]),
      sync_lease_until: now + Math.max(this.ctx.settings.syncQuietMs * 4, 60_000),
    });
    if (!n) return;
    if (complete) return this.finish(mamId, 'done');
    // armed before telling: the first-object timer must not outlive an object while the progress is told
    this.arm(mamId, this.ctx.settings.syncQuietMs, () => this.finish(mamId, 'done'));
    await this.tell(mamId);
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
