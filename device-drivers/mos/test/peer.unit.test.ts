/**
 * The MOS driver against a MOS implementation no one here wrote: @mos-connection/connector (the
 * library of Sofie's MOS gateway), started as a MOS device on loopback ports of its own.
 */
import { expect } from 'chai';
import type { RunningOrder } from '@lauda/sdk/device';
import { Peer, freePorts, str } from './support/peer.js';
import { mosInstance, until, type Recorder } from './support/harness.js';
import { runningOrder, story } from './support/fixtures.js';
import type { MosDeviceInstance } from '../src/driver.js';

interface Setup {
  dev: MosDeviceInstance;
  rec: Recorder;
  peer: Peer;
  ports: { peer: { lower: number; upper: number; query: number }; ncs: { lower: number; upper: number } };
}

async function setup(mosId: string, options: Record<string, unknown> = {}): Promise<Setup> {
  const [pl, pu, pq, nl, nu] = await freePorts(5);
  const ports = { peer: { lower: pl!, upper: pu!, query: pq! }, ncs: { lower: nl!, upper: nu! } };
  // Lauda first, so the peer finds the NCS ports open at once
  const { dev, rec } = mosInstance({ lowerPort: nl!, upperPort: nu! }, { mosId, lowerPort: pl!, upperPort: pu!, ...options });
  await dev.connect();
  const peer = await new Peer({ mosId, ncsId: 'LAUDA', ports: ports.peer, ncsPorts: ports.ncs, heartbeatInterval: 500 }).start();
  await rec.wait('setStatus', (s) => s.connected);
  return { dev, rec, peer, ports };
}

const ids = (stories: { ID: unknown }[]) => stories.map((s) => str(s.ID));

