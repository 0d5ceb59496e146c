/**
 * `core.mail`: sends through the branch's SMTP server with nodemailer, a transport built from the
 * saved settings at each send (a change of settings applies at once, on every instance).
 */
import nodemailer from 'nodemailer';
import { BadGatewayError, checkRecipients, PreconditionFailedError, type MailMessage, type MailService } from '@lauda/sdk/server';
import type { MailConfigStore, MailSettings } from './config.js';

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** nodemailer options of a server: TLS from the first byte, STARTTLS required, or plain. */
export function transportOptions(s: MailSettings, password: string | null) {
  return {
    host: s.host,
    port: s.port,
    secure: s.security === 'tls',
    requireTLS: s.security === 'starttls',
    ignoreTLS: s.security === 'none',
    auth: s.username ? { user: s.username, pass: password ?? '' } : undefined,
    ...TIMEOUTS,
  };
}

/** The server's refusal (or the network's) as a 502 carrying its text. */
export function gatewayError(e: unknown, code: 'mail.sendFailed' | 'mail.checkFailed'): BadGatewayError {
  const err = e as { message?: string; response?: string; responseCode?: number; command?: string; code?: string };
  const response = err.response ?? err.message ?? String(e);
  const what = code === 'mail.sendFailed' ? 'The mail server did not take the message' : 'The mail server did not accept the settings';
  return new BadGatewayError(`${what}: ${response}`, code, { response, responseCode: err.responseCode ?? null, command: err.command ?? null, reason: err.code ?? null });
}

export class KernelMail implements MailService {
  constructor(private readonly store: MailConfigStore) {}

  async configured(): Promise<boolean> {
    const { config } = await this.store.read();
    return config.enabled && !!config.host && !!config.fromAddress;
  }

  async send(message: MailMessage): Promise<{ accepted: string[]; response: string }> {
    const to = checkRecipients(message.to);
    const { config, password } = await this.store.read();
    if (!config.enabled || !config.host || !config.fromAddress) {
      throw new PreconditionFailedError('E-mail is not configured: an administrator sets the SMTP server up first', 'mail.notConfigured');
    }
    const transport = nodemailer.createTransport(transportOptions(config, password));
    try {
      const info = await transport.sendMail({
        from: config.fromName ? { name: config.fromName, address: config.fromAddress } : config.fromAddress,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        attachments: message.attachments?.map((a) => ({ filename: a.name, content: a.content, contentType: a.contentType })),
      });
      return { accepted: (info.accepted ?? []).map(String), response: String(info.response ?? '') };
    } catch (e) {
      throw gatewayError(e, 'mail.sendFailed');
    } finally {
      transport.close();
    }
  }

  /** Connects and signs in with settings not saved yet (a password left out is the stored one). */
  async check(settings: MailSettings & { password?: string }): Promise<{ ok: true }> {
    const stored = (await this.store.read()).password;
    const transport = nodemailer.createTransport(transportOptions(settings, settings.password ?? stored));
    try {
      await transport.verify();
      return { ok: true };
    } catch (e) {
      throw gatewayError(e, 'mail.checkFailed');
    } finally {
      transport.close();
    }
  }
}
