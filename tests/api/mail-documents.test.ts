import { expect } from 'chai';
import admin from '@lauda/plugin-admin';
import devices from '@lauda/plugin-devices';
import guidelines from '@lauda/plugin-guidelines';
import productions from '@lauda/plugin-productions';
import reportages from '@lauda/plugin-reportages';
import rundown from '@lauda/plugin-rundown';
import { guidelineBody } from '@lauda/plugin-guidelines/testing';
import { productionBody } from '@lauda/plugin-productions/testing';
import { rich } from '@lauda/plugin-reportages/testing';
import { freePorts, startSmtpSink, startTestKernel, type SmtpSink, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import { pdfText } from '../support/pdf-text.js';

const db = process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
const ROLES = [
  'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE',
  'ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_PROGRAM_READ',
];
const ADMIN = [...ROLES, 'ROLE_ASSIGNMENT_ADMIN', 'ROLE_PRODUCTION_ADMIN', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_USER_READ'];
const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

/**
 * "Send by e-mail" of guidelines, reportages and productions through `core.mail`, against a real SMTP
 * server started here: the document's PDF arrives as an attachment to addresses and users; a user who
 * may not see the document gets the same 404 as for loading it and nothing is sent; no SMTP settings
 * is 412, a refusing or absent server 502.
 */
describe(`send documents by e-mail, on ${db}`, function () {
  this.timeout(90_000);
  let k: TestKernel;
  let chief: TestClient;
  let outsider: TestClient;
  let friendId: number;
  let sink: SmtpSink;
  const docs: { kind: string; path: string; id: number; slug: string; text: string }[] = [];

  const setMail = async (port: number, enabled = true) => {
    const { version } = ok(await chief.get('/api/mail/config'));
    ok(await chief.put('/api/mail/config', { version, enabled, host: '127.0.0.1', port, security: 'none', username: '', fromAddress: 'pauta@example.org', fromName: 'Redação' }));
  };

  before(async () => {
    k = await startTestKernel({ plugins: [admin, devices, rundown, guidelines, reportages, productions], db });
    chief = await k.userWith(ADMIN, 'chefe');
    outsider = await k.userWith(ROLES, 'fora');
    await k.userWith(ROLES, 'amiga');
    const knex = (k as unknown as { kernel: { db: { knex: import('@lauda/sdk/server').Knex } } }).kernel.db.knex;
    await knex('users').where('username', 'amiga').update({ email: 'amiga@example.org' });
    friendId = Number((await knex('users').where('username', 'amiga').first()).id);
    await knex('users').where('username', 'chefe').update({ email: 'chefe@example.org' });
    chief = await k.signIn('chefe', 'secret-pass');
    const settings = ok(await chief.get('/api/assignments/settings'));
    ok(await chief.put('/api/assignments/settings', { ...settings, privateCreation: true }));
    const cfg = ok(await chief.get('/api/productions/config'));
    ok(await chief.put('/api/productions/config', { ...cfg, privateCreation: true }));
    const me = ok(await chief.get('/api/users/me'));
    const g = ok(await chief.post('/api/assignments', guidelineBody('pauta da ponte', '2034-02-01', { private: true })), 201);
    docs.push({ kind: 'guideline', path: '/api/assignments', id: g.id, slug: 'PAUTA DA PONTE', text: 'Carlos Lima' });
    const r = ok(await chief.post('/api/news_reports', {
      slug: 'reportagem da feira', date: '2034-02-01', reporterId: me.id, programsIds: [], private: true,
      sections: [{ type: 'OFF', content: rich('A feira abriu cedo') }],
    }), 201);
    docs.push({ kind: 'reportage', path: '/api/news_reports', id: r.id, slug: r.slug, text: 'A feira abriu cedo' });
    const p = ok(await chief.post('/api/productions', productionBody('producao do jogo', '2034-02-01', { private: true })), 201);
    docs.push({ kind: 'production', path: '/api/productions', id: p.id, slug: 'PRODUCAO DO JOGO', text: 'Confirmar credenciais' });
    sink = await startSmtpSink();
  });
  after(async () => {
    await sink?.stop();
    await k?.stop();
  });

  it('is 412 mail.notConfigured before the SMTP server is set up', async () => {
    for (const d of docs) {
      const r = await chief.post(`${d.path}/${d.id}/email`, { to: ['editor@example.org'] });
      expect([r.status, r.body.code], d.kind).to.deep.equal([412, 'mail.notConfigured']);
    }
  });

  it("sends each document's PDF as an attachment to addresses and users, with the message", async () => {
    await setMail(sink.port);
    for (const d of docs) {
      const before = sink.messages.length;
      const r = ok(await chief.post(`${d.path}/${d.id}/email`, { to: ['editor@example.org'], userIds: [friendId], message: 'Veja isto' }));
      expect(r.sent, d.kind).to.equal(2);
      const [m] = (await sink.waitFor(before + 1)).slice(before);
      expect(sink.envelopes.at(-1), d.kind).to.have.members(['editor@example.org', 'amiga@example.org']);
      expect((m!.subject ?? '').toUpperCase(), d.kind).to.equal(d.slug);
      expect(m!.text ?? '', d.kind).to.contain('Veja isto');
      expect(m!.replyTo?.value[0]?.address, d.kind).to.equal('chefe@example.org');
      expect(m!.attachments, d.kind).to.have.length(1);
      const a = m!.attachments[0]!;
      expect([a.contentType, a.filename?.endsWith('.pdf')], d.kind).to.deep.equal(['application/pdf', true]);
      const text = (await pdfText(a.content)).text;
      expect(text.toUpperCase(), d.kind).to.include(d.slug);
      expect(text, d.kind).to.include(d.text);
    }
  });

  it('a user who may not see the document gets the 404 of loading it, and nothing is sent', async () => {
    const before = sink.messages.length;
    for (const d of docs) {
      const load = await outsider.get(`${d.path}/${d.id}`);
      const r = await outsider.post(`${d.path}/${d.id}/email`, { to: ['editor@example.org'] });
      expect([r.status, r.body.code], d.kind).to.deep.equal([404, load.body.code]);
      expect(load.status, d.kind).to.equal(404);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.length).to.equal(before);
  });

  it('bad recipients are 400 naming to or userIds', async () => {
    const d = docs[0]!;
    expect(ok(await chief.post(`${d.path}/${d.id}/email`, { to: ['não é e-mail'] }), 400).details.issues[0].field).to.equal('to');
    expect(ok(await chief.post(`${d.path}/${d.id}/email`, {}), 400).details.issues[0].field).to.equal('to');
    const me = ok(await outsider.get('/api/users/me'));
    expect(ok(await chief.post(`${d.path}/${d.id}/email`, { userIds: [me.id] }), 400).details.issues[0].field).to.equal('userIds');
  });

  it('a refusing server and no server are 502 mail.sendFailed with its answer', async () => {
    const refusing = await startSmtpSink({ refuse: { at: 'data', text: 'Message rejected as spam' } });
    try {
      await setMail(refusing.port);
      for (const d of docs) {
        const r = await chief.post(`${d.path}/${d.id}/email`, { to: ['editor@example.org'] });
        expect([r.status, r.body.code], d.kind).to.deep.equal([502, 'mail.sendFailed']);
        expect(r.body.details.response, d.kind).to.contain('Message rejected as spam');
      }
    } finally {
      await refusing.stop();
    }
    const [closed] = await freePorts(1);
    await setMail(closed!);
    const d = docs[2]!;
    expect(ok(await chief.post(`${d.path}/${d.id}/email`, { to: ['editor@example.org'] }), 502).code).to.equal('mail.sendFailed');
  });
});
