/**
 * The commands of one II connection, in the order they go out: their numbers and traffic log
 * entries, the earlier command each may wait on, and their end (answered or given up).
 */
import type { DeviceTemplate, TrafficEntry, TrafficLog } from '@lauda/sdk/device';
import { encodeCommand, type EncodeOptions, type IiCommand } from './protocol.js';

export interface Settled {
  outcome: 'ACK' | 'NACK' | 'DROPPED';
  /** the device's error code (NACK) */
  code?: string;
  detail?: string;
  /** template lines that came before the `*` */
  templates: DeviceTemplate[];
}

export interface Pending {
  id: number;
  cmd: IiCommand;
  bytes: Buffer;
  text: string;
  attempts: number;
  /** probe and setup commands belong to one connection: no delivery events, dropped when it closes */
  role: 'command' | 'probe' | 'setup';
  /** a caller awaits the answer (dropped when the connection stops) */
  waited: boolean;
  entry?: TrafficEntry;
  templates: DeviceTemplate[];
  settle?: (s: Settled) => void;
  /** sent only when this command (by id) was done: a take never airs a page whose fill failed */
  after?: number;
}

/** How each command is named in the traffic log and in delivery reports. */
export const MESSAGE_TYPES: Record<IiCommand['kind'], string> = {
  write: 'W write', read: 'V read', build: 'V build', keys: 'Y keys', macro: 'E macro', directory: 'M directory',
  listTemplates: 'Z templates', readTemplate: 'Z template',
};

export class IiCommandQueue {
  private readonly items: Pending[] = [];
  private nextId = 1;
  /** commands not done that a queued command depends on */
  private readonly failed = new Set<number>();

  /** `finished` is told of every command that ends, before its caller. */
  constructor(private readonly encode: EncodeOptions, private readonly log: TrafficLog, private readonly finished: (p: Pending, s: Settled) => void) {}

  get length(): number {
    return this.items.length;
  }
  /** commands waiting or unanswered (the probe not counted) */
  get backlog(): number {
    return this.items.filter((p) => p.role === 'command').length;
  }
  /** a copy, safe to finish entries while going through it */
  all(): Pending[] {
    return [...this.items];
  }
  includes(p: Pending): boolean {
    return this.items.includes(p);
  }
  find(id: number): Pending | undefined {
    return this.items.find((x) => x.id === id);
  }

  make(cmd: IiCommand, role: Pending['role'], waited: boolean, settle?: (s: Settled) => void): Pending {
    // encoding errors (a bad code) are the caller's: they throw here, before anything is queued
    const { bytes, text } = encodeCommand(cmd, this.encode);
    return { id: this.nextId++, cmd, bytes, text, attempts: 0, role, waited, templates: [], settle };
  }
  push(p: Pending): void {
    this.items.push(p);
  }
  /** a new connection's probe and setup go before everything waiting */
  unshift(first: Pending[]): void {
    this.items.unshift(...first);
  }

  /** The command to send next; those waiting on a command that was not done are dropped first. */
  next(): Pending | undefined {
    let head = this.items[0];
    while (head?.after !== undefined && this.failed.has(head.after)) {
      this.finish(head, { outcome: 'DROPPED', detail: `not sent: command #${head.after} before it was not done`, templates: [] });
      head = this.items[0];
    }
    return head;
  }

  /** Counts a send of `p` in its traffic log entry (made on the first). */
  sending(p: Pending): void {
    p.attempts++;
    if (!p.entry) p.entry = this.log.add({ direction: 'out', port: 'ii', messageType: MESSAGE_TYPES[p.cmd.kind], messageId: p.id, text: p.text, bytes: p.bytes.length, ack: 'PENDING', attempts: p.attempts });
    else {
      p.entry.attempts = p.attempts;
      p.entry.ack = 'PENDING';
    }
    p.templates = [];
  }

  finish(p: Pending, s: Settled): void {
    const i = this.items.indexOf(p);
    if (i !== -1) this.items.splice(i, 1);
    if (p.after !== undefined) this.failed.delete(p.after);
    if (s.outcome !== 'ACK' && this.items.some((q) => q.after === p.id)) this.failed.add(p.id);
    if (p.entry) {
      p.entry.ack = s.outcome;
      p.entry.ackAt = new Date().toISOString();
      if (s.detail) p.entry.error = s.code ? `${s.code}: ${s.detail}` : s.detail;
    }
    this.finished(p, s);
    const settle = p.settle;
    p.settle = undefined;
    settle?.(s);
  }
}
