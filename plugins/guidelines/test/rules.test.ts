import { expect } from 'chai';
import { boot, guidelineBody, nextDate, ok, testDb, type Rig } from './support.js';

describe(`guideline rules (locks, finished, private) on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  const stored = async (id: number) => JSON.stringify(await rig.knex('guideline_guidelines').where('id', id).first());
  const setSettings = async (lockFinished: boolean, privateCreation: boolean) => {
    const s = ok(await rig.producer.get('/api/assignments/settings'));
    ok(await rig.producer.put('/api/assignments/settings', { lockFinished, privateCreation, version: s.version }));
  };

  it('gives the edit lock to one of two users loading at once; the other gets 409 naming the holder and cannot write', async () => {
    const g = ok(await rig.producer.post('/api/assignments', guidelineBody('CORRIDA', nextDate())), 201);
    const a = await rig.user();
    const b = await rig.user();
    const [ra, rb] = await Promise.all([a.c.get(`/api/assignments/${g.id}?edit=true`), b.c.get(`/api/assignments/${g.id}?edit=true`)]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).to.deep.equal([200, 409]);
    const [winner, loser] = ra.status === 200 ? [a, b] : [b, a];
    const refused = ra.status === 200 ? rb : ra;
    expect(refused.body.code).to.equal('lock.held');
    expect(refused.body.details.holder).to.equal(winner.nickname);
    expect((ra.status === 200 ? ra : rb).body.lock.nickname).to.equal(winner.nickname);

    const before = await stored(g.id);
    const writes = await Promise.all([
      loser.c.put(`/api/assignments/${g.id}`, { version: 0, slug: 'TOMADA' }),
      loser.c.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'TOMADA' }),
      loser.c.post('/api/assignments/updateState', { ids: [g.id], state: 'COMPLETED' }),
      loser.c.delete(`/api/assignments/${g.id}`),
      loser.c.delete(`/api/assignments?ids=${g.id}`),
    ]);
    for (const w of writes) {
      expect(w.status, JSON.stringify(w.body)).to.equal(409);
      expect(w.body.details.holder).to.equal(winner.nickname);
    }
    expect(await stored(g.id)).to.equal(before);
    // the holder saves; then the other takes it over and saves
    ok(await winner.c.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'DO DONO' }));
    const taken = ok(await loser.c.post('/api/locks/take-over', { key: `guideline:${g.id}` }));
    expect(taken.previousHolder.nickname).to.equal(winner.nickname);
    ok(await loser.c.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'TOMADA' }));
    expect((await winner.c.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'DE VOLTA' })).status).to.equal(409);
  });

  it('two saves of the same version at once: one is stored, the other gets 412', async () => {
    const g = ok(await rig.producer.post('/api/assignments', guidelineBody('VERSAO', nextDate())), 201);
    const results = await Promise.all(['UM', 'DOIS', 'TRES'].map((slug) => rig.producer.put(`/api/assignments/${g.id}`, { version: 0, slug })));
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 412, 412]);
    const row = await rig.knex('guideline_guidelines').where('id', g.id).first();
    expect(Number(row.version)).to.equal(1);
  });

  it('refuses changes to completed or interrupted guidelines while the lock setting is on; the state may reopen them', async () => {
    await setSettings(true, false);
    const g = ok(await rig.producer.post('/api/assignments', guidelineBody('CONCLUIDA', nextDate())), 201);
    ok(await rig.producer.post('/api/assignments/updateState', { ids: [g.id], state: 'COMPLETED' }));
    const before = await stored(g.id);
    const patch = await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'MUDOU' });
    expect(patch.status).to.equal(422);
    expect(patch.body).to.deep.include({ code: 'guideline.finished' });
    expect(patch.body.details.oldValue).to.equal('CONCLUIDA');
    expect((await rig.producer.put(`/api/assignments/${g.id}`, { version: 1, slug: 'MUDOU' })).status).to.equal(422);
    expect((await rig.producer.delete(`/api/assignments/${g.id}`)).status).to.equal(422);
    expect((await rig.producer.get(`/api/assignments/${g.id}?edit=true`)).status).to.equal(422);
    expect(ok(await rig.producer.get(`/api/assignments/${g.id}`)).finishedLocked).to.equal(true);
    expect(await stored(g.id)).to.equal(before);
    // interrupted likewise; back to covering, it is editable again
    ok(await rig.producer.post('/api/assignments/updateState', { ids: [g.id], state: 'INTERRUPTED' }));
    expect((await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'MUDOU' })).status).to.equal(422);
    ok(await rig.producer.post('/api/assignments/updateState', { ids: [g.id], state: 'COVERING' }));
    ok(await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'MUDOU' }));
    // with the setting off, a finished guideline is changed
    ok(await rig.producer.post('/api/assignments/updateState', { ids: [g.id], state: 'COMPLETED' }));
    await setSettings(false, false);
    ok(await rig.producer.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'OUTRA VEZ' }));
    await setSettings(true, false);
  });

  it('creates private guidelines only with the setting; only the owner and allowed users see them; only the owner shares', async () => {
    await setSettings(true, false);
    const date = nextDate();
    const owner = await rig.user();
    const friend = await rig.user();
    const other = await rig.user();
    const refused = await owner.c.post('/api/assignments', guidelineBody('SIGILO', date, { private: true }));
    expect(refused.status).to.equal(422);
    expect(refused.body.code).to.equal('guideline.privateNotAllowed');
    await setSettings(true, true);
    const g = ok(await owner.c.post('/api/assignments', guidelineBody('SIGILO', date, { private: true, allowedUsers: [friend.id] })), 201);
    expect(g).to.include({ private: true, ownerId: owner.id });
    for (const [u, sees] of [[owner, true], [friend, true], [other, false]] as const) {
      expect((await u.c.get(`/api/assignments/${g.id}`)).status, u.nickname).to.equal(sees ? 200 : 404);
      const day = ok(await u.c.get(`/api/assignments/dateList?date=${date}`));
      expect(day.data.map((x: any) => x.id), u.nickname).to.deep.equal(sees ? [g.id] : []);
      expect(ok(await u.c.get(`/api/assignments/counter?from=${date}&to=${date}`)).length).to.equal(sees ? 1 : 0);
    }
    expect((await other.c.patch(`/api/assignments/${g.id}`, { field: 'slug', newValue: 'X' })).status).to.equal(404);
    const share = await friend.c.patch(`/api/assignments/${g.id}`, { field: 'allowedUsers', newValue: [friend.id, other.id] });
    expect(share.status).to.equal(403);
    expect(share.body.code).to.equal('guideline.onlyOwnerCanShare');
    ok(await friend.c.patch(`/api/assignments/${g.id}`, { field: 'information', newValue: 'visto pelo amigo' }));
    ok(await owner.c.patch(`/api/assignments/${g.id}`, { field: 'allowedUsers', newValue: [friend.id, other.id] }));
    expect((await other.c.get(`/api/assignments/${g.id}`)).status).to.equal(200);
    await setSettings(true, false);
  });

  it('hides guidelines of a program the user may not open, and refuses that program to them', async () => {
    const group = ok(await rig.producer.post('/api/groups', { name: `Restrito${Date.now() % 1e6}`, userIds: [rig.producerId] }), 201);
    const restricted = ok(await rig.producer.post('/api/programs', { name: `Fechado${Date.now() % 1e6}`, start: '10:00:00', end: '11:00:00', allowedGroupIds: [group.id] }), 201).id;
    const date = nextDate();
    const g = ok(await rig.producer.post('/api/assignments', guidelineBody('FECHADA', date, { programsIds: [restricted, rig.programId] })), 201);
    const only = ok(await rig.producer.post('/api/assignments', guidelineBody('SO FECHADA', date, { programsIds: [restricted] })), 201);
    const outsider = await rig.user();
    // of two programs, one open to the outsider: they see it
    expect((await outsider.c.get(`/api/assignments/${g.id}`)).status).to.equal(200);
    expect((await outsider.c.get(`/api/assignments/${only.id}`)).status).to.equal(404);
    expect(ok(await outsider.c.get(`/api/assignments/dateList?date=${date}`)).data.map((x: any) => x.id)).to.deep.equal([g.id]);
    expect(ok(await outsider.c.get(`/api/assignments/filter?slug=FECHADA&programId=${restricted}`)).total).to.equal(0);
    const post = await outsider.c.post('/api/assignments', guidelineBody('INTRUSA', date, { programsIds: [restricted] }));
    expect(post.status).to.equal(400);
    expect(post.body.details.issues[0].field).to.equal('programsIds');
  });
});
