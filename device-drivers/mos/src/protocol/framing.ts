/**
 * MOS on the wire: UCS-2/UTF-16 big-endian, no BOM, no declaration; one message is `<mos>…</mos>`
 * and messages follow each other on a TCP stream with no other delimiter.
 *
 * The decoder keeps bytes across TCP chunks and decodes a message only once its closing tag has
 * arrived, so a chunk that ends inside a character (an odd byte) or a tag does not matter.
 */
import type { MosErrorCode } from '../model/index.js';

/** Encodes a message string as UTF-16 big-endian. */
export function encodeMessage(xml: string): Buffer {
  return Buffer.from(xml, 'utf16le').swap16();
}

const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();
const OPEN = utf16be('<mos>');
const CLOSE = utf16be('</mos>');
const ASCII_OPEN = Buffer.from('<mos>', 'latin1');
const UTF16LE_OPEN = Buffer.from('<mos>', 'utf16le');

export type Frame =
  | { ok: true; xml: string; bytes: number }
  | { ok: false; code: Extract<MosErrorCode, 'oversize' | 'badEncoding' | 'truncated' | 'junk'>; message: string; bytes: number; preview: string };

export interface FrameDecoderOptions {
  /** largest message in bytes (default 16 MiB) */
  maxMessageBytes?: number;
}

const preview = (b: Buffer) => {
  const head = b.subarray(0, 120);
  return [...head].map((x) => (x >= 0x20 && x < 0x7f ? String.fromCharCode(x) : '.')).join('');
};

/** True when the bytes are only UTF-16BE whitespace (what may separate messages). */
function onlyWhitespace(b: Buffer): boolean {
  if (b.length % 2) return false;
  for (let i = 0; i < b.length; i += 2) {
    if (b[i] !== 0 || ![0x20, 0x09, 0x0a, 0x0d].includes(b[i + 1]!)) return false;
  }
  return true;
}

/** the held bytes' store starts at this size and doubles as a message needs it */
const STORE_MIN = 64 * 1024;

export class MosFrameDecoder {
  private buf: Buffer = Buffer.alloc(0);
  /** the memory `buf` is a view of when chunks were appended to it (see `append`) */
  private store: Buffer = Buffer.alloc(0);
  /** inside a message: its first byte is buf[0] */
  private inMessage = false;
  /** next offset (relative to the message start) to look for tags from */
  private scan = 0;
  /** dropping the rest of an oversize message: junk is not reported until the next `<mos>` */
  private skipping = false;
  private readonly max: number;
  private readonly decoder = new TextDecoder('utf-16be', { fatal: true });

  constructor(options: FrameDecoderOptions = {}) {
    this.max = options.maxMessageBytes ?? 16 * 1024 * 1024;
  }

  /** bytes held waiting for the rest of a message */
  get pending(): number {
    return this.buf.length;
  }