describe('MOS driver against the real peer (@mos-connection/connector)', function () {
  this.timeout(60_000);
  let s: Setup;
  before(async () => {
    s = await setup('peer.mos');
  });
  after(async () => {
    await s?.peer.stop();
    await s?.dev.disconnect();
  });

  it('shakes hands: heartbeats answered both ways, machine info', async () => {
    expect(s.dev.status()).to.include({ connected: true, lastError: null });
    await until(() => s.peer.connected, 15_000, 'the peer to see Lauda answering its heartbeats');
    // several heartbeat rounds both ways, the link staying up
    const laudaAnswered = () => s.peer.raw.filter((r) => r.source === 'primary' && r.type === 'recieved' && r.message.includes('<heartbeat>')).length;
    const peerAnswered = () => s.peer.raw.filter((r) => r.source.startsWith('incoming') && r.type === 'sent' && r.message.includes('<heartbeat>')).length;
    await until(() => laudaAnswered() >= 4 && peerAnswered() >= 4, 20_000, 'four heartbeats answered each way');
    expect(s.dev.status().connected).to.equal(true);
    const info = (await s.dev.run('reqMachInfo', null)) as { ID: string; mosRev: string };
    expect(info).to.include({ ID: 'peer.mos', mosRev: '2.8.5' });
  });

  it('sends a 30-story running order as one roCreate with every story and item', async () => {
    const ro = runningOrder('RO30', 30, 2);
    await s.dev.sendRunningOrder!(ro);
    const got = (await s.peer.waitKind('roCreate')).data;
    expect(str(got.ID)).to.equal('RO30');
    expect(str(got.Slug)).to.equal('Jornal RO30');
    expect(str(got.EditorialStart)).to.equal('2025-03-01T22:30:00.000Z');
    expect(got.Stories).to.have.length(30);
    got.Stories.forEach((gs: any, i: number) => {
      const want = ro.stories[i]!;
      expect(str(gs.ID)).to.equal(want.id);
      expect(str(gs.Slug)).to.equal(want.slug);
      expect(str(gs.Number)).to.equal(want.number);
      expect(gs.Items).to.have.length(2);
      gs.Items.forEach((gi: any, k: number) => {
        const w = want.items[k]!;
        expect(str(gi.ID)).to.equal(w.id);
        expect(str(gi.Slug)).to.equal(w.slug);
        expect(str(gi.ObjectID)).to.equal(w.objId);
        expect(str(gi.MOSID)).to.equal(w.mosId);
        expect(str(gi.ObjectSlug)).to.equal(w.objSlug);
        expect(gi.Duration).to.equal(w.objDur);
        expect(gi.TimeBase).to.equal(w.objTB);
        expect(gi.mosAbstract).to.equal(w.abstract);
        expect(str(gi.Channel)).to.equal(w.channel);
        expect(gi.EditorialStart).to.equal(w.edStart);
        expect(gi.EditorialDuration).to.equal(w.edDur);
        expect(gi.UserTimingDuration).to.equal(w.userTimingDur);
        expect(gi.Trigger).to.equal(w.trigger);
        expect(str(gi.MacroIn)).to.equal(w.macroIn);
        expect(str(gi.MacroOut)).to.equal(w.macroOut);
        expect(gi.Paths.map((p: any) => p.Target)).to.deep.equal(w.paths!.map((p) => p.target));
        expect(gi.MosExternalMetaData[0].MosSchema).to.equal('http://lauda.example/schema');
      });
    });
    expect((await s.rec.wait('delivery', (d) => d.messageType === 'roCreate' && d.roId === 'RO30')).outcome).to.equal('ACK');
  });

  it('sends each kind of edit as the matching ro* message, in order', async () => {
    const from = s.peer.events.length;
    let ro: RunningOrder = runningOrder('RE', 5, 1);
    const apply = async (f: (r: RunningOrder) => void) => {
      ro = structuredClone(ro);
      f(ro);
      await s.dev.updateRunningOrder!(ro);
    };
    await s.dev.sendRunningOrder!(ro);
    await apply((r) => r.stories.splice(2, 0, story('REX', 1)));                              // insert before RES3
    await apply((r) => { r.stories[1]!.slug = 'replaced slug'; });                              // replace RES2
    await apply((r) => r.stories.unshift(r.stories.splice(5, 1)[0]!));                         // move RES5 to the top
    await apply((r) => r.stories.splice(r.stories.findIndex((x) => x.id === 'RES4'), 1));       // delete RES4
    await apply((r) => { const a = r.stories; [a[1], a[3]] = [a[3]!, a[1]!]; });                // swap
    await apply((r) => { r.slug = 'Jornal renamed'; });                                         // metadata
    await apply((r) => r.stories.push(story('REY', 1)));                                        // append
    await s.dev.readyToAir!('RE', true);
    await s.dev.deleteRunningOrder!('RE');
    await s.dev.whenIdle!(20_000);
    const ev = () => s.peer.events.slice(from).filter((e) => e.kind !== 'connection');
    await until(() => ev().length >= 10, 10_000, 'ten messages at the peer');
    const got = ev().map((e) => e.kind);
    expect(got).to.deep.equal(['roCreate', 'insertStories', 'replaceStories', 'moveStories', 'deleteStories', 'swapStories', 'roMetadataReplace', 'insertStories', 'roReadyToAir', 'roDelete']);
    const [, ins, rep, mov, del, swp, meta, app, rta] = ev();
    expect(str(ins!.data.action.StoryID)).to.equal('RES3');
    expect(ids(ins!.data.stories)).to.deep.equal(['REX']);
    expect(str(rep!.data.action.StoryID)).to.equal('RES2');
    expect(str(rep!.data.stories[0].Slug)).to.equal('replaced slug');
    expect(str(mov!.data.action.StoryID)).to.equal('RES1');
    expect(mov!.data.ids.map(str)).to.deep.equal(['RES5']);
    expect(del!.data.ids.map(str)).to.deep.equal(['RES4']);
    expect(swp!.data.ids.map(str).sort()).to.deep.equal(['RES1', 'REX']);
    expect(str(meta!.data.Slug)).to.equal('Jornal renamed');
    expect(ids(app!.data.stories)).to.deep.equal(['REY']);
    expect(str(rta!.data.Status)).to.equal('READY');
    // on the wire: roElementAction with the operation of each edit
    const ops = s.peer.raw.filter((r) => r.type === 'recieved').map((r) => /roElementAction operation="(\w+)"/.exec(r.message)?.[1]).filter(Boolean);
    expect(ops.slice(-5)).to.deep.equal(['REPLACE', 'MOVE', 'DELETE', 'SWAP', 'INSERT']);
    expect(s.rec.of('delivery').filter((d) => d.roId === 'RE').every((d) => d.outcome === 'ACK')).to.equal(true);
  });

  it('passes roElementStat from the device to Lauda as item and story status', async () => {
    await s.peer.device.sendItemStatus({ RunningOrderId: 'RO30' as never, StoryId: 'RO30S2' as never, ID: 'RO30S2-I1' as never, ObjectId: 'OBJ-RO30S2-1' as never, Channel: 'B' as never, Status: 'READY' as never, Time: new Date() as never });
    const item = await s.rec.wait('elementStatus', (e) => e.element === 'ITEM');
    expect(item).to.include({ roId: 'RO30', storyId: 'RO30S2', itemId: 'RO30S2-I1', objId: 'OBJ-RO30S2-1', channel: 'B', status: 'READY' });
    expect(Date.parse(item.time)).to.be.closeTo(Date.now(), 60_000);
    await s.peer.device.sendStoryStatus({ RunningOrderId: 'RO30' as never, ID: 'RO30S3' as never, Status: 'PLAY' as never, Time: new Date() as never });
    expect(await s.rec.wait('elementStatus', (e) => e.element === 'STORY')).to.include({ storyId: 'RO30S3', status: 'PLAY' });
    const logged = s.dev.trafficLog!().filter((e) => e.direction === 'in' && e.messageType === 'roElementStat');
    expect(logged.map((e) => e.ack)).to.deep.equal(['ACK', 'ACK']);
  });

  it('runs PLAY, STOP and BLANK on a story and an item', async () => {
    const from = s.peer.events.length;
    await s.dev.runMosAction!('PLAY', { roId: 'RO30', storyId: 'RO30S1' });
    await s.dev.runMosAction!('STOP', { roId: 'RO30', storyId: 'RO30S1', itemId: 'RO30S1-I0' });
    await s.dev.runMosAction!('BLANK', { roId: 'RO30', storyId: 'RO30S1' });
    await until(() => s.peer.events.slice(from).filter((e) => /Status$/.test(e.kind)).length >= 3, 10_000, 'three statuses at the peer');
    const got = s.peer.events.slice(from).filter((e) => /Status$/.test(e.kind)).map((e) => `${e.kind}:${str(e.data.ID)}:${e.data.Status}`);
    expect(got).to.deep.equal(['storyStatus:RO30S1:PLAY', 'itemStatus:RO30S1-I0:STOP', 'storyStatus:RO30S1:BLANK']);
  });

  it('sends a story with its full text as roStorySend', async () => {
    const st = story('STX', 2);
    await s.dev.sendStory!('RO30', st);
    const got = (await s.peer.waitKind('roStorySend')).data;
    expect(str(got.ID)).to.equal('STX');
    expect(str(got.RunningOrderId)).to.equal('RO30');
    expect(str(got.Slug)).to.equal(st.slug);
    const body = got.Body as { Type: string; Content: any }[];
    expect(body.filter((b) => b.Type === 'storyPresenter').map((b) => b.Content.text)).to.deep.equal(['Ana']);
    expect(body.filter((b) => b.Type === 'p').map((b) => b.Content.text ?? `[${b.Content.pi}]`)).to.deep.equal(['Boa noite, STX.', '[sorri para a câmera]', 'Segunda linha com acentuação: ação, pão, 😀.']);
    expect(body.filter((b) => b.Type === 'storyItem').map((b) => str(b.Content.ObjectID))).to.deep.equal(['OBJ-STX-0', 'OBJ-STX-1']);
  });

  it('keeps edits made while the device is away and delivers all of them, in order, when it is back', async () => {
    let ro = runningOrder('RR', 6, 1);
    await s.dev.sendRunningOrder!(ro);
    await s.peer.waitFor((e) => e.kind === 'roCreate' && str(e.data.ID) === 'RR');
    await s.dev.whenIdle!();

    await s.peer.stop();
    await s.rec.wait('setStatus', (st) => !st.connected, 15_000, true);
    const edit = async (f: (r: RunningOrder) => void) => {
      ro = structuredClone(ro);
      f(ro);
      await s.dev.updateRunningOrder!(ro);
    };
    await edit((r) => r.stories.splice(1, 0, story('RRA', 1)));
    await edit((r) => { r.stories[0]!.slug = 'while away'; });
    await edit((r) => r.stories.push(r.stories.splice(0, 1)[0]!));
    await edit((r) => r.stories.splice(2, 1));
    await s.dev.runMosAction!('PLAY', { roId: 'RR', storyId: 'RRS2' });
    expect(s.dev.status().detail).to.include({ queued: 5 });
    // the device stays away a moment (a restart), then comes back as a new process on the same ports
    await new Promise((r) => setTimeout(r, 1500));
    s.peer = await new Peer({ mosId: 'peer.mos', ncsId: 'LAUDA', ports: s.ports.peer, ncsPorts: s.ports.ncs, heartbeatInterval: 500 }).start();
    await s.rec.wait('setStatus', (st) => st.connected, 20_000, true);
    await s.dev.whenIdle!(20_000);
    await until(() => s.peer.events.filter((e) => e.kind !== 'connection').length >= 5, 10_000, 'the queued edits at the peer');
    const got = s.peer.events.filter((e) => e.kind !== 'connection');
    expect(got.map((e) => e.kind)).to.deep.equal(['insertStories', 'replaceStories', 'moveStories', 'deleteStories', 'storyStatus']);
    expect(ids(got[0]!.data.stories)).to.deep.equal(['RRA']);
    expect(str(got[1]!.data.stories[0].Slug)).to.equal('while away');
    expect(got[2]!.data.ids.map(str)).to.deep.equal(['RRS1']);
    expect(got[3]!.data.ids.map(str)).to.deep.equal(['RRS3']);
    expect(got[4]!.data.Status).to.equal('PLAY');
  });
});

