import { expect } from 'chai';
import { boot, invariants, ok, rundownWith, storyBody, testDb, type Rig } from './support.js';

const CLIENTS = 20;
const DURATION_MS = Number(process.env.RUNDOWN_CONCURRENCY_MS ?? 4000);

/** Answers a client may get when another one changed the rundown first; anything else is a failure. */
const RACE_CODES = new Set(['story.notFound', 'block.notFound', 'error.validation', 'rundown.concurrentChange']);

describe(`rundown under concurrent edits on ${testDb()}`, function () {
  this.timeout(120_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  it(`${CLIENTS} clients move, copy, insert and delete stories of one rundown at once; every invariant holds after`, async () => {
    const r = await rundownWith(rig, 12);
    for (let i = 0; i < 2; i++) ok(await rig.producer.post(`/api/rundowns/${r.id}/blocks`, { commercial: 'PT1M' }), 201);
    const start = ok(await rig.producer.get(`/api/rundowns/${r.id}?sections=false`));
    const alive = new Set<number>(start.blocks.flatMap((b: any) => b.stories.map((s: any) => s.id)));
    const deleted = new Set<number>();
    const unexpected: string[] = [];
    const counts: Record<string, number> = {};
    const clients = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => rig.user(`racer${i}`)));
    const until = Date.now() + DURATION_MS;
    const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

    const run = async (c: (typeof clients)[number]['c']) => {
      while (Date.now() < until) {
        const view = ok(await c.get(`/api/rundowns/${r.id}?sections=false`));
        const blocks = view.blocks as any[];
        const stories = blocks.flatMap((b) => b.stories as any[]);
        const block = pick(blocks)!;
        const target = pick(block.stories as any[]);
        const some = () => [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(stories)?.id).filter(Boolean))] as number[];
        const roll = Math.random();
        let op: string;
        let res;
        if (roll < 0.35) {
          op = 'move';
          res = await c.post('/api/stories/move', { targetBlockId: block.id, storiesIds: some(), targetStoryId: Math.random() < 0.5 ? target?.id ?? null : null });
        } else if (roll < 0.5) {
          op = 'copy';
          res = await c.post('/api/stories/copy', { targetBlockId: block.id, storiesIds: some(), targetStoryId: target?.id ?? null });
          if (res.status === 200) for (const s of res.body.stories ?? []) alive.add(s.id);
        } else if (roll < 0.7) {
          op = 'insert';
          res = target && Math.random() < 0.5
            ? await c.post(`/api/stories/${target.id}/after`, storyBody('NOVA', 30 + Math.floor(Math.random() * 100)))
            : await c.post(`/api/blocks/${block.id}/stories`, storyBody('NOVA', 30 + Math.floor(Math.random() * 100)));
          if (res.status === 201) alive.add(res.body.id);
        } else if (roll < 0.85) {
          op = 'delete';
          const victim = pick(stories);
          if (!victim) continue;
          res = await c.delete(`/api/stories/${victim.id}`);
          if (res.status === 204) deleted.add(victim.id);
        } else if (roll < 0.95) {
          op = 'patch';
          const s = pick(stories);
          if (!s) continue;
          res = await c.patch(`/api/stories/${s.id}`, { field: 'estimated', newValue: `PT${Math.floor(Math.random() * 90)}S` });
        } else {
          op = 'status';
          const s = pick(stories);
          if (!s) continue;
          res = await c.patch(`/api/stories/${s.id}`, { field: 'displayStatus', newValue: pick(['play', 'stop', 'blank']) });
        }
        counts[op] = (counts[op] ?? 0) + 1;
        if (res.status >= 500 || (res.status >= 400 && !RACE_CODES.has(res.body?.code))) unexpected.push(`${op} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    };
    await Promise.all(clients.map((x) => run(x.c)));
    process.stdout.write(`      operations: ${JSON.stringify(counts)}\n`);

    expect(unexpected).to.deep.equal([]);
    expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    const final = ok(await rig.producer.get(`/api/rundowns/${r.id}?sections=false`));
    expect(final.blocks[final.blocks.length - 1].standBy).to.equal(true);
    const placed = final.blocks.flatMap((b: any) => b.stories.map((s: any) => s.id));
    // each story in exactly one place, none lost, none that was deleted
    expect(new Set(placed).size).to.equal(placed.length);
    expect([...placed].sort()).to.deep.equal([...alive].filter((id) => !deleted.has(id)).sort());
    for (const b of final.blocks) expect(b.stories.map((s: any) => s.index)).to.deep.equal(b.stories.map((_: unknown, i: number) => i));
    // at most one item on air
    const playing = final.blocks.flatMap((b: any) => [b, ...b.stories]).filter((x: any) => x.displayStatus === 'play');
    expect(playing.length).to.be.at.most(1);
    if (playing.length) expect(final.onAir.id).to.equal(playing[0].id);
  });
});
