/**
 * The Intelligent Interface driver: Chyron character generators (Lyric, and systems that speak
 * its II protocol) over TCP. Lists the device's templates, fills a template's fields from a story's
 * CG items (W), takes them to air (V\5\3), clears (Y key strokes), runs macros (E).
 *
 * The device record's `host` and `lowerPort` are the II host and port (23 by default); its
 * `charsetOutput` and `charsetInput` the 8-bit or UTF-8 charset of the text. See README.md.
 */
import net from 'node:net';
import {
  BadRequestError, defineDeviceDriver, missingOptions, RuleRefusedError,
  type ConnectionTestResult, type CreditItem, type DeviceContext, type DeviceInstance, type DeviceStatus, type DeviceTemplate, type JSONSchema,
} from '@lauda/sdk/device';
import { charsetOf, II_CHARSETS, type IiCharset } from './charset.js';
import { IiConnection, type Settled } from './connection.js';
import { cleanValue, encodeCommand, II_DEFAULT_PORT, IiLineDecoder, parseKeys, parseReply, type EncodeOptions, type IiCommand } from './protocol.js';
import { creditValues, findTemplate, II_MESSAGE_KEYS, templatesFromOptions } from './templates.js';
import { TrafficLog } from '@lauda/sdk/device';

export const II_DRIVER_ID = 'ii';

/** One device's options, as the kernel hands them (defaults applied). */
export interface IiDeviceOptions {
  host: string;
  /** the II port (the record's lower port) */
  lowerPort: number;
  charsetOutput?: string;
  charsetInput?: string;
  replyTimeoutMs: number;
  connectTimeoutMs: number;
  maxAttempts: number;
  reconnectDelayMs: number;
  reconnectMaxDelayMs: number;
  frameBuffer: number;
  fillMode: 'write' | 'build';
  pageRangeStart: number;
  pageRangeSize: number;
  takeOnSend: boolean;
  takeKeys: string;
  clearKeys: string;
  backslashReplacement: string;
  emptyField: string;
  templateQuery: boolean;
  messageDirectory?: string;
  templates?: unknown;
  trafficLogSize: number;
}

export const II_DEFAULTS = {
  lowerPort: II_DEFAULT_PORT, charsetOutput: 'latin1', replyTimeoutMs: 5000, connectTimeoutMs: 5000, maxAttempts: 3, reconnectDelayMs: 1000,
  reconnectMaxDelayMs: 30_000, frameBuffer: 1, fillMode: 'write', pageRangeStart: 9000, pageRangeSize: 500, takeOnSend: true, takeKeys: 'D5 F3',
  clearKeys: 'FE', backslashReplacement: '/', emptyField: ' ', templateQuery: true, trafficLogSize: 1000,
} as const;

const int = (title: string, def: number, minimum: number, maximum: number, description?: string): JSONSchema => ({ type: 'integer', title, minimum, maximum, default: def, ...(description ? { description } : {}) });
const text = (title: string, def: string | undefined, description: string): JSONSchema => ({ type: 'string', title, description, ...(def !== undefined ? { default: def } : {}) });
const flag = (title: string, description: string, def: boolean): JSONSchema => ({ type: 'boolean', title, description, default: def });

