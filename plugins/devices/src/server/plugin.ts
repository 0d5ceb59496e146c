import {
  coreServices, created, definePlugin, noContent, pageQuery, provide, Reply, RuleRefusedError, ConflictError, jsonBounds, z,
  type PluginRouter,
} from '@lauda/sdk/server';
import { missingOptions, type DeviceRegistry } from '@lauda/sdk/device';
import { adminServices } from '@lauda/plugin-admin/server';
import { devicesInit } from '../../migrations/001_devices.js';
import { storyTemplatesInit } from '../../migrations/002_story_templates.js';
import { DEVICE_ERRORS, DEVICE_ROLES, STORY_TEMPLATES_TOPIC, type Device } from '../common/index.js';
import { devicesServices } from './refs.js';
import { DeviceStore, deviceInput } from './store.js';
import { templateRoutes } from './template-routes.js';
import { StoryTemplateStore } from './templates.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const READ = [DEVICE_ROLES.adminRead];
const WRITE = [DEVICE_ROLES.adminWrite];
const idParam = z.object({ id: z.coerce.number().int().positive() });
const SYNC_TIMEOUT_MS = 120_000;

export default definePlugin({
  id: 'devices',
  version: '0.1.0',
  sdk: '^0.1.0',
  dependsOn: ['admin'],
  description: 'Devices: playout, CG, MAM, prompter and closed-caption devices, their drivers and programs',
  migrations: [devicesInit, storyTemplatesInit],
  permissions: [],
  topics: [
    // the credit chooser's audience; the admin screens' users hold it too
    { name: STORY_TEMPLATES_TOPIC, access: [DEVICE_ROLES.storyRead], description: 'story templates (credits) of the devices: CREATE, UPDATE, DELETE' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps: {
    db: coreServices.db, live: coreServices.live, devices: coreServices.devices, logger: coreServices.logger, files: coreServices.files,
    programs: adminServices.programs,
  },

  setup(deps) {
    const templates = new StoryTemplateStore(deps.db, deps.files, deps.live, deps.logger);
    const store = new DeviceStore(deps.db, deps.devices, deps.programs, deps.live, deps.logger);
    store.onRemove = (trx, id) => templates.removeOfDevice(trx, id);
    return {
      provides: [provide(devicesServices.records, store), provide(devicesServices.templates, templates)],
      routes(router) {
        templateRoutes(router, { store, templates, devices: deps.devices, programs: deps.programs });
        deviceRoutes(router, store, deps.devices);
      },
      start: () => store.startAll(),
      /**
       * The demo newsroom's studio playout: the loopback driver's in-process simulated device, so MOS
       * on a demo rundown reaches a device that answers (real devices are added in admin).
       */
      async demo() {
        if (!deps.devices.driver('loopback')) return;
        const programIds = (await deps.programs.list()).filter((p) => p.active).map((p) => p.id);
        await store.create(deviceInput.parse({
          name: 'Playout do estúdio (simulado)', kind: 'PLAYOUT', protocol: 'WS', driver: 'loopback', vendor: 'Lauda',
          options: { deviceName: 'estudio-a' }, programIds,
        }), 'DEMO');
      },
    };
  },
});

/** The device records, their drivers, connection tests, traffic log, actions and media. */
function deviceRoutes(router: PluginRouter, store: DeviceStore, devices: DeviceRegistry): void {
  const syncing = new Set<number>();
  const running = (id: number) => {
    const i = devices.instance(id);
    if (!i) throw new RuleRefusedError('The device is not running (disabled, incomplete or without a driver)', DEVICE_ERRORS.notRunning);
    return i;
  };

  router.get('/api/devices', {
    access: READ,
    summary: 'Devices with their status, by name (kind filters: CG, MAM, PLAYOUT, TP, CC)',
    query: pageQuery.extend({ kind: z.string().toUpperCase().optional(), protocol: z.string().toUpperCase().optional() }),
  }, async ({ query }) => {
    const all = (await store.list()).filter((d) => (!query.kind || d.kind === query.kind) && (!query.protocol || d.protocol === query.protocol));
    return { data: all.slice(query.page * query.size, (query.page + 1) * query.size).map((d) => store.withStatus(d)), number: query.page, size: query.size, total: all.length };
  });

  router.get('/api/devices/drivers', {
    access: READ,
    summary: 'Installed device drivers: ids, kinds, protocol, options (JSON Schema), actions, capabilities',
  }, () => devices.drivers());

  router.get('/api/devices/protocols', { access: 'authenticated', summary: 'Device protocols' }, () => ['II', 'MOS', 'WS']);
  router.get('/api/devices/types', { access: 'authenticated', summary: 'Device kinds' }, () => ['CC', 'CG', 'MAM', 'PLAYOUT', 'TP']);
  router.get('/api/devices/vendors', { access: READ, summary: 'Vendors named by device records' }, async () =>
    [...new Set((await store.list()).map((d) => d.vendor).filter((v): v is string => !!v))].sort());

  router.post('/api/devices', {
    access: WRITE,
    summary: 'Create a device; its driver instance starts at once',
    body: deviceInput,
  }, async ({ body, user }) => created(await store.create(body, user.nickname)));

  router.post('/api/devices/test', {
    access: WRITE,
    summary: 'Connection test of unsaved device fields (422 device.notEnoughInformation when fields are missing)',
    body: deviceInput.partial().extend({ name: z.string().optional() }),
  }, async ({ body }) => testFields(body as Partial<Device>));

  router.get('/api/devices/{id}', { access: READ, summary: 'A device with its status', params: idParam }, async ({ params }) =>
    store.withStatus(await store.get(params.id)));

  router.put('/api/devices/{id}', {
    access: WRITE,
    summary: 'Update a device (the whole record); its instance restarts when the driver options changed',
    params: idParam,
    body: deviceInput,
    versioned: 'revision',
  }, async ({ params, body, user }) => store.update(params.id, body, user.nickname));

  router.delete('/api/devices/{id}', {
    access: WRITE,
    summary: 'Delete a device; 422 device.linkedToProgram while a program uses it',
    params: idParam,
  }, async ({ params, user }) => {
    await store.remove(params.id, user.nickname);
    return noContent();
  });

  router.get('/api/devices/{id}/status', { access: READ, summary: 'Status of a device (connected, last error, detail)', params: idParam }, async ({ params }) =>
    store.statusOf(await store.get(params.id)));

  router.post('/api/devices/{id}/test', { access: WRITE, summary: 'Connection test of a saved device', params: idParam }, async ({ params }) =>
    testFields(await store.get(params.id)));

  router.get('/api/devices/{id}/plugin', {
    access: 'authenticated',
    summary: 'The MOS plugin of a device (protocol, plugin kind and URL) for the web shell',
    params: idParam,
  }, async ({ params }) => {
    const d = await store.get(params.id);
    return { id: d.id, name: d.name, kind: d.kind, protocol: d.protocol, plugin: d.plugin, url: d.pluginUrl };
  });

  router.get('/api/devices/{id}/mos-log', {
    access: READ,
    summary: 'The device\'s recent messages in and out (time, type, ack); `download=true` exports it as a JSON file',
    params: idParam,
    query: z.object({ afterSeq: z.coerce.number().int().min(0).optional(), limit: z.coerce.number().int().min(1).max(100_000).optional(), download: z.enum(['true', 'false']).optional() }),
  }, async ({ params, query }) => {
    const d = await store.get(params.id);
    const i = running(d.id);
    if (!i.trafficLog) throw new RuleRefusedError('This device keeps no traffic log', DEVICE_ERRORS.unsupported);
    const entries = i.trafficLog({ afterSeq: query.afterSeq, limit: query.limit });
    if (query.download !== 'true') return entries;
    const name = `${d.name.replace(/[^\w.-]+/g, '_')}-mos-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    return new Reply(200, JSON.stringify({ device: { id: d.id, name: d.name, mosId: d.mosId, host: d.host }, exportedAt: new Date().toISOString(), entries }, null, 2), {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    });
  });

  router.post('/api/devices/{id}/actions/{action}', {
    access: WRITE,
    summary: 'Run one of the driver\'s actions (e.g. reqMachInfo, mosReqAll)',
    params: z.object({ id: z.coerce.number().int().positive(), action: z.string().min(1).max(40) }),
    body: z.record(z.string(), z.unknown()).superRefine(jsonBounds({ depth: 8, bytes: 64 * 1024 })).optional(),
  }, async ({ params, body }) => {
    const i = running(params.id);
    try {
      return { result: (await i.run(params.action, body ?? {})) ?? null };
    } catch (e) {
      throw new RuleRefusedError((e as Error).message, DEVICE_ERRORS.unsupported);
    }
  });

  router.get('/api/devices/{id}/templates', { access: [DEVICE_ROLES.mediaRead], summary: 'Templates of a CG device', params: idParam }, async ({ params }) => {
    const i = running(params.id);
    if (!i.listTemplates) throw new RuleRefusedError('The device does not support the operation', DEVICE_ERRORS.unsupported);
    return i.listTemplates();
  });

  router.get('/api/devices/{id}/media', {
    access: [DEVICE_ROLES.mediaRead],
    summary: 'Media the device announced, filtered by text',
    params: idParam,
    query: pageQuery.extend({ text: z.string().max(200).optional() }),
  }, async ({ params, query }) => {
    const i = running(params.id);
    if (!i.searchMedia) throw new RuleRefusedError('The device does not support the operation', DEVICE_ERRORS.unsupported);
    const r = await i.searchMedia({ text: query.text, page: query.page, size: query.size });
    return { data: r.data, number: query.page, size: query.size, total: r.total };
  });

  router.get('/api/devices/{id}/media/sync', { access: [DEVICE_ROLES.mediaRead], summary: 'Whether a media sync of the device is running', params: idParam }, ({ params }) => ({ syncing: syncing.has(params.id) }));

  router.post('/api/devices/{id}/media/sync', {
    access: [DEVICE_ROLES.mediaWrite],
    summary: 'Ask the device for all its media (MOS mosReqAll); 409 device.syncInProgress while one runs',
    params: idParam,
  }, async ({ params }) => {
    const id = params.id;
    if (syncing.has(id)) throw new ConflictError('A sync of this device is already in progress', DEVICE_ERRORS.syncInProgress);
    const i = running(id);
    if (!i.requestMedia) throw new RuleRefusedError('The device does not support the operation', DEVICE_ERRORS.unsupported);
    syncing.add(id);
    let off = () => {};
    const timer = setTimeout(() => done(), SYNC_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      off();
      syncing.delete(id);
    };
    off = devices.on('media', (e) => {
      if (e.deviceId === id && e.payload.complete) done();
    });
    try {
      await i.requestMedia();
    } catch (e) {
      done();
      throw new RuleRefusedError(`Sync request failed: ${(e as Error).message}`, DEVICE_ERRORS.syncFailed);
    }
    return new Reply(202, { syncing: syncing.has(id) });
  });

  /** "not enough information for a connection test" (422) or the driver's answer. */
  async function testFields(d: Partial<Device>) {
    const driver = d.driver ?? devices.drivers().find((x) => x.protocol === d.protocol)?.id;
    const info = driver ? devices.driver(driver) : undefined;
    if (!info) {
      const missing = [!d.protocol ? 'protocol' : 'driver'];
      throw new RuleRefusedError('Not enough information for a connection test', DEVICE_ERRORS.notEnoughInformation, { missing });
    }
    const options = store.driverOptions({ ...d, driver: info.id, options: d.options ?? {} });
    const missing = missingOptions(info.options, options);
    if (missing.length) throw new RuleRefusedError('Not enough information for a connection test', DEVICE_ERRORS.notEnoughInformation, { missing });
    const r = await devices.testConnection(info.id, options);
    if (r.code === DEVICE_ERRORS.notEnoughInformation) throw new RuleRefusedError(r.message, DEVICE_ERRORS.notEnoughInformation, { missing: r.missing ?? [] });
    return r;
  }
}
