/**
 * The smallest complete Lauda device driver. Read it with its README (a vendor's guide, step by step).
 *
 * A driver is a package whose package.json says `"lauda": { "driver": "./dist/src/driver.js" }`
 * and whose module's default export is `defineDeviceDriver({...})`. The kernel finds it among
 * the installed `@lauda/*` packages; the devices admin draws the device form from `options`.
 */
import {
  defineDeviceDriver, diffRunningOrders, missingOptions, TrafficLog,
  type DeviceStatus, type JSONSchema, type RunningOrder,
} from '@lauda/sdk/device';
import { LoopbackDevice } from './mock.js';

export interface LoopbackOptions {
  /** which simulated device to talk to */
  deviceName: string;
}

const options: JSONSchema = {
  type: 'object',
  properties: {
    deviceName: { type: 'string', title: 'Device name', description: 'name of the simulated device' },
  },
  required: ['deviceName'],
  additionalProperties: false,
};

export default defineDeviceDriver<LoopbackOptions>({
  id: 'loopback',
  sdk: '^0.1.0',
  title: 'Loopback (simulated device)',
  kind: ['CG', 'PLAYOUT'],
  protocol: 'WS',
  options,
  capabilities: ['runningOrders', 'mosActions', 'templates', 'media', 'trafficLog'],
  actions: [{ name: 'ping', description: 'answers pong' }],

  create(ctx, opts) {
    const device = LoopbackDevice.named(opts.deviceName);
    const sent = new Map<string, RunningOrder>();
    let status: DeviceStatus = { connected: false, lastError: null, since: new Date().toISOString() };
    const set = (connected: boolean, lastError: string | null) => {
      status = { connected, lastError, since: new Date().toISOString() };
      ctx.setStatus({ connected, lastError });
    };
    // what was sent and how it went, for the traffic log an integrator reads in admin
    const log = new TrafficLog(500);
    const logged = (messageType: string, body: unknown, error?: string) => {
      const text = JSON.stringify(body ?? null);
      log.add({ direction: 'out', port: 'loopback', messageType, messageId: null, text, bytes: text.length, ack: error ? 'ERROR' : 'ACK', ...(error ? { error } : {}) });
    };
    // every call to the device goes through here: a failure becomes the device's last error
    const call = async (messageType: string, body: unknown, f: () => void) => {
      try {
        f();
        logged(messageType, body);
        if (!status.connected) set(true, null);
      } catch (e) {
        logged(messageType, body, (e as Error).message);
        set(false, (e as Error).message);
        throw e;
      }
    };

    return {
      async connect() {
        device.onStatus = (s) => ctx.emit('elementStatus', s);
        if (device.online) set(true, null);
        else set(false, 'offline');
      },
      async disconnect() {
        device.onStatus = null;
        set(false, 'stopped');
      },
      status: () => status,
      async run(action) {
        if (action !== 'ping') throw new Error(`no action ${action}`);
        return 'pong';
      },
      async sendRunningOrder(ro) {
        await call('create', ro, () => device.create(ro));
        sent.set(ro.id, structuredClone(ro));
      },
      async updateRunningOrder(ro) {
        const prev = sent.get(ro.id);
        if (!prev) return this.sendRunningOrder!(ro);
        const edits = diffRunningOrders(prev, ro);
        await call('edit', { roId: ro.id, edits }, () => device.edit(ro.id, edits));
        sent.set(ro.id, structuredClone(ro));
      },
      async deleteRunningOrder(roId) {
        await call('delete', { roId }, () => device.delete(roId));
        sent.delete(roId);
      },
      async runMosAction(action, target) {
        await call(action, target, () => device.action(action, target));
      },
      trafficLog: (o) => log.list(o),
      async listTemplates() {
        return device.media.filter((m) => m.type === 'CG').map((m) => ({ code: m.objId, name: m.slug, fields: [] }));
      },
      async searchMedia(q) {
        const all = device.media.filter((m) => !q.text || m.slug.toLowerCase().includes(q.text.toLowerCase()));
        return { data: all.slice(q.page * q.size, (q.page + 1) * q.size), total: all.length };
      },
    };
  },

  async testConnection(opts) {
    const missing = missingOptions(options, opts as Record<string, unknown>);
    if (missing.length) return { ok: false, code: 'device.notEnoughInformation', message: 'Not enough information for a connection test', missing };
    const d = LoopbackDevice.all.get(opts.deviceName!);
    return d?.online !== false
      ? { ok: true, code: 'device.testOk', message: `${opts.deviceName} answered` }
      : { ok: false, code: 'device.communicationFailed', message: `${opts.deviceName} is offline` };
  },
});
