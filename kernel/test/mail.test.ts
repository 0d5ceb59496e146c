import { expect } from 'chai';
import { freePorts, startSmtpSink, type SmtpSink, type TestClient } from '@lauda/sdk/testing';
import { coreServices, type MailService } from '@lauda/sdk/server';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';
const settings = (port: number, extra: Record<string, unknown> = {}) => ({
  enabled: true, host: '127.0.0.1', port, security: 'none', username: '', fromAddress: 'redacao@example.org', fromName: 'Redação Lauda', ...extra,
});

describe(`mail (SMTP) on ${db}`, function () {
  this.timeout(60_000);
  let k: KernelTestKernel;
  let admin: TestClient;
  let reader: TestClient;
  let sink: SmtpSink;
  let mail: MailService;
  before(async () => {
    k = await startTestKernel({ db });
    admin = await k.userWith(['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'], 'mailadmin');
    reader = await k.userWith(['ROLE_ADMIN_READ'], 'mailreader');
    sink = await startSmtpSink({ auth: { user: 'lauda', pass: 's3cret' } });
    mail = k.kernel.container.resolve(coreServices.mail.id);
  });
  after(async () => {
    await sink?.stop();
    await k?.stop();
  });
  const save = async (body: Record<string, unknown>) => {
    const { version } = (await admin.get('/api/mail/config')).body;
    return admin.put('/api/mail/config', { ...body, version });
  };

  it('is not configured at first: GET answers the defaults, sending is 412 mail.notConfigured', async () => {
    const r = await reader.get('/api/mail/config');
    expect(r.body).to.include({ version: 0, enabled: false, passwordSet: false });
    expect(await mail.configured()).to.equal(false);
    const t = await admin.post('/api/mail/test', { to: 'chefe@example.org' });
    expect([t.status, t.body.code]).to.deep.equal([412, 'mail.notConfigured']);
    expect((await reader.put('/api/mail/config', { ...settings(25), version: 0 })).status).to.equal(403);
    expect((await reader.post('/api/mail/test', { to: 'chefe@example.org' })).status).to.equal(403);
  });

  it('saves the settings with a write-only password; a stale version is 409; bad fields are 400 naming them', async () => {
    const r = await save(settings(sink.port, { username: 'lauda', password: 's3cret' }));
    expect(r.status).to.equal(200);
    expect(r.body).to.include({ version: 1, passwordSet: true, host: '127.0.0.1', port: sink.port });
    expect(JSON.stringify(r.body)).not.to.contain('s3cret');
    const got = await reader.get('/api/mail/config');
    expect(got.body).to.not.have.property('password');
    expect(JSON.stringify(got.body)).not.to.contain('s3cret');
    // a PUT without password keeps it
    const kept = await save(settings(sink.port, { username: 'lauda', fromName: 'Redação' }));
    expect(kept.body).to.include({ version: 2, passwordSet: true, fromName: 'Redação' });
    const stale = await admin.put('/api/mail/config', { ...settings(sink.port), version: 1 });
    expect([stale.status, stale.body.code, stale.body.details.version]).to.deep.equal([409, 'mail.configConflict', 2]);
    for (const [field, body] of [['port', { port: 70000 }], ['security', { security: 'ssl' }], ['fromAddress', { fromAddress: 'não' }], ['host', { host: '' }]] as const) {
      const bad = await save(settings(sink.port, body));
      expect(bad.status, field).to.equal(400);
      expect(bad.body.details.issues[0].field, field).to.equal(field);
    }
    expect((await admin.put('/api/mail/config', settings(sink.port))).body.details.issues[0].field).to.equal('version');
    expect((await reader.get('/api/mail/config')).body.version).to.equal(2);
  });

  it('sends the test message to the server: subject, from and to arrive', async () => {
    const before = sink.messages.length;
    const r = await admin.post('/api/mail/test', { to: 'chefe@example.org' });
    expect(r.status).to.equal(200);
    expect(r.body.sent).to.equal(1);
    const [m] = (await sink.waitFor(before + 1)).slice(before);
    expect(m!.subject).to.equal('Lauda: mensagem de teste');
    expect(m!.from!.value[0]).to.deep.include({ address: 'redacao@example.org', name: 'Redação' });
    expect(sink.envelopes.at(-1)).to.deep.equal(['chefe@example.org']);
    expect(m!.text).to.contain('servidor de e-mail');
    expect((await admin.post('/api/mail/test', { to: 'não é e-mail' })).body.details.issues[0].field).to.equal('to');
  });

  it('sends attachments through core.mail and validates its addresses', async () => {
    const before = sink.messages.length;
    await mail.send({ to: ['a@example.org', 'b@example.org'], subject: 'Pauta', text: 'segue', attachments: [{ name: 'pauta.pdf', content: Buffer.from('%PDF-1.4 x') }] });
    const [m] = (await sink.waitFor(before + 1)).slice(before);
    expect(m!.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).to.deep.equal([['pauta.pdf', 'application/pdf', '%PDF-1.4 x']]);
    const bad = await mail.send({ to: ['a@example.org', 'x'], subject: 's', text: 't' }).catch((e) => e);
    expect([bad.status, bad.details.issues[0].field]).to.deep.equal([400, 'to']);
    expect(sink.messages.length).to.equal(before + 1);
  });

  it('a wrong password, a refusing server and no server at all are 502 mail.sendFailed with the answer', async () => {
    await save(settings(sink.port, { username: 'lauda', password: 'wrong' }));
    const auth = await admin.post('/api/mail/test', { to: 'chefe@example.org' });
    expect([auth.status, auth.body.code]).to.deep.equal([502, 'mail.sendFailed']);
    expect(auth.body.details.response).to.contain('Invalid username or password');

    for (const at of ['rcpt', 'data'] as const) {
      const refusing = await startSmtpSink({ refuse: { at, text: `Mailbox unavailable (${at})` } });
      try {
        await save(settings(refusing.port, { username: '', password: '' }));
        const r = await admin.post('/api/mail/test', { to: 'chefe@example.org' });
        expect([r.status, r.body.code, r.body.details.responseCode], at).to.deep.equal([502, 'mail.sendFailed', 550]);
        expect(r.body.details.response).to.contain(`Mailbox unavailable (${at})`);
        expect(refusing.messages).to.have.length(0);
      } finally {
        await refusing.stop();
      }
    }
    const [closed] = await freePorts(1);
    await save(settings(closed!));
    const down = await admin.post('/api/mail/test', { to: 'chefe@example.org' });
    expect([down.status, down.body.code]).to.deep.equal([502, 'mail.sendFailed']);
    expect(down.body.details.response).to.match(/ECONNREFUSED|connect/i);
  });

  it('checks unsaved settings (nodemailer verify) and a disabled configuration is 412 again', async () => {
    const ok = await admin.post('/api/mail/check', settings(sink.port, { username: 'lauda', password: 's3cret' }));
    expect(ok.body).to.deep.equal({ ok: true });
    const wrong = await admin.post('/api/mail/check', settings(sink.port, { username: 'lauda', password: 'no' }));
    expect([wrong.status, wrong.body.code]).to.deep.equal([502, 'mail.checkFailed']);
    await save(settings(sink.port, { enabled: false }));
    expect(await mail.configured()).to.equal(false);
    expect((await admin.post('/api/mail/test', { to: 'chefe@example.org' })).status).to.equal(412);
  });
});
