/**
 * The kernel's device registry (`coreServices.devices`): an extension point that device drivers
 * join without touching the kernel, and one running instance per configured device.
 *
 * Drivers come from (a) installed `@lauda/*` packages whose package.json has
 * `"lauda": { "driver": "./dist/src/driver.js" }`, (b) the config file:
 * `"devices": { "drivers": { "acme-cg": { "resolve": "/opt/acme/driver.js", "settings": {…} } } }`
 * (a driver can be switched off with `"enabled": false`), (c) `devices.definitions` given in code.
 * Device records themselves belong to the devices plugin, which calls `configure` for each.
 *
 * Status changes and item statuses are published live on the kernel topic `devices`
 * (ROLE_ADMIN_READ): `{ op: 'UPDATE', id: deviceId, data: { deviceId, name, event, … } }`.
 */
import { EventEmitter } from 'node:events';
import {
  BadRequestError, NotFoundError, validateOptions, DEVICE_CAPABILITIES,
  type DeviceConfig, type DeviceContext, type DeviceDriverDefinition, type DeviceEvent, type DeviceEventName, type DeviceEvents,
  type DeviceInstance, type DeviceRegistry, type DeviceStatus, type DeviceSummary, type DriverInfo, type ConnectionTestResult,
} from '@lauda/sdk/device';
import type { LiveBus, Logger } from '@lauda/sdk/server';
import type { TopicRegistry } from '../live/topics.js';
import { findNodeModules } from '../plugins/loader.js';
import { checkDriver, discoverDrivers, importDriver } from './discovery.js';

export const DEVICES_TOPIC = 'devices';

/** The `devices` block of the config file. */
export interface DevicesConfig {
  drivers?: Record<string, { enabled?: boolean; resolve?: string; settings?: Record<string, unknown> }>;
  /** driver definitions given in code (tests, embedding) */
  definitions?: DeviceDriverDefinition<any>[];
  /** false: list drivers but run no device (every kernel instance but one, when several share a database) */
  run?: boolean;
}

interface Entry {
  config: DeviceConfig;
  instance: DeviceInstance | null;
  status: DeviceStatus;
  /** options as validated (compared to see whether a configure changes anything) */
  options: Record<string, unknown>;
}

interface LoadedDriver {
  def: DeviceDriverDefinition<any>;
  info: DriverInfo;
  settings: Record<string, unknown>;
}

export interface DeviceRegistryDeps {
  config: object;
  env: Readonly<Record<string, string | undefined>>;
  live: LiveBus;
  topics: TopicRegistry;
  logger: Logger & { child(scope: string): Logger };
  /** where installed packages are looked for */
  resolveFrom: string;
}

export class KernelDeviceRegistry implements DeviceRegistry {
  private readonly loaded = new Map<string, LoadedDriver>();
  private readonly entries = new Map<number, Entry>();
  private readonly events = new EventEmitter();
  private stopped = false;

  constructor(private readonly deps: DeviceRegistryDeps, private readonly run: boolean) {
    this.events.setMaxListeners(100);
  }

  add(def: DeviceDriverDefinition<any>, source: string, settings: Record<string, unknown> = {}): void {
    checkDriver(def, source);
    const prior = this.loaded.get(def.id);
    if (prior) throw new Error(`device driver "${def.id}" from ${source} is already given by ${prior.info.source}`);
    const kinds = Array.isArray(def.kind) ? def.kind : [def.kind];
    this.loaded.set(def.id, {
      def,
      settings,
      info: {
        id: def.id, title: def.title ?? def.id, kinds, protocol: def.protocol, options: def.options, actions: def.actions ?? [],
        capabilities: (def.capabilities ?? []).filter((c) => (DEVICE_CAPABILITIES as readonly string[]).includes(c)), source,
      },
    });
  }

  drivers(): DriverInfo[] {
    return [...this.loaded.values()].map((d) => d.info).sort((a, b) => a.id.localeCompare(b.id));
  }

  driver(id: string): DriverInfo | undefined {
    return this.loaded.get(id)?.info;
  }

  private load(id: string): LoadedDriver {
    const d = this.loaded.get(id);
    if (!d) throw new BadRequestError(`There is no device driver "${id}" (installed: ${[...this.loaded.keys()].join(', ') || 'none'})`, { issues: [{ field: 'driver', message: 'unknown driver' }] }, 'device.unknownDriver');
    return d;
  }

  /** The options checked against the driver's schema, defaults applied; 400 naming the fields otherwise. */
  validate(driverId: string, options: Record<string, unknown>): Record<string, unknown> {
    const r = validateOptions(this.load(driverId).def.options, options);
    if (!r.ok) throw new BadRequestError(`Invalid options for driver ${driverId}: ${r.issues.map((i) => `${i.field} ${i.message}`).join('; ')}`, { issues: r.issues.map((i) => ({ field: `options.${i.field}`, message: i.message })) }, 'device.invalidOptions');
    return r.options;
  }

  async configure(device: DeviceConfig): Promise<void> {
    const options = this.validate(device.driver, device.options);
    const prior = this.entries.get(device.id);
    const enabled = device.enabled !== false && this.run && !this.stopped;
    if (prior && prior.config.driver === device.driver && JSON.stringify(prior.options) === JSON.stringify(options) && !!prior.instance === enabled) {
      prior.config = { ...device, options };
      return;
    }
    if (prior?.instance) await this.disconnect(prior);
    const entry: Entry = {
      config: { ...device, options },
      instance: null,
      options,
      status: { connected: false, lastError: enabled ? null : this.run ? 'disabled' : 'devices do not run on this instance', since: new Date().toISOString() },
    };
    this.entries.set(device.id, entry);
    if (!enabled) return;
    const d = this.load(device.driver);
    entry.instance = d.def.create(this.context(entry, d), options);
    try {
      await entry.instance.connect();
    } catch (e) {
      this.setStatus(entry, { connected: false, lastError: `could not start: ${(e as Error).message}` });
    }
  }

