// The trash through the document access contract, on SQLite and MariaDB: a story deleted from a
// rundown of a program open only to a group is in the trash of its producer, and a user outside that
// program (every rundown and story role, not in the group) sees nothing of it there, by type or not,
// and can neither restore nor delete it for good; the producer restores it.
import { expect } from 'chai';
import { boot, nextDate, ok, rundownWith, testDb, type Rig } from '@lauda/plugin-rundown/testing';

describe(`trash by access on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => {
    rig = await boot();
  });
  after(async () => rig?.stop());

  it('a user outside a story\'s program sees nothing of it in the trash', async () => {
    const g = ok(await rig.producer.post('/api/groups', { name: `Editores ${nextDate()}`, userIds: [rig.producerId] }), 201);
    const producer = await rig.k.signIn('producer', 'secret-pass');
    const closed = ok(await producer.post('/api/programs', { name: `Fechado ${nextDate()}`, start: '22:00:00', end: '23:00:00', allowedGroupIds: [g.id] }), 201);
    const r = await rundownWith(rig, 2, producer, closed.id);
    const story = r.blocks[0].stories[0];
    expect((await producer.delete(`/api/stories/${story.id}`)).status).to.be.within(200, 204);

    const entry = ok(await producer.get('/api/trash?type=story')).data.find((e: any) => e.entityId === String(story.id));
    expect(entry, 'the producer sees the deleted story').to.include({ entityType: 'story', title: story.slug });

    const outsider = await rig.user();
    expect((await outsider.c.get(`/api/rundowns/${r.id}`)).body.code, 'the outsider is outside the program').to.equal('rundown.programNoAccess');
    expect(ok(await outsider.c.get('/api/trash')).data.some((e: any) => e.id === entry.id)).to.equal(false);
    expect(ok(await outsider.c.get('/api/trash?type=story')).total).to.equal(0);
    expect((await outsider.c.post(`/api/trash/${entry.id}/restore`)).status).to.equal(404);
    expect((await outsider.c.delete(`/api/trash/${entry.id}`)).status).to.equal(404);

    ok(await producer.post(`/api/trash/${entry.id}/restore`));
    expect(ok(await producer.get('/api/trash?type=story')).total).to.equal(0);
  });
});
