import type { Knex } from 'knex';
import { PreconditionFailedError } from '@lauda/sdk/server';

/**
 * The version a PUT read against the stored one (`area` names the code: `user.staleVersion`,
 * `group.staleVersion`); absent = an internal caller that does not check. Stale: 412, nothing written.
 */
export function assertVersion(area: 'user' | 'group', read: number | undefined, stored: unknown): void {
  const current = Number(stored ?? 0);
  if (read !== undefined && read !== current) {
    throw new PreconditionFailedError(`The ${area} was changed meanwhile (version ${current}, not ${read}): reload it`, `${area}.staleVersion`, { version: current });
  }
}

/** Raises the version of records a change reaches from the other side (a membership seen in both). */
export async function bumpVersions(q: Knex, table: 'users' | 'auth_groups', ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length) await q(table).whereIn('id', unique).increment('version', 1);
}
