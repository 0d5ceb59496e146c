import {
  BadRequestError, NotFoundError, PreconditionFailedError, RuleRefusedError, ConflictError, isHttpUrl, jsonBounds, z,
  type Database, type Knex, type LiveBus, type Logger,
} from '@lauda/sdk/server';
import { DEVICE_KINDS, DEVICE_PROTOCOLS, LaudaError, type DeviceRegistry, type DeviceStatus } from '@lauda/sdk/device';
import type { ProgramsService } from '@lauda/plugin-admin/server';
import { COMMON_OPTIONS, DEVICE_ERRORS, DEVICE_PLUGINS, DEVICES_TOPIC, type Device, type DeviceWithStatus } from '../common/index.js';
import type { DeviceRecords } from './refs.js';

const upper = <T extends readonly [string, ...string[]]>(values: T) => z.string().trim().transform((s) => s.toUpperCase()).pipe(z.enum(values));
const blank = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === '' ? null : v), s.nullable().optional());
const port = blank(z.coerce.number().int().min(1).max(65535));

/** Body of POST /api/devices and PUT /api/devices/{id} (spec 001 §3 Device). */
export const deviceInput = z.object({
  name: z.string().trim().min(1).max(100),
  kind: upper(DEVICE_KINDS),
  protocol: upper(DEVICE_PROTOCOLS),
  vendor: blank(z.string().trim().max(100)),
  driver: blank(z.string().trim().max(41)),
  mosId: blank(z.string().trim().max(128)),
  host: blank(z.string().trim().max(255)),
  lowerPort: port,
  upperPort: port,
  plugin: upper(DEVICE_PLUGINS).default('NONE'),
  /** the MOS HTML5 plug-in, shown in a frame of the story editor: http(s) only */
  pluginUrl: blank(z.string().trim().max(1000).refine(isHttpUrl, 'an http:// or https:// address')),
  channels: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  paths: z.array(z.string().trim().min(1).max(1000)).max(100).default([]),
  charsetInput: blank(z.string().trim().max(40)),
  charsetOutput: blank(z.string().trim().max(40)),
  options: z.record(z.string(), z.unknown()).superRefine(jsonBounds({ depth: 8, bytes: 64 * 1024 })).default({}),
  enabled: z.boolean().default(true),
  programIds: z.array(z.number().int().positive()).max(500).default([]),
  /** on update: the revision read; a different stored one answers 412 */
  revision: z.number().int().positive().optional(),
});
export type DeviceInput = z.infer<typeof deviceInput>;

interface Row {
  id: number;
  name: string;
  kind: string;
  protocol: string;
  vendor: string | null;
  driver: string | null;
  mos_id: string | null;
  host: string | null;
  lower_port: number | null;
  upper_port: number | null;
  plugin: string;
  plugin_url: string | null;
  channels: string;
  paths: string;
  charset_input: string | null;
  charset_output: string | null;
  options: string;
  enabled: number | boolean;
  revision: number;
  created_at: number | string;
  updated_at: number | string;
}

const TABLE = 'devices_devices';
const LINKS = 'devices_device_programs';
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The record fields a driver's options schema may name; the rest of its options come from `options`. */

export class DeviceStore implements DeviceRecords {
  /** devices whose record cannot run (options missing or invalid): why */
  private readonly problems = new Map<number, string>();
  /**
   * What else goes with a device (its story templates): runs inside the deletion's transaction and
   * returns what to announce once it has committed.
   */
  onRemove: ((trx: Knex.Transaction, deviceId: number) => Promise<() => void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly registry: DeviceRegistry,
    private readonly programs: ProgramsService,
    private readonly live: LiveBus,
    private readonly logger: Logger,
  ) {}

  private toDevice(r: Row, programIds: number[]): Device {
    return {
      id: Number(r.id),
      name: r.name,
      kind: r.kind as Device['kind'],
      protocol: r.protocol as Device['protocol'],
      vendor: r.vendor,
      driver: r.driver,
      mosId: r.mos_id,
      host: r.host,
      lowerPort: num(r.lower_port),
      upperPort: num(r.upper_port),
      plugin: r.plugin as Device['plugin'],
      pluginUrl: r.plugin_url,
      channels: JSON.parse(r.channels),
      paths: JSON.parse(r.paths),
      charsetInput: r.charset_input,
      charsetOutput: r.charset_output,
      options: JSON.parse(r.options),
      enabled: !!r.enabled,
      programIds,
      revision: Number(r.revision),
      createdAt: new Date(Number(r.created_at)).toISOString(),
      updatedAt: new Date(Number(r.updated_at)).toISOString(),
    };
  }

