/**
 * A Chyron Intelligent Interface device over TCP, for tests and for trying the driver by hand:
 * templates with numbered fields, message pages written with W, frame buffers read to air with
 * V\5\3, built with V\5\13, played and cleared with Y keys, and every command it received.
 * Like Lyric it greets a client, serves one client at a time and answers `*` or an error code.
 *
 *   node device-drivers/ii/dist/src/simulator.js --port 5023 [--host 127.0.0.1] [--latency 50]
 *     [--charset latin1] [--templates templates.json] [--multi]
 */
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import type { DeviceTemplate } from '@lauda/sdk/device';
import { decodeText, encodeText, type IiCharset } from './charset.js';
import { COMMAND_END, FIELD_SEPARATOR, LINE_END, LYRIC_FIELD_LIMIT } from './protocol.js';
import { executeCommand, type BufferState, type Message } from './simulator-commands.js';

export type { BufferState, Message } from './simulator-commands.js';

/** Templates a fresh simulator holds. */
export const DEMO_TEMPLATES: DeviceTemplate[] = [
  { code: '1001', name: 'Lower third: name and role', fields: [{ number: 1, name: 'Name', size: 32 }, { number: 2, name: 'Role', size: 40 }] },
  { code: '1002', name: 'Location', fields: [{ number: 1, name: 'Place', size: 24 }] },
  { code: '1003', name: 'Breaking news', fields: [{ number: 1, name: 'Headline', size: 64 }, { number: 2, name: 'Subline', size: 64 }] },
  { code: '1004', name: 'Full screen quote', fields: [{ number: 1, name: 'Quote', size: 0 }, { number: 2, name: 'Author', size: 40 }] },
];

/** One command as the simulator read it. */
export interface ReceivedCommand {
  at: string;
  client: number;
  /** the line without its line break, decoded */
  text: string;
  letter: string;
  fields: string[];
  /** raw key bytes of a Y command */
  keys?: number[];
  /** what was answered (`*`, an error code, nothing) */
  answer: string | null;
}

/** What the next commands meet instead of a normal answer. */
export type Failure =
  | { kind: 'error'; code: string }
  /** no answer at all */
  | { kind: 'silence' }
  /** a line that is not II */
  | { kind: 'garbage'; text?: string }
  /** the connection is closed on receipt */
  | { kind: 'close' };

export interface SimulatorOptions {
  port?: number;
  host?: string;
  templates?: DeviceTemplate[];
  /** delay before each answer */
  latencyMs?: number;
  charset?: IiCharset;
  /** greeting line on connect (null: none) */
  banner?: string | null;
  /** Lyric serves one client: a second one is told the port is in use and closed */
  singleClient?: boolean;
  /** answer Z\T / Z\F (the Lauda template query); off behaves like a Lyric that does not know it */
  templateQuery?: boolean;
  /** largest field value accepted (Lyric: 64; 0: none) */
  fieldLimit?: number;
}

export class IiSimulator {
  readonly templates = new Map<string, DeviceTemplate>();
  /** message pages written with W */
  readonly messages = new Map<string, Message>();
  /** what each frame buffer shows on air */
  readonly onAir = new Map<number, BufferState>();
  /** what each frame buffer holds ready (Read Next, build) */
  readonly preview = new Map<number, BufferState>();
  readonly received: ReceivedCommand[] = [];
  readonly macros: string[] = [];
  directory: string | null = null;
  latencyMs: number;
  templateQuery: boolean;
  /** printed or collected by whoever runs it */
  onCommand: ((c: ReceivedCommand) => void) | null = null;
  private failures: { failure: Failure; match?: (c: ReceivedCommand) => boolean }[] = [];
  private server: net.Server | null = null;
  /** the clients served */
  private readonly sockets = new Set<net.Socket>();
  /** every open socket, refused ones too */
  private readonly all = new Set<net.Socket>();
  private clientSeq = 0;
  private wantedPort: number;
  private readonly o: Required<Omit<SimulatorOptions, 'port' | 'templates' | 'latencyMs' | 'templateQuery'>>;

  constructor(options: SimulatorOptions = {}) {
    for (const t of options.templates ?? DEMO_TEMPLATES) this.templates.set(t.code, structuredClone(t));
    this.latencyMs = options.latencyMs ?? 0;
    this.templateQuery = options.templateQuery ?? true;
    this.wantedPort = options.port ?? 0;
    this.o = {
      host: options.host ?? '127.0.0.1',
      charset: options.charset ?? 'latin1',
      banner: options.banner === undefined ? 'Welcome to the Lauda Intelligent Interface simulator (Chyron II)' : options.banner,
      singleClient: options.singleClient ?? true,
      fieldLimit: options.fieldLimit ?? LYRIC_FIELD_LIMIT,
    };
  }

