// Chats on SQLite and MariaDB (LAUDA_TEST_DB): one-to-one reuse, groups, add members, leave, messages
// with read marks, pages of 10, unread counts, retention; and a non-member reads nothing of a chat
// through any route or the socket.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import chat from '@lauda/plugin-chat';
import { testDb } from '../support/dbs.js';
import { Inbox, stomp, type Live, type StompTester } from './support.js';

const ROLES = ['ROLE_CHAT_READ'];

describe(`chat on ${testDb()}`, function () {
  this.timeout(90_000);
  let k: TestKernel;
  const sockets: StompTester[] = [];
  const people: Record<string, { c: TestClient; id: number }> = {};
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  const listen = async (who: string) => {
    const t = await stomp(k.url, people[who]!.c.cookie);
    sockets.push(t);
    return t.subscribe('/topic/chat', new Inbox<Live>());
  };
  const settle = () => new Promise((r) => setTimeout(r, 300));

  before(async () => {
    k = await startTestKernel({ plugins: [chat], db: testDb() });
    for (const name of ['ana', 'bia', 'caio', 'davi', 'eva']) {
      const c = await k.userWith(ROLES, name);
      people[name] = { c, id: Number(ok(await c.get('/api/users/me')).id) };
    }
  });
  after(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.stop()));
    await k?.stop();
  });

  it('reuses the one-to-one chat of two users; more than two make a group', async () => {
    const { ana, bia, caio } = people as Record<string, { c: TestClient; id: number }>;
    const first = ok(await ana!.c.post('/api/chats', { userIds: [bia!.id] }), 201);
    expect(first).to.include({ group: false, unread: 0 });
    expect(first.members.map((m: any) => m.id)).to.have.members([ana!.id, bia!.id]);
    const again = ok(await bia!.c.post('/api/chats', { userIds: [ana!.id, bia!.id] }));
    expect(again.id).to.equal(first.id);
    const group = ok(await ana!.c.post('/api/chats', { userIds: [bia!.id, caio!.id] }), 201);
    expect(group.group).to.equal(true);
    const bad = ok(await ana!.c.post('/api/chats', { userIds: [] }), 400);
    expect(bad.details.issues[0].field).to.equal('userIds');
    expect(ok(await ana!.c.post('/api/chats', { userIds: [ana!.id] }), 400).code).to.equal('chat.noOtherMember');
    expect(ok(await ana!.c.post('/api/chats', { userIds: [999_999] }), 400).code).to.equal('chat.unknownUsers');
    ok(await (await k.userWith([], 'nochat')).get('/api/chats/history'), 403);
  });

  it('delivers messages live to the members only, with read marks and unread counts', async () => {
    const { ana, bia, caio } = people as Record<string, { c: TestClient; id: number }>;
    const chatOf = ok(await ana!.c.post('/api/chats', { userIds: [bia!.id] }));
    const heardByBia = await listen('bia');
    const heardByCaio = await listen('caio');
    const sent = ok(await ana!.c.post(`/api/chats/${chatOf.id}/messages`, { text: 'Pauta das 18h fechada' }), 201);
    expect(sent).to.include({ chatId: chatOf.id, senderId: ana!.id, text: 'Pauta das 18h fechada', file: null });
    expect(sent.readBy).to.deep.equal([ana!.id]);
    const live = await heardByBia.find((m) => m.op === 'MESSAGE');
    expect(live.data).to.include({ id: sent.id, text: 'Pauta das 18h fechada', senderNickname: 'ana' });
    expect(ok(await bia!.c.get('/api/chats/unread'))).to.deep.include({ chatId: chatOf.id, count: 1 });
    expect(ok(await ana!.c.get('/api/chats/unread')).find((u: any) => u.chatId === chatOf.id)).to.equal(undefined);
    // typing goes to the others
    ok(await bia!.c.post(`/api/chats/${chatOf.id}/typing`), 204);
    // read marks per message
    expect(ok(await bia!.c.post(`/api/chats/${chatOf.id}/read`, { messageIds: [sent.id] })).marked).to.deep.equal([sent.id]);
    expect(ok(await bia!.c.post(`/api/chats/${chatOf.id}/read`, { messageIds: [sent.id] })).marked).to.deep.equal([]);
    expect(ok(await bia!.c.get('/api/chats/unread')).find((u: any) => u.chatId === chatOf.id)).to.equal(undefined);
    const [read] = ok(await ana!.c.get(`/api/chats/${chatOf.id}/messages`));
    expect(read.readBy).to.deep.equal([ana!.id, bia!.id].sort((a, b) => a - b));
    expect(ok(await bia!.c.post(`/api/chats/${chatOf.id}/read`, { messageIds: [999_999] }), 400).details.field).to.equal('messageIds');
    expect(ok(await ana!.c.post(`/api/chats/${chatOf.id}/messages`, { text: '   ' }), 400).details.issues[0].field).to.equal('text');
    await settle();
    expect(heardByCaio.drain()).to.deep.equal([]);
  });

  it('a non-member reads nothing of a chat: routes, history, unread, writes and the socket', async () => {
    const { ana, bia, eva } = people as Record<string, { c: TestClient; id: number }>;
    const secret = ok(await ana!.c.post('/api/chats', { userIds: [bia!.id, people.davi!.id] }), 201);
    const heard = await listen('eva');
    ok(await ana!.c.post(`/api/chats/${secret.id}/messages`, { text: 'SEGREDO-DA-PAUTA' }), 201);
    ok(await ana!.c.post(`/api/chats/${secret.id}/typing`), 204);
    const outsider = eva!.c;
    for (const path of [`/api/chats/${secret.id}`, `/api/chats/${secret.id}/messages`]) ok(await outsider.get(path), 404);
    for (const [path, body] of [
      [`/api/chats/${secret.id}/messages`, { text: 'oi' }], [`/api/chats/${secret.id}/members`, { userIds: [eva!.id] }],
      [`/api/chats/${secret.id}/leave`, undefined], [`/api/chats/${secret.id}/read`, { messageIds: [1] }], [`/api/chats/${secret.id}/typing`, undefined],
    ] as const) expect((await outsider.post(path, body)).status, path).to.equal(404);
    const seen = JSON.stringify([ok(await outsider.get('/api/chats/history')), ok(await outsider.get('/api/chats/unread'))]);
    expect(seen).not.to.include('SEGREDO');
    expect(seen).not.to.include(`"id":${secret.id}`);
    await settle();
    expect(heard.drain()).to.deep.equal([]);
    // the chat is unchanged: still three members
    expect(ok(await ana!.c.get(`/api/chats/${secret.id}`)).members).to.have.length(3);
  });

  it('adds members: a chat of two makes a new group; a group grows; a member leaves a group', async () => {
    const { ana, bia, caio, davi } = people as Record<string, { c: TestClient; id: number }>;
    const pair = ok(await ana!.c.post('/api/chats', { userIds: [bia!.id] }));
    const grown = ok(await ana!.c.post(`/api/chats/${pair.id}/members`, { userIds: [caio!.id] }), 201);
    expect(grown.id).not.to.equal(pair.id);
    expect(grown.group).to.equal(true);
    expect(grown.members.map((m: any) => m.id)).to.have.members([ana!.id, bia!.id, caio!.id]);
    expect(ok(await ana!.c.get(`/api/chats/${pair.id}`)).members).to.have.length(2);
    const more = ok(await bia!.c.post(`/api/chats/${grown.id}/members`, { userIds: [davi!.id] }));
    expect(more.id).to.equal(grown.id);
    expect(more.members).to.have.length(4);
    expect(ok(await ana!.c.post(`/api/chats/${pair.id}/leave`), 400).code).to.equal('chat.notGroup');
    ok(await davi!.c.post(`/api/chats/${grown.id}/leave`), 204);
    ok(await davi!.c.get(`/api/chats/${grown.id}`), 404);
    expect(ok(await ana!.c.get(`/api/chats/${grown.id}`)).members).to.have.length(3);
  });

  it('pages messages by 10 before a date and chats by 10 by last activity', async () => {
    const { ana, eva } = people as Record<string, { c: TestClient; id: number }>;
    const c = ok(await ana!.c.post('/api/chats', { userIds: [eva!.id] }), 201);
    const sent: any[] = [];
    for (let i = 1; i <= 23; i++) sent.push(ok(await ana!.c.post(`/api/chats/${c.id}/messages`, { text: `m${i}` }), 201));
    const last = ok(await eva!.c.get(`/api/chats/${c.id}/messages`));
    expect(last.map((m: any) => m.text)).to.deep.equal(['m14', 'm15', 'm16', 'm17', 'm18', 'm19', 'm20', 'm21', 'm22', 'm23']);
    // "load previous": before the oldest shown, told apart by id within its millisecond
    const previous = ok(await eva!.c.get(`/api/chats/${c.id}/messages?before=${encodeURIComponent(last[0].sentAt)}&beforeId=${last[0].id}`));
    expect(previous.map((m: any) => m.text)).to.deep.equal(['m4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13']);
    const first = ok(await eva!.c.get(`/api/chats/${c.id}/messages?before=${encodeURIComponent(previous[0].sentAt)}&beforeId=${previous[0].id}`));
    expect(first.map((m: any) => m.text)).to.deep.equal(['m1', 'm2', 'm3']);
    expect(ok(await eva!.c.get(`/api/chats/${c.id}/messages?before=yesterday`), 400).details.issues[0].field).to.equal('before');
    expect(ok(await eva!.c.get('/api/chats/unread'))).to.deep.include({ chatId: c.id, count: 23 });
    const history = ok(await eva!.c.get('/api/chats/history'));
    expect(history.size).to.equal(10);
    expect(history.data[0]).to.include({ id: c.id, unread: 23 });
    expect(history.data[0].lastMessage.text).to.equal('m23');
  });

  it('removes the messages older than the branch\'s chat history retention', async () => {
    const { ana, bia } = people as Record<string, { c: TestClient; id: number }>;
    const c = ok(await ana!.c.post('/api/chats', { userIds: [bia!.id] }));
    const old = ok(await ana!.c.post(`/api/chats/${c.id}/messages`, { text: 'antiga' }), 201);
    const recent = ok(await ana!.c.post(`/api/chats/${c.id}/messages`, { text: 'recente' }), 201);
    const knex = (k as unknown as { kernel: { db: { knex: any } } }).kernel.db.knex;
    await knex('chat_messages').where('id', old.id).update({ sent_at: Date.now() - 31 * 86_400_000 });
    const admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'branch-admin');
    const cfg = ok(await admin.get('/api/branch/config'));
    ok(await admin.put('/api/branch/config', { ...cfg, retention: { ...cfg.retention, chatHistoryDays: 30 } }));
    expect(ok(await admin.post('/api/retention/run')).deleted.chatHistory).to.equal(1);
    const ids = ok(await ana!.c.get(`/api/chats/${c.id}/messages?size=100`)).map((m: any) => m.id);
    expect(ids).to.include(recent.id);
    expect(ids).not.to.include(old.id);
  });

  it('offers the active users by group, with whether they are online', async () => {
    const groups = ok(await people.ana!.c.get('/api/chats/users'));
    const everyone = groups.flatMap((g: any) => g.users.map((u: any) => u.id));
    expect(everyone).to.include(people.bia!.id);
    expect(everyone).not.to.include(people.ana!.id);
    expect(groups.flatMap((g: any) => g.users).find((u: any) => u.id === people.bia!.id).online).to.be.a('boolean');
  });

  it('tells a member named as @nickname, and no one outside the chat', async () => {
    const { ana, bia, caio, davi } = people as Record<string, { c: TestClient; id: number }>;
    const nick = async (p: { c: TestClient }) => String(ok(await p.c.get('/api/users/me')).nickname);
    const group = ok(await ana!.c.post('/api/chats', { userIds: [bia!.id, caio!.id] }), 201);
    const mentions = async (p: { c: TestClient }) => ok(await p.c.get('/api/notifications?size=100')).data.filter((n: any) => n.kind === 'chat:notify.mentioned');
    const before = { bia: (await mentions(bia!)).length, caio: (await mentions(caio!)).length, davi: (await mentions(davi!)).length };
    ok(await ana!.c.post(`/api/chats/${group.id}/messages`, { text: `@${await nick(bia!)}, veja a pauta; @${await nick(davi!)} também.` }), 201);
    const told = await mentions(bia!);
    expect(told).to.have.length(before.bia + 1);
    expect(told[0]).to.include({ title: await nick(ana!) });
    expect(await mentions(caio!)).to.have.length(before.caio);
    // davi is not a member: the chat's text reaches no one outside it
    expect(await mentions(davi!)).to.have.length(before.davi);
  });
});
