// Two kernel processes (`lauda start`) on different ports sharing one MariaDB database and Redis:
// a change made through A reaches a STOMP client of B, a lock taken on A is refused on B, and a session
// ended on A closes its socket on B with 1008 at once and is refused by B's session cache.
//
// MariaDB pass only: the SQLite file cannot be shared safely by two processes (and SQLite is documented
// as single-instance), so on LAUDA_TEST_DB=sqlite the suite is skipped. CI runs it in the MariaDB pass
// with the local Redis (127.0.0.1:6379, or LAUDA_TEST_REDIS_URL).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { freshDatabase, testClient } from '@lauda/kernel';
import type { TestClient } from '@lauda/sdk/testing';
import { stomp, type StompTester } from './support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CLI = path.join(root, 'kernel', 'bin', 'lauda.js');
const REDIS_URL = process.env.LAUDA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'two-instances-pass';

interface Instance {
  child: ChildProcess;
  url: string;
  /** the last lines it wrote, for a failure message */
  log: string[];
}

/** Starts `lauda start` on a free port (PORT=0) and resolves with its URL once it listens. */
function startInstance(name: string, env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<Instance> {
  const child = spawn(process.execPath, [CLI, 'start'], {
    cwd: root,
    env: { ...env, PORT: '0', LAUDA_HOST: '127.0.0.1', LAUDA_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child); // stopped in `after` whatever happens next
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stderr! });
    lines.on('line', (line) => {
      log.push(line);
      if (log.length > 50) log.shift();
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'Lauda is listening' && entry.url) resolve({ child, url: entry.url.replace('localhost', '127.0.0.1'), log });
      } catch {
        // not a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code} before listening:\n${log.join('\n')}`)));
    child.once('error', reject);
  });
}

