/**
 * The II driver's options: their schema and defaults, and the checks the schema cannot make
 * (charsets, key bytes, templates), read once into what the instance uses.
 */
import { BadRequestError, type JSONSchema } from '@lauda/sdk/device';
import { charsetOf, II_CHARSETS, type IiCharset } from './charset.js';
import { encodeCommand, II_DEFAULT_PORT, parseKeys, type EncodeOptions } from './protocol.js';
import { templatesFromOptions } from './templates.js';

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

/** Options checked beyond the schema: charsets, key bytes, templates; throws a 400 naming the field. */
export function settleOptions(o: IiDeviceOptions) {
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

/** The options as the instance uses them. */
export type SettledOptions = ReturnType<typeof settleOptions>;
