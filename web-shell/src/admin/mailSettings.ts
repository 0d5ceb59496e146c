/** GET/PUT /api/mail/config (README "Mail"): the form's values and their checks. */
import type { Problem } from './branchSettings';

export const SECURITY = ['none', 'starttls', 'tls'] as const;
export type Security = (typeof SECURITY)[number];

export interface MailConfig {
  version: number;
  enabled: boolean;
  host: string;
  port: number;
  security: Security;
  username: string;
  passwordSet: boolean;
  fromAddress: string;
  fromName: string;
}

/** What the form edits: the port as typed; the password only when typed (empty keeps the stored one). */
export interface MailForm {
  enabled: boolean;
  host: string;
  port: string;
  security: Security;
  username: string;
  password: string;
  fromAddress: string;
  fromName: string;
}

export const toMailForm = (c: MailConfig): MailForm => ({
  enabled: c.enabled, host: c.host, port: String(c.port), security: c.security, username: c.username, password: '', fromAddress: c.fromAddress, fromName: c.fromName,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => EMAIL.test(v.trim());

/** Field → problem; empty when the form may be saved. */
export function validateMail(f: MailForm): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  if (f.enabled && !f.host.trim()) out.host = { key: 'validation.required' };
  else if (f.host.length > 255) out.host = { key: 'validation.maxChars', vars: { count: 255 } };
  if (!/^\d+$/.test(f.port.trim())) out.port = { key: f.port.trim() ? 'validation.wholeNumber' : 'validation.required' };
  else if (Number(f.port) < 1) out.port = { key: 'validation.minNumber', vars: { count: 1 } };
  else if (Number(f.port) > 65535) out.port = { key: 'validation.maxNumber', vars: { count: 65535 } };
  if (f.enabled && !f.fromAddress.trim()) out.fromAddress = { key: 'validation.required' };
  else if (f.fromAddress.trim() && !isEmail(f.fromAddress)) out.fromAddress = { key: 'validation.invalidEmail' };
  if (f.fromName.length > 100) out.fromName = { key: 'validation.maxChars', vars: { count: 100 } };
  return out;
}

/** The settings as the API takes them (PUT adds the version; a password left empty is not sent, so it is kept). */
export function toMailBody(f: MailForm): Record<string, unknown> {
  return {
    enabled: f.enabled, host: f.host.trim(), port: Number(f.port), security: f.security, username: f.username,
    fromAddress: f.fromAddress.trim(), fromName: f.fromName.trim(), ...(f.password ? { password: f.password } : {}),
  };
}
