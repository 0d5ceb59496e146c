import type { DeviceEventName, DeviceEvents, DeviceStatus } from '@lauda/sdk/device';
import { createMosInstance, type MosDeviceInstance } from '../../src/driver.js';
import type { MosDeviceOptions } from '../../src/model/index.js';

type Recorded = { event: DeviceEventName | 'setStatus'; payload: unknown; at: number };

/** A device context like the kernel's, recording what the driver reports; tests wait on it. */
export class Recorder {
  readonly events: Recorded[] = [];
  readonly logs: string[] = [];
  private waiters: { test: (r: Recorded) => boolean; resolve: (r: Recorded) => void }[] = [];

  constructor(readonly settings: Record<string, unknown>) {}

  get ctx() {
    return {
      log: {
        info: (m: string) => this.logs.push(`info ${m}`),
        warn: (m: string, x?: Record<string, unknown>) => this.logs.push(`warn ${m} ${JSON.stringify(x ?? {})}`),
        error: (m: string) => this.logs.push(`error ${m}`),
      },
      setStatus: (s: Omit<DeviceStatus, 'since'>) => this.push('setStatus', s),
      emit: <E extends DeviceEventName>(event: E, payload: DeviceEvents[E]) => this.push(event, payload),
      settings: this.settings,
      env: {},
    };
  }

  private push(event: Recorded['event'], payload: unknown): void {
    const r = { event, payload, at: Date.now() };
    this.events.push(r);
    for (const w of [...this.waiters]) {
      if (w.test(r)) {
        this.waiters = this.waiters.filter((x) => x !== w);
        w.resolve(r);
      }
    }
  }

  of<E extends DeviceEventName>(event: E): DeviceEvents[E][] {
    return this.events.filter((r) => r.event === event).map((r) => r.payload as DeviceEvents[E]);
  }

  wait<E extends DeviceEventName | 'setStatus'>(event: E, test: (p: E extends DeviceEventName ? DeviceEvents[E] : DeviceStatus) => boolean = () => true, timeoutMs = 15_000, fromNow = false): Promise<E extends DeviceEventName ? DeviceEvents[E] : DeviceStatus> {
    const ok = (r: Recorded) => r.event === event && test(r.payload as never);
    const found = fromNow ? undefined : this.events.find(ok);
    if (found) return Promise.resolve(found.payload as never);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms; got ${this.events.map((e) => e.event).join(', ')}`)), timeoutMs);
      this.waiters.push({ test: ok, resolve: (r) => { clearTimeout(t); resolve(r.payload as never); } });
    });
  }
}

/** A MOS driver instance on test settings (fast timers), with its recorder. */
export function mosInstance(ncs: { lowerPort: number; upperPort: number; ncsId?: string; maxMessageBytes?: number }, options: Partial<MosDeviceOptions> & { mosId: string; lowerPort: number; upperPort: number }): { dev: MosDeviceInstance; rec: Recorder } {
  const rec = new Recorder({ ncsId: ncs.ncsId ?? 'LAUDA', lowerPort: ncs.lowerPort, upperPort: ncs.upperPort, host: '127.0.0.1', maxMessageBytes: ncs.maxMessageBytes });
  const dev = createMosInstance(rec.ctx, { host: '127.0.0.1', heartbeatIntervalMs: 300, ackTimeoutMs: 1500, reconnectDelayMs: 150, retries: 3, ...options });
  return { dev, rec };
}

export async function until(test: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
