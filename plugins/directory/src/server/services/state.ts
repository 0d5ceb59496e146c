/**
 * The sync state (one row) and its lease: a sync runs only where the conditional update that sets
 * `syncing` succeeded, so several instances never sync at once; a crashed one frees it when the
 * lease runs out.
 */
import type { Knex } from '@lauda/sdk/server';
import type { SyncState } from '../../common/index.js';

export interface SyncCounts {
  created: number;
  updated: number;
  deactivated: number;
  groups: number;
  skipped: number;
}

const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

export async function readState(knex: Knex): Promise<SyncState> {
  const r = await knex('ldap_sync_state').where('id', 1).first();
  return {
    syncing: !!r.syncing, startedAt: iso(r.started_at), finishedAt: iso(r.finished_at),
    created: Number(r.created), updated: Number(r.updated), deactivated: Number(r.deactivated), groups: Number(r.groups),
    skipped: Number(r.skipped), error: r.error ?? null, errorCode: r.error_code ?? null, trigger: r.trigger ?? null,
  };
}

export interface LeaseRequest {
  owner: string;
  now: number;
  leaseMs: number;
  trigger: 'manual' | 'scheduled';
  /** scheduled runs: only when the last one started at least this long ago */
  everyMs?: number;
}

/** true when this caller now holds the sync (syncing set, counts cleared) */
export async function acquire(knex: Knex, r: LeaseRequest): Promise<boolean> {
  const q = knex('ldap_sync_state').where('id', 1).andWhere((b) => b.where('syncing', false).orWhere('lease_until', '<', r.now));
  if (r.everyMs !== undefined) q.andWhere((b) => b.whereNull('started_at').orWhere('started_at', '<=', r.now - r.everyMs!));
  const n = await q.update({
    syncing: true, started_at: r.now, finished_at: null, created: 0, updated: 0, deactivated: 0, groups: 0, skipped: 0,
    error: null, error_code: null, trigger: r.trigger, lease_owner: r.owner, lease_until: r.now + r.leaseMs,
  });
  return Number(n) === 1;
}

/** the counts so far, and a longer lease, while the sync runs */
export async function progress(knex: Knex, owner: string, counts: SyncCounts, leaseUntil: number): Promise<void> {
  await knex('ldap_sync_state').where({ id: 1, lease_owner: owner }).update({ ...counts, lease_until: leaseUntil });
}

export async function release(knex: Knex, owner: string, now: number, counts: SyncCounts, error: { message: string; code: string } | null): Promise<void> {
  await knex('ldap_sync_state').where({ id: 1, lease_owner: owner }).update({
    ...counts, syncing: false, finished_at: now, error: error ? error.message.slice(0, 2000) : null, error_code: error?.code ?? null, lease_owner: null, lease_until: null,
  });
}
