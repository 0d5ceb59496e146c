/**
 * The MOS driver: Lauda as the newsroom system (NCS) of MOS 2.8.5 devices (playout, CG, MAM,
 * prompters, closed caption), profiles 0, 1, 2, 3 and 4 over TCP.
 *
 * Driver-wide settings (config `devices.drivers.mos.settings`, else the environment):
 * `ncsId` (LAUDA_MOS_NCS_ID, default LAUDA), `lowerPort` (LAUDA_MOS_LOWER_PORT, 10540),
 * `upperPort` (LAUDA_MOS_UPPER_PORT, 10541), `host` to listen on (LAUDA_MOS_HOST, all).
 */
import net from 'node:net';
import {
  defineDeviceDriver, missingOptions, MOS_ACTIONS,
  type ConnectionTestResult, type DeviceContext, type DeviceInstance, type DeviceStatus, type ElementRef, type JSONSchema,
  type MosAction, type RunningOrder,
} from '@lauda/sdk/device';
import { MOS_DEFAULTS, type MosDeviceOptions, type MosNcsSettings } from './model/index.js';
import { MosNcsConnection } from './connector/device-connection.js';
import { MosMediaRequests } from './connector/media.js';
import { MosFrameDecoder, encodeMessage } from './protocol/framing.js';
import { buildHeartbeat, envelope, parseMessage } from './protocol/messages.js';

export const MOS_DRIVER_ID = 'mos';

const port = (title: string, def: number): JSONSchema => ({ type: 'integer', title, minimum: 1, maximum: 65535, default: def });
const ms = (title: string, def: number, min: number): JSONSchema => ({ type: 'integer', title, minimum: min, maximum: 600_000, default: def });
const flag = (title: string, description: string, def = false): JSONSchema => ({ type: 'boolean', title, description, default: def });

export const mosOptionsSchema: JSONSchema = {
  type: 'object',
  title: 'MOS device',
  properties: {
    mosId: { type: 'string', title: 'MOS id', description: 'the device\'s MOS id, e.g. playout.newsroom.example' },
    host: { type: 'string', title: 'Host', description: 'name or address of the device' },
    lowerPort: port('Lower port', MOS_DEFAULTS.lowerPort),
    upperPort: port('Upper port', MOS_DEFAULTS.upperPort),
    heartbeatIntervalMs: ms('Heartbeat interval (ms)', 5000, 100),
    ackTimeoutMs: ms('Answer timeout (ms)', 5000, 50),
    retries: { type: 'integer', title: 'Sends before reconnecting', minimum: 1, maximum: 20, default: 3 },
    maxAttempts: { type: 'integer', title: 'Attempts before giving a message up (0: never)', minimum: 0, maximum: 1000, default: 10 },
    reconnectDelayMs: ms('Reconnect delay (ms)', 2000, 50),
    trafficLogSize: { type: 'integer', title: 'Messages kept in the traffic log', minimum: 10, maximum: 100_000, default: 1000 },
    logHeartbeats: flag('Log heartbeats', 'keep heartbeats in the traffic log too'),
    playOnly: flag('Only PLAY', 'never send STOP (systems that stop an item when the next plays)'),
    singleStoryMove: flag('One story per move', 'devices that refuse moving several stories at once'),
    legacyStoryMessages: flag('roStory… messages', 'use roStoryInsert/Replace/Move/Delete/Swap instead of roElementAction'),
    sendStoryBodies: flag('Send story text', 'roStorySend for every story (prompters, closed caption)'),
    replaceExisting: flag('roReplace for known running orders', 'send roReplace instead of roCreate when the device has the running order', true),
    objActionNew: flag('Create with mosReqObjAction', 'ask for new objects with mosReqObjAction NEW instead of mosObjCreate'),
  },
  required: ['mosId', 'host'],
  additionalProperties: false,
};

