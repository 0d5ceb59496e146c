// Chat file messages on SQLite and MariaDB (LAUDA_TEST_DB): any file streamed to disk and read only
// by the chat's members; a 101 MB stream is refused with nothing of it kept on disk or in the database.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import chat from '@lauda/plugin-chat';
import { testDb } from '../support/dbs.js';

const MB = 1024 * 1024;

/** Every file under `dir` (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** POSTs a multipart body of `bytes` zero bytes, generated as it goes (chunked: no length declared up front). */
function streamUpload(url: string, cookie: string, bytes: number): Promise<{ status: number; body: any }> {
  const boundary = 'laudaChatBoundary';
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null') }));
    });
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'EPIPE' || (e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bruto.mxf"\r\nContent-Type: application/mxf\r\n\r\n`);
    const chunk = Buffer.alloc(MB);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const n = Math.min(MB, bytes - sent);
        sent += n;
        if (!req.write(n === MB ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

describe(`chat files on ${testDb()}`, function () {
  this.timeout(180_000);
  let k: TestKernel;
  let ana: TestClient;
  let bia: TestClient;
  let eva: TestClient;
  let chatId: number;
  const ok = (r: { status: number; body: any }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    return r.body;
  };
  const inner = () => (k as unknown as { kernel: { config: { dataDir: string }; db: { knex: any } } }).kernel;

  before(async () => {
    k = await startTestKernel({ plugins: [chat], db: testDb() });
    ana = await k.userWith(['ROLE_CHAT_READ'], 'ana');
    bia = await k.userWith(['ROLE_CHAT_READ'], 'bia');
    eva = await k.userWith(['ROLE_CHAT_READ'], 'eva');
    const biaId = Number(ok(await bia.get('/api/users/me')).id);
    chatId = ok(await ana.post('/api/chats', { userIds: [biaId] }), 201).id;
  });
  after(async () => k?.stop());

  it('sends a file of any type; only the members download it', async () => {
    const form = new FormData();
    form.append('file', new Blob(['roteiro da matéria'], { type: 'text/plain' }), 'roteiro.txt');
    const message = ok(await ana.raw('POST', `/api/chats/${chatId}/files`, form), 201);
    expect(message.file).to.include({ name: 'roteiro.txt', contentType: 'text/plain', size: Buffer.byteLength('roteiro da matéria') });
    const got = await bia.raw('GET', message.file.url);
    expect(got.status).to.equal(200);
    expect(got.body).to.equal('roteiro da matéria');
    expect((await eva.raw('GET', message.file.url)).status).to.equal(404);
    expect((await eva.get(`${message.file.url}/info`)).status).to.equal(404);
    // a non-member may not send one either, and nothing is kept of the attempt
    const before = filesUnder(path.join(inner().config.dataDir, 'files')).length;
    const intruder = new FormData();
    intruder.append('file', new Blob(['x']), 'x.txt');
    expect((await eva.raw('POST', `/api/chats/${chatId}/files`, intruder)).status).to.equal(404);
    expect(filesUnder(path.join(inner().config.dataDir, 'files'))).to.have.length(before);
    expect(ok(await ana.raw('POST', `/api/chats/${chatId}/files`, 'no multipart', { 'content-type': 'text/plain' }), 400).code).to.equal('file.notMultipart');
  });

  it('refuses a 101 MB stream without keeping anything of it', async () => {
    const dir = path.join(inner().config.dataDir, 'files');
    const before = filesUnder(dir).sort();
    const rows = Number((await inner().db.knex('files').count({ n: '*' }))[0].n);
    const r = await streamUpload(`${k.url}/api/chats/${chatId}/files`, ana.cookie ?? '', 101 * MB);
    expect(r.status, JSON.stringify(r.body)).to.equal(413);
    expect(r.body.code).to.equal('chat.fileTooLarge');
    expect(filesUnder(dir).sort()).to.deep.equal(before);
    expect(Number((await inner().db.knex('files').count({ n: '*' }))[0].n)).to.equal(rows);
    const messages = ok(await ana.get(`/api/chats/${chatId}/messages`));
    expect(messages.filter((m: any) => m.file?.name === 'bruto.mxf')).to.deep.equal([]);
  });
});
