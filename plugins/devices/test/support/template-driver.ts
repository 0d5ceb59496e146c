/**
 * A test driver named in the kernel config (`devices.drivers.test-cg.resolve`): a CG whose
 * template listing fails (`mode: 'fail'`) or that cannot list templates at all (`mode: 'none'`).
 */
import { defineDeviceDriver, type DeviceStatus } from '@lauda/sdk/device';

export default defineDeviceDriver<{ mode: 'fail' | 'none' }>({
  id: 'test-cg',
  sdk: '^0.1.0',
  title: 'Test CG',
  kind: 'CG',
  protocol: 'WS',
  options: { type: 'object', properties: { mode: { type: 'string', enum: ['fail', 'none'] } }, required: ['mode'], additionalProperties: false },
  actions: [],
  create(ctx, opts) {
    let status: DeviceStatus = { connected: false, lastError: null, since: new Date().toISOString() };
    const instance = {
      async connect() {
        status = { connected: true, lastError: null, since: new Date().toISOString() };
        ctx.setStatus({ connected: true, lastError: null });
      },
      async disconnect() {},
      status: () => status,
      async run(action: string) {
        throw new Error(`no action ${action}`);
      },
    };
    if (opts.mode === 'none') return instance;
    return { ...instance, listTemplates: async () => { throw new Error('the template folder cannot be read'); } };
  },
});