  /** the port listened on (fixed after the first start, so a restart comes back on it) */
  get port(): number {
    return this.wantedPort;
  }
  get clients(): number {
    return this.sockets.size;
  }
  get listening(): boolean {
    return !!this.server;
  }

  async start(): Promise<this> {
    if (this.server) return this;
    const server = net.createServer((s) => this.accept(s));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.wantedPort, this.o.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.wantedPort = (server.address() as net.AddressInfo).port;
    return this;
  }

  /** Closes the port and every client (a device switched off). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.all) s.destroy();
    this.sockets.clear();
    this.all.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `count` commands (those `match` passes, when given) meet this failure instead of their answer. */
  inject(failure: Failure, count = 1, match?: (c: ReceivedCommand) => boolean): void {
    for (let i = 0; i < count; i++) this.failures.push({ failure, match });
  }

  /** Resolves with the first received command (already received or coming) that passes `test`. */
  async waitFor(test: (c: ReceivedCommand) => boolean, timeoutMs = 10_000): Promise<ReceivedCommand> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(test);
      if (found) return found;
      if (Date.now() > end) throw new Error(`the simulator received no such command within ${timeoutMs} ms; got: ${this.received.map((c) => c.text).join(' | ') || 'nothing'}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  private accept(s: net.Socket): void {
    const client = ++this.clientSeq;
    this.all.add(s);
    s.on('close', () => {
      this.all.delete(s);
      this.sockets.delete(s);
    });
    s.on('error', () => s.destroy());
    if (this.o.singleClient && this.sockets.size > 0) {
      // flowing, or the client's end is never read and the socket never closes
      s.resume();
      s.end(encodeText(`Intelligent Interface port ${this.port} already in use${LINE_END}`, 'latin1'));
      return;
    }
    this.sockets.add(s);
    s.setNoDelay(true);
    if (this.o.banner) s.write(encodeText(this.o.banner + LINE_END, this.o.charset));
    let buf = Buffer.alloc(0);
    // one command at a time per client, answered in order even with latency
    let chain = Promise.resolve();
    s.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (let nl = buf.indexOf(0x0a); nl !== -1; nl = buf.indexOf(0x0a)) {
        let line = buf.subarray(0, nl);
        buf = buf.subarray(nl + 1);
        if (line.length && line[line.length - 1] === 0x0d) line = line.subarray(0, -1);
        if (!line.length) continue;
        const raw = Buffer.from(line);
        chain = chain.then(() => this.handle(s, client, raw)).catch(() => undefined);
      }
    });
  }

  private write(s: net.Socket, text: string): void {
    if (!s.destroyed) s.write(encodeText(text + LINE_END, this.o.charset));
  }

  private async handle(s: net.Socket, client: number, raw: Buffer): Promise<void> {
    // the letter and key bytes are read as bytes; text fields in the device's charset
    const latin = raw.toString('latin1');
    const letter = latin[0] ?? '';
    const text = letter === 'Y' ? latin : decodeText(raw, this.o.charset);
    const terminated = text.endsWith(COMMAND_END);
    const fields = (terminated ? text.slice(0, -COMMAND_END.length) : text).split(FIELD_SEPARATOR).slice(1);
    const cmd: ReceivedCommand = { at: new Date().toISOString(), client, text, letter, fields, answer: null };
    if (letter === 'Y') cmd.keys = [...Buffer.from(fields.join(FIELD_SEPARATOR), 'latin1')];
    this.received.push(cmd);
    const at = this.failures.findIndex((f) => !f.match || f.match(cmd));
    const failure = at === -1 ? undefined : this.failures.splice(at, 1)[0]!.failure;
    if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
    if (failure?.kind === 'close') {
      s.destroy();
      this.onCommand?.(cmd);
      return;
    }
    const lines = failure?.kind === 'silence' ? [] : failure?.kind === 'garbage' ? [failure.text ?? '%%% not an answer %%%'] : failure?.kind === 'error' ? [failure.code] : executeCommand(this, this.o.fieldLimit, letter, fields, terminated, cmd.keys);
    cmd.answer = lines.length ? lines[lines.length - 1]! : null;
    this.onCommand?.(cmd);
    for (const l of lines) this.write(s, l);
  }
}

// the command line is loaded only when this file is run as a program
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void import('./simulator-cli.js').then((cli) => cli.main());