describe('MOS driver against the real peer, pre-2.8 story messages', function () {
  this.timeout(60_000);
  let s: Setup;
  before(async () => {
    s = await setup('legacy.mos', { legacyStoryMessages: true });
  });
  after(async () => {
    await s?.peer.stop();
    await s?.dev.disconnect();
  });

  it('sends roStoryInsert, roStoryReplace, roStoryMove, roStoryDelete, roStorySwap and roStoryAppend', async () => {
    let ro = runningOrder('RL', 5, 1, 'legacy.mos');
    await s.dev.sendRunningOrder!(ro);
    const apply = async (f: (r: RunningOrder) => void) => {
      ro = structuredClone(ro);
      f(ro);
      await s.dev.updateRunningOrder!(ro);
    };
    await apply((r) => r.stories.splice(1, 0, story('RLX', 1, 'legacy.mos')));
    await apply((r) => { r.stories[0]!.slug = 'new slug'; });
    await apply((r) => r.stories.unshift(r.stories.splice(4, 1)[0]!));
    await apply((r) => r.stories.splice(2, 1));
    await apply((r) => { const a = r.stories; [a[0], a[3]] = [a[3]!, a[0]!]; });
    await apply((r) => r.stories.push(story('RLY', 1, 'legacy.mos')));
    await s.dev.whenIdle!(20_000);
    const sent = s.peer.raw.filter((r) => r.type === 'recieved').map((r) => /<(ro\w+)>/.exec(r.message.replace(/<\/?(mos|mosID|ncsID|messageID)>/g, ''))?.[1]).filter((t) => t && t !== 'roID');
    expect(sent).to.deep.equal(['roCreate', 'roStoryInsert', 'roStoryReplace', 'roStoryMove', 'roStoryDelete', 'roStorySwap', 'roStoryAppend']);
    const kinds = s.peer.events.filter((e) => e.kind !== 'connection').map((e) => e.kind);
    expect(kinds).to.deep.equal(['roCreate', 'insertStories', 'replaceStories', 'moveStories', 'deleteStories', 'swapStories', 'insertStories']);
  });
});