/** SIGTERM, then SIGKILL if it does not finish; resolves once the process is gone. */
function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function signIn(base: string, username: string): Promise<TestClient> {
  const c = testClient(base);
  const r = await c.raw('POST', '/api/authentication', new URLSearchParams({ username, password: PASSWORD }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  if (r.status !== 200) throw new Error(`sign-in of ${username} on ${base} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return c;
}

describe('live: two kernel processes sharing MariaDB and Redis', function () {
  this.timeout(120_000);
  const children: ChildProcess[] = [];
  const sockets: StompTester[] = [];
  let drop: (() => Promise<void>) | null = null;
  let A: Instance;
  let B: Instance;
  let instanceEnv: NodeJS.ProcessEnv;

  // should this process die without running `after`, take the instances along
  const killAll = () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  };

  before(async function () {
    process.once('exit', killAll);
    // SQLite is single-instance: two processes cannot share its file safely. This suite runs in the
    // MariaDB pass (LAUDA_TEST_DB=mysql), which CI runs with the local Redis.
    if (process.env.LAUDA_TEST_DB !== 'mysql') this.skip();
    const fresh = await freshDatabase('mysql');
    drop = fresh.drop;
    // the admin plugin, when installed, brings the force-out route (DELETE /api/users/{id}/session)
    const plugins = 'hello,admin';
    const env: NodeJS.ProcessEnv = (instanceEnv = {
      ...process.env,
      LAUDA_DB_URL: fresh.config.dbUrl!,
      LAUDA_DATA_DIR: fresh.config.dataDir,
      LAUDA_REDIS_URL: REDIS_URL,
      LAUDA_PLUGINS: plugins,
    });
    delete env.LAUDA_CONFIG;
    // A migrates the fresh database; B starts once A is up, on the migrated one
    A = await startInstance('A', env, children);
    for (const [username, roles] of [['ana', 'ROLE_HELLO_READ,ROLE_HELLO_WRITE'], ['bia', 'ROLE_HELLO_READ,ROLE_HELLO_WRITE']] as const) {
      const r = spawnSync(process.execPath, [CLI, 'user', 'add', '--username', username, '--password', PASSWORD, '--roles', roles], { cwd: root, env, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`user add ${username} failed: ${r.stderr}`);
    }
    B = await startInstance('B', env, children);
  });

  /** `lauda user add`, the CLI path */
  const addUser = (username: string, roles: string[]) => {
    const r = spawnSync(process.execPath, [CLI, 'user', 'add', '--username', username, '--password', PASSWORD, '--roles', roles.join(',')], { cwd: root, env: instanceEnv, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`user add ${username} failed: ${r.stderr}`);
  };

  after(async () => {
    await Promise.allSettled(sockets.map((s) => s.stop()));
    await Promise.allSettled(children.map(stopInstance));
    process.off('exit', killAll);
    await drop?.();
  });

  it('a greeting POSTed on A reaches a stompjs client of B', async () => {
    expect(A.url).not.to.equal(B.url);
    const anaOnA = await signIn(A.url, 'ana');
    const biaOnB = await signIn(B.url, 'bia');
    const listener = await stomp(B.url, biaOnB.cookie);
    sockets.push(listener);
    const inbox = await listener.subscribe('/topic/hello_greetings');
    const r = await anaOnA.post('/api/hello/greetings', { text: 'from instance A' });
    expect(r.status).to.equal(201);
    const m = await inbox.next();
    expect(m).to.include({ op: 'CREATE', topic: 'hello_greetings', id: r.body.id, by: 'ana' });
    expect(m.data.text).to.equal('from instance A');
  });

  it('a lock taken on A is refused on B, naming the holder, and B sees the lock live', async () => {
    const anaOnA = await signIn(A.url, 'ana');
    const biaOnB = await signIn(B.url, 'bia');
    const watcher = await stomp(B.url, biaOnB.cookie);
    sockets.push(watcher);
    const locks = await watcher.subscribe('/topic/entity_locker');
    const greeting = (await anaOnA.post('/api/hello/greetings', { text: 'ana edits this one' })).body as { id: number };
    const key = `greeting:${greeting.id}`;
    expect((await anaOnA.post('/api/locks/renew', { key })).status).to.equal(200);
    expect(await locks.next()).to.include({ op: 'LOCK', id: key, by: 'ana' });
    const refused = await biaOnB.post('/api/locks/renew', { key });
    expect([refused.status, refused.body.code, refused.body.details.holder]).to.deep.equal([409, 'lock.held', 'ana']);
    const write = await biaOnB.patch(`/api/hello/greetings/${greeting.id}`, { field: 'text', newValue: 'bia tries' });
    expect([write.status, write.body.details.holder]).to.deep.equal([409, 'ana']);
    expect((await biaOnB.get('/api/locks')).body.map((l: { key: string; nickname: string }) => [l.key, l.nickname])).to.deep.include([key, 'ana']);
    // a take-over on B reaches ana's socket on A
    const anaSocket = await stomp(A.url, anaOnA.cookie);
    sockets.push(anaSocket);
    const anaLocks = await anaSocket.subscribe('/topic/entity_locker');
    expect((await biaOnB.post('/api/locks/take-over', { key })).status).to.equal(200);
    const revoked = await anaLocks.next();
    expect(revoked).to.include({ op: 'TAKE_OVER', id: key });
    expect(revoked.data.revoked).to.equal(true);
    expect((await anaOnA.post('/api/locks/renew', { key })).body.code).to.equal('lock.lost');
  });

  it("a session ended on A closes that session's socket on B with 1008 at once", async () => {
    const anaOnA = await signIn(A.url, 'ana');
    // the session lives in the database: A's cookie opens a socket on B
    const onB = await stomp(B.url, anaOnA.cookie);
    sockets.push(onB);
    await onB.subscribe('/topic/hello_greetings');
    expect((await anaOnA.post('/api/logout')).status).to.equal(204);
    expect(await onB.closed).to.deep.equal({ code: 1008, reason: 'session ended: logout' });
  });

  it("my data's sign-out of my other sessions on A closes their sockets on B with 1008, and B's cache refuses them", async () => {
    addUser('dina', ['ROLE_HELLO_READ']);
    const dinaOnA = await signIn(A.url, 'dina');
    const dinaOnB = await signIn(B.url, 'dina');
    // B has read its session once (cached), and holds its socket
    expect((await dinaOnB.get('/api/users/me')).status).to.equal(200);
    const onB = await stomp(B.url, dinaOnB.cookie);
    sockets.push(onB);
    const sessions = (await dinaOnA.get('/api/users/me/sessions')).body as { id: string; current: boolean }[];
    expect(sessions.map((s) => s.current).sort()).to.deep.equal([false, true]);
    expect((await dinaOnA.post('/api/users/me/sessions/sign-out-others')).body).to.deep.equal({ ended: 1 });
    expect(await onB.closed).to.deep.equal({ code: 1008, reason: 'session ended: logout' });
    expect((await dinaOnB.get('/api/users/me')).status).to.equal(401);
    expect((await dinaOnA.get('/api/users/me')).status).to.equal(200);
  });

  it("a force-out on A (the admin plugin's DELETE /api/users/{id}/session) closes the user's sockets on B with 1008", async function () {
    const doc = (await testClient(A.url).get('/api/openapi.json')).body as { paths: Record<string, Record<string, { 'x-roles'?: unknown }>> };
    const route = doc.paths['/api/users/{id}/session']?.delete;
    expect(route, 'the admin plugin serves the force-out route').to.exist;
    const roles = route!['x-roles'];
    expect(roles).to.be.an('array');
    // one may force out only a user whose roles one holds (or with ROLE_ROOT): bia holds the hello roles
    addUser('boss', [...(roles as string[]), 'ROLE_HELLO_READ', 'ROLE_HELLO_WRITE']);
    const boss = await signIn(A.url, 'boss');
    const biaOnA = await signIn(A.url, 'bia');
    const biaId = (await biaOnA.get('/api/users/me')).body.id as number;
    const biaOnB = await signIn(B.url, 'bia');
    const [first, second] = [await stomp(B.url, biaOnA.cookie), await stomp(B.url, biaOnB.cookie)];
    sockets.push(first, second);
    const kicked = await boss.delete(`/api/users/${biaId}/session`);
    expect(kicked.status, JSON.stringify(kicked.body)).to.equal(200);
    expect(await first.closed).to.deep.equal({ code: 1008, reason: 'session ended: forced' });
    expect(await second.closed).to.deep.equal({ code: 1008, reason: 'session ended: forced' });
    expect((await biaOnB.get('/api/users/me')).status).to.equal(401);
  });

  it("a role change made on A ends the user's session held on B: the next request there is 401 and its socket closes with 1008", async () => {
    addUser('chief', ['ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_HELLO_READ', 'ROLE_HELLO_WRITE']);
    const chief = await signIn(A.url, 'chief');
    const anaOnB = await signIn(B.url, 'ana');
    const anaId = (await anaOnB.get('/api/users/me')).body.id as number;
    const socket = await stomp(B.url, anaOnB.cookie);
    sockets.push(socket);
    await socket.subscribe('/topic/hello_greetings');
    const version = (await chief.get(`/api/users/${anaId}`)).body.version as number;
    const changed = await chief.put(`/api/users/${anaId}`, { roles: ['ROLE_HELLO_READ'], version });
    expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
    // the session ended in the same transaction as the change: B refuses the very next request
    expect((await anaOnB.post('/api/hello/greetings', { text: 'with the old roles' })).status).to.equal(401);
    expect(await socket.closed).to.deep.equal({ code: 1008, reason: 'session ended: rolesChanged' });
    const again = await signIn(B.url, 'ana');
    expect((await again.get('/api/users/me')).body.roles).to.deep.equal(['ROLE_HELLO_READ']);
  });

  it('sessions cached on B: a sign-out on A is refused on B at once, a nickname changed on A shows on B at once', async () => {
    addUser('dora', ['ROLE_HELLO_READ']);
    addUser('editor', ['ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_HELLO_READ']);
    const editor = await signIn(A.url, 'editor');
    const doraOnA = await signIn(A.url, 'dora');
    const doraOnB = await signIn(B.url, 'dora');
    // A's session used on B: B reads it once, then answers from memory
    const aSessionOnB = testClient(B.url, doraOnA.cookie);
    const me = (await aSessionOnB.get('/api/users/me')).body as { id: number };
    expect((await doraOnB.get('/api/users/me')).status).to.equal(200);
    const version = (await editor.get(`/api/users/${me.id}`)).body.version as number;
    expect((await editor.put(`/api/users/${me.id}`, { nickname: 'DORINHA', version })).status).to.equal(200);
    expect((await doraOnB.get('/api/users/me')).body.nickname).to.equal('DORINHA');
    expect((await doraOnA.post('/api/logout')).status).to.equal(204);
    expect((await aSessionOnB.get('/api/users/me')).status).to.equal(401);
    expect((await doraOnB.get('/api/users/me')).status).to.equal(200);
  });
});
