import fs from 'node:fs';
import path from 'node:path';
import { BadRequestError, type LicenseInfo, type LicenseStatus, type Logger } from '@lauda/sdk/server';
export type { LicenseInfo, LicenseStatus } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelConfig } from '../config/index.js';
import { LicenseFormatError, readLicense, type LicenseTerms } from './format.js';
import { openAndLive } from '../live/liveness.js';

/**
 * Without a license file the installation runs as an EVALUATION: EVALUATION_SEATS concurrent
 * users and no expiry (so `npm run demo` works out of the box). A registered license that does
 * not verify (tampered, signed by another key) or that has expired refuses every sign-in with
 * `error_license_invalid`, except the support account's.
 */
export const EVALUATION_SEATS = 50;
/** Below this many days to expire the shell warns (spec 001 §9). */
export const LICENSE_WARNING_DAYS = 30;
/** Read at start: a license file dropped here is registered (the way in when nobody can sign in). */
export const LICENSE_FILE_NAME = 'lauda.license';

const DAY = 86_400_000;

export interface LicenseState {
  status: LicenseStatus;
  terms: LicenseTerms | null;
  /** why it is invalid */
  reason: string | null;
  serverUrl: string | null;
}

export type LicenseRefusal = 'error_license_invalid' | 'error_max_user_limit';

export const daysUntil = (expiresAt: string, now: number) => Math.floor((Date.parse(expiresAt) - now) / DAY);

export class LicenseService {
  constructor(private readonly db: KnexDatabase, private readonly config: KernelConfig) {}

  private row() {
    return this.db.knex('license').where('id', 1).first();
  }

  async state(now = Date.now()): Promise<LicenseState & { registeredAt: number | null; registeredBy: string | null }> {
    const row = await this.row();
    const base = { serverUrl: row?.server_url ?? null, registeredAt: row?.content ? Number(row.updated_at) : null, registeredBy: row?.content ? row.updated_by ?? null : null };
    if (!row?.content) return { status: 'evaluation', terms: null, reason: null, ...base };
    try {
      const terms = readLicense(row.content);
      if (Date.parse(terms.expiresAt) <= now) return { status: 'expired', terms, reason: 'expired', ...base };
      return { status: 'valid', terms, reason: null, ...base };
    } catch (e) {
      return { status: 'invalid', terms: null, reason: e instanceof LicenseFormatError ? e.reason : 'malformed', ...base };
    }
  }

  /**
   * Distinct users with an open and live session (not ended, idle or expired, and a socket seen
   * within the grace: a seat is free within a minute of the last tab closing), support excepted.
   */
  async seatsInUse(now = Date.now(), exceptUserId?: number): Promise<number> {
    const q = openAndLive(this.db.knex('sessions as s').join('users as u', 'u.id', 's.user_id'), now, this.config.session.idleMinutes)
      .whereNot('u.username', this.config.supportUser)
      .countDistinct({ n: 's.user_id' });
    if (exceptUserId !== undefined) q.whereNot('s.user_id', exceptUserId);
    const row = await q.first();
    return Number(row?.n ?? 0);
  }

  /**
   * Whether a user may sign in now. The support account always may. A user who already has an
   * open session holds a seat and may open another. The count is not serialised: two sign-ins
   * at the same instant may both take the last seat.
   */
  async refusal(user: { id: number; username: string }, now = Date.now()): Promise<LicenseRefusal | null> {
    if (user.username === this.config.supportUser) return null;
    const s = await this.state(now);
    if (s.status === 'invalid' || s.status === 'expired') return 'error_license_invalid';
    const seats = s.terms?.seats ?? EVALUATION_SEATS;
    const used = await this.seatsInUse(now, user.id);
    return used >= seats ? 'error_max_user_limit' : null;
  }

