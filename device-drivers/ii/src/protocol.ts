/**
 * Chyron Intelligent Interface (II): commands and replies, pure functions (no I/O).
 *
 * A command is one letter and its fields separated by backslashes, ended by two backslashes and a
 * line break: `W\9001\1001\Maria Silva\Reporter\\` CR LF. The device answers each command with one
 * line: `*` when done, or an error code in hexadecimal (`412C`: no such message). Lyric's telnet
 * server greets a client with a banner and refuses a second one ("… already in use").
 * The README names the public sources and what was chosen where they are silent.
 */
import type { DeviceTemplate } from '@lauda/sdk/device';
import { decodeText, encodeText, type IiCharset } from './charset.js';

/** Lyric's Intelligent Interface listens on the telnet port. */
export const II_DEFAULT_PORT = 23;
export const FIELD_SEPARATOR = '\\';
/** ends every command, before the line break */
export const COMMAND_END = '\\\\';
export const LINE_END = '\r\n';
/** Lyric refuses longer field data (error 4130) */
export const LYRIC_FIELD_LIMIT = 64;

/** What Lauda sends. */
export type IiCommand =
  /** W: fill a template message's fields and keep the result as message `page` */
  | { kind: 'write'; page: number; template: string; values: string[] }
  /** V\5\3\1: read a message into a frame buffer, on air (`display`) or prepared (Read Next) */
  | { kind: 'read'; buffer: number; page: number | string; display: boolean }
  /** V\5\13\1: build a template with its field data into a buffer, not shown yet */
  | { kind: 'build'; buffer: number; template: string; values: string[] }
  /** Y: key strokes, as bytes (play, clear, stop keys) */
  | { kind: 'keys'; keys: number[] }
  /** E: a macro (VBScript lines separated by ~) */
  | { kind: 'macro'; script: string }
  /** M: the message directory */
  | { kind: 'directory'; path: string }
  /** Z\T: the device's templates (Lauda extension, see README) */
  | { kind: 'listTemplates' }
  /** Z\F: one template's fields (Lauda extension) */
  | { kind: 'readTemplate'; template: string };

export interface EncodeOptions {
  charset: IiCharset;
  /** stands for a backslash inside a value (the field separator cannot travel) */
  backslashReplacement: string;
  /** sent for an empty value: two backslashes in a row would end the command */
  emptyField: string;
}

export const DEFAULT_ENCODE: EncodeOptions = { charset: 'latin1', backslashReplacement: '/', emptyField: ' ' };

/**
 * A value made safe for a field: line breaks become spaces, backslashes their replacement, other
 * control characters go, and an empty value becomes `emptyField`.
 */
export function cleanValue(value: string, o: Pick<EncodeOptions, 'backslashReplacement' | 'emptyField'> = DEFAULT_ENCODE): string {
  const v = String(value ?? '')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, ' ')
    .replace(/\\/g, o.backslashReplacement)
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\t/g, ' ');
  return v === '' ? o.emptyField : v;
}

/** A code or number field (message, template, path): refused rather than changed when unsafe. */
function token(value: string | number, what: string): string {
  const s = String(value);
  if (s === '' || /[\\\r\n\u0000-\u001f]/.test(s)) throw new IiProtocolError('badField', `${what} "${s}" cannot be sent: empty, or holds a backslash or a control character`);
  return s;
}

type Part = string | { keys: number[] };

function parts(cmd: IiCommand, o: EncodeOptions): { letter: string; fields: Part[] } {
  const values = (vs: string[]) => vs.map((v) => cleanValue(v, o));
  switch (cmd.kind) {
    case 'write':
      return { letter: 'W', fields: [token(cmd.page, 'message number'), token(cmd.template, 'template'), ...values(cmd.values)] };
    case 'read':
      return { letter: 'V', fields: ['5', '3', '1', token(cmd.buffer, 'frame buffer'), token(cmd.page, 'message number'), cmd.display ? '1' : '0'] };
    case 'build':
      return { letter: 'V', fields: ['5', '13', '1', token(cmd.buffer, 'frame buffer'), token(cmd.template, 'template'), '0', ...values(cmd.values)] };
    case 'keys':
      if (!cmd.keys.length || cmd.keys.some((k) => !Number.isInteger(k) || k < 1 || k > 255 || k === 0x5c || k === 0x0a || k === 0x0d)) {
        throw new IiProtocolError('badField', 'key bytes must be 1–255, not a backslash or a line break');
      }
      return { letter: 'Y', fields: [{ keys: cmd.keys }] };
    case 'macro':
      return { letter: 'E', fields: [cleanValue(cmd.script, o)] };
    case 'directory':
      return { letter: 'M', fields: [token(cmd.path, 'directory')] };
    case 'listTemplates':
      return { letter: 'Z', fields: ['T'] };
    case 'readTemplate':
      return { letter: 'Z', fields: ['F', token(cmd.template, 'template')] };
  }
}

