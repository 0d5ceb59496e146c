/**
 * One II device as the kernel holds it: its connection, the templates it lists (or the options'),
 * its status, and the actions, credits going through IiCredits.
 */
import {
  RuleRefusedError, TrafficLog,
  type CreditItem, type DeviceContext, type DeviceInstance, type DeviceStatus, type DeviceTemplate,
} from '@lauda/sdk/device';
import { IiConnection, type Settled } from './connection.js';
import { IiCredits } from './credits.js';
import { II_DEFAULTS, settleOptions, type IiDeviceOptions } from './options.js';
import { cleanValue, encodeCommand, type IiCommand } from './protocol.js';
import { II_MESSAGE_KEYS } from './templates.js';

/** The instance the kernel holds, with its connection for tests. */
export interface IiDeviceInstance extends DeviceInstance {
  readonly connection: IiConnection;
  listTemplates(): Promise<DeviceTemplate[]>;
  sendCredits(credits: CreditItem[]): Promise<void>;
  whenIdle(timeoutMs?: number): Promise<void>;
}

export function createIiInstance(ctx: Pick<DeviceContext, 'name' | 'log' | 'setStatus' | 'emit'>, input: IiDeviceOptions): IiDeviceInstance {
  const o: IiDeviceOptions = { ...II_DEFAULTS, ...input } as IiDeviceOptions;
  const s = settleOptions(o);
  const log = new TrafficLog(o.trafficLogSize);
  const conn = new IiConnection({
    host: o.host, port: o.lowerPort, replyTimeoutMs: o.replyTimeoutMs, connectTimeoutMs: o.connectTimeoutMs, maxAttempts: o.maxAttempts,
    reconnectDelayMs: o.reconnectDelayMs, reconnectMaxDelayMs: Math.max(o.reconnectMaxDelayMs, o.reconnectDelayMs), encode: s.encode,
    charsetInput: s.charsetInput, log, probe: o.templateQuery ? { kind: 'listTemplates' } : null,
    setup: o.messageDirectory ? [{ kind: 'directory', path: o.messageDirectory }] : [],
  });
  const deadline = Math.max(1000, o.replyTimeoutMs * o.maxAttempts + o.connectTimeoutMs);

  let deviceTemplates: DeviceTemplate[] | null = null;
  /** why the device's own list is not used */
  let listing: string | null = o.templateQuery ? null : 'not asked (templateQuery off)';
  let lastRefusal: string | null = null;
  let reported: { connected: boolean; lastError: string | null } | null = null;
  let since = new Date().toISOString();

  /** Sends and waits: ACK gives the answer, anything else throws the device's reason. */
  const ask = async (cmd: IiCommand, after?: number): Promise<Settled> => {
    const r = await conn.request(cmd, deadline, after);
    if (r.outcome === 'ACK') return r;
    const { text } = encodeCommand(cmd, s.encode);
    throw new Error(r.outcome === 'NACK' ? `${ctx.name} refused ${text}: ${r.code} ${r.detail}` : `${ctx.name}: ${text} not done: ${r.detail}`);
  };
  const credits = new IiCredits(o, { name: ctx.name, connection: conn, ask, clean: (v) => cleanValue(v, s.encode), takeKeys: s.takeKeys });

  const known = (): DeviceTemplate[] | null => deviceTemplates ?? (s.templates.length ? s.templates : null);
  const templateSource = () => (deviceTemplates ? 'device' : s.templates.length ? 'options' : null);

  const current = (): Omit<DeviceStatus, 'since'> => {
    const connected = conn.isAlive;
    return {
      connected,
      lastError: connected ? null : !conn.isRunning ? 'stopped' : (conn.lastError ?? `connecting to ${o.host}:${o.lowerPort}`),
      detail: {
        host: o.host, port: o.lowerPort, charsetOutput: s.charsetOutput, charsetInput: s.charsetInput, fillMode: o.fillMode, frameBuffer: o.frameBuffer,
        queued: conn.backlog, waitingFor: conn.pending, lastAnswerAt: conn.lastAnswerAt, banner: conn.banner, connects: conn.connects,
        templateSource: templateSource(), templates: known()?.length ?? 0, ...(listing ? { templateListing: listing } : {}),
        prepared: credits.waiting, onAir: credits.onAir, lastRefusal,
      },
    };
  };
  const report = () => {
    const st = current();
    if (reported && reported.connected === st.connected && reported.lastError === st.lastError) return;
    reported = { connected: st.connected, lastError: st.lastError };
    since = new Date().toISOString();
    ctx.setStatus(st);
  };

  const useDeviceList = (templates: DeviceTemplate[]) => {
    deviceTemplates = templates;
    listing = null;
    ctx.emit('templates', { templates });
  };
  conn.on('change', report);
  conn.on('probed', (r) => {
    if (r.outcome === 'ACK') useDeviceList(r.templates);
    else if (r.outcome === 'NACK') {
      listing = `the device refused the template query (${r.code}: ${r.detail})`;
      if (s.templates.length) ctx.emit('templates', { templates: s.templates });
    }
  });
  conn.on('delivery', (d) => {
    // a take skipped because its fill failed keeps the fill's refusal as the one shown
    if (d.outcome !== 'ACK' && !d.detail?.startsWith('not sent:')) {
      lastRefusal = `${d.messageType} #${d.messageId} ${d.outcome === 'NACK' ? 'refused' : 'given up'}: ${d.detail ?? ''}`.trim();
      ctx.log.warn('II command not done', { ...d });
    }
    ctx.emit('delivery', d);
  });
  conn.on('protocolError', (e) => ctx.emit('protocolError', e));

  const fromOptions = (reason: string): DeviceTemplate[] => {
    if (s.templates.length) return s.templates;
    throw new RuleRefusedError(`${reason}; list its templates in the device's "templates" option`, II_MESSAGE_KEYS.unsupported, { reason });
  };

  async function listTemplates(): Promise<DeviceTemplate[]> {
    if (!o.templateQuery) return fromOptions(`${ctx.name} is not asked for its templates`);
    if (!conn.isAlive && known()) return known()!;
    const r = await conn.request({ kind: 'listTemplates' }, conn.isAlive ? deadline : o.connectTimeoutMs + o.replyTimeoutMs);
    if (r.outcome === 'ACK') {
      useDeviceList(r.templates);
      return r.templates;
    }
    if (r.outcome === 'NACK') {
      listing = `the device refused the template query (${r.code}: ${r.detail})`;
      return fromOptions(`${ctx.name} does not list its templates (${r.code}: ${r.detail})`);
    }
    if (known()) return known()!;
    throw new RuleRefusedError(`The CG device ${ctx.name} did not answer: ${r.detail}`, II_MESSAGE_KEYS.communicationFailed, { host: o.host, port: o.lowerPort });
  }

  async function sendCredits(items: CreditItem[]): Promise<void> {
    if (!items.length) return;
    let list = known();
    if (!list && o.templateQuery && conn.isAlive) list = await listTemplates().catch(() => null);
    credits.queue(items, list);
  }

  const payloadOf = (payload: unknown) => (payload && typeof payload === 'object' ? payload as Record<string, unknown> : {});

  const instance: IiDeviceInstance = {
    connection: conn,
    async connect() {
      conn.start();
      report();
    },
    async disconnect() {
      await conn.stop();
      report();
    },
    status: (): DeviceStatus => ({ ...current(), since }),
    async run(action, payload) {
      const p = payloadOf(payload);
      switch (action) {
        case 'listTemplates':
          return listTemplates();
        case 'readTemplate': {
          const code = String(p.templateCode ?? '').trim();
          if (!code) throw new Error('readTemplate needs { templateCode }');
          const r = await ask({ kind: 'readTemplate', template: code });
          if (!r.templates[0]) throw new Error(`${ctx.name} answered no template for ${code}`);
          return r.templates[0];
        }
        case 'sendCredits': {
          if (!Array.isArray(p.credits)) throw new Error('sendCredits needs { credits: [{ templateCode, fields: [{ name, value }] }] }');
          await sendCredits(p.credits as CreditItem[]);
          return { queued: p.credits.length, prepared: credits.waiting };
        }
        case 'take':
          return credits.take(p);
        case 'cue':
          return credits.cue(p);
        case 'clear':
          await ask({ kind: 'keys', keys: s.clearKeys });
          credits.onAir = null;
          return { cleared: true };
        case 'macro': {
          const script = String(p.script ?? '');
          if (!script.trim()) throw new Error('macro needs { script }');
          await ask({ kind: 'macro', script });
          return { done: true };
        }
        default:
          throw new Error(`the II driver has no action "${action}"`);
      }
    },
    listTemplates,
    sendCredits,
    trafficLog: (opts) => log.list(opts),
    whenIdle: (timeoutMs) => conn.whenIdle(timeoutMs),
  };
  return instance;
}
