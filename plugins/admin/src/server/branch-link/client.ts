import { LaudaError, RuleRefusedError } from '@lauda/sdk/server';
import { ADMIN_ERRORS, type Branch } from '../../common/index.js';

/** How long a call to another branch may take before it counts as down. */
export const LINK_TIMEOUT_MS = 10_000;

type Linked = Pick<Branch, 'id' | 'name' | 'host'> & { credential: string | null };

/** 422 branch.inactive, the cause in the details ("Connection to the branch inactive: check the connection"). */
export function inactive(branch: Linked, cause: string): RuleRefusedError {
  return new RuleRefusedError('Connection to the branch inactive: check the connection', ADMIN_ERRORS.branchInactive, {
    branchId: branch.id, name: branch.name, host: branch.host, cause,
  });
}

/** The cause of a failed fetch in words: refused, timeout, TLS, name not found. */
function causeOf(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timeout';
  const code = err.cause?.code;
  return code ? `${code}${err.cause?.message ? `: ${err.cause.message}` : ''}` : err.message;
}

/**
 * Calls another Lauda installation at `{host}/api/branch-link/...` with its credential. Any failure
 * to reach it or to be let in (refused, timeout, TLS, 401, an answer that is not ours) is 422
 * branch.inactive; a refusal the other branch answers itself (400, 403, 404, 409, 422) comes back
 * with its status and code, `details.remote` naming the branch.
 */
export async function callBranch<T>(branch: Linked, method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = LINK_TIMEOUT_MS): Promise<T> {
  if (!branch.credential) throw inactive(branch, 'no credential set for this branch');
  const url = `${branch.host.replace(/\/+$/, '')}${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${branch.credential}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (e) {
    throw inactive(branch, causeOf(e));
  }
  let answer: unknown;
  try {
    answer = await res.json();
  } catch {
    throw inactive(branch, `HTTP ${res.status}: not a Lauda answer`);
  }
  if (res.ok) return answer as T;
  if (res.status === 401) throw inactive(branch, 'credential refused (401)');
  const e = answer as { code?: unknown; message?: unknown; details?: unknown };
  if (res.status >= 500 || typeof e?.code !== 'string') throw inactive(branch, `HTTP ${res.status}`);
  const details = e.details && typeof e.details === 'object' && !Array.isArray(e.details) ? e.details : {};
  throw new LaudaError(res.status, e.code, typeof e.message === 'string' ? e.message : e.code, { ...details, remote: { branchId: branch.id, name: branch.name } });
}