const hex = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');

/** The command's bytes (in the device's charset; key strokes as raw bytes) and a readable copy for the log. */
export function encodeCommand(cmd: IiCommand, o: EncodeOptions = DEFAULT_ENCODE): { bytes: Buffer; text: string } {
  const { letter, fields } = parts(cmd, o);
  const chunks: Buffer[] = [Buffer.from(letter, 'latin1')];
  let text = letter;
  for (const f of fields) {
    chunks.push(Buffer.from(FIELD_SEPARATOR, 'latin1'));
    text += FIELD_SEPARATOR;
    if (typeof f === 'string') {
      chunks.push(encodeText(f, o.charset));
      text += f;
    } else {
      chunks.push(Buffer.from(f.keys));
      text += f.keys.map((k) => `<${hex(k)}>`).join('');
    }
  }
  chunks.push(Buffer.from(COMMAND_END + LINE_END, 'latin1'));
  return { bytes: Buffer.concat(chunks), text: text + COMMAND_END };
}

/** Key bytes from option text: `D5 F3`, `D5F3`, `<D5><F3>` or `0xFE`. */
export function parseKeys(text: string): number[] {
  const clean = text.replace(/0x/gi, '').replace(/[<>\s,]/g, '');
  if (!clean || clean.length % 2 || !/^[0-9a-f]+$/i.test(clean)) throw new IiProtocolError('badKeys', `"${text}" is not a list of hexadecimal bytes (e.g. "D5 F3")`);
  const keys = clean.match(/../g)!.map((h) => parseInt(h, 16));
  encodeCommand({ kind: 'keys', keys });
  return keys;
}

/* ------------------------------------------------------------------ replies */

export type IiReply =
  | { kind: 'ok' }
  | { kind: 'error'; code: string; message: string }
  /** the telnet server's greeting */
  | { kind: 'banner'; text: string }
  /** another client holds the port */
  | { kind: 'busy'; text: string }
  | { kind: 'template'; template: DeviceTemplate }
  | { kind: 'unknown'; text: string; reason: string };

/** Error codes a Lyric answers (the ones a newsroom system meets), in plain words. */
export const II_ERRORS: Record<string, string> = {
  '0009': 'object not found',
  '2040': 'the message page is in use',
  '40B3': 'the message directory does not exist',
  '412C': 'the message (template) does not exist',
  '412D': 'the message is not a template description',
  '412E': 'the field is not a field of the template',
  '4130': 'a field holds too much data',
  '4190': 'the command does not end with two backslashes',
  '4191': 'the command is not well formed',
  '4192': 'the operation is not valid',
  '4193': 'invalid machine id',
  '41C5': 'invalid frame buffer',
  '41D1': 'the device has no Intelligent Interface option',
  '41D4': 'invalid field number',
};

export function errorMessage(code: string): string {
  return II_ERRORS[code] ?? 'unknown error code';
}

/** `000041d7` and `41D7` are the same code. */
function normalizeCode(raw: string): string {
  const up = raw.toUpperCase();
  return up.length > 4 ? up.replace(/^0+/, '').padStart(4, '0') : up;
}

/** The template line of the Lauda extension: `T\code\name\number\field name\size\…\\`. */
export function encodeTemplateLine(t: DeviceTemplate, o: Pick<EncodeOptions, 'backslashReplacement' | 'emptyField'> = DEFAULT_ENCODE): string {
  const fields = t.fields.flatMap((f, i) => [String(f.number ?? i + 1), cleanValue(f.name, o), String(f.size ?? 0)]);
  return ['T', token(t.code, 'template'), cleanValue(t.name, o), ...fields].join(FIELD_SEPARATOR) + COMMAND_END;
}

