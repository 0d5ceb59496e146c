/**
 * A rundown with MOS enabled followed by a real MOS device: @mos-connection/connector (the library
 * of Sofie's MOS gateway) as the device of the program, Lauda's kernel with every plugin on the
 * other side. Every edit through the API must reach the device as the matching message, in order.
 */
import net from 'node:net';
import { expect } from 'chai';
import { protocol } from '@lauda/driver-mos';
import type { TestClient } from '@lauda/sdk/testing';
import { zonedInstant } from '@lauda/sdk/server';
import { str, type Peer } from '@lauda/driver-mos/testing/peer';
import { listen } from '@lauda/plugin-rundown/testing';
import { FAST, bootAir, nextDate, ok, storyBody, testDb, until, type Air } from './support.js';

describe(`on air: a rundown followed by the real MOS peer on ${testDb()}`, function () {
  this.timeout(120_000);
  let air: Air;
  let p: TestClient;
  let peer: Peer;
  let peerPorts: { lower: number; upper: number; query: number };
  let deviceId: number;
  let rundown: any;
  const roId = () => `LAUDA-RO-${rundown.id}`;
  const storyIds = () => rundown.blocks.filter((b: any) => !b.standBy).flatMap((b: any) => b.stories.map((s: any) => s.uuid));
  const reload = async () => { rundown = ok(await p.get(`/api/rundowns/${rundown.id}`)); return rundown; };

  before(async () => {
    air = await bootAir();
    p = air.producer;
    peer = await air.peer('prompter.peer');
    peerPorts = peer.options.ports;
    const d = ok(await p.post('/api/devices', {
      name: 'Prompter 1', kind: 'tp', protocol: 'mos', vendor: 'Peer', mosId: 'prompter.peer', host: '127.0.0.1',
      lowerPort: peerPorts.lower, upperPort: peerPorts.upper, options: FAST, programIds: [air.programId],
    }), 201);
    deviceId = d.id;
    await until(() => p.get(`/api/devices/${deviceId}/status`), (r) => r.body?.connected === true, 20_000, 'the device to connect');
    // a 30-story rundown, built before MOS is on
    const r = ok(await p.post('/api/rundowns', { date: nextDate(), programId: air.programId }), 201);
    for (let i = 1; i <= 30; i++) ok(await p.post(`/api/blocks/${r.blocks[0].id}/stories`, storyBody(`MAT ${i}`, 1 + (i % 2))), 201);
    rundown = ok(await p.get(`/api/rundowns/${r.id}`));
  });
  after(async () => {
    await air?.stop();
  });

  it('enabling MOS answers the affected devices and sends a roCreate with all 30 stories and their items', async () => {
    const answer = ok(await p.post(`/api/rundowns/${rundown.id}/mos`, { enabled: true }));
    expect(answer).to.include({ field: 'mosEnabled', oldValue: false, newValue: true });
    expect(answer.devices).to.deep.equal([{ id: deviceId, name: 'Prompter 1', kind: 'TP', running: true }]);
    const got = (await peer.waitKind('roCreate')).data;
    expect(str(got.ID)).to.equal(roId());
    expect(str(got.Slug)).to.equal(`Jornal da Noite ${rundown.date}`);
    // 19:00 of the rundown's date in the newsroom's time zone
    const { timeZone } = ok(await p.get('/api/branch/config'));
    expect(str(got.EditorialStart)).to.equal(new Date(zonedInstant(rundown.date, 19 * 3_600_000, timeZone)).toISOString());
    expect(got.Stories.map((s: any) => str(s.ID))).to.deep.equal(storyIds());
    expect(got.Stories.map((s: any) => str(s.Slug)).slice(0, 3)).to.deep.equal(['MAT 1', 'MAT 2', 'MAT 3']);
    const first = got.Stories[0];
    expect(first.Items.map((x: any) => [str(x.ID), str(x.ObjectID), str(x.MOSID)])).to.deep.equal([['1', 'OBJ-MAT 1-1', 'prompter.peer'], ['2', 'OBJ-MAT 1-2', 'prompter.peer']]);
    expect(first.Items[0].Duration).to.equal(90 * 50);
    expect(first.Items[0].TimeBase).to.equal(50);
    expect(got.Stories[1].Items).to.have.length(1);
    // the PATCH route answers the same way
    const again = ok(await p.patch(`/api/rundowns/${rundown.id}`, { field: 'mosEnabled', newValue: true }));
    expect(again.devices).to.have.length(1);
  });

  it('sends each kind of edit as the matching message, in order', async () => {
    const from = peer.events.length;
    const [s1, s2, s3] = rundown.blocks[0].stories;
    const kinds = ['replaceStories', 'insertStories', 'moveStories', 'deleteStories'];
    const edits = () => peer.events.slice(from).filter((e) => kinds.includes(e.kind)).length;
    // each edit reaches the device before the next is made: edits made faster than the device is
    // told are sent together as one difference of the running order (its own order of messages)
    const told = (n: number) => until(edits, (got) => got >= n, 15_000, `edit ${n} at the device`);
    ok(await p.patch(`/api/stories/${s1.id}`, { field: 'slug', newValue: 'MAT 1 NOVA' }));
    await told(1);
    const added = ok(await p.post(`/api/stories/${s2.id}/after`, storyBody('INSERIDA')), 201);
    await told(2);
    ok(await p.post('/api/stories/move', { targetBlockId: rundown.blocks[0].id, storiesIds: [s3.id], targetStoryId: s1.id }));
    await told(3);
    ok(await p.delete(`/api/stories/${s2.id}`), 204);
    await told(4);
    const seen = peer.events.slice(from).filter((e) => kinds.includes(e.kind));
    expect(seen.map((e) => e.kind)).to.deep.equal(kinds);
    expect(str(seen[0]!.data.stories[0].Slug)).to.equal('MAT 1 NOVA');
    expect(seen[1]!.data.stories.map((s: any) => str(s.ID))).to.deep.equal([added.uuid ?? added.story?.uuid]);
    expect(seen[2]!.data.ids.map(str)).to.deep.equal([s3.uuid]);
    expect(seen[3]!.data.ids.map(str)).to.deep.equal([s2.uuid]);
    await reload();
  });

  it('a story going on air is a PLAY at the device; the next one taking over stops it first', async () => {
    const from = peer.events.length;
    const [a, b] = rundown.blocks[0].stories;
    ok(await p.patch(`/api/stories/${a.id}`, { field: 'displayStatus', newValue: 'play' }));
    ok(await p.patch(`/api/stories/${b.id}`, { field: 'displayStatus', newValue: 'play' }));
    await until(() => peer.events.slice(from).filter((e) => e.kind === 'storyStatus').length, (n) => n >= 3, 15_000, 'three story statuses');
    const got = peer.events.slice(from).filter((e) => e.kind === 'storyStatus').map((e) => `${str(e.data.ID)}:${e.data.Status}`);
    expect(got).to.deep.equal([`${a.uuid}:PLAY`, `${a.uuid}:STOP`, `${b.uuid}:PLAY`]);
  });

  it('an item status from the device lands in the story and on the live topic', async () => {
    const s = rundown.blocks[0].stories[3];
    await until(() => peer.connected, (c) => c, 20_000, 'the device\'s own link to Lauda');
    const live = await listen(air.k, p, ['stories']);
    await peer.device.sendItemStatus({ RunningOrderId: roId() as never, StoryId: s.uuid as never, ID: '1' as never, ObjectId: `OBJ-${s.slug}-1` as never, Status: 'READY' as never, Time: new Date() as never });
    const story = await until(() => p.get(`/api/stories/${s.id}`), (r) => r.body?.sections?.[1]?.subSections?.[0]?.status === 'READY', 15_000, 'the item status in the story');
    expect(story.body.version).to.equal(s.version);
    const event = await live.inbox.find((m) => m.id === s.id && m.data.field === 'itemStatus', 5000);
    expect(event).to.deep.include({ op: 'PATCH', by: 'Prompter 1' });
    expect(event.data).to.include({ rundownId: rundown.id, item: 1, oldValue: null, newValue: 'READY' });
    await live.stop();
    // an unknown story or item changes nothing and keeps Lauda up
    await peer.device.sendItemStatus({ RunningOrderId: roId() as never, StoryId: 'no-such-story' as never, ID: '9' as never, ObjectId: 'x' as never, Status: 'READY' as never, Time: new Date() as never });
    ok(await p.get(`/api/rundowns/${rundown.id}`));
  });

  it('refuses hostile XML from the device\'s side: logged, Lauda stays up, the rundown unchanged', async () => {
    const before = await reload();
    const s = before.blocks[0].stories[3];
    const stat = (status: string) => `<roElementStat element="ITEM"><roID>${roId()}</roID><storyID>${s.uuid}</storyID><itemID>1</itemID><objID>x</objID><status>${status}</status><time>2032-01-01T00:00:00,000Z</time></roElementStat>`;
    const mos = (inner: string, id: number) => `<mos><mosID>prompter.peer</mosID><ncsID>LAUDA-AIR</ncsID><messageID>${id}</messageID>${inner}</mos>`;
    const socket = net.connect({ host: '127.0.0.1', port: air.ncs.lower });
    await new Promise((r) => socket.once('connect', r));
    socket.on('error', () => undefined);
    // a heartbeat first: the connection is the device's from then on
    socket.write(protocol.encodeMessage(protocol.envelope({ mosId: 'prompter.peer', ncsId: 'LAUDA-AIR' }, 900, protocol.buildHeartbeat())));
    // external entity, truncated inside a character, wrong encoding (UTF-8 where UCS-2 is due), a message over the 16 MB limit
    socket.write(protocol.encodeMessage(`<!DOCTYPE mos [<!ENTITY x SYSTEM "file:///etc/passwd">]>${mos(stat('&x;'), 901)}`));
    const full = protocol.encodeMessage(mos(stat('HACKED'), 902));
    socket.write(full.subarray(0, full.length - 41));
    socket.write(Buffer.from(mos(stat('HACKED'), 903), 'utf8'));
    socket.write(protocol.encodeMessage(mos(`<roElementStat element="ITEM"><roID>${'R'.repeat(8_500_000)}</roID></roElementStat>`, 904)));
    // every one refused and logged (a 17 MB message takes a while to arrive on a loaded machine)
    type Entry = { direction: string; ack?: string; error?: string };
    const refusedNow = async () => ((await p.get(`/api/devices/${deviceId}/mos-log?limit=500`)).body as Entry[])
      .filter((e) => e.direction === 'in' && e.ack === 'ERROR').map((e) => e.error!.split(':')[0]!);
    const refused = await until(refusedNow, (codes) => ['junk', 'truncated', 'oversize'].every((c) => codes.includes(c)), 20_000, 'the hostile messages logged');
    socket.destroy();
    const after = await reload();
    expect(after.version).to.equal(before.version);
    const story = ok(await p.get(`/api/stories/${s.id}`));
    expect(story.sections[1].subSections[0].status).to.equal('READY');
    expect(refused).to.include.members(['junk', 'truncated', 'oversize']);
    // the device stays connected: on a loaded machine a heartbeat answered after the tests' 1 s ack
    // timeout drops the port for a moment, and it connects again
    await until(() => p.get(`/api/devices/${deviceId}/status`), (r) => r.body?.connected === true, 20_000, 'the device connected after the hostile messages');
  });

  it('keeps the edits made while the device is away and delivers all of them, in order, when it is back', async () => {
    await peer.stop();
    await until(() => p.get(`/api/devices/${deviceId}/status`), (r) => r.body?.connected === false, 20_000, 'the device to be seen away');
    const [s1, s2] = rundown.blocks[0].stories;
    ok(await p.patch(`/api/stories/${s1.id}`, { field: 'slug', newValue: 'AUSENTE 1' }));
    ok(await p.post(`/api/blocks/${rundown.blocks[0].id}/stories`, storyBody('AUSENTE NOVA')), 201);
    ok(await p.delete(`/api/stories/${s2.id}`), 204);
    await new Promise((r) => setTimeout(r, 1500));
    peer = await air.peer('prompter.peer', peerPorts);
    const kinds = ['replaceStories', 'insertStories', 'deleteStories', 'roReplace'];
    await until(() => peer.events.filter((e) => kinds.includes(e.kind)).length, (n) => n >= 3, 30_000, 'the edits made while away');
    const seen = peer.events.filter((e) => kinds.includes(e.kind)).map((e) => e.kind);
    expect(seen.slice(0, 3)).to.deep.equal(['replaceStories', 'insertStories', 'deleteStories']);
  });

  it('loads teleprompter content: the prompter gets every story with its text as roStorySend', async () => {
    await reload();
    const from = peer.events.length;
    const answer = ok(await p.post(`/api/rundowns/${rundown.id}/teleprompter`, {}));
    expect(answer.devices).to.deep.equal([{ id: deviceId, name: 'Prompter 1' }]);
    const n = storyIds().length;
    await until(() => peer.events.slice(from).filter((e) => e.kind === 'roStorySend').length, (c) => c >= n, 20_000, `${n} roStorySend`);
    const first = peer.events.slice(from).find((e) => e.kind === 'roStorySend')!.data;
    expect(str(first.ID)).to.equal(storyIds()[0]);
    const body = first.Body as { Type: string; Content: any }[];
    const read = body.filter((x) => x.Type === 'p').map((x) => x.Content.text ?? `[${x.Content.pi}]`);
    expect(read[0]).to.match(/^Boa noite\./);
    expect(read).to.include('[olha para a câmera 2]');
  });

  it('runs a MOS action on an item and refuses bad input with clear 4xx', async () => {
    const s = rundown.blocks[0].stories[0];
    const from = peer.events.length;
    ok(await p.post(`/api/rundowns/${rundown.id}/mos/actions`, { action: 'BLANK', storyId: s.id, item: 1 }));
    await peer.waitFor((e) => e.kind === 'itemStatus' && e.data.Status === 'BLANK', 10_000, from);
    expect((await p.post(`/api/rundowns/${rundown.id}/mos/actions`, { action: 'JUMP', storyId: s.id })).status).to.equal(400);
    const other = (await p.post(`/api/rundowns/${rundown.id}/mos/actions`, { action: 'PLAY', storyId: 999_999 }));
    expect(other.status).to.equal(422);
    expect(other.body.code).to.equal('onair.storyNotInRundown');
    expect((await p.post(`/api/rundowns/${rundown.id}/mos`, { enabled: 'yes' })).status).to.equal(400);
    expect((await p.post('/api/rundowns/999999/mos', { enabled: true })).status).to.equal(404);
    const nobody = await air.k.userWith(['ROLE_RUNDOWN_READ'], 'reader');
    expect((await nobody.post(`/api/rundowns/${rundown.id}/mos`, { enabled: false })).status).to.equal(403);
    const notify = await p.post(`/api/rundowns/${rundown.id}/mos/notify`, { deviceId: 999_999, action: 'ready' });
    expect(notify.status).to.equal(422);
    expect(notify.body.code).to.equal('onair.noDevice');
    const ready = ok(await p.post(`/api/rundowns/${rundown.id}/mos/notify`, { deviceId, action: 'ready' }));
    expect(ready.device).to.include({ id: deviceId, connected: true });
    await peer.waitFor((e) => e.kind === 'roReadyToAir', 10_000, from);
    const listed = ok(await p.get(`/api/rundowns/${rundown.id}/mos`));
    expect(listed).to.include({ enabled: true, roId: roId() });
    expect(listed.devices[0]).to.include({ id: deviceId, kind: 'TP', runningOrders: true, storyText: true, credits: false });
  });

  it('credits: a program without a CG device is refused with the key the UI translates', async () => {
    const r = await p.post(`/api/rundowns/${rundown.id}/credits`, {});
    expect(r.status).to.equal(422);
    expect(r.body.code).to.equal('onair.noCgDevice');
  });

  it('disabling MOS sends roDelete', async () => {
    const from = peer.events.length;
    const answer = ok(await p.post(`/api/rundowns/${rundown.id}/mos`, { enabled: false }));
    expect(answer).to.include({ oldValue: true, newValue: false });
    expect(answer.devices.map((d: any) => d.id)).to.deep.equal([deviceId]);
    const del = await peer.waitFor((e) => e.kind === 'roDelete', 10_000, from);
    expect(str(del.data)).to.equal(roId());
    // later edits reach no device
    const n = peer.events.length;
    ok(await p.patch(`/api/stories/${rundown.blocks[0].stories[0].id}`, { field: 'slug', newValue: 'DEPOIS' }));
    await new Promise((r) => setTimeout(r, 800));
    expect(peer.events.slice(n).filter((e) => /Stories$|^ro/.test(e.kind))).to.have.length(0);
  });
});
