import { expect } from 'chai';
import { applyRunningOrderEdits, diffRunningOrders, sameContent, type RunningOrder } from '@lauda/sdk/device';
import { MosProtocolError } from '../src/model/index.js';
import {
  MosFrameDecoder, buildListMachInfo, buildMosObj, buildRoAck, buildRoCreate, buildRoElementAction, buildRoElementStat,
  buildRoStorySend, encodeMessage, envelope, parseMessage, parseMosDuration, parseMosTime, mosDuration, mosTime,
  parseXml, readElementStatus, readListMachInfo, readMosObj, readRoAck, readRunningOrder, readStorySend, serialize, el,
  type Frame,
} from '../src/protocol/index.js';
import { runningOrder, story } from './support/fixtures.js';

const ids = { mosId: 'peer.mos', ncsId: 'LAUDA' };
const wire = (body: ReturnType<typeof el>, id = 7) => envelope(ids, id, body);
const roundTrip = (body: ReturnType<typeof el>) => parseMessage(new TextDecoder('utf-16be').decode(encodeMessage(wire(body))));
const oks = (frames: Frame[]) => frames.filter((f): f is Extract<Frame, { ok: true }> => f.ok);

describe('MOS protocol: messages', () => {
  it('puts the envelope fields in the order of the protocol and reads them back', () => {
    const xml = wire(el('heartbeat', null, el('time', null, '2025-01-01T00:00:00,000Z')), 42);
    expect(xml).to.match(/^<mos><mosID>peer\.mos<\/mosID><ncsID>LAUDA<\/ncsID><messageID>42<\/messageID><heartbeat>/);
    const m = parseMessage(xml);
    expect(m.envelope).to.deep.equal({ mosId: 'peer.mos', ncsId: 'LAUDA', messageId: 42, type: 'heartbeat' });
  });

  it('round-trips a running order with every story and item field through roCreate', () => {
    const ro = runningOrder('RO1', 5, 3);
    const m = roundTrip(buildRoCreate(ro));
    expect(m.envelope.type).to.equal('roCreate');
    const back = readRunningOrder(m.body);
    const expected: RunningOrder = { ...ro, stories: ro.stories.map(({ script: _s, presenter: _p, ...s }) => s) };
    expect(sameContent(back, expected), JSON.stringify(back).slice(0, 500)).to.equal(true);
  });

  it('writes tags in protocol order inside an item', () => {
    const xml = serialize(buildRoCreate(runningOrder('RO2', 1, 1)));
    const item = /<item>(.*?)<\/item>/.exec(xml)![1]!;
    const order = [...item.matchAll(/<([a-zA-Z]+)[ >]/g)].map((m) => m[1]).filter((t) => !['objPath', 'objProxyPath', 'mosSchema', 'mosPayload', 'mosScope', 'cg', 'field'].includes(t!));
    expect(order).to.deep.equal(['itemID', 'itemSlug', 'objID', 'mosID', 'objSlug', 'objDur', 'objTB', 'mosAbstract', 'objPaths', 'itemChannel', 'itemEdStart', 'itemEdDur', 'itemUserTimingDur', 'itemTrigger', 'macroIn', 'macroOut', 'mosExternalMetadata']);
  });

  it('escapes text and drops characters XML cannot carry', () => {
    const s = story('X', 0);
    s.slug = 'a < b & c > d "e" \u0001\u0008 f';
    const back = readRunningOrder(roundTrip(buildRoCreate({ id: 'R', slug: 'r', stories: [s] })).body);
    expect(back.stories[0]!.slug).to.equal('a < b & c > d "e"  f');
  });

  it('round-trips roStorySend: paragraphs, presenter instructions, presenter and items', () => {
    const s = story('S1', 2);
    const m = roundTrip(buildRoStorySend('RO1', s));
    const got = readStorySend(m.body);
    expect(got.roId).to.equal('RO1');
    expect(got.paragraphs).to.deep.equal([
      { text: 'Boa noite, S1.', instruction: false },
      { text: 'sorri para a câmera', instruction: true },
      { text: 'Segunda linha com acentuação: ação, pão, 😀.', instruction: false },
    ]);
    expect(got.story.script).to.equal(s.script);
    expect(got.story.presenter).to.equal('Ana');
    expect(got.story.items.map((i) => i.objId)).to.deep.equal(['OBJ-S1-0', 'OBJ-S1-1']);
  });

  it('reads roElementStat for items, stories and running orders, and the older roItemStat', () => {
    const item = readElementStatus(roundTrip(buildRoElementStat({ element: 'ITEM', roId: 'R', storyId: 'S', itemId: 'I', objId: 'O', channel: 'A', status: 'PLAY', time: '2025-01-01T10:00:00.500Z' })).body);
    expect(item).to.deep.equal({ element: 'ITEM', roId: 'R', storyId: 'S', itemId: 'I', objId: 'O', channel: 'A', status: 'PLAY', time: '2025-01-01T10:00:00.500Z' });
    const st = readElementStatus(roundTrip(buildRoElementStat({ element: 'STORY', roId: 'R', storyId: 'S', status: 'STOP' })).body);
    expect(st).to.include({ element: 'STORY', storyId: 'S', status: 'STOP' });
    const old = readElementStatus(parseXml('<roItemStat><roID>R</roID><storyID>S</storyID><itemID>I</itemID><status>READY</status><time>2025-01-01T10:00:00</time></roItemStat>'));
    expect(old).to.include({ element: 'ITEM', itemId: 'I', status: 'READY' });
    expect(() => readElementStatus(parseXml('<roElementStat element="ITEM"><roID>R</roID><status>PLAY</status></roElementStat>'))).to.throw(MosProtocolError);
  });

  it('round-trips listMachInfo, mosObj and roAck', () => {
    const info = readListMachInfo(roundTrip(buildListMachInfo({ manufacturer: 'Lauda', model: 'NCS', hwRev: '1', swRev: '2', DOM: 'd', SN: 's', ID: 'LAUDA', time: mosTime(new Date(0)), mosRev: '2.8.5', deviceType: 'NCS', profiles: { 0: true, 2: true } })).body);
    expect(info).to.include({ manufacturer: 'Lauda', mosRev: '2.8.5', deviceType: 'NCS' });
    expect(info.profiles).to.deep.equal({ 0: true, 1: false, 2: true, 3: false, 4: false, 5: false, 6: false, 7: false });
    const obj = readMosObj(roundTrip(buildMosObj({ objId: 'M1', mosId: 'mam', slug: 'Clip', type: 'VIDEO', duration: 500, timeBase: 25, revision: 3, status: 'READY', abstract: 'abs', created: '2025-01-01T00:00:00.000Z' })).body);
    expect(obj).to.include({ objId: 'M1', slug: 'Clip', duration: 500, timeBase: 25, revision: 3, status: 'READY', created: '2025-01-01T00:00:00.000Z' });
    const ack = readRoAck(roundTrip(buildRoAck({ roId: 'R', status: 'OK', objects: [{ storyId: 'S', itemId: 'I', objId: 'O', status: 'OK' }] })).body);
    expect(ack).to.deep.equal({ roId: 'R', status: 'OK', objects: [{ storyId: 'S', itemId: 'I', objId: 'O', status: 'OK' }] });
  });

  it('writes roElementAction with its operation, target and source', () => {
    const xml = serialize(buildRoElementAction('R', 'MOVE', { storyId: '' }, { storyIds: ['a', 'b'] }));
    expect(xml).to.equal('<roElementAction operation="MOVE"><roID>R</roID><element_target><storyID></storyID></element_target><element_source><storyID>a</storyID><storyID>b</storyID></element_source></roElementAction>');
  });

  it('formats MOS times and durations', () => {
    expect(mosTime(new Date('2025-02-03T04:05:06.007Z'))).to.equal('2025-02-03T04:05:06,007Z');
    expect(parseMosTime('2025-02-03T04:05:06,007Z')).to.equal('2025-02-03T04:05:06.007Z');
    expect(parseMosTime('garbage')).to.equal(null);
    expect(mosDuration(3_723_000)).to.equal('01:02:03');
    expect(parseMosDuration('01:02:03')).to.equal(3_723_000);
  });
});

