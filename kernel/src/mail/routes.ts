/** `GET|PUT /api/mail/config`, `POST /api/mail/test`, `POST /api/mail/check` (spec 001 §2 admin "SMTP", §7 mail config). */
import { z } from 'zod';
import type { PluginRouter } from '@lauda/sdk/server';
import { mailCheckBody, mailConfigPut, type MailConfigStore } from './config.js';
import type { KernelMail } from './service.js';

/** The test message, in the branch's language. */
const TEST_MESSAGE: Record<string, { subject: string; text: string }> = {
  pt_BR: { subject: 'Lauda: mensagem de teste', text: 'Esta é uma mensagem de teste do Lauda ({branch}): o servidor de e-mail (SMTP) está configurado.' },
  en_US: { subject: 'Lauda: test message', text: 'This is a test message from Lauda ({branch}): the mail (SMTP) server is set up.' },
  es_ES: { subject: 'Lauda: mensaje de prueba', text: 'Este es un mensaje de prueba de Lauda ({branch}): el servidor de correo (SMTP) está configurado.' },
};

export interface MailRouteDeps {
  store: MailConfigStore;
  mail: KernelMail;
  branch: () => Promise<{ locale: string; branchName: string }>;
}

export function mailRoutes(router: PluginRouter, d: MailRouteDeps): void {
  router.get('/api/mail/config', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'The SMTP settings: { version, enabled, host, port, security, username, passwordSet, fromAddress, fromName } (never the password)',
    tags: ['mail'],
  }, () => d.store.get());

  router.put('/api/mail/config', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Replace the SMTP settings with the version read; a stale version is 409 mail.configConflict',
    description: '`security`: none, starttls (required) or tls (from the first byte). `password` left out keeps the stored one, empty removes it. Enabled needs host and fromAddress (400 naming them).',
    body: mailConfigPut,
    versioned: true,
    tags: ['mail'],
  }, ({ body, user }) => d.store.put(body, user.nickname));

  router.post('/api/mail/test', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Send a test message with the saved settings: { sent, response }; 412 mail.notConfigured, 502 mail.sendFailed with the server\'s answer in details.response',
    body: z.object({ to: z.string().trim().max(254).email('invalid e-mail') }),
    tags: ['mail'],
  }, async ({ body }) => {
    const b = await d.branch();
    const m = TEST_MESSAGE[b.locale] ?? TEST_MESSAGE.pt_BR!;
    const r = await d.mail.send({ to: [body.to], subject: m.subject, text: m.text.replace('{branch}', b.branchName) });
    return { sent: r.accepted.length, response: r.response };
  });

  router.post('/api/mail/check', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Connect and sign in to an SMTP server with settings not saved yet: { ok: true }, or 502 mail.checkFailed with its answer',
    body: mailCheckBody,
    tags: ['mail'],
  }, ({ body }) => d.mail.check(body));
}