export const iiOptionsSchema: JSONSchema = {
  type: 'object',
  title: 'Chyron Intelligent Interface device',
  properties: {
    host: { type: 'string', title: 'Host', description: 'name or address of the CG (Lyric) machine' },
    lowerPort: int('Port', II_DEFAULTS.lowerPort, 1, 65535, 'the Intelligent Interface TCP port (Lyric: 23, telnet)'),
    charsetOutput: text('Charset sent', II_DEFAULTS.charsetOutput, `text sent to the device: ${II_CHARSETS.join(', ')} (also ISO-8859-1, cp1252, UTF-8)`),
    charsetInput: text('Charset read', undefined, 'answers from the device; the charset sent when empty'),
    replyTimeoutMs: int('Answer timeout (ms)', II_DEFAULTS.replyTimeoutMs, 50, 600_000),
    connectTimeoutMs: int('Connection timeout (ms)', II_DEFAULTS.connectTimeoutMs, 50, 600_000),
    maxAttempts: int('Sends before giving a command up', II_DEFAULTS.maxAttempts, 1, 100),
    reconnectDelayMs: int('First reconnect delay (ms)', II_DEFAULTS.reconnectDelayMs, 10, 600_000, 'doubled after each failed attempt'),
    reconnectMaxDelayMs: int('Longest reconnect delay (ms)', II_DEFAULTS.reconnectMaxDelayMs, 10, 3_600_000),
    frameBuffer: int('Frame buffer', II_DEFAULTS.frameBuffer, 0, 9, 'where credits are read to air (Lyric: 1 or 2; 0 is the VGA canvas)'),
    fillMode: { type: 'string', title: 'Fill mode', enum: ['write', 'build'], default: II_DEFAULTS.fillMode, description: 'write: W into a message page, then read it to air (V\\5\\3); build: V\\5\\13 into the frame buffer, then the take keys (automation-style CGs)' },
    pageRangeStart: int('First message page for credits', II_DEFAULTS.pageRangeStart, 1, 99_999_998, 'filled credits are kept on pages from here on; keep it above the pages of your own graphics'),
    pageRangeSize: int('Message pages for credits', II_DEFAULTS.pageRangeSize, 1, 100_000, 'pages are reused in turn'),
    takeOnSend: flag('Take on send', 'send credits straight to air in order; off: prepare them and take each with the take action', II_DEFAULTS.takeOnSend),
    takeKeys: text('Take keys (hex)', II_DEFAULTS.takeKeys, 'Y key bytes that play what was built (build mode)'),
    clearKeys: text('Clear keys (hex)', II_DEFAULTS.clearKeys, 'Y key bytes that clear the output'),
    backslashReplacement: text('Backslash stands for', II_DEFAULTS.backslashReplacement, 'a backslash separates II fields and cannot be sent inside a value'),
    emptyField: text('Empty field', II_DEFAULTS.emptyField, 'sent for an empty value (two backslashes in a row end a command)'),
    templateQuery: flag('Ask the device for its templates', 'Z\\T (Lauda extension, answered by the Lauda simulator); a device that refuses it uses the templates below', II_DEFAULTS.templateQuery),
    messageDirectory: text('Message directory', undefined, 'sent with M\\ on every connection (Lyric drive/directory of the messages)'),
    templates: { type: 'array', title: 'Templates', description: 'the device\'s templates when it cannot list them: [{ code, name, fields: [{ number, name, size }] }]', items: { type: 'object' } },
    trafficLogSize: int('Commands kept in the traffic log', II_DEFAULTS.trafficLogSize, 10, 100_000),
  },
  required: ['host', 'lowerPort'],
  additionalProperties: false,
};

/** What was prepared and waits for a take (takeOnSend off). */
interface Prepared {
  templateCode: string;
  page?: number;
  values?: string[];
  /** the W that filled the page (a take waits for it, and is not sent when it failed) */
  writeId?: number;
  /** why the fill was not done */
  refused?: string;
}

/** Options checked beyond the schema: charsets, key bytes, templates; throws a 400 naming the field. */
function settle(o: IiDeviceOptions) {
  const issues: { field: string; message: string }[] = [];
  const check = <T>(field: string, f: () => T): T | undefined => {
    try {
      return f();
    } catch (e) {
      issues.push({ field: `options.${field}`, message: (e as Error).message });
      return undefined;
    }
  };
  const cs = (field: string, name: string | undefined, fallback: IiCharset) => check(field, () => {
    if (name === undefined || name === null || name === '') return fallback;
    const c = charsetOf(name);
    if (!c) throw new Error(`unknown charset "${name}" (use ${II_CHARSETS.join(', ')})`);
    return c;
  });
  const charsetOutput = cs('charsetOutput', o.charsetOutput, 'latin1') ?? 'latin1';
  const charsetInput = cs('charsetInput', o.charsetInput, charsetOutput) ?? charsetOutput;
  const takeKeys = check('takeKeys', () => parseKeys(o.takeKeys ?? II_DEFAULTS.takeKeys));
  const clearKeys = check('clearKeys', () => parseKeys(o.clearKeys ?? II_DEFAULTS.clearKeys));
  const templates = check('templates', () => templatesFromOptions(o.templates)) ?? [];
  const backslashReplacement = o.backslashReplacement ?? II_DEFAULTS.backslashReplacement;
  const emptyField = o.emptyField === undefined || o.emptyField === '' ? II_DEFAULTS.emptyField : o.emptyField;
  if (/[\\\r\n]/.test(backslashReplacement)) issues.push({ field: 'options.backslashReplacement', message: 'cannot hold a backslash or a line break' });
  if (/[\\\r\n]/.test(emptyField)) issues.push({ field: 'options.emptyField', message: 'cannot hold a backslash or a line break' });
  if (o.messageDirectory) check('messageDirectory', () => encodeCommand({ kind: 'directory', path: o.messageDirectory! }));
  if (issues.length) throw new BadRequestError(`Invalid options for driver ii: ${issues.map((i) => `${i.field.replace(/^options\./, '')} ${i.message}`).join('; ')}`, { issues }, 'device.invalidOptions');
  const encode: EncodeOptions = { charset: charsetOutput, backslashReplacement, emptyField };
  return { charsetOutput, charsetInput, takeKeys: takeKeys!, clearKeys: clearKeys!, templates, encode };
}

