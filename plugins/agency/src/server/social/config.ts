/**
 * The branch's Facebook and Twitter credentials (spec 001 §3 integration configs "Facebook" and
 * "Twitter"): the API's base URL (so a test, a proxy or a newer Graph version can be named) and the
 * token, which is written but never read back (`tokenSet`). Also the poller's settings from the
 * plugin's block of the config file.
 */
import { BadRequestError, LaudaError, PreconditionFailedError, RuleRefusedError, type Knex } from '@lauda/sdk/server';
import type { Ctx } from '../context.js';
import type { Endpoint } from './http.js';
import { SocialApiError } from './http.js';
import { SOCIAL_ERRORS as E, type Network, type SocialConfig } from './types.js';

export const DEFAULT_BASE_URL: Record<Network, string> = {
  facebook: 'https://graph.facebook.com/v19.0',
  twitter: 'https://api.twitter.com',
};

export interface PollSettings {
  /** false: sources are polled only on demand (`…/{id}/poll`), e.g. on every instance but one */
  enabled: boolean;
  intervalMs: number;
  timeoutMs: number;
  maxWaitMs: number;
}

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

/**
 * `socialPoll` (default true), `socialPollMinutes` (default 5), `socialTimeoutMs` (10 s),
 * `socialMaxWaitMs` (the longest a 429 is waited out in place, 60 s).
 */
export function pollSettings(ctx: Ctx): PollSettings {
  const c = ctx.config.plugin;
  return {
    enabled: c.socialPoll !== false,
    intervalMs: positive(c.socialPollMinutes, 5) * 60_000,
    timeoutMs: positive(c.socialTimeoutMs, 10_000),
    maxWaitMs: positive(c.socialMaxWaitMs, 60_000),
  };
}

export async function readConfig(q: Knex, network: Network): Promise<SocialConfig> {
  const row = await q('agency_social_configs').where('network', network).first();
  return { network, baseUrl: row?.base_url ?? DEFAULT_BASE_URL[network], tokenSet: !!row?.token, version: Number(row?.version ?? 0) };
}

/** The base URL and token to call, or 422 when the admin has not given a token yet. */
export async function endpointOf(q: Knex, network: Network): Promise<Endpoint> {
  const row = await q('agency_social_configs').where('network', network).first();
  if (!row?.token) throw new RuleRefusedError(`No ${network} token is set: an agency administrator sets it first`, E.notConfigured, { network });
  return { baseUrl: row.base_url, token: row.token };
}

/** `token`: left out keeps the stored one, null or '' forgets it. A stale `version` is a 412. */
export async function writeConfig(knex: Knex, network: Network, next: { baseUrl: string; token?: string | null; version: number }): Promise<SocialConfig> {
  return knex.transaction(async (trx) => {
    const row = await trx('agency_social_configs').where('network', network).forUpdate().first();
    const current = Number(row?.version ?? 0);
    if (next.version !== current) throw new PreconditionFailedError(`The ${network} settings were changed by someone else: reload them`, E.staleVersion, { version: current });
    const token = next.token === undefined ? (row?.token ?? null) : (next.token?.trim() || null);
    const values = { base_url: next.baseUrl.trim(), token, version: current + 1 };
    if (row) await trx('agency_social_configs').where('network', network).update(values);
    else await trx('agency_social_configs').insert({ network, ...values });
    return { network, baseUrl: values.base_url, tokenSet: !!token, version: values.version };
  });
}

/** A network's problem as the answer of a route: the admin's input refused, the token refused, or the API failing. */
export function httpErrorOf(e: unknown, invalid?: { field: string; key: string; value: string }): unknown {
  if (!(e instanceof SocialApiError)) return e;
  if (e.reason === 'notFound' && invalid) {
    const message = `${invalid.value} is not known to the network`;
    return new BadRequestError(`Invalid field '${invalid.field}': ${message}`, { in: 'body', issues: [{ field: invalid.field, message, code: invalid.key }] }, invalid.key);
  }
  if (e.reason === 'auth') return new RuleRefusedError(`The token was refused: ${e.message}`, E.tokenRefused);
  if (e.reason === 'rateLimited') return new LaudaError(503, E.rateLimited, e.message, { retryAt: e.retryAt ? new Date(e.retryAt).toISOString() : null });
  return new LaudaError(502, E.apiFailed, e.message);
}
