// A hostile device's oversize MOS message (17 MB of UTF-16BE in 64 kB TCP chunks) read by the
// frame decoder, beside the same bytes pushed as one chunk (the floor: no copying between chunks).
// The decoder once copied all it held for every chunk: 25.7 s against the floor's 0.1 s on a loaded
// machine (2026-11-29), an event loop stalled long enough for the device's heartbeats to time out.
import { protocol } from '@lauda/driver-mos';
import { median, report } from './support/measure.js';

const { MosFrameDecoder, encodeMessage } = protocol;

const message = encodeMessage(`<mos><roID>${'R'.repeat(8_500_000)}</roID></mos>`);
const next = encodeMessage('<mos><heartbeat/></mos>');
const CHUNK = 64 * 1024;

function read(chunk: number): number {
  const d = new MosFrameDecoder();
  const t = performance.now();
  const codes: string[] = [];
  for (let i = 0; i < message.length; i += chunk) for (const f of d.push(message.subarray(i, i + chunk))) codes.push(f.ok ? 'ok' : f.code);
  for (const f of d.push(next)) codes.push(f.ok ? 'ok' : f.code);
  const ms = performance.now() - t;
  if (codes.join() !== 'oversize,ok') throw new Error(`decoded ${codes.join()}`);
  return ms;
}

const chunked: number[] = [];
const whole: number[] = [];
for (let i = 0; i < 7; i++) {
  chunked.push(read(CHUNK));
  whole.push(read(message.length));
}
report('mos_oversize_17mb_in_64kb_chunks_median', median(chunked), 'ms');
report('mos_oversize_17mb_one_chunk_median', median(whole), 'ms');
report('mos_oversize_chunked_over_one_chunk_ratio', median(chunked) / median(whole), 'x');
