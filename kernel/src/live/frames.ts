/**
 * STOMP 1.0/1.1/1.2 frames on Buffers: pure encode and decode, no I/O.
 *
 * A frame is `COMMAND EOL (header EOL)* EOL body NUL`, EOL being `\n` or `\r\n`. With a
 * `content-length` header the body is exactly that many bytes (and may hold NULs); without it the
 * body runs to the first NUL. Bare EOLs between frames are heart-beats.
 */

export type StompVersion = '1.0' | '1.1' | '1.2';
export const STOMP_VERSIONS: readonly StompVersion[] = ['1.0', '1.1', '1.2'];

/** How header names and values are escaped: none for CONNECT/CONNECTED and STOMP 1.0. */
export type HeaderEscaping = 'none' | '1.1' | '1.2';

export interface StompFrame {
  command: string;
  /** the first occurrence of each header wins (STOMP 1.2 §Repeated Header Entries) */
  headers: Record<string, string>;
  body: Buffer;
}

export type HeaderInput = Record<string, string | number | undefined> | ReadonlyArray<readonly [string, string | number]>;

/** A frame the decoder cannot read: the connection answers ERROR and closes. */
export class StompFrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StompFrameError';
  }
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COLON = 0x3a;

export const HEARTBEAT = Buffer.from('\n');

/** The escaping a frame's headers use, given the negotiated version (null before CONNECT). */
export function escapingFor(command: string, version: StompVersion | null): HeaderEscaping {
  if (command === 'CONNECT' || command === 'STOMP' || command === 'CONNECTED') return 'none';
  if (version === '1.0') return 'none';
  if (version === '1.1') return '1.1';
  return '1.2';
}

function unescapeHeader(raw: string, escaping: HeaderEscaping): string {
  if (escaping === 'none' || raw.indexOf('\\') < 0) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = raw[++i];
    if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else if (next === 'r' && escaping === '1.2') out += '\r';
    else throw new StompFrameError(`undefined escape sequence "\\${next ?? ''}" in a header`);
  }
  return out;
}

export function escapeHeader(value: string, escaping: HeaderEscaping): string {
  if (escaping === 'none') return value.replace(/[\r\n]/g, ' ');
  let out = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/:/g, '\\c');
  out = escaping === '1.2' ? out.replace(/\r/g, '\\r') : out.replace(/\r/g, '');
  return out;
}

export interface DecodeOptions {
  /** the negotiated version; null before CONNECT (CONNECT/STOMP headers are never escaped) */
  version: StompVersion | null;
  /** most headers one frame may carry (default 64) */
  maxHeaders?: number;
}

/** Index of the next LF at or after `from`, or throws: a frame is cut short. */
function nextLine(data: Buffer, from: number): { end: number; next: number } {
  const lf = data.indexOf(LF, from);
  if (lf < 0) throw new StompFrameError('incomplete frame: a line does not end');
  const end = lf > from && data[lf - 1] === CR ? lf - 1 : lf;
  return { end, next: lf + 1 };
}

/**
 * Reads every frame in `data` (one WebSocket message). Heart-beats (bare EOLs) yield no frame.
 * Throws StompFrameError for anything malformed or incomplete; frames are never split across messages.
 */
export function decodeFrames(data: Buffer, options: DecodeOptions): StompFrame[] {
  const maxHeaders = options.maxHeaders ?? 64;
  const frames: StompFrame[] = [];
  let pos = 0;
  while (pos < data.length) {
    const b = data[pos];
    if (b === LF) {
      pos++;
      continue;
    }
    if (b === CR && data[pos + 1] === LF) {
      pos += 2;
      continue;
    }
    const cmdLine = nextLine(data, pos);
    const command = data.toString('utf8', pos, cmdLine.end);
    if (!/^[A-Z]{1,20}$/.test(command)) throw new StompFrameError('malformed command line');
    pos = cmdLine.next;

    const escaping = escapingFor(command, options.version);
    const headers: Record<string, string> = Object.create(null);
    let count = 0;
    for (;;) {
      const line = nextLine(data, pos);
      if (line.end === pos) {
        pos = line.next;
        break;
      }
      if (++count > maxHeaders) throw new StompFrameError(`too many headers (at most ${maxHeaders})`);
      const colon = data.indexOf(COLON, pos);
      if (colon < 0 || colon >= line.end) throw new StompFrameError('header line without a colon');
      const name = unescapeHeader(data.toString('utf8', pos, colon), escaping);
      const value = unescapeHeader(data.toString('utf8', colon + 1, line.end), escaping);
      if (name === '') throw new StompFrameError('header with an empty name');
      if (!(name in headers)) headers[name] = value;
      pos = line.next;
    }

    let body: Buffer;
    const lengthHeader = headers['content-length'];
    if (lengthHeader !== undefined) {
      if (!/^\d{1,10}$/.test(lengthHeader)) throw new StompFrameError('content-length is not a byte count');
      const length = Number(lengthHeader);
      if (pos + length >= data.length) throw new StompFrameError('incomplete frame: body shorter than content-length');
      if (data[pos + length] !== NUL) throw new StompFrameError('frame body does not end with NUL after content-length bytes');
      body = data.subarray(pos, pos + length);
      pos += length + 1;
    } else {
      const nul = data.indexOf(NUL, pos);
      if (nul < 0) throw new StompFrameError('incomplete frame: no NUL terminator');
      body = data.subarray(pos, nul);
      pos = nul + 1;
    }
    frames.push({ command, headers, body });
  }
  return frames;
}

