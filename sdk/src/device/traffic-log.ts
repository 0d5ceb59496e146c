import type { TrafficEntry } from './index.js';

/**
 * The recent messages of one device, in and out, bounded in count and in text size: what a
 * driver's `trafficLog()` answers and the devices admin shows (MOS messages, II command lines…).
 */
export class TrafficLog {
  private entries: TrafficEntry[] = [];
  private seq = 0;
  constructor(
    private readonly maxEntries = 1000,
    /** characters of a message kept (the rest is cut, with a note) */
    private readonly maxText = 64 * 1024,
  ) {}

  add(entry: Omit<TrafficEntry, 'seq' | 'at' | 'text'> & { text: string; at?: string }): TrafficEntry {
    const text = entry.text.length > this.maxText ? `${entry.text.slice(0, this.maxText)}… [${entry.text.length - this.maxText} more characters]` : entry.text;
    const e: TrafficEntry = { ...entry, seq: ++this.seq, at: entry.at ?? new Date().toISOString(), text };
    this.entries.push(e);
    if (this.entries.length > this.maxEntries) this.entries.splice(0, this.entries.length - this.maxEntries);
    return e;
  }

  /** oldest first; `afterSeq` pages forward, `limit` alone keeps the newest */
  list(options: { limit?: number; afterSeq?: number } = {}): TrafficEntry[] {
    const from = options.afterSeq ?? 0;
    const out = this.entries.filter((e) => e.seq > from);
    if (options.limit === undefined) return out;
    return options.afterSeq !== undefined ? out.slice(0, options.limit) : out.slice(-options.limit);
  }

  get size(): number {
    return this.entries.length;
  }
}
