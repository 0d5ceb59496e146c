import type { Knex } from 'knex';

/**
 * Sign-in throttling. The state is the auth log (failures with their time and address), so every
 * kernel instance sharing the database agrees.
 *
 * - Per account and address: the account is the user the typed name resolves to (username in any
 *   case, or e-mail), or else the typed name in lower case. After ACCOUNT_FAILURES failures from
 *   one address within WINDOW (counting only since the account's last successful sign-in from that address), each
 *   further attempt from that address must wait BASE_DELAY × 2^(failures − ACCOUNT_FAILURES)
 *   after the last failure, at most MAX_DELAY. Keyed on the address too, so someone hammering an
 *   account from one address cannot lock its owner out everywhere.
 * - Per address: the same from ADDRESS_FAILURES failures within WINDOW, whatever the accounts
 *   (successes do not reset it: a whole newsroom may share one address, hence the higher threshold).
 * An attempt that comes too early is refused without checking the password:
 * 429 `error_too_many_attempts` with `Retry-After` (seconds), and logged as `throttled`.
 * Refused attempts do not count, nor do failures past the password check (license, seats,
 * new password required).
 */
export const THROTTLE = {
  WINDOW_MS: 15 * 60_000,
  ACCOUNT_FAILURES: 5,
  ADDRESS_FAILURES: 20,
  BASE_DELAY_MS: 1_000,
  MAX_DELAY_MS: 15 * 60_000,
} as const;

export interface ThrottleVerdict {
  /** ms to wait before the next attempt is accepted */
  retryAfterMs: number;
  scope: 'account' | 'address';
}

/** Failures that are password guesses (a wrong password, any password for a deactivated user, a wrong current password in "my data"). */
const GUESSES = ['error_authentication', 'inactive', 'wrongCurrentPassword'];

function delayFor(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(THROTTLE.MAX_DELAY_MS, THROTTLE.BASE_DELAY_MS * 2 ** Math.min(30, failures - threshold));
}

/** Whom a sign-in is for: the resolved user, or (nobody by that name) the typed name in lower case. */
export interface ThrottleAccount {
  userId: number | null;
  name: string;
}

function ofAccount(q: Knex.QueryBuilder, account: ThrottleAccount): Knex.QueryBuilder {
  return account.userId !== null ? q.where('user_id', account.userId) : q.whereNull('user_id').whereRaw('lower(username) = ?', [account.name.toLowerCase()]);
}

export async function throttled(knex: Knex, account: ThrottleAccount, ip: string | null, now = Date.now()): Promise<ThrottleVerdict | null> {
  const since = now - THROTTLE.WINDOW_MS;
  // a success resets the count of its own address only: the owner signing in elsewhere does not free an attacker
  const successQ = ofAccount(knex('auth_logs').where({ event: 'signIn' }), account).where('at', '>=', since);
  if (ip) successQ.where('ip', ip);
  const lastSuccess = (await successQ.max({ at: 'at' }).first()) as { at?: unknown } | undefined;
  const from = Math.max(since, Number(lastSuccess?.at ?? 0) + 1);
  const accountQ = ofAccount(knex('auth_logs').where({ event: 'failure' }), account).whereIn('reason', GUESSES).where('at', '>=', from);
  if (ip) accountQ.where('ip', ip);
  const acc = (await accountQ.count({ n: '*' }).max({ last: 'at' }).first()) as { n?: unknown; last?: unknown } | undefined;
  const checks: [ThrottleVerdict['scope'], number, number][] = [['account', Number(acc?.n ?? 0), Number(acc?.last ?? 0)]];
  if (ip) {
    const byIp = await knex('auth_logs').where({ ip, event: 'failure' }).whereIn('reason', GUESSES).where('at', '>=', since).count({ n: '*' }).max({ last: 'at' }).first();
    checks.push(['address', Number(byIp?.n ?? 0), Number(byIp?.last ?? 0)]);
  }
  let worst: ThrottleVerdict | null = null;
  for (const [scope, n, last] of checks) {
    const wait = last + delayFor(n, scope === 'account' ? THROTTLE.ACCOUNT_FAILURES : THROTTLE.ADDRESS_FAILURES) - now;
    if (n >= (scope === 'account' ? THROTTLE.ACCOUNT_FAILURES : THROTTLE.ADDRESS_FAILURES) && wait > 0 && (!worst || wait > worst.retryAfterMs)) {
      worst = { retryAfterMs: wait, scope };
    }
  }
  return worst;
}