/** The instance the kernel holds, with its connection for tests. */
export interface IiDeviceInstance extends DeviceInstance {
  readonly connection: IiConnection;
  listTemplates(): Promise<DeviceTemplate[]>;
  sendCredits(credits: CreditItem[]): Promise<void>;
  whenIdle(timeoutMs?: number): Promise<void>;
}

export function createIiInstance(ctx: Pick<DeviceContext, 'name' | 'log' | 'setStatus' | 'emit'>, input: IiDeviceOptions): IiDeviceInstance {
  const o: IiDeviceOptions = { ...II_DEFAULTS, ...input } as IiDeviceOptions;
  const s = settle(o);
  const log = new TrafficLog(o.trafficLogSize);
  const conn = new IiConnection({
    host: o.host, port: o.lowerPort, replyTimeoutMs: o.replyTimeoutMs, connectTimeoutMs: o.connectTimeoutMs, maxAttempts: o.maxAttempts,
    reconnectDelayMs: o.reconnectDelayMs, reconnectMaxDelayMs: Math.max(o.reconnectMaxDelayMs, o.reconnectDelayMs), encode: s.encode,
    charsetInput: s.charsetInput, log, probe: o.templateQuery ? { kind: 'listTemplates' } : null,
    setup: o.messageDirectory ? [{ kind: 'directory', path: o.messageDirectory }] : [],
  });
  const clean = (v: string) => cleanValue(v, s.encode);
  const deadline = Math.max(1000, o.replyTimeoutMs * o.maxAttempts + o.connectTimeoutMs);

  let deviceTemplates: DeviceTemplate[] | null = null;
  /** why the device's own list is not used */
  let listing: string | null = o.templateQuery ? null : 'not asked (templateQuery off)';
  let pageTurn = 0;
  const prepared: Prepared[] = [];
  let onAir: { templateCode?: string; page?: number; at: string } | null = null;
  let lastRefusal: string | null = null;
  let reported: { connected: boolean; lastError: string | null } | null = null;
  let since = new Date().toISOString();

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
        prepared: prepared.length, onAir, lastRefusal,
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

  /** Sends and waits: ACK gives the answer, anything else throws the device's reason. */
  const ask = async (cmd: IiCommand, after?: number): Promise<Settled> => {
    const r = await conn.request(cmd, deadline, after);
    if (r.outcome === 'ACK') return r;
    const { text } = encodeCommand(cmd, s.encode);
    throw new Error(r.outcome === 'NACK' ? `${ctx.name} refused ${text}: ${r.code} ${r.detail}` : `${ctx.name}: ${text} not done: ${r.detail}`);
  };

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

  const nextPage = () => o.pageRangeStart + (pageTurn++ % o.pageRangeSize);
  const aired = (p: Prepared) => (r: Settled) => {
    if (r.outcome === 'ACK') onAir = { templateCode: p.templateCode, ...(p.page !== undefined ? { page: p.page } : {}), at: new Date().toISOString() };
  };

  /** Queues what puts a prepared credit on air (build mode builds it first). */
  const queueTake = (p: Prepared): IiCommand[] => {
    if (p.page !== undefined) return [{ kind: 'read', buffer: o.frameBuffer, page: p.page, display: true }];
    return [{ kind: 'build', buffer: o.frameBuffer, template: p.templateCode, values: p.values ?? [] }, { kind: 'keys', keys: s.takeKeys }];
  };

  async function sendCredits(credits: CreditItem[]): Promise<void> {
    if (!credits.length) return;
    let list = known();
    if (!list && o.templateQuery && conn.isAlive) list = await listTemplates().catch(() => null);
    // every credit is checked before the first is queued: a bad list puts nothing on air
    const jobs = credits.map((c, i) => {
      const code = String(c.templateCode ?? '').trim();
      if (!code || /[\\\r\n]/.test(code)) throw new RuleRefusedError(`Credit ${i + 1} names no usable template code`, II_MESSAGE_KEYS.unknownTemplate, { index: i });
      const t = findTemplate(list, code);
      if (list && !t) {
        throw new RuleRefusedError(`Template "${code}"${c.templateName ? ` (${c.templateName})` : ''} is not on the CG device ${ctx.name}; it has ${list.map((x) => x.code).join(', ') || 'no templates'}`, II_MESSAGE_KEYS.unknownTemplate, { templateCode: code });
      }
      return { templateCode: t?.code ?? code, values: creditValues(c, t, clean) };
    });
    for (const j of jobs) {
      const p: Prepared = o.fillMode === 'write' ? { templateCode: j.templateCode, page: nextPage() } : { templateCode: j.templateCode, values: j.values };
      if (p.page !== undefined) {
        p.writeId = conn.enqueue({ kind: 'write', page: p.page, template: j.templateCode, values: j.values }, (r) => {
          if (r.outcome !== 'ACK') p.refused = r.code ? `${r.code} ${r.detail}` : (r.detail ?? r.outcome);
        });
      }
      if (!o.takeOnSend) {
        prepared.push(p);
        continue;
      }
      // each step only when the one before was done: a refused fill never airs what the page held before
      let prev = p.writeId;
      const cmds = queueTake(p);
      cmds.forEach((cmd, i) => {
        prev = conn.enqueue(cmd, i === cmds.length - 1 ? aired(p) : undefined, false, prev);
      });
    }
  }

  const payloadOf = (payload: unknown) => (payload && typeof payload === 'object' ? payload as Record<string, unknown> : {});
  const pageOf = (payload: unknown): number | undefined => {
    const v = payloadOf(payload).page;
    if (v === undefined || v === null || v === '') return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error('page must be a message number');
    return n;
  };

  async function take(payload: unknown) {
    const page = pageOf(payload);
    const p = page !== undefined ? { templateCode: String(payloadOf(payload).templateCode ?? ''), page } : prepared.shift();
    if (!p) throw new Error('nothing prepared to take: send credits first (takeOnSend off), or give { page }');
    if ('refused' in p && p.refused) throw new Error(`the fill of page ${p.page} (template ${p.templateCode}) was not done (${p.refused}); it is not taken`);
    const cmds = queueTake(p);
    for (const cmd of cmds.slice(0, -1)) await ask(cmd);
    aired(p)(await ask(cmds[cmds.length - 1]!, cmds.length === 1 ? p.writeId : undefined));
    return { page: p.page ?? null, templateCode: p.templateCode || null, prepared: prepared.length };
  }

  async function cue(payload: unknown) {
    const page = pageOf(payload);
    const p = page !== undefined ? { templateCode: '', page } : prepared[0];
    if (!p) throw new Error('nothing to cue: give { page } or prepare credits first');
    await ask(p.page !== undefined ? { kind: 'read', buffer: o.frameBuffer, page: p.page, display: false } : { kind: 'build', buffer: o.frameBuffer, template: p.templateCode, values: p.values ?? [] });
    return { page: p.page ?? null, templateCode: p.templateCode || null };
  }

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
          return { queued: p.credits.length, prepared: prepared.length };
        }
        case 'take':
          return take(payload);
        case 'cue':
          return cue(payload);
        case 'clear':
          await ask({ kind: 'keys', keys: s.clearKeys });
          onAir = null;
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