  push(chunk: Buffer): Frame[] {
    this.append(chunk);
    const out: Frame[] = [];
    for (;;) {
      if (!this.inMessage) {
        const at = this.buf.indexOf(OPEN);
        if (at === -1) {
          // keep what could be the start of a `<mos>` cut by the chunk boundary
          let keep = Math.min(this.buf.length, OPEN.length);
          if ((this.buf.length - keep) % 2 && keep < this.buf.length) keep++;
          this.junk(this.buf.subarray(0, this.buf.length - keep), out);
          this.buf = this.buf.subarray(this.buf.length - keep);
          return out;
        }
        this.junk(this.buf.subarray(0, at), out);
        this.buf = this.buf.subarray(at);
        this.inMessage = true;
        this.skipping = false;
        this.scan = OPEN.length;
      }
      // a `<mos>` at any byte offset: after a message cut at an odd byte the next one is misaligned
      const open = this.buf.indexOf(OPEN, this.scan);
      const close = this.buf.indexOf(CLOSE, this.scan);
      if (close !== -1 && close % 2 && (open === -1 || close < open)) {
        // a closing tag out of step with this message's characters: the bytes are not UTF-16BE text
        const end = close + CLOSE.length;
        out.push({ ok: false, code: 'badEncoding', message: 'message bytes out of step (odd length)', bytes: end, preview: preview(this.buf.subarray(0, end)) });
        this.buf = this.buf.subarray(end);
        this.inMessage = false;
        continue;
      }
      if (open !== -1 && (close === -1 || open < close)) {
        // MOS messages do not nest: a new `<mos>` means the one before was cut short
        out.push({ ok: false, code: 'truncated', message: 'message cut short: a new <mos> began before </mos>', bytes: open, preview: preview(this.buf.subarray(0, open)) });
        this.buf = this.buf.subarray(open);
        this.scan = OPEN.length;
        continue;
      }
      if (close === -1) {
        if (this.buf.length > this.max) {
          out.push({ ok: false, code: 'oversize', message: `message larger than ${this.max} bytes`, bytes: this.buf.length, preview: preview(this.buf) });
          this.buf = Buffer.alloc(0);
          this.inMessage = false;
          this.skipping = true;
          return out;
        }
        // resume where a closing tag could still begin
        this.scan = Math.max(OPEN.length, this.buf.length - CLOSE.length + 1);
        return out;
      }
      const end = close + CLOSE.length;
      const bytes = this.buf.subarray(0, end);
      this.buf = this.buf.subarray(end);
      this.inMessage = false;
      if (end > this.max) {
        out.push({ ok: false, code: 'oversize', message: `message larger than ${this.max} bytes`, bytes: end, preview: preview(bytes) });
        continue;
      }
      let xml: string;
      try {
        xml = this.decoder.decode(bytes);
      } catch {
        out.push({ ok: false, code: 'badEncoding', message: 'not valid UTF-16 big-endian text', bytes: end, preview: preview(bytes) });
        continue;
      }
      out.push({ ok: true, xml, bytes: end });
    }
  }

  /**
   * Adds a chunk after what is held. Copying all that is held for every chunk made a 16 MB message
   * (some 250 TCP chunks) cost gigabytes of copying and stalled the event loop for seconds: the
   * held bytes stay in a store that doubles when full, so each byte is copied a few times at most.
   * `buf` always ends where the store's written part ends, and frames carry no views of it.
   */
  private append(chunk: Buffer): void {
    const held = this.buf;
    // nothing held after a large message: let its large store go rather than keep filling it
    if (held.length === 0 && this.store.length > STORE_MIN) this.store = Buffer.alloc(0);
    const at = held.byteOffset - this.store.byteOffset;
    // the store has its own memory (allocUnsafeSlow): sharing it means `held` is a view of it
    if (held.buffer === this.store.buffer && at + held.length + chunk.length <= this.store.length) {
      chunk.copy(this.store, at + held.length);
      this.buf = this.store.subarray(at, at + held.length + chunk.length);
      return;
    }
    const size = held.length + chunk.length;
    this.store = Buffer.allocUnsafeSlow(Math.max(STORE_MIN, 2 * size));
    held.copy(this.store, 0);
    chunk.copy(this.store, held.length);
    this.buf = this.store.subarray(0, size);
  }

  /** The stream ended: what was left is a cut message, if anything. */
  end(): Frame[] {
    const rest = this.buf;
    const wasIn = this.inMessage;
    this.buf = Buffer.alloc(0);
    this.inMessage = false;
    if (!rest.length) return [];
    if (wasIn) return [{ ok: false, code: 'truncated', message: 'connection closed in the middle of a message', bytes: rest.length, preview: preview(rest) }];
    const out: Frame[] = [];
    this.junk(rest, out);
    return out;
  }


  private junk(b: Buffer, out: Frame[]): void {
    if (!b.length || onlyWhitespace(b)) return;
    if (this.skipping) return;
    const eightBit = b.indexOf(ASCII_OPEN) !== -1 || b.indexOf(UTF16LE_OPEN) !== -1;
    out.push(eightBit
      ? { ok: false, code: 'badEncoding', message: 'a message not in UTF-16 big-endian (8-bit or little-endian text)', bytes: b.length, preview: preview(b) }
      : { ok: false, code: 'junk', message: 'bytes outside any <mos> message', bytes: b.length, preview: preview(b) });
  }
}
