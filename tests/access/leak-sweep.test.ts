// The leak sweep: written once, run for every registered document type. Each plugin's `leakExample`
// (its ./testing entry) seeds documents of a restricted program and private ones, each carrying a
// canary text; then a user holding every role but ROOT, outside the program's groups and not in any
// audience, walks every GET route of the API document, every live topic, revisions, trash, locks and
// the write paths, and must never receive a canary nor change a seeded document.
import { expect } from 'chai';
import { installedPluginIds } from '@lauda/kernel';
import { startTestKernel, type LeakExample, type LeakSeed, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import { testDb } from '../support/dbs.js';
import { Inbox, stomp, type Live, type StompTester } from '../live/support.js';
import { getWalk, type WalkResult } from './walk.js';

const db = testDb();
const CANARY = `CANARY${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

interface TypeInfo { type: string; owner: string; byRolesOnly: boolean }

/** The `leakExample` of every installed plugin that exports one. */
async function examples(ids: string[]): Promise<{ plugin: string; example: LeakExample }[]> {
  const out: { plugin: string; example: LeakExample }[] = [];
  for (const id of ids) {
    let mod: { leakExample?: LeakExample };
    try {
      mod = await import(`@lauda/plugin-${id}/testing`);
    } catch {
      continue; // no testing entry: the coverage check below says whether one was needed
    }
    if (mod.leakExample) out.push({ plugin: id, example: mod.leakExample });
  }
  return out;
}

describe(`leak sweep over every registered document type on ${db}`, function () {
  this.timeout(300_000);
  let k: TestKernel;
  let owner: TestClient;
  let outsider: TestClient;
  let seeds: LeakSeed[] = [];
  let types: TypeInfo[] = [];
  const sockets: StompTester[] = [];
  const documents = () => seeds.flatMap((s) => s.documents);

  before(async () => {
    const plugins = installedPluginIds();
    k = await startTestKernel({ plugins, db });
    const roles = (await (await k.userWith([], 'sweep-probe')).get('/api/authorities')).body as string[];
    const found = await examples(plugins);
    const recover = new Set(['ROLE_ROOT', ...found.flatMap((f) => f.example.recoverRoles ?? [])]);
    owner = await k.userWith(roles, 'sweep-owner');
    outsider = await k.userWith(roles.filter((r) => !recover.has(r)), 'sweep-outsider');
    const ownerId = Number((await owner.get('/api/users/me')).body.id);
    const outsiderId = Number((await outsider.get('/api/users/me')).body.id);
    const group = await owner.post('/api/groups', { name: 'Restrito', userIds: [ownerId] });
    expect(group.status, JSON.stringify(group.body)).to.equal(201);
    const program = async (name: string, allowedGroupIds: number[]) => {
      const r = await owner.post('/api/programs', { name, start: '20:00:00', end: '20:30:00', allowedGroupIds });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      return Number(r.body.id);
    };
    const ctx = {
      owner, ownerId, outsiderId, canary: CANARY, date: '2031-06-15',
      restrictedProgramId: await program('Restrito', [Number(group.body.id)]),
      openProgramId: await program('Aberto', []),
    };
    types = (await owner.get('/api/documents/types')).body;
    const covered = new Set(found.flatMap((f) => f.example.types));
    const missing = types.filter((t) => !t.byRolesOnly && !covered.has(t.type)).map((t) => `${t.type} (${t.owner})`);
    expect(missing, 'registered document types without a leak example').to.deep.equal([]);
    seeds = [];
    for (const f of found) seeds.push(await f.example.seed(ctx));
    expect(documents().length).to.be.greaterThan(0);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
  });
  after(async () => k?.stop());

  it('walks every GET route of the API document: the outsider never receives a seeded document\'s content', async () => {
    // the walk's search routes look for the canary
    const params: Record<string, (string | number)[]> = { q: [CANARY] };
    for (const s of seeds) for (const [name, values] of Object.entries(s.params)) params[name] = [...(params[name] ?? []), ...values];
    const ids = [...new Set(documents().map((d) => String(d.id)))];
    const walk = (c: TestClient) => getWalk(k, c, { params, ids, types: types.map((t) => t.type) });
    const mine = await walk(owner);
    const theirs = await walk(outsider);
    process.stdout.write(`      GET requests per user: ${theirs.requests} over ${theirs.routes} routes\n`);
    // the walk reaches every seeded document: the owner reads each one's canary somewhere
    const reached = (r: WalkResult, canary: string) => r.bodies.some((b) => b.text.includes(canary));
    expect(documents().filter((d) => !reached(mine, d.canary)).map((d) => `${d.type}:${d.id}`), 'not reached by the walk').to.deep.equal([]);
    const leaks = theirs.bodies.filter((b) => b.text.includes(CANARY)).map((b) => `${b.request} → ${b.status}`);
    expect(leaks, 'answers to the outsider carrying seeded content').to.deep.equal([]);
    expect(theirs.serverErrors, 'server errors').to.deep.equal([]);
  });

  it('locks, revisions and trash: the outsider may not lock, restore or purge a seeded document, nor see its lock', async () => {
    for (const d of documents().filter((x) => !x.trashed)) {
      for (const path of ['/api/locks/renew', '/api/locks/take-over']) {
        const r = await outsider.post(path, { key: `${d.type}:${d.id}` });
        expect(r.status, `${path} ${d.type}:${d.id}`).to.be.within(400, 499);
      }
    }
    const hidden = new Set(documents().filter((d) => d.outsider === 'none').map((d) => `${d.type}:${d.id}`));
    const locks = (await owner.get('/api/locks')).body as { key: string }[];
    expect(locks.some((l) => hidden.has(l.key)), 'the owner holds a lock on a seeded document').to.equal(true);
    expect(((await outsider.get('/api/locks')).body as { key: string }[]).filter((l) => hidden.has(l.key))).to.deep.equal([]);
    const trash = ((await owner.get('/api/trash?size=500')).body.data as { id: number; entityType: string; entityId: string }[]);
    const trashed = documents().filter((d) => d.trashed).map((d) => trash.find((t) => t.entityType === d.type && t.entityId === String(d.id)));
    expect(trashed.every(Boolean), 'every trashed seed is in the owner\'s trash').to.equal(true);
    for (const t of trashed) {
      expect((await outsider.post(`/api/trash/${t!.id}/restore`)).status).to.equal(404);
      expect((await outsider.delete(`/api/trash/${t!.id}`)).status).to.equal(404);
    }
    for (const d of documents().filter((x) => x.trashed)) {
      expect((await owner.get(`/api/revisions/${d.type}/${d.id}`)).status, 'the owner reads the history').to.equal(200);
    }
  });

  it('the write paths (copy, move, drawer, bring back, repaginate, delete, …) refuse the outsider and change nothing', async () => {
    const before = await Promise.all(seeds.map((s) => s.snapshot()));
    const accepted: string[] = [];
    for (const p of seeds.flatMap((s) => s.probes)) {
      const r = await outsider.raw(p.method, p.path, p.body === undefined ? undefined : JSON.stringify(p.body), p.body === undefined ? undefined : { 'content-type': 'application/json' });
      if (r.status < 400 || r.status >= 500) accepted.push(`${p.method} ${p.path} ${JSON.stringify(p.body ?? null)} → ${r.status}`);
    }
    expect(accepted, 'probes not refused with a 4xx').to.deep.equal([]);
    expect(await Promise.all(seeds.map((s) => s.snapshot()))).to.deep.equal(before);
  });

  it('every live topic: the outsider hears of a seeded document at most its placeholder', async () => {
    const topics = ((await outsider.get('/api/live/topics')).body as { name: string }[]).map((t) => t.name);
    const listen = async (c: TestClient) => {
      const t = await stomp(k.url, c.cookie);
      sockets.push(t);
      const inbox = new Inbox<Live>();
      for (const name of topics) await t.subscribe(`/topic/${name}`, inbox).catch(() => undefined);
      return inbox;
    };
    const mine = await listen(owner);
    const theirs = await listen(outsider);
    for (const s of seeds) await s.touch();
    // the owner hears every change; the outsider's deliveries run in the same order, so once the owner
    // heard the last one, a quiet moment lets the outsider's arrive
    const heard: Live[] = [];
    const deadline = Date.now() + 20_000;
    while (!heard.some((m) => JSON.stringify(m.data).includes(`${CANARY}-R-NEW`)) && Date.now() < deadline) {
      heard.push(await Promise.race([mine.next(), new Promise<Live>((r) => setTimeout(() => r({ op: 'NONE' } as Live), 1000))]));
    }
    expect(heard.some((m) => JSON.stringify(m.data).includes(CANARY)), 'the owner hears the seeded changes').to.equal(true);
    await new Promise((r) => setTimeout(r, 500));
    const got = theirs.drain();
    const leaked = got.filter((m) => JSON.stringify(m).includes(CANARY)).map((m) => `${m.topic} ${m.op} ${m.id}`);
    expect(leaked, 'live messages carrying seeded content').to.deep.equal([]);
    // a document the outsider may know exists still reaches them, as its placeholder
    for (const d of documents().filter((x) => x.outsider === 'placeholder' && !x.trashed)) {
      expect(got.some((m) => String(m.id) === String(d.id)), `placeholder of ${d.type}:${d.id}`).to.equal(true);
    }
  });
  it('search: the owner finds every indexed seeded document; the outsider finds, counts and reads none of them', async () => {
    expect((await owner.post('/api/index/rebuild', { targets: [] })).status).to.equal(202);
    const deadline = Date.now() + 60_000;
    while (((await owner.get('/api/index')).body as { state: string }[]).some((t) => t.state !== 'rebuilt')) {
      expect(Date.now(), 'the rebuild ends').to.be.below(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    const indexed = new Set(((await owner.get('/api/search/targets')).body as { types: string[] }[]).flatMap((t) => t.types));
    const q = `/api/search?q=${CANARY}&mode=MUST&size=100`;
    const mine = (await owner.get(q)).body as { data: { type: string; id: string }[]; total: number };
    const expected = documents().filter((d) => indexed.has(d.type) && !d.trashed);
    expect(expected.length, 'seeded documents of indexed types').to.be.greaterThan(5);
    const found = new Set(mine.data.map((h) => `${h.type}:${h.id}`));
    expect(expected.filter((d) => !found.has(`${d.type}:${d.id}`)).map((d) => `${d.type}:${d.id}`), `not found by the owner among ${mine.total}`).to.deep.equal([]);
    for (const mode of ['MUST', 'SHOULD', 'FUZZY', 'PHRASE']) {
      const theirs = await outsider.get(`/api/search?q=${CANARY}&mode=${mode}&size=100`);
      expect(theirs.status).to.equal(200);
      expect(theirs.body.total, `outsider's ${mode} total`).to.equal(0);
      expect(JSON.stringify(theirs.body)).not.to.contain(CANARY);
    }
    expect((await outsider.get(`/api/search/export?q=${CANARY}`)).body).not.to.contain(CANARY);
    for (const d of documents().filter((x) => indexed.has(x.type))) {
      const r = await outsider.get(`/api/search/entries/${d.type}/${d.id}`);
      expect(r.status, `entry ${d.type}:${d.id}`).to.equal(404);
      expect(JSON.stringify(r.body)).not.to.contain(CANARY);
    }
  });

  it('copy to another branch: the outsider copies no seeded document (the installation linked to itself)', async () => {
    const portable = new Set(((await owner.get('/api/documents/types')).body as { type: string; portable: boolean }[]).filter((t) => t.portable).map((t) => t.type));
    expect([...portable].sort()).to.include.members(['guideline', 'proposal', 'reportage', 'rundown', 'story']);
    const me = Number((await owner.get('/api/users/me')).body.id);
    const token = (await owner.post('/api/branch-credentials', { name: 'Sweep', userId: me })).body.token as string;
    const linked = await owner.post('/api/branches', { name: 'Sweep self', host: k.url, credential: token });
    expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
    const before = await Promise.all(seeds.map((s) => s.snapshot()));
    let probes = 0;
    for (const d of documents().filter((x) => portable.has(x.type))) {
      const r = await outsider.post(`/api/branches/${linked.body.id}/copies`, { type: d.type, id: Number(d.id), programId: null, date: '2031-06-16' });
      probes++;
      expect(r.status, `copy of ${d.type}:${d.id}`).to.be.oneOf([403, 404]);
      expect(JSON.stringify(r.body)).not.to.contain(d.canary);
    }
    expect(probes).to.be.greaterThan(0);
    expect(await Promise.all(seeds.map((s) => s.snapshot()))).to.deep.equal(before);
  });
});