describe('MOS protocol: XML safety', () => {
  const rejects = (xml: string, code: string) => {
    try {
      parseXml(xml);
    } catch (e) {
      expect(e).to.be.instanceOf(MosProtocolError);
      expect((e as MosProtocolError).code).to.equal(code);
      return (e as Error).message;
    }
    throw new Error(`accepted: ${xml}`);
  };

  it('refuses a DTD with external entities (XXE) and internal ones (billion laughs)', () => {
    rejects('<!DOCTYPE mos [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><mos><mosID>&xxe;</mosID></mos>', 'forbidden');
    rejects('<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><mos>&lol2;</mos>', 'forbidden');
    rejects('<mos><!ENTITY x "y"></mos>', 'forbidden');
  });

  it('never expands an undeclared entity', () => {
    expect(rejects('<mos><mosID>&xxe;</mosID></mos>', 'malformed')).to.match(/&xxe;/);
    rejects('<mos><mosID>a & b</mosID></mos>', 'malformed');
  });

  it('decodes the XML entities and character references', () => {
    const e = parseXml('<a x="&quot;1&quot;">&lt;&amp;&gt;&apos;&#233;&#x1F600;<![CDATA[<raw & text>]]></a>');
    expect(e.attrs.x).to.equal('"1"');
    expect(e.children.join('')).to.equal("<&>'é😀<raw & text>");
  });

  it('refuses truncated, unbalanced and deeply nested documents', () => {
    rejects('<mos><mosID>x</mosID>', 'malformed');
    rejects('<mos><a></b></mos>', 'malformed');
    rejects(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`, 'malformed');
  });

  it('refuses a message that is not a MOS message', () => {
    expect(() => parseMessage('<notmos/>')).to.throw(/not <mos>/);
    expect(() => parseMessage('<mos><ncsID>L</ncsID><heartbeat/></mos>')).to.throw(/mosID/);
    expect(() => parseMessage('<mos><mosID>m</mosID><ncsID>L</ncsID><messageID>abc</messageID><heartbeat/></mos>')).to.throw(/messageID/);
    expect(() => parseMessage('<mos><mosID>m</mosID><ncsID>L</ncsID><a/><b/></mos>')).to.throw(/one message/);
  });
});

describe('MOS protocol: UTF-16BE framing', () => {
  const message = wire(buildRoCreate(runningOrder('RO9', 2, 1)));
  const bytes = encodeMessage(message);

  it('encodes UTF-16 big-endian without BOM, astral characters as surrogate pairs', () => {
    const b = encodeMessage('<mos>😀</mos>');
    expect([...b.subarray(0, 4)]).to.deep.equal([0x00, 0x3c, 0x00, 0x6d]);
    expect(b.length).to.equal(2 * '<mos>😀</mos>'.length);
  });

  it('decodes a message cut at every byte offset, odd ones included', () => {
    expect(bytes.length % 2).to.equal(0);
    for (let cut = 1; cut < bytes.length; cut++) {
      const d = new MosFrameDecoder();
      const frames = [...d.push(bytes.subarray(0, cut)), ...d.push(bytes.subarray(cut))];
      expect(frames.length, `cut at ${cut}`).to.equal(1);
      expect(frames[0]!.ok && frames[0]!.xml, `cut at ${cut}`).to.equal(message);
      expect(d.pending).to.equal(0);
    }
  });

  it('decodes messages fed one byte at a time, back to back with whitespace between', () => {
    const two = Buffer.concat([bytes, encodeMessage('\r\n  '), encodeMessage(wire(el('heartbeat', null), 8)), bytes]);
    const d = new MosFrameDecoder();
    const frames: Frame[] = [];
    for (let i = 0; i < two.length; i++) frames.push(...d.push(two.subarray(i, i + 1)));
    expect(frames.map((f) => f.ok)).to.deep.equal([true, true, true]);
    expect(oks(frames).map((f) => parseMessage(f.xml).envelope.messageId)).to.deep.equal([7, 8, 7]);
  });

  it('decodes chunks of random sizes (three-way cuts)', () => {
    const stream = Buffer.concat([bytes, bytes, bytes]);
    for (let n = 0; n < 200; n++) {
      const a = 1 + Math.floor(Math.random() * (stream.length - 2));
      const b = a + 1 + Math.floor(Math.random() * (stream.length - a - 1));
      const d = new MosFrameDecoder();
      const frames = [...d.push(stream.subarray(0, a)), ...d.push(stream.subarray(a, b)), ...d.push(stream.subarray(b))];
      expect(oks(frames).length, `${a}/${b}`).to.equal(3);
    }
  });

  it('lets the large store of a large message go once nothing is held', () => {
    const large = encodeMessage(`<mos>${'x'.repeat(200_000)}</mos>`);
    const d = new MosFrameDecoder();
    const store = () => (d as unknown as { store: Buffer }).store.length;
    const frames: Frame[] = [];
    for (let i = 0; i < large.length; i += 1000) frames.push(...d.push(large.subarray(i, i + 1000)));
    expect(oks(frames).length).to.equal(1);
    expect(d.pending).to.equal(0);
    expect(store()).to.be.greaterThan(large.length);
    expect(oks(d.push(bytes)).map((f) => f.xml)).to.deep.equal([message]);
    expect(store()).to.equal(64 * 1024);
  });

  it('reports a truncated message and goes on with the next one', () => {
    const cut = bytes.subarray(0, 300);
    const d = new MosFrameDecoder();
    const frames = d.push(Buffer.concat([cut, bytes]));
    expect(frames.map((f) => (f.ok ? 'ok' : f.code))).to.deep.equal(['truncated', 'ok']);
    expect(d.end()).to.deep.equal([]);
    d.push(cut);
    expect(d.end().map((f) => !f.ok && f.code)).to.deep.equal(['truncated']);
  });

  it('recovers when a message cut at an odd byte leaves the next one out of step', () => {
    const d = new MosFrameDecoder();
    const frames = d.push(Buffer.concat([bytes.subarray(0, 301), bytes, bytes.subarray(0, 77), encodeMessage('</mos>'), bytes]));
    expect(frames.map((f) => (f.ok ? 'ok' : f.code))).to.deep.equal(['truncated', 'ok', 'badEncoding', 'ok']);
  });

  it('rejects an oversize message, skips the rest of it, and resynchronises', () => {
    const d = new MosFrameDecoder({ maxMessageBytes: bytes.length + 100 });
    const big = encodeMessage(`<mos>${'x'.repeat(bytes.length * 2)}</mos>`);
    const frames: Frame[] = [];
    for (let i = 0; i < big.length; i += 333) frames.push(...d.push(big.subarray(i, i + 333)));
    frames.push(...d.push(bytes));
    expect(frames.map((f) => (f.ok ? 'ok' : f.code))).to.deep.equal(['oversize', 'ok']);
    expect(d.pending).to.be.lessThan(20);
  });

  it('rejects 8-bit and little-endian text, and bytes that are not UTF-16', () => {
    const d = new MosFrameDecoder();
    expect(d.push(Buffer.from(message, 'utf8')).map((f) => !f.ok && f.code)).to.deep.equal(['badEncoding']);
    const le = new MosFrameDecoder();
    const leFrames = [...le.push(Buffer.from(message, 'utf16le')), ...le.end()];
    expect(leFrames.some((f) => !f.ok && f.code === 'badEncoding')).to.equal(true);
    // a lone high surrogate inside a message
    const bad = Buffer.concat([encodeMessage('<mos>'), Buffer.from([0xd8, 0x00]), encodeMessage('</mos>')]);
    expect(new MosFrameDecoder().push(bad).map((f) => !f.ok && f.code)).to.deep.equal(['badEncoding']);
    // and the decoder still reads what follows
    const after = new MosFrameDecoder();
    expect(after.push(Buffer.concat([bad, bytes])).map((f) => f.ok)).to.deep.equal([false, true]);
  });
});

describe('running-order diff (sdk)', () => {
  const ro = (ids: string[], tweak: Record<string, string> = {}): RunningOrder => ({
    id: 'R', slug: 'r', stories: ids.map((id) => ({ id, slug: tweak[id] ?? `s${id}`, items: [] })),
  });
  const plan = (a: string[], b: string[], tweak?: Record<string, string>) => {
    const edits = diffRunningOrders(ro(a), ro(b, tweak));
    expect(applyRunningOrderEdits(ro(a), edits).stories.map((s) => s.id)).to.deep.equal(b);
    return edits.map((e) => (e.op === 'insert' ? `insert ${e.stories.map((s) => s.id).join(',')}<${e.beforeStoryId}` : e.op === 'move' ? `move ${e.storyIds.join(',')}<${e.beforeStoryId}` : e.op === 'delete' ? `delete ${e.storyIds.join(',')}` : e.op === 'swap' ? `swap ${e.storyIds.join(',')}` : e.op === 'replace' ? `replace ${e.story.id}` : e.op));
  };

  it('finds the fewest messages for the usual edits', () => {
    expect(plan(['a', 'b', 'c'], ['a', 'b', 'c'])).to.deep.equal([]);
    expect(plan(['a', 'b', 'c'], ['a', 'x', 'b', 'c'])).to.deep.equal(['insert x<b']);
    expect(plan(['a', 'b', 'c'], ['a', 'b', 'c', 'x', 'y'])).to.deep.equal(['insert x,y<null']);
    expect(plan(['a', 'b', 'c'], ['a', 'c'])).to.deep.equal(['delete b']);
    expect(plan(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])).to.deep.equal(['move a<null']);
    expect(plan(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).to.deep.equal(['move d<a']);
    expect(plan(['a', 'b', 'c', 'd', 'e'], ['a', 'd', 'e', 'b', 'c'])).to.deep.equal(['move b,c<null']);
    expect(plan(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'])).to.deep.equal(['swap b,c']);
    expect(plan(['a', 'b', 'c', 'd'], ['d', 'b', 'c', 'a'])).to.deep.equal(['swap a,d']);
    expect(plan(['a', 'b'], ['a', 'b'], { b: 'changed' })).to.deep.equal(['replace b']);
    expect(plan(['a', 'b', 'c'], ['c', 'x', 'a'], { a: 'changed' })).to.deep.equal(['delete b', 'move a<null', 'insert x<a', 'replace a']);
  });

  it('turns any running order into any other (random cases)', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let n = 0; n < 500; n++) {
      const a = Array.from({ length: rnd(12) }, (_, i) => `s${i}`);
      const b = a.filter(() => rnd(5) > 0);
      for (let k = rnd(4); k > 0; k--) b.splice(rnd(b.length + 1), 0, `n${n}-${k}`);
      for (let k = b.length - 1; k > 0; k--) if (rnd(3) === 0) {
        const j = rnd(k + 1);
        [b[k], b[j]] = [b[j]!, b[k]!];
      }
      plan(a, b);
    }
  });

  it('refuses running orders with a story id twice', () => {
    expect(() => diffRunningOrders(ro(['a', 'a']), ro(['a']))).to.throw(/twice/);
  });
});
