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
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { DeviceTemplate } from '@lauda/sdk/device';
import { charsetOf, decodeText, encodeText, type IiCharset } from './charset.js';
import { COMMAND_END, encodeTemplateLine, FIELD_SEPARATOR, LINE_END, LYRIC_FIELD_LIMIT } from './protocol.js';
import { numberedFields, templatesFromOptions } from './templates.js';

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

export interface Message {
  template: string;
  values: string[];
  writtenAt: string;
}

export interface BufferState {
  /** the page read, or the template built */
  page?: string;
  template: string;
  values: string[];
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
    const lines = failure?.kind === 'silence' ? [] : failure?.kind === 'garbage' ? [failure.text ?? '%%% not an answer %%%'] : failure?.kind === 'error' ? [failure.code] : this.execute(letter, fields, terminated, cmd.keys);
    cmd.answer = lines.length ? lines[lines.length - 1]! : null;
    this.onCommand?.(cmd);
    for (const l of lines) this.write(s, l);
  }

  /** The lines a command is answered with (the last is `*` or an error code). */
  private execute(letter: string, f: string[], terminated: boolean, keys?: number[]): string[] {
    if (!terminated) return ['4190'];
    const buffer = (v: string | undefined) => (/^\d$/.test(v ?? '') ? Number(v) : null);
    switch (letter) {
      case 'W': {
        const [page, template, ...values] = f;
        if (!page || !/^\d+$/.test(page) || !template) return ['4191'];
        const t = this.templates.get(template);
        if (!t) return ['412C'];
        const count = numberedFields(t).reduce((m, x) => Math.max(m, x.number), 0);
        if (values.length > count) return ['41D4'];
        if (this.o.fieldLimit && values.some((v) => Array.from(v).length > this.o.fieldLimit)) return ['4130'];
        this.messages.set(page, { template, values, writtenAt: new Date().toISOString() });
        return ['*'];
      }
      case 'V': {
        if (f[0] === '5' && f[1] === '3' && f[2] === '1') {
          const b = buffer(f[3]);
          const page = f[4];
          if (b === null || !page || (f[5] !== '0' && f[5] !== '1')) return ['4191'];
          const m = this.messages.get(page);
          const t = this.templates.get(page);
          if (!m && !t) return ['412C'];
          const state: BufferState = { page, template: m?.template ?? page, values: m ? [...m.values] : [] };
          (f[5] === '1' ? this.onAir : this.preview).set(b, state);
          return ['*'];
        }
        if (f[0] === '5' && f[1] === '13' && f[2] === '1') {
          const b = buffer(f[3]);
          const template = f[4];
          if (b === null || !template) return ['4191'];
          if (!this.templates.get(template)) return ['412C'];
          this.preview.set(b, { template, values: f.slice(6) });
          return ['*'];
        }
        return ['4192'];
      }
      case 'Y': {
        if (!keys?.length) return ['4191'];
        if (keys.length === 1 && keys[0] === 0xfe) {
          this.onAir.clear();
          this.preview.clear();
        } else if (keys.length === 2 && keys[0] === 0xd5 && keys[1] === 0xf3) {
          for (const [b, st] of this.preview) this.onAir.set(b, st);
          this.preview.clear();
        } else if (keys.length === 1 && keys[0] === 0x1b) {
          this.onAir.clear();
        }
        return ['*'];
      }
      case 'E':
        if (!f.length || !f.join('').trim()) return ['4191'];
        this.macros.push(f.join(FIELD_SEPARATOR));
        return ['*'];
      case 'M':
        if (!f[0]) return ['4191'];
        this.directory = f[0];
        return ['*'];
      case 'Z': {
        if (!this.templateQuery) return ['4192'];
        if (f[0] === 'T') return [...[...this.templates.values()].map((t) => encodeTemplateLine(t)), '*'];
        if (f[0] === 'F') {
          const t = f[1] ? this.templates.get(f[1]) : undefined;
          return t ? [encodeTemplateLine(t), '*'] : ['412C'];
        }
        return ['4191'];
      }
      default:
        return ['4192'];
    }
  }
}

/** `--port 5023 --latency 50 …` */
function parseArgs(argv: string[]): SimulatorOptions & { help?: boolean } {
  const out: SimulatorOptions & { help?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = () => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${a} needs a value`);
      return x;
    };
    if (a === '--port') out.port = Number(v());
    else if (a === '--host') out.host = v();
    else if (a === '--latency') out.latencyMs = Number(v());
    else if (a === '--charset') {
      const c = charsetOf(v());
      if (!c) throw new Error(`unknown charset ${argv[i]}`);
      out.charset = c;
    } else if (a === '--templates') out.templates = templatesFromOptions(JSON.parse(readFileSync(v(), 'utf8')));
    else if (a === '--multi') out.singleClient = false;
    else if (a === '--no-template-query') out.templateQuery = false;
    else if (a === '--help' || a === '-h') out.help = true;
    else throw new Error(`unknown argument ${a}`);
  }
  return out;
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  if (options.help) {
    console.log('usage: simulator.js [--port 23] [--host 127.0.0.1] [--latency ms] [--charset latin1|windows-1252|utf-8|ascii] [--templates file.json] [--multi] [--no-template-query]');
    return;
  }
  const sim = await new IiSimulator({ port: 23, ...options }).start();
  const air = () => [...sim.onAir].map(([b, st]) => `buffer ${b}: ${st.page ? `page ${st.page}, ` : ''}template ${st.template} [${st.values.join(' | ')}]`).join('; ') || 'nothing';
  sim.onCommand = (c) => {
    console.log(`${c.at} #${c.client} ${c.letter === 'Y' ? `Y\\${(c.keys ?? []).map((k) => `<${k.toString(16).toUpperCase()}>`).join('')}\\\\` : c.text}  ->  ${c.answer ?? '(no answer)'}`);
    if (c.letter === 'V' || c.letter === 'Y') console.log(`    on air: ${air()}`);
  };
  console.log(`Intelligent Interface simulator on ${options.host ?? '127.0.0.1'}:${sim.port}; templates ${[...sim.templates.keys()].join(', ')}`);
  const bye = () => void sim.stop().then(() => process.exit(0));
  process.on('SIGINT', bye);
  process.on('SIGTERM', bye);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
