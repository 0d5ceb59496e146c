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
