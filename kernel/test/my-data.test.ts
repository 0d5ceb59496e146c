// "My data" (kernel/src/me): profile, password change, sessions, preferences and the export's rules,
// on a real kernel (SQLite, or MariaDB with LAUDA_TEST_DB=mysql).
import { expect } from 'chai';
import JSZip from 'jszip';
import { coreServices, definePlugin, ownedByColumns } from '@lauda/sdk/server';
import type { TestClient } from '@lauda/sdk/testing';
import { startTestKernel, TEST_PASSWORD, type KernelTestKernel } from '../src/testing.js';
import { createUser } from '../src/auth/users.js';
import { stomp } from './stomp-tester.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const NEW_PASSWORD = 'a-new-password-1';

/** Memos: each owned by a user, seen by everyone but those marked hidden (a document one may no longer see). */
const memos = definePlugin({
  id: 'memos', version: '1.0.0', sdk: '^0.1.0',
  migrations: [{ name: '001_memos', up: (knex) => knex.schema.createTable('memos', (t) => {
    t.increments('id');
    t.integer('owner_id').notNullable();
    t.string('title', 100).notNullable();
    t.text('body').notNullable();
    t.boolean('hidden').notNullable().defaultTo(false);
  }) }],
  deps: { db: coreServices.db },
  setup: ({ db: d }) => ({
    documents: [{
      type: 'memo', readRoles: ['ROLE_STORY_READ'], changeRoles: ['ROLE_STORY_WRITE'],
      async visibility(_user, ids) {
        const rows = await d.knex('memos').whereIn('id', ids.map(Number)).where('hidden', false).select('id');
        return new Map(rows.map((r) => [String(r.id), 'full' as const]));
      },
      changeable: async (_u, ids) => new Set(ids),
      async content(ids) {
        const rows = await d.knex('memos').whereIn('id', ids.map(Number));
        return new Map(rows.map((r) => [String(r.id), { title: r.title, text: r.body, date: '2026-11-25' }]));
      },
      ownedBy: ownedByColumns(d.knex, { table: 'memos', columns: ['owner_id'] }),
    }],
  }),
});

/** Signs in with a user agent and, with `trustProxy`, from an address of its own. */
async function signInAs(k: KernelTestKernel, username: string, password: string, agent: string, address = '10.9.0.1'): Promise<TestClient> {
  const c = k.anonymous();
  const r = await c.raw('POST', '/api/authentication', new URLSearchParams({ username, password }).toString(), {
    'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent, 'x-forwarded-for': address,
  });
  expect(r.status, JSON.stringify(r.body)).to.equal(200);
  return c;
}

