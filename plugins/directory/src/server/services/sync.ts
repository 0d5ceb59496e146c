/**
 * A synchronisation run: hold the lease, read the directory's users and groups, apply them, release
 * with the counts or the error. Progress and result go on the `ldap` topic (administrators only).
 * Started by hand (`POST /api/ldap/synchronize`, answered at once; 409 ldap.syncing while one runs
 * anywhere) or by the schedule (every N minutes, once across instances).
 */
import { ConflictError, RuleRefusedError, type Actor } from '@lauda/sdk/server';
import { DIRECTORY_ERRORS, LDAP_TOPIC, type SyncState } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { directoryFailure, searchGroups, searchUsers, withDirectory } from './directory.js';
import { readSettings, type Settings } from './settings.js';
import { acquire, progress, readState, release, type SyncCounts } from './state.js';
import { syncGroups } from './sync-groups.js';
import { syncUsers } from './sync-users.js';

/** The sync acts as the kernel (it grants no role: it only creates users and sets group members). */
const SYNC_ACTOR: Actor = { userId: null, nickname: 'directory', ip: null };

export interface Syncer {
  /** starts a run now; answers the state (syncing) without waiting for it */
  start(by: string | null): Promise<SyncState>;
  /** a scheduled run when one is due here (the lease decides across instances); resolves when it ends */
  tick(): Promise<void>;
  /** waits for the run of this instance, if any */
  idle(): Promise<void>;
}

export function usable(s: Settings): string | null {
  if (!s.enabled) return DIRECTORY_ERRORS.disabled;
  if (!s.url || !s.usersBaseDn) return DIRECTORY_ERRORS.notConfigured;
  return null;
}

export function createSyncer(ctx: Ctx): Syncer {
  let running: Promise<void> = Promise.resolve();
  const publish = async (by: string | null) => ctx.live.publish(LDAP_TOPIC, 'UPDATE', 1, await readState(ctx.db.knex), { by });

  async function run(s: Settings, by: string | null): Promise<void> {
    const counts: SyncCounts = { created: 0, updated: 0, deactivated: 0, groups: 0, skipped: 0 };
    let error: { message: string; code: string } | null = null;
    try {
      const found = await withDirectory(s, ctx.timeoutMs, async (c) => ({ users: await searchUsers(c, s), groups: await searchGroups(c, s) }));
      // the counts so far on the topic, and a longer lease, now and then while it runs
      const report = async () => {
        await progress(ctx.db.knex, ctx.instance, counts, ctx.now() + ctx.leaseMs);
        await publish(by);
      };
      const index = await syncUsers(ctx, s, found.users, counts, SYNC_ACTOR, report);
      await report();
      if (s.groupsBaseDn) await syncGroups(ctx, found.groups, index, counts, SYNC_ACTOR);
    } catch (e) {
      const failure = directoryFailure(e);
      error = { message: failure.message, code: failure.code };
      ctx.logger.warn('directory: synchronisation failed', { error: failure.message });
    }
    await release(ctx.db.knex, ctx.instance, ctx.now(), counts, error);
    await publish(by);
  }

  const launch = (s: Settings, by: string | null) => {
    running = run(s, by).catch((e) => ctx.logger.error('directory: synchronisation crashed', { error: String(e) }));
  };

  return {
    async start(by) {
      const s = await readSettings(ctx.db.knex);
      const refusal = usable(s);
      if (refusal) throw new RuleRefusedError('The directory is not enabled or not configured', refusal);
      if (!(await acquire(ctx.db.knex, { owner: ctx.instance, now: ctx.now(), leaseMs: ctx.leaseMs, trigger: 'manual' }))) {
        throw new ConflictError('A synchronisation is already running', DIRECTORY_ERRORS.syncing);
      }
      const state = await readState(ctx.db.knex);
      await ctx.live.publish(LDAP_TOPIC, 'UPDATE', 1, state, { by });
      launch(s, by);
      return state;
    },
    async tick() {
      const s = await readSettings(ctx.db.knex);
      if (usable(s) || s.syncEveryMinutes <= 0) return;
      const now = ctx.now();
      if (!(await acquire(ctx.db.knex, { owner: ctx.instance, now, leaseMs: ctx.leaseMs, trigger: 'scheduled', everyMs: s.syncEveryMinutes * 60_000 }))) return;
      await publish(null);
      launch(s, null);
      await running;
    },
    idle: () => running,
  };
}
