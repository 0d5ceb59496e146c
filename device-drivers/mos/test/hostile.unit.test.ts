/**
 * What a broken or hostile device may send to Lauda's NCS ports: truncated messages, the wrong
 * encoding, huge messages, external entities. Each is rejected and logged; the connector stays up,
 * the real device beside it keeps working, and no running order changes.
 */
import net from 'node:net';
import { expect } from 'chai';
import { sameContent } from '@lauda/sdk/device';
import { MosFrameDecoder, encodeMessage, envelope, parseMessage, buildHeartbeat, buildRoElementStat } from '../src/protocol/index.js';
import { Peer, freePorts, str } from './support/peer.js';
import { mosInstance, until } from './support/harness.js';
import { runningOrder } from './support/fixtures.js';
import type { MosDeviceInstance } from '../src/driver.js';
import type { Recorder } from './support/harness.js';

/** A raw TCP client on one NCS port, reading Lauda's answers. */
class RawClient {
  private readonly decoder = new MosFrameDecoder();
  private readonly replies: string[] = [];
  private waiting: ((x: string) => void) | null = null;
  private constructor(readonly socket: net.Socket) {
    socket.on('data', (c) => {
      for (const f of this.decoder.push(c)) if (f.ok) this.push(f.xml);
    });
    socket.on('error', () => undefined);
  }
  static open(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const s = net.connect({ host: '127.0.0.1', port }, () => resolve(new RawClient(s)));
      s.once('error', reject);
    });
  }
  private push(x: string): void {
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w(x);
    } else this.replies.push(x);
  }
  write(b: Buffer | string): void {
    this.socket.write(typeof b === 'string' ? encodeMessage(b) : b);
  }
  reply(timeoutMs = 5000): Promise<ReturnType<typeof parseMessage>> {
    const r = this.replies.shift();
    if (r) return Promise.resolve(parseMessage(r));
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no answer from Lauda')), timeoutMs);
      this.waiting = (x) => {
        clearTimeout(t);
        resolve(parseMessage(x));
      };
    });
  }
  close(): void {
    this.socket.destroy();
  }
}

const MOS = 'peer.mos';
const msg = (id: number, inner: string, mosId = MOS) => `<mos><mosID>${mosId}</mosID><ncsID>LAUDA</ncsID><messageID>${id}</messageID>${inner}</mos>`;
const heartbeat = (id: number) => envelope({ mosId: MOS, ncsId: 'LAUDA' }, id, buildHeartbeat());