  private context(entry: Entry, d: LoadedDriver): DeviceContext {
    const log = this.deps.logger.child(`device:${entry.config.id}`);
    return {
      deviceId: entry.config.id,
      name: entry.config.name,
      log,
      settings: d.settings,
      env: this.deps.env,
      setStatus: (s) => {
        if (this.entries.get(entry.config.id) === entry) this.setStatus(entry, s);
      },
      emit: (event, payload) => {
        if (this.entries.get(entry.config.id) !== entry) return;
        this.dispatch(entry, event, payload);
      },
    };
  }

  private setStatus(entry: Entry, s: Omit<DeviceStatus, 'since'>): void {
    entry.status = { ...s, since: new Date().toISOString() };
    this.dispatch(entry, 'status', entry.status);
  }

  private dispatch<E extends DeviceEventName>(entry: Entry, event: E, payload: DeviceEvents[E]): void {
    const e: DeviceEvent<E> = { deviceId: entry.config.id, event, payload };
    for (const fn of this.events.listeners(event)) {
      try {
        (fn as (x: DeviceEvent<E>) => void)(e);
      } catch (err) {
        this.deps.logger.error('device event listener failed', { event, deviceId: entry.config.id, error: (err as Error).message });
      }
    }
    // media lists can be large and deliveries are many: only statuses go out live
    if (event === 'status' || event === 'elementStatus' || event === 'protocolError') {
      this.deps.live.publish(DEVICES_TOPIC, 'UPDATE', entry.config.id, { deviceId: entry.config.id, name: entry.config.name, event, ...(payload as object) })
        .catch((err) => this.deps.logger.warn('devices: live publish failed', { error: (err as Error).message }));
    }
  }

  private async disconnect(entry: Entry): Promise<void> {
    const i = entry.instance;
    entry.instance = null;
    try {
      await i?.disconnect();
    } catch (e) {
      this.deps.logger.warn('device did not disconnect cleanly', { deviceId: entry.config.id, error: (e as Error).message });
    }
  }

  async remove(deviceId: number): Promise<void> {
    const e = this.entries.get(deviceId);
    if (!e) return;
    this.entries.delete(deviceId);
    await this.disconnect(e);
  }

  instance(deviceId: number): DeviceInstance | undefined {
    return this.entries.get(deviceId)?.instance ?? undefined;
  }

  list(): DeviceSummary[] {
    return [...this.entries.values()].map((e) => ({ id: e.config.id, name: e.config.name, driver: e.config.driver, status: e.instance ? { ...e.instance.status(), since: e.status.since } : e.status }));
  }

  status(deviceId: number): DeviceStatus | undefined {
    const e = this.entries.get(deviceId);
    if (!e) return undefined;
    return e.instance ? { ...e.instance.status(), since: e.status.since } : e.status;
  }

  on<E extends DeviceEventName>(event: E, fn: (e: DeviceEvent<E>) => void): () => void {
    this.events.on(event, fn);
    return () => this.events.off(event, fn);
  }

  async testConnection(driverId: string, options: Record<string, unknown>): Promise<ConnectionTestResult> {
    const d = this.loaded.get(driverId);
    if (!d) throw new NotFoundError(`There is no device driver "${driverId}"`, 'device.unknownDriver');
    if (!d.def.testConnection) return { ok: false, code: 'device.testUnsupported', message: `The ${driverId} driver cannot test a connection` };
    return d.def.testConnection(options, { settings: d.settings, env: this.deps.env });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.entries.values()].map((e) => this.disconnect(e)));
    this.events.removeAllListeners();
  }
}

/** Builds the registry: declares the `devices` topic, loads the drivers (a driver that fails to load is logged, not fatal). */
export async function createDeviceRegistry(deps: DeviceRegistryDeps): Promise<KernelDeviceRegistry> {
  const cfg = ((deps.config as { devices?: DevicesConfig }).devices ?? {}) as DevicesConfig;
  deps.topics.add({ owner: 'kernel', name: DEVICES_TOPIC, access: ['ROLE_ADMIN_READ'], description: 'device status, item statuses from devices, rejected device messages' });
  const registry = new KernelDeviceRegistry(deps, cfg.run !== false);
  const per = cfg.drivers ?? {};
  const settingsOf = (id: string) => per[id]?.settings ?? {};
  const tryAdd = async (source: string, get: () => Promise<DeviceDriverDefinition<any> | null> | DeviceDriverDefinition<any>) => {
    try {
      const def = await get();
      if (!def || per[def.id]?.enabled === false) return;
      registry.add(def, source, settingsOf(def.id));
    } catch (e) {
      deps.logger.error('device driver not loaded', { source, error: (e as Error).message });
    }
  };
  for (const def of cfg.definitions ?? []) await tryAdd('config', () => def);
  for (const entry of Object.values(per)) {
    if (entry.resolve && entry.enabled !== false) await tryAdd(entry.resolve, () => importDriver(entry.resolve!));
  }
  for (const pkg of discoverDrivers(findNodeModules(deps.resolveFrom))) {
    await tryAdd(pkg.packageName, async () => {
      const def = await importDriver(pkg.entry);
      // a driver given in code or in the config wins over an installed package with the same id
      return registry.driver(def.id) ? null : def;
    });
  }
  return registry;
}