/**
 * Opens the II port and asks the template query: any II answer (done, an error code, template
 * lines) shows a device speaking II. Nothing is kept open.
 */
export async function testIiConnection(options: Partial<IiDeviceOptions>, timeoutMs = options.connectTimeoutMs ?? 3000): Promise<ConnectionTestResult> {
  const missing = missingOptions(iiOptionsSchema, options as Record<string, unknown>);
  if (missing.length) return { ok: false, code: 'device.notEnoughInformation', message: `Not enough information for a connection test: ${missing.join(', ')}`, missing };
  const host = String(options.host);
  const port = Number(options.lowerPort);
  const charset = charsetOf(options.charsetInput) ?? charsetOf(options.charsetOutput) ?? 'latin1';
  const fail = (message: string): ConnectionTestResult => ({ ok: false, code: 'device.communicationFailed', message: `Intelligent Interface communication failed: ${message}` });
  if (!Number.isInteger(port) || port < 1 || port > 65535) return fail(`port ${options.lowerPort} is not a TCP port`);
  return new Promise((resolve) => {
    const sock = net.connect({ host, port });
    const decoder = new IiLineDecoder(charset);
    let banner: string | null = null;
    const done = (r: ConnectionTestResult) => {
      clearTimeout(timer);
      sock.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => done(fail(`${host}:${port}: no ${sock.readyState === 'open' ? 'answer' : 'connection'} within ${timeoutMs} ms`)), timeoutMs);
    sock.on('error', (e) => done(fail(`${host}:${port}: ${e.message}`)));
    sock.on('connect', () => {
      if (options.templateQuery !== false) sock.write(encodeCommand({ kind: 'listTemplates' }).bytes);
      else setTimeout(() => done({ ok: true, code: 'device.testOk', message: `${host}:${port} accepted the connection${banner ? ` (${banner})` : ''}` }), Math.min(500, timeoutMs / 2));
    });
    sock.on('data', (chunk) => {
      for (const l of decoder.push(chunk)) {
        if (!l.ok) return done(fail(`${host}:${port} sent ${l.reason}`));
        const r = parseReply(l.text);
        if (r.kind === 'banner') banner = r.text;
        else if (r.kind === 'busy') return done(fail(`${host}:${port} says its Intelligent Interface port is in use by another client (${r.text})`));
        else if (r.kind === 'unknown') return done(fail(`${host}:${port} answered something that is not Intelligent Interface: ${r.text.slice(0, 80)}`));
        else if (r.kind === 'ok' || r.kind === 'error') return done({ ok: true, code: 'device.testOk', message: `${host}:${port} answered an Intelligent Interface command${banner ? ` (${banner})` : ''}` });
      }
    });
  });
}