describe('MOS connector under malformed and hostile input', function () {
  this.timeout(60_000);
  let dev: MosDeviceInstance;
  let rec: Recorder;
  let peer: Peer;
  let raw: RawClient;
  let ncs: { lower: number; upper: number };
  const MAX = 256 * 1024;

  before(async () => {
    const [pl, pu, pq, nl, nu] = await freePorts(5);
    ncs = { lower: nl!, upper: nu! };
    ({ dev, rec } = mosInstance({ lowerPort: nl!, upperPort: nu!, maxMessageBytes: MAX }, { mosId: MOS, lowerPort: pl!, upperPort: pu! }));
    await dev.connect();
    peer = await new Peer({ mosId: MOS, ncsId: 'LAUDA', ports: { lower: pl!, upper: pu!, query: pq! }, ncsPorts: ncs, heartbeatInterval: 500 }).start();
    await rec.wait('setStatus', (s) => s.connected);
    await dev.sendRunningOrder!(runningOrder('RH', 3, 1));
    await peer.waitKind('roCreate');
    raw = await RawClient.open(ncs.upper);
    // a valid message first: the connection now speaks for the device
    raw.write(heartbeat(1));
    expect((await raw.reply()).envelope).to.include({ type: 'heartbeat', messageId: 1 });
  });
  after(async () => {
    raw?.close();
    await peer?.stop();
    await dev?.disconnect();
  });

  const errorsLogged = () => dev.trafficLog!().filter((e) => e.ack === 'ERROR').map((e) => e.error!.split(':')[0]);
  const stillServing = async (id: number) => {
    raw.write(heartbeat(id));
    expect((await raw.reply()).envelope).to.include({ type: 'heartbeat', messageId: id });
  };

  it('rejects a truncated message and reads the next one', async () => {
    const full = encodeMessage(msg(2, buildStat('PLAY')));
    raw.write(full.subarray(0, full.length - 41)); // cut inside a character: an odd byte count
    await stillServing(3);
    await rec.wait('protocolError', (e) => e.code === 'truncated');
    expect(errorsLogged()).to.include('truncated');
  });

  it('rejects text that is not UTF-16 big-endian', async () => {
    raw.write(Buffer.from(msg(4, buildStat('PLAY')), 'utf8'));
    raw.write(Buffer.from(msg(5, buildStat('PLAY')), 'utf16le'));
    await stillServing(6);
    await until(() => errorsLogged().filter((c) => c === 'badEncoding').length >= 1, 5000, 'badEncoding logged');
  });

  it('rejects a huge message without holding it in memory, and resynchronises', async () => {
    const huge = encodeMessage(msg(7, `<roElementStat element="STORY"><roID>RH</roID><storyID>${'x'.repeat(MAX)}</storyID><status>PLAY</status></roElementStat>`));
    for (let i = 0; i < huge.length; i += 65_537) raw.write(huge.subarray(i, i + 65_537));
    await stillServing(8);
    await rec.wait('protocolError', (e) => e.code === 'oversize');
    expect(rec.of('elementStatus').filter((s) => (s.storyId ?? '').startsWith('xxx'))).to.have.length(0);
  });

  it('never resolves external entities, and refuses DTDs and entity bombs', async () => {
    const before = rec.of('elementStatus').length;
    raw.write(`<!DOCTYPE mos [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${msg(9, '<roElementStat element="STORY"><roID>RH</roID><storyID>&xxe;</storyID><status>PLAY</status></roElementStat>')}`);
    raw.write(msg(10, '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><roElementStat element="STORY"><roID>RH</roID><storyID>&b;</storyID><status>PLAY</status></roElementStat>'));
    raw.write(msg(11, '<roElementStat element="STORY"><roID>RH</roID><storyID>&#xD800;</storyID><status>PLAY</status></roElementStat>'));
    await stillServing(12);
    const codes = errorsLogged();
    expect(codes).to.include.members(['junk', 'malformed', 'forbidden']);
    expect(rec.of('elementStatus')).to.have.length(before);
    for (const e of dev.trafficLog!()) expect(e.text).not.to.match(/root:x:0:0/);
  });

  it('answers a message for a device it does not know with a NACK', async () => {
    raw.write(msg(13, '<heartbeat/>', 'stranger.mos'));
    const r = await raw.reply();
    expect(r.envelope.type).to.equal('mosAck');
    expect(r.root.children.some((c) => typeof c === 'object' && 'name' in c && c.name === 'mosAck')).to.equal(true);
    await stillServing(14);
  });

  it('is still up: a valid status is read, the real device still follows, no running order changed', async () => {
    const ros = structuredClone(dev.connection.runningOrders());
    raw.write(msg(15, buildStat('READY')));
    expect((await raw.reply()).envelope.type).to.equal('roAck');
    expect(await rec.wait('elementStatus', (s) => s.status === 'READY')).to.include({ roId: 'RH', storyId: 'RHS1' });
    expect(sameContent(dev.connection.runningOrders(), ros)).to.equal(true);
    expect(dev.status().connected).to.equal(true);
    await dev.sendRunningOrder!(runningOrder('RH2', 2, 1));
    expect(str((await peer.waitFor((e) => e.kind === 'roCreate' && str(e.data.ID) === 'RH2')).data.ID)).to.equal('RH2');
    // a hostile sender on the lower port, not speaking for any device, does not bring anything down
    const stranger = await RawClient.open(ncs.lower);
    stranger.write(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    stranger.write(Buffer.alloc(10_000, 0xff));
    stranger.close();
    await stillServing(16);
  });
});

function buildStat(status: string): string {
  return serializeStat(buildRoElementStat({ element: 'STORY', roId: 'RH', storyId: 'RHS1', status }));
}
import { serialize } from '../src/protocol/xml.js';
const serializeStat = serialize;