/** NCS identity and listening ports from the driver settings, then the environment, then the defaults. */
export function ncsSettings(settings: Record<string, unknown>, env: Readonly<Record<string, string | undefined>>): MosNcsSettings {
  const num = (v: unknown, fallback: number) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isInteger(n) && n >= 0 && n <= 65535 ? n : fallback;
  };
  return {
    ncsId: String(settings.ncsId ?? env.LAUDA_MOS_NCS_ID ?? MOS_DEFAULTS.ncsId),
    lowerPort: num(settings.lowerPort ?? env.LAUDA_MOS_LOWER_PORT, MOS_DEFAULTS.lowerPort),
    upperPort: num(settings.upperPort ?? env.LAUDA_MOS_UPPER_PORT, MOS_DEFAULTS.upperPort),
    host: (settings.host as string | undefined) ?? env.LAUDA_MOS_HOST ?? undefined,
    maxMessageBytes: settings.maxMessageBytes !== undefined ? Number(settings.maxMessageBytes) : undefined,
  };
}

/** The instance the kernel holds, with the connection for tests and benchmarks. */
export interface MosDeviceInstance extends DeviceInstance {
  readonly connection: MosNcsConnection;
}

export function createMosInstance(ctx: Pick<DeviceContext, 'log' | 'setStatus' | 'emit' | 'settings' | 'env'>, options: MosDeviceOptions): MosDeviceInstance {
  const conn = new MosNcsConnection(ncsSettings(ctx.settings, ctx.env), options, ctx.log);
  const media = new MosMediaRequests({ ask: conn.ask, objActionNew: conn.options.objActionNew });
  let since = new Date().toISOString();
  conn.on('status', (s) => {
    since = new Date().toISOString();
    ctx.setStatus(s);
  });
  conn.on('elementStatus', (s) => ctx.emit('elementStatus', s));
  conn.on('media', (m) => ctx.emit('media', m));
  conn.on('templates', (t) => ctx.emit('templates', t));
  conn.on('delivery', (d) => ctx.emit('delivery', d));
  conn.on('protocolError', (e) => ctx.emit('protocolError', e));

  const target = (payload: unknown): ElementRef => {
    const p = (payload ?? {}) as Partial<ElementRef>;
    if (typeof p.roId !== 'string' || !p.roId) throw new Error('the action needs { roId, storyId?, itemId? }');
    return { roId: p.roId, ...(p.storyId ? { storyId: String(p.storyId) } : {}), ...(p.itemId ? { itemId: String(p.itemId) } : {}) };
  };

  return {
    connection: conn,
    connect: () => conn.start(),
    disconnect: () => conn.stop(),
    status: (): DeviceStatus => ({ ...conn.status(), since }),
    async run(action, payload) {
      if ((MOS_ACTIONS as readonly string[]).includes(action)) return conn.runAction(action as MosAction, target(payload));
      switch (action) {
        case 'reqMachInfo':
          return conn.requestMachineInfo();
        case 'roReq':
          return conn.requestRunningOrder(target(payload).roId);
        case 'mosReqAll':
          return conn.requestAllObjects();
        case 'mosReqObj':
          return conn.requestObject(String((payload as { objId?: unknown })?.objId ?? ''));
        default:
          throw new Error(`the MOS driver has no action "${action}"`);
      }
    },
    sendRunningOrder: async (ro: RunningOrder) => conn.sendRunningOrder(ro),
    updateRunningOrder: async (ro: RunningOrder) => void conn.updateRunningOrder(ro),
    deleteRunningOrder: async (roId: string) => conn.deleteRunningOrder(roId),
    readyToAir: async (roId, ready) => conn.readyToAir(roId, ready),
    sendStory: async (roId, story) => conn.sendStory(roId, story),
    runMosAction: async (action, t) => void conn.runAction(action, t),
    requestMedia: () => conn.requestAllObjects(),
    async searchMedia(q) {
      const text = (q.text ?? '').toLowerCase();
      const all = conn.media().filter((o) => !text || [o.objId, o.slug, o.abstract ?? '', o.description ?? ''].some((x) => x.toLowerCase().includes(text)));
      return { data: all.slice(q.page * q.size, (q.page + 1) * q.size), total: all.length };
    },
    // profile 3
    searchableSchemas: (user) => media.searchableSchemas(user),
    findMedia: (q) => media.findMedia(q),
    createMedia: (d) => media.createMedia(d),
    updateMedia: (objId, d) => media.updateMedia(objId, d),
    listTemplates: async () => conn.media().filter((o) => (o.type ?? '').toUpperCase() === 'CG').map((o) => ({ code: o.objId, name: o.slug, fields: [] })),
    trafficLog: (o) => conn.log.list(o),
    whenIdle: (timeoutMs) => conn.whenIdle(timeoutMs),
  };
}