export default defineDeviceDriver<IiDeviceOptions>({
  id: II_DRIVER_ID,
  sdk: '^0.1.0',
  title: 'Chyron Intelligent Interface (TCP)',
  kind: 'CG',
  protocol: 'II',
  options: iiOptionsSchema,
  capabilities: ['templates', 'credits', 'trafficLog'],
  actions: [
    { name: 'listTemplates', description: 'the device\'s templates with their fields (number, name, size)' },
    { name: 'readTemplate', description: 'one template\'s fields, asked of the device', payload: { type: 'object', properties: { templateCode: { type: 'string' } }, required: ['templateCode'] } },
    { name: 'sendCredits', description: 'fills templates from CG items and takes them in order (or prepares them)', payload: { type: 'object', properties: { credits: { type: 'array', items: { type: 'object' } } }, required: ['credits'] } },
    { name: 'take', description: 'reads a message page to air (V\\5\\3 … 1), or the next prepared credit', payload: { type: 'object', properties: { page: { type: 'integer' } } } },
    { name: 'cue', description: 'reads a message page into the frame buffer without showing it (Read Next)', payload: { type: 'object', properties: { page: { type: 'integer' } } } },
    { name: 'clear', description: 'clears the output (the clear keys, Y)' },
    { name: 'macro', description: 'runs a Lyric macro (E): VBScript lines separated by ~', payload: { type: 'object', properties: { script: { type: 'string' } }, required: ['script'] } },
  ],
  create: (ctx, options) => createIiInstance(ctx, options),
  testConnection: (options) => testIiConnection(options),
});
