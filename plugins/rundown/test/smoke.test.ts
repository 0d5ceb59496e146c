import { expect } from 'chai';
import { boot, invariants, ok, rundownWith, type Rig } from './support.js';

describe('rundown smoke', function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());
  it('creates, fills and loads a rundown', async () => {
    const r = await rundownWith(rig, 3);
    expect(r.blocks).to.have.length(2);
    expect(r.blocks[0].stories.map((s: any) => s.slug)).to.deep.equal(['S1', 'S2', 'S3']);
    expect(await invariants(rig.knex, r.id)).to.deep.equal([]);
    console.log(JSON.stringify(r.totals), JSON.stringify(r.blocks[0].stories[0]).slice(0, 600));
  });
});