/** Opens both ports of a device, sends a heartbeat on each and waits for the answers. */
export async function testMosConnection(options: Partial<MosDeviceOptions>, settings: Record<string, unknown>, env: Readonly<Record<string, string | undefined>>, timeoutMs = 3000): Promise<ConnectionTestResult> {
  const missing = missingOptions(mosOptionsSchema, options as Record<string, unknown>);
  if (missing.length) return { ok: false, code: 'device.notEnoughInformation', message: `Not enough information for a connection test: ${missing.join(', ')}`, missing };
  const ncsId = ncsSettings(settings, env).ncsId;
  const probe = (p: number) => new Promise<void>((resolve, reject) => {
    const s = net.connect({ host: options.host!, port: p });
    const decoder = new MosFrameDecoder();
    const timer = setTimeout(() => fail(new Error(`no answer from port ${p} within ${timeoutMs} ms`)), timeoutMs);
    const fail = (e: Error) => {
      clearTimeout(timer);
      s.destroy();
      reject(e);
    };
    s.on('error', (e) => fail(new Error(`port ${p}: ${e.message}`)));
    s.on('connect', () => s.write(encodeMessage(envelope({ mosId: options.mosId!, ncsId }, 1, buildHeartbeat()))));
    s.on('data', (chunk) => {
      for (const f of decoder.push(chunk)) {
        if (!f.ok) continue;
        try {
          const m = parseMessage(f.xml);
          if (m.envelope.type === 'heartbeat') {
            clearTimeout(timer);
            s.destroy();
            resolve();
          } else fail(new Error(`port ${p} answered ${m.envelope.type}${m.envelope.type === 'mosAck' ? ' (is the NCS id known to the device?)' : ''}`));
        } catch (e) {
          fail(e as Error);
        }
      }
    });
  });
  try {
    await Promise.all([probe(options.lowerPort ?? MOS_DEFAULTS.lowerPort), probe(options.upperPort ?? MOS_DEFAULTS.upperPort)]);
    return { ok: true, code: 'device.testOk', message: `${options.mosId} answered on both MOS ports` };
  } catch (e) {
    return { ok: false, code: 'device.communicationFailed', message: `MOS communication failed: ${(e as Error).message}` };
  }
}

export default defineDeviceDriver<MosDeviceOptions>({
  id: MOS_DRIVER_ID,
  sdk: '^0.1.0',
  title: 'MOS 2.8.5 (TCP)',
  kind: ['PLAYOUT', 'CG', 'MAM', 'TP', 'CC'],
  protocol: 'MOS',
  options: mosOptionsSchema,
  capabilities: ['runningOrders', 'storyText', 'mosActions', 'templates', 'media', 'mediaSearch', 'mediaCreate', 'mediaUpdate', 'trafficLog'],
  actions: [
    { name: 'PLAY', description: 'a story or item goes on air (roElementStat PLAY)', payload: { type: 'object', properties: { roId: { type: 'string' }, storyId: { type: 'string' }, itemId: { type: 'string' } }, required: ['roId'] } },
    { name: 'STOP', description: 'a story or item leaves the air (roElementStat STOP)', payload: { type: 'object', properties: { roId: { type: 'string' }, storyId: { type: 'string' }, itemId: { type: 'string' } }, required: ['roId'] } },
    { name: 'BLANK', description: 'clears the status of a story or item (roElementStat BLANK)', payload: { type: 'object', properties: { roId: { type: 'string' }, storyId: { type: 'string' }, itemId: { type: 'string' } }, required: ['roId'] } },
    { name: 'reqMachInfo', description: 'asks the device who it is (listMachInfo)' },
    { name: 'roReq', description: 'asks the device for its copy of a running order', payload: { type: 'object', properties: { roId: { type: 'string' } }, required: ['roId'] } },
    { name: 'mosReqAll', description: 'asks the device for all its objects (media, templates)' },
    { name: 'mosReqObj', description: 'asks the device for one object', payload: { type: 'object', properties: { objId: { type: 'string' } }, required: ['objId'] } },
  ],
  create: (ctx, options) => createMosInstance(ctx, options),
  testConnection: (options, ctx) => testMosConnection(options, ctx.settings, ctx.env),
});
