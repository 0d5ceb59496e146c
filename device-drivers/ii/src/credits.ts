/**
 * Credits on their way to air: each filled into the next message page of the ring (write mode) or
 * kept to be built (build mode), then taken at once in order, or kept for the take action.
 */
import { RuleRefusedError, type CreditItem, type DeviceTemplate } from '@lauda/sdk/device';
import type { IiConnection, Settled } from './connection.js';
import type { IiDeviceOptions } from './options.js';
import type { IiCommand } from './protocol.js';
import { creditValues, findTemplate, II_MESSAGE_KEYS } from './templates.js';

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

/** The last credit taken. */
export interface OnAir {
  templateCode?: string;
  page?: number;
  at: string;
}

/** What the credits need of the device's instance. */
export interface CreditsLink {
  /** the device's name, in refusals */
  name: string;
  connection: IiConnection;
  /** sends and waits: the answer when done, else throws the device's reason */
  ask(cmd: IiCommand, after?: number): Promise<Settled>;
  /** a value made safe for a field */
  clean(v: string): string;
  takeKeys: number[];
}

export type CreditsOptions = Pick<IiDeviceOptions, 'fillMode' | 'frameBuffer' | 'pageRangeStart' | 'pageRangeSize' | 'takeOnSend'>;

export class IiCredits {
  private readonly prepared: Prepared[] = [];
  private pageTurn = 0;
  onAir: OnAir | null = null;

  constructor(private readonly o: CreditsOptions, private readonly link: CreditsLink) {}

  /** credits prepared and waiting for the take action */
  get waiting(): number {
    return this.prepared.length;
  }

  /** Queues the credits' fills (and takes); `list` is the device's templates, null when not known. */
  queue(credits: CreditItem[], list: DeviceTemplate[] | null): void {
    const { o, link } = this;
    const conn = link.connection;
    // every credit is checked before the first is queued: a bad list puts nothing on air
    const jobs = credits.map((c, i) => {
      const code = String(c.templateCode ?? '').trim();
      if (!code || /[\\\r\n]/.test(code)) throw new RuleRefusedError(`Credit ${i + 1} names no usable template code`, II_MESSAGE_KEYS.unknownTemplate, { index: i });
      const t = findTemplate(list, code);
      if (list && !t) {
        throw new RuleRefusedError(`Template "${code}"${c.templateName ? ` (${c.templateName})` : ''} is not on the CG device ${link.name}; it has ${list.map((x) => x.code).join(', ') || 'no templates'}`, II_MESSAGE_KEYS.unknownTemplate, { templateCode: code });
      }
      return { templateCode: t?.code ?? code, values: creditValues(c, t, link.clean) };
    });
    for (const j of jobs) {
      const p: Prepared = o.fillMode === 'write' ? { templateCode: j.templateCode, page: this.nextPage() } : { templateCode: j.templateCode, values: j.values };
      if (p.page !== undefined) {
        p.writeId = conn.enqueue({ kind: 'write', page: p.page, template: j.templateCode, values: j.values }, (r) => {
          if (r.outcome !== 'ACK') p.refused = r.code ? `${r.code} ${r.detail}` : (r.detail ?? r.outcome);
        });
      }
      if (!o.takeOnSend) {
        this.prepared.push(p);
        continue;
      }
      // each step only when the one before was done: a refused fill never airs what the page held before
      let prev = p.writeId;
      const cmds = this.takeCommands(p);
      cmds.forEach((cmd, i) => {
        prev = conn.enqueue(cmd, i === cmds.length - 1 ? this.aired(p) : undefined, false, prev);
      });
    }
  }

  /** The take action: `{ page }`, or the next prepared credit. */
  async take(payload: Record<string, unknown>) {
    const page = pageOf(payload);
    const p = page !== undefined ? { templateCode: String(payload.templateCode ?? ''), page } : this.prepared.shift();
    if (!p) throw new Error('nothing prepared to take: send credits first (takeOnSend off), or give { page }');
    if ('refused' in p && p.refused) throw new Error(`the fill of page ${p.page} (template ${p.templateCode}) was not done (${p.refused}); it is not taken`);
    const cmds = this.takeCommands(p);
    for (const cmd of cmds.slice(0, -1)) await this.link.ask(cmd);
    this.aired(p)(await this.link.ask(cmds[cmds.length - 1]!, cmds.length === 1 ? p.writeId : undefined));
    return { page: p.page ?? null, templateCode: p.templateCode || null, prepared: this.prepared.length };
  }

  /** The cue action: `{ page }` or the next prepared credit into the frame buffer, not shown. */
  async cue(payload: Record<string, unknown>) {
    const { o } = this;
    const page = pageOf(payload);
    const p = page !== undefined ? { templateCode: '', page } : this.prepared[0];
    if (!p) throw new Error('nothing to cue: give { page } or prepare credits first');
    await this.link.ask(p.page !== undefined ? { kind: 'read', buffer: o.frameBuffer, page: p.page, display: false } : { kind: 'build', buffer: o.frameBuffer, template: p.templateCode, values: p.values ?? [] });
    return { page: p.page ?? null, templateCode: p.templateCode || null };
  }

  private nextPage(): number {
    return this.o.pageRangeStart + (this.pageTurn++ % this.o.pageRangeSize);
  }

  private aired(p: Prepared) {
    return (r: Settled) => {
      if (r.outcome === 'ACK') this.onAir = { templateCode: p.templateCode, ...(p.page !== undefined ? { page: p.page } : {}), at: new Date().toISOString() };
    };
  }

  /** What puts a prepared credit on air (build mode builds it first). */
  private takeCommands(p: Prepared): IiCommand[] {
    if (p.page !== undefined) return [{ kind: 'read', buffer: this.o.frameBuffer, page: p.page, display: true }];
    return [{ kind: 'build', buffer: this.o.frameBuffer, template: p.templateCode, values: p.values ?? [] }, { kind: 'keys', keys: this.link.takeKeys }];
  }
}

function pageOf(payload: Record<string, unknown>): number | undefined {
  const v = payload.page;
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error('page must be a message number');
  return n;
}
