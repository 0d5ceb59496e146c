/**
 * What the devices suites share: the database to run on, polling, and a simulated MOS device with the
 * MOS driver settings that make the kernel its NCS. The browser suite reaches it as
 * `@lauda/plugin-devices/testing`.
 */
import { freePorts } from '@lauda/sdk/testing';
import { MockMosDevice, type MockMosDeviceOptions } from '@lauda/driver-mos/mock';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

/** Device options of a MOS record that notice a dropped link and come back quickly. */
export const FAST_MOS = { heartbeatIntervalMs: 300, ackTimeoutMs: 1000, reconnectDelayMs: 100 };

/** Asks `f` again until `ok` holds, and answers what it got then. */
export async function until<T>(f: () => Promise<T>, ok: (t: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface SimulatedMos {
  mock: MockMosDevice;
  /** the kernel config `devices.drivers.mos`: the NCS ports the device connects back to */
  driver: { settings: { ncsId: string; lowerPort: number; upperPort: number; host: string } };
}

/** A MOS device on loopback (started) that connects to the NCS ports of the returned driver settings. */
export async function simulatedMos(options: Omit<MockMosDeviceOptions, 'ncs'>): Promise<SimulatedMos> {
  const [lowerPort, upperPort] = (await freePorts(2)) as [number, number];
  const host = '127.0.0.1';
  const mock = await new MockMosDevice({ ...options, ncs: { host, lowerPort, upperPort } }).start();
  return { mock, driver: { settings: { ncsId: options.ncsId, lowerPort, upperPort, host } } };
}