describe(`my data on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let n = 0;
  /** a fresh user signed in twice (two browsers), the first with a live socket on the second */
  const person = async (extra: { adUser?: boolean } = {}) => {
    const username = `person${++n}`;
    const id = await createUser(k.kernel.db.knex, { username, password: TEST_PASSWORD, roles: ['ROLE_STORY_READ', 'ROLE_STORY_WRITE'], email: `${username}@example.com` });
    if (extra.adUser) await k.kernel.db.knex('users').where('id', id).update({ ad_user: true });
    const here = await signInAs(k, username, TEST_PASSWORD, 'Mozilla/5.0 here', `10.9.${n}.1`);
    const there = await signInAs(k, username, TEST_PASSWORD, 'Mozilla/5.0 there', `10.9.${n}.2`);
    return { id, username, here, there };
  };

  before(async () => {
    k = await startTestKernel({ db, plugins: [memos], config: { trustProxy: true, myData: { exportMaxBytes: 4000 } } });
  });
  after(async () => k?.stop());

  it('profile: reads and changes my nickname, name and e-mail; the session shows them at once; the change log keeps it', async () => {
    const p = await person();
    const read = await p.here.get('/api/users/me/profile');
    expect(read.status).to.equal(200);
    expect(read.body).to.include({ id: p.id, username: p.username, adUser: false, passwordExpiresAt: null });
    expect(read.body.readOnly).to.deep.equal([]);
    const saved = await p.here.put('/api/users/me/profile', { nickname: 'NOVO', name: 'Nome Novo', email: 'Novo@Example.com', version: read.body.version });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body).to.include({ nickname: 'NOVO', name: 'Nome Novo', email: 'novo@example.com', version: read.body.version + 1 });
    expect((await p.there.get('/api/users/me')).body).to.include({ nickname: 'NOVO', name: 'Nome Novo' });
    const rev = await k.kernel.db.knex('revisions').where({ entity_type: 'user', entity_id: String(p.id) }).first();
    expect(JSON.parse(rev.changes)).to.have.keys('nickname', 'name', 'email');
    // stale version: 412, nothing written; no version at all: 400 naming it
    const stale = await p.here.put('/api/users/me/profile', { nickname: 'OUTRO', name: 'x', email: null, version: read.body.version });
    expect([stale.status, stale.body.code]).to.deep.equal([412, 'user.staleVersion']);
    const noVersion = await p.here.put('/api/users/me/profile', { nickname: 'OUTRO', name: 'x', email: null });
    expect([noVersion.status, noVersion.body.details.issues[0].field]).to.deep.equal([400, 'version']);
  });

  it('profile: 409 naming the conflict (e-mail, nickname, both), 400 naming a bad field', async () => {
    const a = await person();
    const b = await person();
    const bRecord = (await b.here.get('/api/users/me/profile')).body;
    const version = (await a.here.get('/api/users/me/profile')).body.version;
    const put = (body: object) => a.here.put('/api/users/me/profile', { name: 'A', version, ...body });
    const email = await put({ nickname: 'FREE', email: bRecord.email.toUpperCase() });
    expect([email.status, email.body.code, email.body.details.fields]).to.deep.equal([409, 'user.emailInUse', ['email']]);
    const nick = await put({ nickname: bRecord.nickname.toLowerCase(), email: null });
    expect([nick.status, nick.body.code, nick.body.details.fields]).to.deep.equal([409, 'user.nicknameInUse', ['nickname']]);
    const both = await put({ nickname: bRecord.nickname, email: bRecord.email });
    expect(both.body.code).to.equal('user.emailAndNicknameInUse');
    const bad = await put({ nickname: 'FREE', email: 'not an address' });
    expect([bad.status, bad.body.details.issues[0].field]).to.deep.equal([400, 'email']);
    const blank = await put({ nickname: '  ', email: null });
    expect([blank.status, blank.body.details.issues[0].field]).to.deep.equal([400, 'nickname']);
  });

  it('a directory user: name and e-mail are the directory\'s (422 naming them), the nickname is theirs; the password cannot be changed here', async () => {
    const p = await person({ adUser: true });
    const read = (await p.here.get('/api/users/me/profile')).body;
    expect(read).to.include({ adUser: true });
    expect(read.readOnly).to.deep.equal(['name', 'email']);
    const refused = await p.here.put('/api/users/me/profile', { nickname: read.nickname, name: 'Outro Nome', email: read.email, version: read.version });
    expect([refused.status, refused.body.code, refused.body.details.fields]).to.deep.equal([422, 'user.directoryOwned', ['name']]);
    const nick = await p.here.put('/api/users/me/profile', { nickname: 'APELIDO-AD', name: read.name, email: read.email, version: read.version });
    expect([nick.status, nick.body.nickname]).to.deep.equal([200, 'APELIDO-AD']);
    const pw = await p.here.post('/api/users/me/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect([pw.status, pw.body.code]).to.deep.equal([422, 'user.directoryPassword']);
    expect((await p.there.get('/api/users/me')).status).to.equal(200);
  });

  it('password: the current one is checked, new and confirmation must match, the rules hold; nothing changes on a refusal', async () => {
    const p = await person();
    const change = (body: object) => p.here.post('/api/users/me/password', body);
    const wrong = await change({ currentPassword: 'not-the-password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect([wrong.status, wrong.body.code, wrong.body.details.field]).to.deep.equal([403, 'user.wrongPassword', 'currentPassword']);
    expect(JSON.stringify(wrong.body)).not.to.include(TEST_PASSWORD);
    const mismatch = await change({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` });
    expect([mismatch.status, mismatch.body.code, mismatch.body.details.issues[0].field]).to.deep.equal([400, 'user.passwordMismatch', 'confirmPassword']);
    const short = await change({ currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' });
    expect([short.status, short.body.details.issues[0].field]).to.deep.equal([400, 'newPassword']);
    const same = await change({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
    expect([same.status, same.body.code]).to.deep.equal([400, 'user.passwordUnchanged']);
    // still the old password, both sessions alive
    expect((await p.there.get('/api/users/me')).status).to.equal(200);
    await signInAs(k, p.username, TEST_PASSWORD, 'check');
  });

  it('password: a change ends my other sessions (their sockets close, here and through the session end) and restarts the expiry', async () => {
    const p = await person();
    const DAY = 86_400_000;
    // an expiry of 30 days, the password set 100 days ago: expired at the next sign-in
    await k.kernel.db.knex('users').where('id', p.id).update({ password_expiration_days: 30, password_changed_at: Date.now() - 100 * DAY });
    const socket = await stomp(k.url, p.there.cookie);
    const mine = await stomp(k.url, p.here.cookie);
    const ok = await p.here.post('/api/users/me/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body.signedOut).to.equal(1);
    expect(Date.parse(ok.body.passwordExpiresAt) - Date.parse(ok.body.passwordChangedAt)).to.equal(30 * DAY);
    expect(await socket.closed).to.deep.equal({ code: 1008, reason: 'session ended: logout' });
    expect((await p.there.get('/api/users/me')).status).to.equal(401);
    expect((await p.here.get('/api/users/me')).status).to.equal(200);
    expect(mine.client.connected).to.equal(true);
    await mine.client.deactivate();
    // the new password signs in without asking for another (the expiry restarted); the old one no longer does
    await signInAs(k, p.username, NEW_PASSWORD, 'after');
    const old = await k.anonymous().raw('POST', '/api/authentication', new URLSearchParams({ username: p.username, password: TEST_PASSWORD }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(old.body.code).to.equal('error_authentication');
    const events = await k.kernel.db.knex('auth_logs').where('user_id', p.id).pluck('event');
    expect(events).to.include('passwordChanged');
  });

  it('password: wrong current passwords are throttled like wrong sign-ins (429 with Retry-After)', async () => {
    const p = await person();
    const wrong = () => p.here.raw('POST', '/api/users/me/password', JSON.stringify({ currentPassword: 'guess-guess', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), {
      'content-type': 'application/json', 'x-forwarded-for': '10.8.8.8',
    });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).to.equal(403);
    const sixth = await wrong();
    expect([sixth.status, sixth.body.code]).to.deep.equal([429, 'error_too_many_attempts']);
    expect(Number(sixth.headers.get('retry-after'))).to.be.greaterThan(0);
  });

  it('sessions: lists mine with since, last seen, address and browser, the current one marked; ends one (its socket closes) and the others', async () => {
    const p = await person();
    const list = await p.here.get('/api/users/me/sessions');
    expect(list.status).to.equal(200);
    expect(list.body).to.have.length(2);
    const current = list.body.find((s: { current: boolean }) => s.current);
    const other = list.body.find((s: { current: boolean }) => !s.current);
    expect(current).to.include({ userAgent: 'Mozilla/5.0 here', ip: `10.9.${n}.1` });
    expect(other).to.include({ userAgent: 'Mozilla/5.0 there', ip: `10.9.${n}.2` });
    expect(other.id).to.match(/^[0-9a-f]{16}$/);
    for (const s of list.body) expect(Date.parse(s.lastSeenAt)).to.be.at.least(Date.parse(s.since));
    // another user's session is not mine to end: 404, as one that does not exist
    const q = await person();
    const theirs = (await q.there.get('/api/users/me/sessions')).body[0].id;
    const refused = await p.here.delete(`/api/users/me/sessions/${theirs}`);
    expect([refused.status, refused.body.code]).to.deep.equal([404, 'session.notFound']);
    expect((await q.there.get('/api/users/me')).status).to.equal(200);
    expect((await p.here.delete('/api/users/me/sessions/not-a-ref')).body.details.issues[0].field).to.equal('id');

    const socket = await stomp(k.url, p.there.cookie);
    expect((await p.here.delete(`/api/users/me/sessions/${other.id}`)).status).to.equal(204);
    expect(await socket.closed).to.deep.equal({ code: 1008, reason: 'session ended: logout' });
    expect((await p.there.get('/api/users/me')).status).to.equal(401);
    expect((await p.here.get('/api/users/me/sessions')).body).to.have.length(1);

    // sign out the others: two more browsers, both end; this one stays
    const third = await signInAs(k, p.username, TEST_PASSWORD, 'third');
    const fourth = await signInAs(k, p.username, TEST_PASSWORD, 'fourth');
    const others = await p.here.post('/api/users/me/sessions/sign-out-others');
    expect(others.body).to.deep.equal({ ended: 2 });
    for (const c of [third, fourth]) expect((await c.get('/api/users/me')).status).to.equal(401);
    expect((await p.here.get('/api/users/me')).status).to.equal(200);
    // ending this very session signs me out and clears the cookie
    const self = (await p.here.get('/api/users/me/sessions')).body[0];
    const bye = await p.here.delete(`/api/users/me/sessions/${self.id}`);
    expect(bye.status).to.equal(204);
    expect(bye.headers.get('set-cookie')).to.include('Max-Age=0');
    expect((await p.here.get('/api/users/me')).status).to.equal(401);
  });

  it('preferences: defaults, a change keeps what it does not name, each user has their own, a bad locale is a 400 naming it', async () => {
    const p = await person();
    const q = await person();
    expect((await p.here.get('/api/users/me/preferences')).body).to.deep.equal({ locale: null, sounds: true, desktopNotices: true });
    expect((await p.here.put('/api/users/me/preferences', { locale: 'en_US' })).body).to.deep.equal({ locale: 'en_US', sounds: true, desktopNotices: true });
    expect((await p.there.put('/api/users/me/preferences', { sounds: false, desktopNotices: false })).body).to.deep.equal({ locale: 'en_US', sounds: false, desktopNotices: false });
    // read from another browser of the same user, as the shell does at sign-in
    const again = await signInAs(k, p.username, TEST_PASSWORD, 'elsewhere');
    expect((await again.get('/api/users/me/preferences')).body).to.deep.equal({ locale: 'en_US', sounds: false, desktopNotices: false });
    expect((await q.here.get('/api/users/me/preferences')).body.locale).to.equal(null);
    const bad = await p.here.put('/api/users/me/preferences', { locale: 'fr_FR' });
    expect([bad.status, bad.body.details.issues[0].field]).to.deep.equal([400, 'locale']);
    expect((await p.here.put('/api/users/me/preferences', { locale: null })).body.locale).to.equal(null);
  });

  it('export: only my documents that I still see in full, JSON and text, the profile; truncated past the cap', async () => {
    const p = await person();
    const q = await person();
    const knex = k.kernel.db.knex;
    const insert = (owner: number, title: string, hidden = false, body = `text of ${title}`) => knex('memos').insert({ owner_id: owner, title, body, hidden });
    await insert(p.id, 'MINE-ONE');
    await insert(p.id, 'MINE-GONE', true);
    await insert(q.id, 'THEIRS');
    const r = await fetch(`${k.url}/api/users/me/export`, { headers: { cookie: p.here.cookie! } });
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.equal('application/zip');
    expect(r.headers.get('content-disposition')).to.match(new RegExp(`attachment; filename="lauda-${p.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"`));
    expect(r.headers.get('x-lauda-export-truncated')).to.equal('false');
    const zip = await JSZip.loadAsync(Buffer.from(await r.arrayBuffer()));
    const names = Object.keys(zip.files).sort();
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest).to.include({ documents: 1, truncated: false, maxBytes: 4000 });
    expect(manifest.types).to.deep.equal({ memo: 1 });
    expect(JSON.parse(await zip.file('profile.json')!.async('string'))).to.include({ id: p.id, username: p.username });
    const json = names.find((f) => f.startsWith('documents/memo/') && f.endsWith('.json'))!;
    expect(json).to.match(/^documents\/memo\/\d+-MINE-ONE\.json$/);
    expect(JSON.parse(await zip.file(json)!.async('string'))).to.include({ type: 'memo', title: 'MINE-ONE', text: 'text of MINE-ONE' });
    expect(await zip.file(json.replace(/json$/, 'txt'))!.async('string')).to.include('text of MINE-ONE');
    const all = (await Promise.all(names.map((f) => zip.file(f)?.async('string') ?? ''))).join('\n');
    expect(all).not.to.include('MINE-GONE');
    expect(all).not.to.include('THEIRS');

    // past the cap (4000 bytes here): what fits, and the flag
    for (let i = 0; i < 6; i++) await insert(p.id, `BIG-${i}`, false, 'x'.repeat(900));
    const big = await fetch(`${k.url}/api/users/me/export`, { headers: { cookie: p.here.cookie! } });
    expect(big.headers.get('x-lauda-export-truncated')).to.equal('true');
    const cut = JSON.parse(await (await JSZip.loadAsync(Buffer.from(await big.arrayBuffer()))).file('manifest.json')!.async('string'));
    expect(cut.truncated).to.equal(true);
    expect(cut.documents).to.be.within(2, 4);
    // a user without the memo roles gets an export without memos
    const outsider = await k.userWith([]);
    const none = JSON.parse(await (await JSZip.loadAsync(Buffer.from(await (await fetch(`${k.url}/api/users/me/export`, { headers: { cookie: outsider.cookie! } })).arrayBuffer()))).file('manifest.json')!.async('string'));
    expect(none.documents).to.equal(0);
  });
});
