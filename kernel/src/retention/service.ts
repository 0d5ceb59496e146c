import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  type BranchRetention, type Logger, type Page, type PageQuery, type Retention, type RetentionKind, type RetentionKindState,
  type RetentionOverview, type RetentionRun, type RetentionSetting,
} from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';

const DAY = 86_400_000;
/** a claim lapses after this long, so a run whose instance died does not block the next ones for ever */
const LEASE_MS = 15 * 60_000;
/** how often an instance asks whether the scheduled run is due (at most; less when the period is shorter) */
const CHECK_MS = 60_000;
const SETTINGS: readonly RetentionSetting[] = ['trashDays', 'chatHistoryDays', 'noticesDays', 'rundownLogsDays', 'documentVersionsDays', 'userLogsMonths'];

export const unitOf = (s: RetentionSetting): 'days' | 'months' => (s === 'userLogsMonths' ? 'months' : 'days');

/** The instant before which a kind's rows are due for `value` of its setting (null: 0 keeps for ever). */
export function cutoffOf(setting: RetentionSetting, value: number, now: number): Date | null {
  if (!value || value <= 0) return null;
  if (unitOf(setting) === 'days') return new Date(now - value * DAY);
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - value);
  return d;
}

/**
 * The one retention job (`core.retention`). Kinds are registered by the kernel and the plugins; a run
 * purges each kind by its branch setting. A run needs the lease row, claimed with one atomic UPDATE,
 * so one instance runs at a time; the scheduled run also needs `next_at` to have passed, so several
 * instances sharing the database run it once per period between them. Each run is recorded.
 */
export class RetentionJob implements Retention {
  private readonly kinds: RetentionKind[] = [];
  private timer: NodeJS.Timeout | null = null;
  readonly instance = `${hostname().slice(0, 60)}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: KnexDatabase,
    private readonly settings: () => Promise<BranchRetention>,
    private readonly logger: Logger,
    private readonly everyMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  register(kind: RetentionKind): void {
    if (!SETTINGS.includes(kind.setting)) throw new Error(`Retention kind "${kind.kind}": unknown setting "${kind.setting}"`);
    if (this.kinds.some((k) => k.kind === kind.kind)) throw new Error(`Retention kind "${kind.kind}" is registered twice`);
    this.kinds.push(kind);
  }

  /** Every kind with its setting, the dry-run count and the last run's figure. */
  async overview(): Promise<RetentionOverview> {
    const [settings, last] = await Promise.all([this.settings(), this.lastRun()]);
    const now = this.now();
    const kinds: RetentionKindState[] = [];
    for (const k of this.kinds) {
      const value = settings[k.setting];
      const before = cutoffOf(k.setting, value, now);
      kinds.push({
        kind: k.kind, setting: k.setting, unit: unitOf(k.setting), value,
        due: before ? await k.count(before) : 0,
        lastRunAt: last && k.kind in last.deleted ? last.finishedAt : null,
        lastDeleted: last && k.kind in last.deleted ? last.deleted[k.kind]! : null,
      });
    }
    return { kinds, lastRun: last };
  }

  async runs(paging: PageQuery): Promise<Page<RetentionRun>> {
    const page = await this.db.page<Record<string, unknown>>(this.db.knex('retention_runs').orderBy('id', 'desc'), paging);
    return { ...page, data: page.data.map(toRun) };
  }

  private async lastRun(): Promise<RetentionRun | null> {
    const row = await this.db.knex('retention_runs').whereNotNull('finished_at').orderBy('id', 'desc').first();
    return row ? toRun(row) : null;
  }

  /** One atomic UPDATE: true when this instance now holds the lease. */
  private async claim(scheduled: boolean): Promise<boolean> {
    const now = this.now();
    const q = this.db.knex('retention_lease').where('name', 'retention').where('lease_until', '<', now);
    if (scheduled) q.where('next_at', '<=', now);
    return (await q.update({ holder: this.instance, lease_until: now + LEASE_MS })) === 1;
  }

  private async release(): Promise<void> {
    const next = this.now() + (this.everyMs > 0 ? this.everyMs : 0);
    await this.db.knex('retention_lease').where({ name: 'retention', holder: this.instance }).update({ holder: null, lease_until: 0, next_at: next });
  }

  /**
   * Runs every kind now. `manual`: 409 retention.running when another run holds the lease;
   * `schedule`: null when another instance holds it or the period has not passed.
   */
  async run(trigger: 'schedule' | 'manual'): Promise<RetentionRun | null> {
    if (!(await this.claim(trigger === 'schedule'))) {
      if (trigger === 'schedule') return null;
      throw new ConflictError('The cleanup is already running', 'retention.running');
    }
    try {
      const startedAt = this.now();
      const [id] = await this.db.knex('retention_runs').insert({ started_at: startedAt, instance: this.instance, trigger, deleted: '{}', errors: '{}' });
      const settings = await this.settings();
      const deleted: Record<string, number> = {};
      const errors: Record<string, string> = {};
      for (const k of this.kinds) {
        const before = cutoffOf(k.setting, settings[k.setting], startedAt);
        try {
          deleted[k.kind] = before ? await k.purge(before) : 0;
        } catch (e) {
          errors[k.kind] = String((e as Error).message ?? e).slice(0, 500);
          this.logger.error('retention: a kind failed', { kind: k.kind, error: errors[k.kind] });
        }
      }
      await this.db.knex('retention_runs').where('id', Number(id)).update({ finished_at: this.now(), deleted: JSON.stringify(deleted), errors: JSON.stringify(errors) });
      const total = Object.values(deleted).reduce((a, b) => a + b, 0);
      if (total) this.logger.info('retention purged', { deleted });
      return toRun(await this.db.knex('retention_runs').where('id', Number(id)).first());
    } finally {
      await this.release();
    }
  }

  /** Asks every `min(everyMs, 1 min)` whether the scheduled run is due (0: never on a schedule). */
  start(): void {
    if (this.everyMs <= 0 || this.timer) return;
    const tick = () => void this.run('schedule').catch((e) => this.logger.error('retention: run failed', { error: String(e) }));
    this.timer = setInterval(tick, Math.min(this.everyMs, CHECK_MS));
    this.timer.unref();
    tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

function toRun(r: Record<string, unknown>): RetentionRun {
  const deleted = JSON.parse(String(r.deleted ?? '{}')) as Record<string, number>;
  return {
    id: Number(r.id),
    startedAt: new Date(Number(r.started_at)).toISOString(),
    finishedAt: r.finished_at == null ? null : new Date(Number(r.finished_at)).toISOString(),
    instance: String(r.instance),
    trigger: r.trigger === 'manual' ? 'manual' : 'schedule',
    deleted,
    total: Object.values(deleted).reduce((a, b) => a + b, 0),
    errors: JSON.parse(String(r.errors ?? '{}')) as Record<string, string>,
  };
}