/**
 * Writes one frame. `content-length` (in bytes) is added whenever there is a body and it is not
 * given. Header names and values are escaped as `escaping` says; with 'none' any CR or LF in a value
 * becomes a space, so no value can inject a header.
 */
export function encodeFrame(command: string, headers: HeaderInput, body: Buffer | string = Buffer.alloc(0), escaping: HeaderEscaping = '1.2'): Buffer {
  const bodyBuf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const entries: [string, string][] = [];
  const list = Array.isArray(headers) ? headers : Object.entries(headers);
  for (const [k, v] of list as [string, string | number | undefined][]) {
    if (v === undefined) continue;
    entries.push([k, String(v)]);
  }
  if (bodyBuf.length > 0 && !entries.some(([k]) => k === 'content-length')) entries.push(['content-length', String(bodyBuf.length)]);
  let head = command + '\n';
  for (const [k, v] of entries) head += `${escapeHeader(k, escaping)}:${escapeHeader(v, escaping)}\n`;
  head += '\n';
  const headBuf = Buffer.from(head, 'utf8');
  const out = Buffer.allocUnsafe(headBuf.length + bodyBuf.length + 1);
  headBuf.copy(out, 0);
  bodyBuf.copy(out, headBuf.length);
  out[out.length - 1] = NUL;
  return out;
}

/**
 * A MESSAGE frame in two parts, for fan-out: the tail (`destination`, `content-type`,
 * `content-length`, the blank line, the body and the NUL) is encoded once per message; the head
 * (`subscription`, `message-id`, `ack`) once per subscription id and ack mode (`frameFor`), so
 * connections whose subscriptions share an id (stompjs numbers them `sub-0`, `sub-1`, …) are sent
 * the very same buffer. `id` is the message-id, one per publish.
 */
export interface PreparedMessage {
  topic: string;
  destination: string;
  id: string;
  body: Buffer;
  tail: Buffer;
  frames: Map<string, Buffer>;
}

/** Encodes the shared tail of a MESSAGE. Destinations are `/topic/<name>` with names in [a-z0-9_], so no escaping differs between versions. */
export function prepareMessage(topic: string, destination: string, body: Buffer, id: string): PreparedMessage {
  if (!/^[\x21-\x39\x3b-\x5b\x5d-\x7e]+$/.test(destination)) throw new Error(`destination "${destination}" would need escaping`);
  const head = Buffer.from(`destination:${destination}\ncontent-type:application/json\ncontent-length:${body.length}\n\n`, 'latin1');
  const tail = Buffer.allocUnsafe(head.length + body.length + 1);
  head.copy(tail, 0);
  body.copy(tail, head.length);
  tail[tail.length - 1] = NUL;
  return { topic, destination, id, body, tail, frames: new Map() };
}

/** The MESSAGE for a subscription (its id escaped for the connection's version), built once per message. */
export function frameFor(msg: PreparedMessage, subscription: string, withAck: boolean): Buffer {
  const key = (withAck ? 'a' : 'n') + subscription;
  let frame = msg.frames.get(key);
  if (!frame) msg.frames.set(key, (frame = messageFrame(subscription, msg.id, withAck, msg.tail)));
  return frame;
}

/**
 * One subscriber's MESSAGE frame: its head, then the shared tail. `subscription` must already be
 * escaped for the connection's version; `messageId` is plain ASCII.
 */
export function messageFrame(subscription: string, messageId: string, withAck: boolean, tail: Buffer): Buffer {
  const head = `MESSAGE\nsubscription:${subscription}\nmessage-id:${messageId}\n${withAck ? `ack:${messageId}\n` : ''}`;
  const headLength = Buffer.byteLength(head, 'utf8');
  const out = Buffer.allocUnsafe(headLength + tail.length);
  out.write(head, 0, headLength, 'utf8');
  tail.copy(out, headLength);
  return out;
}

/** Negotiates the version from CONNECT's `accept-version` (absent means 1.0): the highest both speak. */
export function negotiateVersion(acceptVersion: string | undefined): StompVersion | null {
  if (acceptVersion === undefined) return '1.0';
  const offered = new Set(acceptVersion.split(',').map((v) => v.trim()));
  for (let i = STOMP_VERSIONS.length - 1; i >= 0; i--) if (offered.has(STOMP_VERSIONS[i])) return STOMP_VERSIONS[i];
  return null;
}

/**
 * Heart-beat negotiation (STOMP 1.1 §Heart-beating). `client` is CONNECT's `heart-beat` header
 * (`cx,cy`), `server` what this server offers (`sx` it can send, `sy` it wants to receive).
 * Returns the agreed intervals in ms (0 = none) or null when the header is malformed.
 */
export function negotiateHeartBeat(client: string | undefined, server: { send: number; receive: number }): { send: number; receive: number } | null {
  if (client === undefined) return { send: 0, receive: 0 };
  const m = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(client);
  if (!m) return null;
  const cx = Number(m[1]);
  const cy = Number(m[2]);
  return {
    send: server.send === 0 || cy === 0 ? 0 : Math.max(server.send, cy),
    receive: cx === 0 || server.receive === 0 ? 0 : Math.max(cx, server.receive),
  };
}
