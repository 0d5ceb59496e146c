import { z } from 'zod';
import { BadRequestError, PreconditionFailedError } from '../common/errors.js';
import { text } from './input.js';
import { pdfFileName } from './pdf.js';
import type { SessionUser } from './services.js';
import type { Users } from './identity.js';

/**
 * The newsroom's outgoing mail (`core.mail`): one SMTP server the administrator configures
 * (`GET|PUT /api/mail/config`). Plugins send documents with it ("send by e-mail").
 */

/** A file sent with a message. */
export interface MailAttachment {
  /** the file name the recipient sees, e.g. `pauta.pdf` */
  name: string;
  content: Buffer;
  /** default: from the name's extension */
  contentType?: string;
}

export interface MailMessage {
  /** e-mail addresses (1 to 50); a malformed one is 400 `error.validation` naming `to` */
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** where answers go (the sender's own address) */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface MailService {
  /** true when an SMTP server is saved and enabled */
  configured(): Promise<boolean>;
  /**
   * Sends a message with the saved settings: 412 `mail.notConfigured` when there are none (or mail is
   * disabled), 502 `mail.sendFailed` with the server's answer in `details.response` when the SMTP
   * server refuses it or does not answer. Resolves with the server's acceptance.
   */
  send(message: MailMessage): Promise<{ accepted: string[]; response: string }>;
}

/**
 * The body of every "send by e-mail" route of a document (`POST …/{id}/email`): addresses and/or
 * user ids (their e-mail), at least one in all, and an optional message put above the document.
 */
export const mailDocumentBody = z.object({
  to: z.array(text(254)).max(50).default([]).describe('e-mail addresses'),
  userIds: z.array(z.number().int().positive()).max(50).default([]).describe('users: their e-mail'),
  message: text(2000).optional().describe('a note above the document'),
});
export type MailDocumentBody = z.infer<typeof mailDocumentBody>;

const refuse = (field: string, message: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code: 'invalid' }] }, 'error.validation');

const address = z.string().trim().max(254).email();
export const MAX_RECIPIENTS = 50;

/** The addresses, trimmed and once each; 400 naming `to` when there are none, too many, or one is not an e-mail address. */
export function checkRecipients(to: readonly string[]): string[] {
  const wrong = to.find((a) => !address.safeParse(a).success);
  const message = to.length === 0 ? 'at least one recipient' : to.length > MAX_RECIPIENTS ? `at most ${MAX_RECIPIENTS} recipients` : wrong !== undefined ? `invalid e-mail '${wrong}'` : null;
  if (message) throw refuse('to', message);
  return [...new Set(to.map((a) => a.trim()))];
}

/** The addresses of a request: its own and its users' (400 naming `userIds` for one without e-mail or unknown, `to` for none at all). */
export async function mailRecipients(users: Users, body: MailDocumentBody): Promise<string[]> {
  const records = body.userIds.length ? await users.byIds([...new Set(body.userIds)]) : [];
  const byId = new Map(records.map((u) => [u.id, u]));
  const missing = body.userIds.find((id) => !byId.get(id)?.email || byId.get(id)!.excluded);
  if (missing !== undefined) throw refuse('userIds', `user ${missing} has no e-mail address`);
  return checkRecipients([...body.to, ...records.map((u) => u.email!)]);
}

/**
 * Sends one document's PDF by e-mail for a user who may see it (the route checks that first):
 * 412 `mail.notConfigured` before the PDF is made when the newsroom has no SMTP server.
 */
export async function mailDocument(
  deps: { mail: MailService; users: Users },
  user: SessionUser,
  body: MailDocumentBody,
  doc: { title: string; date: string | null; pdf: () => Promise<Buffer> },
): Promise<{ sent: number }> {
  const to = await mailRecipients(deps.users, body);
  if (!(await deps.mail.configured())) {
    throw new PreconditionFailedError('E-mail is not configured: an administrator sets the SMTP server up first', 'mail.notConfigured');
  }
  const text = [body.message?.trim(), [doc.title, doc.date].filter(Boolean).join(' — '), `— ${user.name}${user.email ? ` <${user.email}>` : ''}`].filter(Boolean).join('\n\n');
  const name = `${pdfFileName(doc.title, doc.date) || 'document'}.pdf`;
  const r = await deps.mail.send({ to, subject: doc.title, text, replyTo: user.email ?? undefined, attachments: [{ name, content: await doc.pdf() }] });
  return { sent: r.accepted.length };
}