  private async links(ids: number[], q: Knex | Knex.Transaction = this.db.knex): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (!ids.length) return out;
    for (const l of await q(LINKS).whereIn('device_id', ids).orderBy('program_id')) out.get(Number(l.device_id))?.push(Number(l.program_id));
    return out;
  }

  async list(): Promise<Device[]> {
    const rows: Row[] = await this.db.knex(TABLE).orderBy('name');
    const links = await this.links(rows.map((r) => Number(r.id)));
    return rows.map((r) => this.toDevice(r, links.get(Number(r.id)) ?? []));
  }

  async get(id: number, q: Knex | Knex.Transaction = this.db.knex): Promise<Device> {
    const r: Row | undefined = await q(TABLE).where('id', id).first();
    if (!r) throw new NotFoundError('No such device', DEVICE_ERRORS.notFound);
    return this.toDevice(r, (await this.links([id], q)).get(id) ?? []);
  }

  async forProgram(programId: number): Promise<Device[]> {
    const linked = (await this.db.knex(LINKS).where('program_id', programId).select('device_id')).map((r: { device_id: number }) => Number(r.device_id));
    let defaults: number[] = [];
    try {
      const p = await this.programs.get(programId);
      defaults = [p.cgDeviceId, p.playoutDeviceId].filter((x): x is number => typeof x === 'number');
    } catch (e) {
      if (!(e instanceof LaudaError && e.status === 404)) throw e;
    }
    const ids = [...new Set([...linked, ...defaults])];
    return (await this.list()).filter((d) => ids.includes(d.id) && d.enabled);
  }

  withStatus(d: Device): DeviceWithStatus {
    return { ...d, status: this.statusOf(d) };
  }

  statusOf(d: Device): DeviceStatus | null {
    const s = this.registry.status(d.id);
    if (s) return s;
    const problem = this.problems.get(d.id);
    if (problem) return { connected: false, lastError: problem, since: d.updatedAt };
    if (!d.driver) return { connected: false, lastError: `no driver for protocol ${d.protocol} is installed`, since: d.updatedAt };
    return null;
  }

  /** The driver id for a record: the one named, else the first installed driver of its protocol and kind. */
  private driverFor(input: DeviceInput): string | null {
    if (input.driver) {
      if (!this.registry.driver(input.driver)) throw new BadRequestError(`There is no device driver "${input.driver}"`, { issues: [{ field: 'driver', message: 'unknown driver' }] }, DEVICE_ERRORS.noDriver);
      return input.driver;
    }
    const fit = this.registry.drivers().filter((d) => d.protocol === input.protocol);
    return (fit.find((d) => d.kinds.includes(input.kind)) ?? fit[0])?.id ?? null;
  }

  /** What the driver gets: the common fields its schema names, then the record's own options. */
  driverOptions(d: Pick<Device, 'driver' | 'options'> & Partial<Record<(typeof COMMON_OPTIONS)[number], unknown>>): Record<string, unknown> {
    const info = d.driver ? this.registry.driver(d.driver) : undefined;
    const props = info?.options.properties ?? {};
    const out: Record<string, unknown> = {};
    for (const k of COMMON_OPTIONS) if (k in props && d[k] !== null && d[k] !== undefined) out[k] = d[k];
    return { ...d.options, ...out };
  }

  private async checkPrograms(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const known = new Set((await this.programs.list()).map((p) => p.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw new BadRequestError(`Unknown programs: ${unknown.join(', ')}`, { issues: [{ field: 'programIds', message: `unknown program ${unknown.join(', ')}` }] }, DEVICE_ERRORS.unknownProgram);
  }

  private rowOf(input: DeviceInput, driver: string | null) {
    return {
      name: input.name, kind: input.kind, protocol: input.protocol, vendor: input.vendor ?? null, driver,
      mos_id: input.mosId ?? null, host: input.host ?? null, lower_port: input.lowerPort ?? null, upper_port: input.upperPort ?? null,
      plugin: input.plugin, plugin_url: input.pluginUrl ?? null,
      channels: JSON.stringify(input.channels), paths: JSON.stringify(input.paths),
      charset_input: input.charsetInput ?? null, charset_output: input.charsetOutput ?? null,
      options: JSON.stringify(input.options), enabled: input.enabled,
    };
  }

  private async nameFree(name: string, except: number | null, trx: Knex.Transaction): Promise<void> {
    const q = trx(TABLE).whereRaw('LOWER(name) = ?', [name.toLowerCase()]);
    if (except !== null) q.whereNot('id', except);
    if (await q.first()) throw new ConflictError(`A device named "${name}" exists already`, DEVICE_ERRORS.nameInUse);
  }

  private publish(op: 'CREATE' | 'UPDATE' | 'DELETE', id: number, device: DeviceWithStatus | null, by: string | null): void {
    this.live.publish(DEVICES_TOPIC, op, id, { deviceId: id, event: 'record', device }, { by })
      .catch((e) => this.logger.warn('devices: publish failed', { error: (e as Error).message }));
  }

  /** `create` of unchecked input (dependents' demo data): refused as `POST /api/devices` would be. */
  createRecord = (input: Record<string, unknown>, by: string | null): Promise<Device> => this.create(deviceInput.parse(input), by);

  async create(input: DeviceInput, by: string | null): Promise<DeviceWithStatus> {
    const driver = this.driverFor(input);
    await this.checkPrograms(input.programIds);
    const now = Date.now();
    const id = await this.db.transaction(async (trx) => {
      await this.nameFree(input.name, null, trx);
      const [newId] = await trx(TABLE).insert({ ...this.rowOf(input, driver), revision: 1, created_at: now, updated_at: now });
      const deviceId = Number(newId);
      if (input.programIds.length) await trx(LINKS).insert([...new Set(input.programIds)].map((p) => ({ device_id: deviceId, program_id: p })));
      return deviceId;
    });
    const d = await this.get(id);
    await this.run(d);
    const out = this.withStatus(d);
    this.publish('CREATE', id, out, by);
    return out;
  }

  async update(id: number, input: DeviceInput, by: string | null): Promise<DeviceWithStatus> {
    const driver = this.driverFor(input);
    await this.checkPrograms(input.programIds);
    await this.db.transaction(async (trx) => {
      const before = await this.get(id, trx);
      if (input.revision !== undefined && input.revision !== before.revision) {
        throw new PreconditionFailedError(`The device was changed meanwhile (revision ${before.revision}, not ${input.revision})`, 'device.staleRevision', { revision: before.revision });
      }
      await this.nameFree(input.name, id, trx);
      await trx(TABLE).where('id', id).update({ ...this.rowOf(input, driver), revision: before.revision + 1, updated_at: Date.now() });
      await trx(LINKS).where('device_id', id).delete();
      if (input.programIds.length) await trx(LINKS).insert([...new Set(input.programIds)].map((p) => ({ device_id: id, program_id: p })));
    });
    const d = await this.get(id);
    await this.run(d);
    const out = this.withStatus(d);
    this.publish('UPDATE', id, out, by);
    return out;
  }

  /** A device linked to a program cannot be deleted (spec 001 §5). */
  async remove(id: number, by: string | null): Promise<void> {
    const announce = await this.db.transaction(async (trx) => {
      const d = await this.get(id, trx);
      const defaults = await this.programs.usingDevice(id, trx);
      const programIds = [...new Set([...d.programIds, ...defaults])].sort((a, b) => a - b);
      if (programIds.length) throw new RuleRefusedError('A device linked to a program cannot be deleted', DEVICE_ERRORS.linkedToProgram, { programIds });
      const after = this.onRemove ? await this.onRemove(trx, id) : () => {};
      await trx(LINKS).where('device_id', id).delete();
      await trx(TABLE).where('id', id).delete();
      return after;
    });
    this.problems.delete(id);
    await this.registry.remove(id);
    this.publish('DELETE', id, null, by);
    announce();
  }

  /** Starts, restarts or stops the device's driver instance to match its record. */
  async run(d: Device): Promise<void> {
    this.problems.delete(d.id);
    if (!d.driver) {
      await this.registry.remove(d.id);
      return;
    }
    try {
      await this.registry.configure({ id: d.id, name: d.name, driver: d.driver, options: this.driverOptions(d), enabled: d.enabled });
    } catch (e) {
      if (!(e instanceof LaudaError && e.status === 400)) throw e;
      // an incomplete record is kept; it runs once its options are complete
      await this.registry.remove(d.id);
      const issues = ((e.details as { issues?: { field: string; message: string }[] })?.issues ?? []).map((i) => `${i.field.replace(/^options\./, '')} ${i.message}`);
      this.problems.set(d.id, `not enough information to connect: ${issues.join('; ') || e.message}`);
    }
  }

  /** At start: every device record gets its instance. */
  async startAll(): Promise<void> {
    for (const d of await this.list()) {
      try {
        await this.run(d);
      } catch (e) {
        this.logger.error('device did not start', { deviceId: d.id, error: (e as Error).message });
      }
    }
  }
}
