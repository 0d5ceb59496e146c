import type { DeviceEventName, DeviceEvents, DeviceStatus } from '@lauda/sdk/device';
import { createIiInstance, type IiDeviceInstance, type IiDeviceOptions } from '../../src/driver.js';
import { IiSimulator, type SimulatorOptions } from '../../src/simulator.js';

type Recorded = { event: DeviceEventName | 'setStatus'; payload: unknown };
type Payload<E> = E extends DeviceEventName ? DeviceEvents[E] : Omit<DeviceStatus, 'since'>;

/** A device context like the kernel's, recording what the driver reports; tests wait on it. */
export class Recorder {
  readonly events: Recorded[] = [];
  readonly logs: string[] = [];

  get ctx() {
    return {
      name: 'Test CG',
      log: {
        info: (m: string) => this.logs.push(`info ${m}`),
        warn: (m: string, x?: Record<string, unknown>) => this.logs.push(`warn ${m} ${JSON.stringify(x ?? {})}`),
        error: (m: string) => this.logs.push(`error ${m}`),
      },
      setStatus: (s: Omit<DeviceStatus, 'since'>) => this.events.push({ event: 'setStatus', payload: s }),
      emit: <E extends DeviceEventName>(event: E, payload: DeviceEvents[E]) => this.events.push({ event, payload }),
    };
  }

  of<E extends DeviceEventName | 'setStatus'>(event: E): Payload<E>[] {
    return this.events.filter((r) => r.event === event).map((r) => r.payload as Payload<E>);
  }

  /** the first recorded event (from `from` on) that passes `test` */
  async wait<E extends DeviceEventName | 'setStatus'>(event: E, test: (p: Payload<E>) => boolean = () => true, timeoutMs = 10_000, from = 0): Promise<Payload<E>> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find((r) => r.event === event && test(r.payload as Payload<E>));
      if (found) return found.payload as Payload<E>;
      if (Date.now() > end) throw new Error(`no matching ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

export async function until(test: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Fast timers for tests. */
export const FAST: Partial<IiDeviceOptions> = { replyTimeoutMs: 400, connectTimeoutMs: 1000, reconnectDelayMs: 50, reconnectMaxDelayMs: 200, maxAttempts: 3 };

/** A started simulator and a driver instance pointed at it (not connected yet). */
export async function pair(options: Partial<IiDeviceOptions> = {}, simOptions: SimulatorOptions = {}): Promise<{ sim: IiSimulator; dev: IiDeviceInstance; rec: Recorder; stop: () => Promise<void> }> {
  const sim = await new IiSimulator(simOptions).start();
  const rec = new Recorder();
  const dev = createIiInstance(rec.ctx, { host: '127.0.0.1', lowerPort: sim.port, ...FAST, ...options } as IiDeviceOptions);
  return {
    sim, dev, rec,
    stop: async () => {
      await dev.disconnect();
      await sim.stop();
    },
  };
}
