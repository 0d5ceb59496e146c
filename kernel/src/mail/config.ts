/**
 * The branch's SMTP settings: one row edited as a whole with its version (like the branch
 * configuration: a stale version is 409 `mail.configConflict`). The password is write-only: the
 * answers say `passwordSet`, and a PUT without `password` keeps the stored one.
 */
import { z } from 'zod';
import { ConflictError } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';

export const MAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

const address = z.string().trim().max(254).email('invalid e-mail');

/** What the administrator edits (the password apart). */
export const mailSettingsSchema = z.object({
  enabled: z.boolean(),
  host: z.string().trim().max(255).regex(/^[A-Za-z0-9.:\-[\]]*$/, 'invalid host name'),
  port: z.number().int().min(1).max(65535),
  security: z.enum(MAIL_SECURITY),
  username: z.string().max(255),
  fromAddress: z.union([z.literal(''), address]),
  fromName: z.string().trim().max(100),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** An enabled server needs its host and sender; a field left empty is named. */
const complete = (s: Partial<MailSettings>, ctx: z.RefinementCtx) => {
  if (!s.enabled) return;
  if (!s.host) ctx.addIssue({ code: 'custom', path: ['host'], message: 'required when mail is enabled' });
  if (!s.fromAddress) ctx.addIssue({ code: 'custom', path: ['fromAddress'], message: 'required when mail is enabled' });
};
const password = z.string().max(255).optional().describe('left out: the stored password stays; empty: none');
/** PUT /api/mail/config */
export const mailConfigPut = mailSettingsSchema.extend({ version: z.number().int().min(0), password }).superRefine(complete);
/** POST /api/mail/check: settings not saved yet (a password left out is the stored one) */
export const mailCheckBody = mailSettingsSchema.extend({ password }).superRefine(complete);

export type MailConfig = MailSettings & { version: number; passwordSet: boolean };

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  enabled: false, host: '', port: 587, security: 'starttls', username: '', fromAddress: '', fromName: 'Lauda',
};

export class MailConfigStore {
  constructor(private readonly db: KnexDatabase) {}

  /** The settings with the password (for sending only: never answered). */
  async read(): Promise<{ config: MailConfig; password: string | null }> {
    const row = await this.db.knex('mail_config').where('id', 1).first();
    if (!row) return { config: { ...DEFAULT_MAIL_SETTINGS, version: 0, passwordSet: false }, password: null };
    const pass = row.password ? String(row.password) : null;
    const stored = JSON.parse(row.data) as Partial<MailSettings>;
    return { config: { ...DEFAULT_MAIL_SETTINGS, ...stored, version: Number(row.version), passwordSet: !!pass }, password: pass };
  }

  async get(): Promise<MailConfig> {
    return (await this.read()).config;
  }

  /** Saves when `version` is the stored one; otherwise 409 and nothing changes. */
  async put(next: MailSettings & { version: number; password?: string }, by: string): Promise<MailConfig> {
    const { version, password: pass, ...data } = next;
    const settings = mailSettingsSchema.parse(data);
    return this.db.transaction(async (trx) => {
      const row = await trx('mail_config').where('id', 1).forUpdate().first();
      const current = row ? Number(row.version) : 0;
      if (version !== current) {
        throw new ConflictError('The mail settings were changed by someone else: reload them and apply your change again', 'mail.configConflict', { version: current });
      }
      const kept = pass === undefined ? (row?.password ?? null) : pass || null;
      const values = { version: current + 1, data: JSON.stringify(settings), password: kept, updated_at: Date.now(), updated_by: by };
      if (row) await trx('mail_config').where('id', 1).update(values);
      else await trx('mail_config').insert({ id: 1, ...values });
      return { ...settings, version: current + 1, passwordSet: !!kept };
    });
  }
}
