import crypto from 'node:crypto';
import { z } from 'zod';
import { LICENSE_PUBLIC_KEY } from './public-key.js';

/**
 * A license file is JSON: `{ "format": "lauda-license/1", "payload": "<JSON text>", "signature": "<base64>" }`.
 * The signature is Ed25519 over the UTF-8 bytes of `payload` exactly as written (no
 * canonicalisation needed). The payload carries the terms below.
 */
export const LICENSE_FORMAT = 'lauda-license/1';

export const licenseTerms = z.object({
  /** the branch (company) it is issued for; shown, not enforced against the branch name */
  branch: z.string().min(1).max(200),
  /** concurrent signed-in users (distinct users with an open session) */
  seats: z.number().int().min(1).max(1_000_000),
  /** ISO 8601 instant */
  expiresAt: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO 8601 instant'),
  issuedTo: z.string().min(1).max(200),
  issuedAt: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO 8601 instant').optional(),
  id: z.string().max(100).optional(),
});
export type LicenseTerms = z.infer<typeof licenseTerms>;

const fileShape = z.object({ format: z.literal(LICENSE_FORMAT), payload: z.string().max(10_000), signature: z.string().max(200) });

export class LicenseFormatError extends Error {
  constructor(readonly reason: 'malformed' | 'signature', message: string) {
    super(message);
  }
}

/** Parses and verifies a license file; throws LicenseFormatError. Does not look at the expiry. */
export function readLicense(content: string, publicKey: string = LICENSE_PUBLIC_KEY): LicenseTerms {
  let file: z.infer<typeof fileShape>;
  try {
    file = fileShape.parse(JSON.parse(content));
  } catch {
    throw new LicenseFormatError('malformed', 'Not a Lauda license file');
  }
  let ok = false;
  try {
    ok = crypto.verify(null, Buffer.from(file.payload, 'utf8'), publicKey, Buffer.from(file.signature, 'base64'));
  } catch {
    ok = false;
  }
  if (!ok) throw new LicenseFormatError('signature', 'The license signature is not valid');
  const terms = licenseTerms.safeParse((() => { try { return JSON.parse(file.payload); } catch { return null; } })());
  if (!terms.success) throw new LicenseFormatError('malformed', 'The license terms are incomplete');
  return terms.data;
}

/** Writes a license file for `terms` signed with an Ed25519 private key (PEM). For tests and the dev script. */
export function signLicense(terms: LicenseTerms, privateKeyPem: string): string {
  const payload = JSON.stringify(terms);
  const signature = crypto.sign(null, Buffer.from(payload, 'utf8'), privateKeyPem).toString('base64');
  return JSON.stringify({ format: LICENSE_FORMAT, payload, signature }, null, 2) + '\n';
}