  async info(now = Date.now()): Promise<LicenseInfo> {
    const s = await this.state(now);
    const days = s.terms ? daysUntil(s.terms.expiresAt, now) : null;
    return {
      status: s.status,
      branch: s.terms?.branch ?? null,
      issuedTo: s.terms?.issuedTo ?? null,
      issuedAt: s.terms?.issuedAt ?? null,
      expiresAt: s.terms?.expiresAt ?? null,
      seats: s.terms?.seats ?? EVALUATION_SEATS,
      seatsInUse: await this.seatsInUse(now),
      daysToExpire: days,
      warning: s.status === 'invalid' || (days !== null && days < LICENSE_WARNING_DAYS),
      serverUrl: s.serverUrl,
      reason: s.reason,
      registeredAt: s.registeredAt ? new Date(s.registeredAt).toISOString() : null,
      registeredBy: s.registeredBy,
    };
  }

  async daysToExpire(now = Date.now()): Promise<{ days: number | null; warning: boolean; expired: boolean; status: LicenseStatus }> {
    const s = await this.state(now);
    const days = s.terms ? daysUntil(s.terms.expiresAt, now) : null;
    return { days, warning: days !== null && days < LICENSE_WARNING_DAYS, expired: s.status === 'expired', status: s.status };
  }

  /** Verifies and stores a license file. A bad or expired one is a 400 and changes nothing. */
  async register(content: string, by: string, now = Date.now()): Promise<LicenseInfo> {
    let terms: LicenseTerms;
    try {
      terms = readLicense(content.trim());
    } catch (e) {
      const sig = e instanceof LicenseFormatError && e.reason === 'signature';
      throw new BadRequestError(
        sig ? 'The license signature is not valid' : 'This is not a Lauda license file',
        { in: 'body', issues: [{ field: 'content', message: sig ? 'invalid signature' : 'not a license file' }] },
        sig ? 'license.invalidSignature' : 'license.malformed',
      );
    }
    if (Date.parse(terms.expiresAt) <= now) {
      throw new BadRequestError('This license has expired', { in: 'body', issues: [{ field: 'content', message: 'expired' }], expiresAt: terms.expiresAt }, 'license.expired');
    }
    await this.save({ content: content.trim() }, by, now);
    return this.info(now);
  }

  async setServerUrl(url: string | null, by: string, now = Date.now()): Promise<LicenseInfo> {
    await this.save({ server_url: url }, by, now);
    return this.info(now);
  }

  private async save(values: Record<string, unknown>, by: string, now: number): Promise<void> {
    await this.db.transaction(async (trx) => {
      const row = await trx('license').where('id', 1).forUpdate().first();
      const all = { ...values, updated_at: now, updated_by: by };
      if (row) await trx('license').where('id', 1).update(all);
      else await trx('license').insert({ id: 1, content: null, server_url: null, ...all });
    });
  }

  /**
   * At start: registers `<dataDir>/lauda.license` when it is new and valid, then logs the state.
   * Never stops the kernel: an unusable license only refuses sign-ins (support excepted).
   */
  async startupCheck(logger: Logger, now = Date.now()): Promise<LicenseState> {
    const file = path.join(this.config.dataDir, LICENSE_FILE_NAME);
    if (fs.existsSync(file)) {
      const content = fs.readFileSync(file, 'utf8').trim();
      const row = await this.row();
      if (row?.content !== content) {
        try {
          await this.register(content, 'license file', now);
          logger.info('license file registered', { file });
        } catch (e) {
          logger.warn('the license file was not registered', { file, error: (e as Error).message });
        }
      }
    }
    const s = await this.state(now);
    if (s.status === 'evaluation') logger.warn(`no license registered: evaluation mode, up to ${EVALUATION_SEATS} concurrent users`);
    else if (s.status === 'invalid') logger.warn('the registered license is not valid: sign-in is refused (support account excepted)', { reason: s.reason });
    else if (s.status === 'expired') logger.warn('the license has expired: sign-in is refused (support account excepted)', { expiresAt: s.terms?.expiresAt });
    else {
      const days = daysUntil(s.terms!.expiresAt, now);
      (days < LICENSE_WARNING_DAYS ? logger.warn : logger.info).call(logger, 'license', { branch: s.terms!.branch, seats: s.terms!.seats, expiresAt: s.terms!.expiresAt, daysToExpire: days });
    }
    return s;
  }
}