function parseTemplateLine(text: string): IiReply {
  const body = text.endsWith(COMMAND_END) ? text.slice(0, -COMMAND_END.length) : null;
  if (body === null) return { kind: 'unknown', text, reason: 'a template line must end with two backslashes' };
  const [, code, name, ...rest] = body.split(FIELD_SEPARATOR);
  if (!code || name === undefined || rest.length % 3) return { kind: 'unknown', text, reason: 'a template line needs code, name and (number, name, size) per field' };
  const fields: DeviceTemplate['fields'] = [];
  for (let i = 0; i < rest.length; i += 3) {
    const number = Number(rest[i]);
    const size = Number(rest[i + 2]);
    if (!Number.isInteger(number) || number < 1 || !Number.isInteger(size) || size < 0) return { kind: 'unknown', text, reason: `field ${i / 3 + 1}: number and size must be whole numbers` };
    fields.push({ number, name: rest[i + 1]!.trim(), size });
  }
  return { kind: 'template', template: { code, name: name.trim(), fields } };
}

/** One line from the device (without its line break). Never throws: what is not understood is `unknown`. */
export function parseReply(line: string): IiReply {
  const text = line.trim();
  if (text === '*') return { kind: 'ok' };
  if (/^[0-9a-f]{4,8}$/i.test(text)) {
    const code = normalizeCode(text);
    return { kind: 'error', code, message: errorMessage(code) };
  }
  if (/^T\\/.test(text)) return parseTemplateLine(text);
  if (/already in use/i.test(text)) return { kind: 'busy', text };
  if (/^welcome\b/i.test(text) || /intelligent interface/i.test(text)) return { kind: 'banner', text };
  return { kind: 'unknown', text: line, reason: 'not an Intelligent Interface answer' };
}

/**
 * Splits the device's byte stream into lines (LF, with or without CR), across TCP chunks. A line
 * longer than `maxLineBytes` is dropped (reported once) and the stream resumes at the next line.
 */
export class IiLineDecoder {
  private buf: Buffer = Buffer.alloc(0);
  private skipping = false;
  constructor(private readonly charset: IiCharset = 'latin1', private readonly maxLineBytes = 64 * 1024) {}

  push(chunk: Buffer): ({ ok: true; text: string; bytes: number } | { ok: false; reason: string; preview: string; bytes: number })[] {
    const out: ReturnType<IiLineDecoder['push']> = [];
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      const nl = this.buf.indexOf(0x0a);
      if (nl === -1) break;
      const raw = this.buf.subarray(0, nl);
      this.buf = this.buf.subarray(nl + 1);
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      const line = raw.length && raw[raw.length - 1] === 0x0d ? raw.subarray(0, -1) : raw;
      if (line.length > this.maxLineBytes) {
        out.push({ ok: false, reason: `line longer than ${this.maxLineBytes} bytes`, preview: decodeText(line.subarray(0, 200), this.charset), bytes: line.length });
        continue;
      }
      if (line.length === 0) continue;
      out.push({ ok: true, text: decodeText(line, this.charset), bytes: raw.length + 1 });
    }
    if (this.buf.length > this.maxLineBytes && !this.skipping) {
      out.push({ ok: false, reason: `line longer than ${this.maxLineBytes} bytes`, preview: decodeText(this.buf.subarray(0, 200), this.charset), bytes: this.buf.length });
      this.buf = Buffer.alloc(0);
      this.skipping = true;
    } else if (this.skipping) {
      this.buf = Buffer.alloc(0);
    }
    return out;
  }

  /** what is left when the connection closes: an unfinished line */
  end(): { reason: string; preview: string; bytes: number } | null {
    const rest = this.buf;
    this.buf = Buffer.alloc(0);
    const wasSkipping = this.skipping;
    this.skipping = false;
    if (!rest.length || wasSkipping) return null;
    return { reason: 'line cut off by the connection closing', preview: decodeText(rest.subarray(0, 200), this.charset), bytes: rest.length };
  }
}

export class IiProtocolError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'IiProtocolError';
  }
}
