import crypto from 'node:crypto';
import { z } from 'zod';
import { LaudaError, RuleRefusedError } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import { readLicense, type LicenseTerms } from './format.js';
import { daysUntil, LICENSE_WARNING_DAYS } from './service.js';

/** How long the license server may take to answer. */
export const LICENSE_CHECK_TIMEOUT_MS = 5000;

/**
 * The license server's documented shape (README "License server"):
 * `POST {serverUrl}/check` with `{ branch, issuedTo, licenseId, signatureHash }` (the SHA-256 hex of the
 * registered file's signature; nulls while no license is registered) answered by
 * `{ status: 'active' | 'invalid' | 'notActivated', expiresAt?: ISO instant }`.
 */
const answer = z.object({
  status: z.enum(['active', 'invalid', 'notActivated']),
  expiresAt: z.string().refine((s) => !Number.isNaN(Date.parse(s))).nullish(),
});

export interface LicenseCheck {
  status: 'active';
  /** the server's expiry, else the registered file's */
  expiresAt: string | null;
  daysToExpire: number | null;
  /** days to expire below 30 (spec 001 §9) */
  warning: boolean;
  checkedAt: string;
  serverUrl: string;
}

const unreachable = (message: string, serverUrl: string) => new LaudaError(502, 'license.serverUnreachable', message, { serverUrl });

/**
 * Asks the configured license server about the registered license. Only an answer: nothing is stored
 * and sign-in never waits on it (the signed file stays the offline path).
 */
export async function checkLicense(db: KnexDatabase, now = Date.now(), timeoutMs = LICENSE_CHECK_TIMEOUT_MS): Promise<LicenseCheck> {
  const row = await db.knex('license').where('id', 1).first();
  const serverUrl: string | null = row?.server_url ?? null;
  if (!serverUrl) throw new RuleRefusedError('No license server URL is set', 'license.noServerUrl');
  let terms: LicenseTerms | null = null;
  let signatureHash: string | null = null;
  if (row?.content) {
    try {
      terms = readLicense(row.content);
      signatureHash = crypto.createHash('sha256').update(String(JSON.parse(row.content).signature)).digest('hex');
    } catch {
      terms = null;
    }
  }
  const url = new URL('check', serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`);
  let body: unknown;
  try {
    const res = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ branch: terms?.branch ?? null, issuedTo: terms?.issuedTo ?? null, licenseId: terms?.id ?? null, signatureHash }),
    });
    if (!res.ok) throw unreachable(`The license server answered ${res.status}`, serverUrl);
    body = await res.json();
  } catch (e) {
    if (e instanceof LaudaError) throw e;
    const err = e as Error & { cause?: Error };
    throw unreachable(err.name === 'TimeoutError' ? `The license server did not answer within ${timeoutMs} ms` : `The license server could not be reached: ${err.cause?.message ?? err.message}`, serverUrl);
  }
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw unreachable('The license server did not answer a license status', serverUrl);
  if (parsed.data.status !== 'active' || !terms) {
    throw new RuleRefusedError('The license is invalid or not activated', 'license.invalid', { status: terms ? parsed.data.status : 'notActivated' });
  }
  const expiresAt = parsed.data.expiresAt ?? terms.expiresAt;
  const days = daysUntil(expiresAt, now);
  return { status: 'active', expiresAt, daysToExpire: days, warning: days < LICENSE_WARNING_DAYS, checkedAt: new Date(now).toISOString(), serverUrl };
}
