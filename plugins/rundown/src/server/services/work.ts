/**
 * A unit of work on one rundown (or template, or the drawer): one transaction that starts by
 * locking the owner's row, so changes to one rundown run one after another on every database;
 * it collects the rundown log, recomputes the stored totals before committing and publishes the
 * live events after the commit.
 */
import { ConflictError, ForbiddenError, NotFoundError, type AfterCommit, type Knex, type LiveOp, type PublishOptions } from '@lauda/sdk/server';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_TOPICS, type ChangeKind } from '../../common/ids.js';
import type { DisplayChange } from '../../common/onair.js';
import { bool, isPrivate, numOrNull, storyOut, type Row } from '../codec.js';
import { actorOf, type Caller, type Ctx } from './context.js';
import { recomputeTotals } from './totals.js';
import type { BehaviourFlags } from '@lauda/plugin-admin/common';
import { assertRundownOpen, closingRule } from './flags.js';

export type OwnerKind = 'rundown' | 'template' | 'drawer';
export interface Owner {
  kind: OwnerKind;
  /** null for the drawer */
  id: number | null;
}

/** Thrown when what was read before the lock changed owner meanwhile: the work is retried. */
export class OwnerChanged extends Error {}

const ownerTable = { rundown: 'rundown_rundowns', template: 'rundown_templates' } as const;

export function ownerOfRow(row: Row): Owner {
  if (row.rundown_id !== null && row.rundown_id !== undefined) return { kind: 'rundown', id: Number(row.rundown_id) };
  if (row.template_id !== null && row.template_id !== undefined) return { kind: 'template', id: Number(row.template_id) };
  return { kind: 'drawer', id: null };
}
export const sameOwner = (a: Owner, b: Owner) => a.kind === b.kind && a.id === b.id;

interface LogEntry {
  kind: ChangeKind;
  entityType: 'RUNDOWN' | 'BLOCK' | 'STORY';
  entityId: number;
  slug?: string | null;
  field?: string | null;
  oldValue?: unknown;
  newValue?: unknown;
}

export class Work {
  /** the locked owner row (rundown or template), kept current by the services that change it */
  row: Row | null;
  private readonly logs: LogEntry[] = [];
  private readonly events: (() => Promise<void>)[] = [];
  private totalsDirty = false;
  private touched = false;
  /** blocks whose stories changed (their sums are recomputed); 'all' after a rebuild */
  private touchedBlocks: Set<number> | 'all' = new Set();
  /** display status changes, for the devices that follow the rundown on air */
  readonly display: DisplayChange[] = [];
  /** set when this work enabled or disabled MOS on the rundown */
  mosToggled = false;
  private flagsRead: Promise<BehaviourFlags> | null;

  constructor(
    readonly ctx: Ctx,
    readonly trx: Knex.Transaction,
    readonly caller: Caller,
    readonly owner: Owner,
    row: Row | null,
    flags: BehaviourFlags | null = null,
  ) {
    this.row = row;
    this.flagsRead = flags ? Promise.resolve(flags) : null;
  }

  /** The branch's behaviour flags, read once per unit of work (before it, when the closing rule needed them). */
  flags(): Promise<BehaviourFlags> {
    return (this.flagsRead ??= this.ctx.flags(this.trx));
  }

  get user() {
    return this.caller.user;
  }
  get actor() {
    return actorOf(this.caller);
  }
  get rundownId(): number | null {
    return this.owner.kind === 'rundown' ? this.owner.id : null;
  }

  /**
   * Something changed the rundown's timing: its stored totals are recomputed before committing.
   * `blocks` names the blocks whose stories changed (added, removed, moved, retimed, approved,
   * displayed); 'all' when the rundown was rebuilt. Block fields alone (commercial, stand-by,
   * status) and rundown fields need none.
   */
  timingChanged(blocks: readonly unknown[] | 'all' = []): void {
    this.totalsDirty = true;
    this.touched = true;
    if (blocks === 'all') this.touchedBlocks = 'all';
    else if (this.touchedBlocks !== 'all') for (const b of blocks) if (b !== null && b !== undefined) this.touchedBlocks.add(Number(b));
  }
  /** Something changed the owner (bumps the rundown's version). */
  changed(): void {
    this.touched = true;
  }

  log(e: LogEntry): void {
    this.touched = true;
    if (this.owner.kind === 'rundown') this.logs.push(e);
  }

  /**
   * Publishes after the commit. Every message names its document, and the kernel delivers it to
   * who may see that document: by default the rundown or template of this work.
   */
  publish(topic: string, op: LiveOp, id: string | number | null, data: unknown, document: PublishOptions['document'] = this.ownerDocument()): void {
    const by = this.user.nickname;
    this.events.push(() => this.ctx.live.publish(topic, op, id, data, { by, document }));
  }

  /** Stories written in bulk with no message each (copied from a template or the archive): the index reads them after the commit. */
  storiesWritten(ids: readonly number[]): void {
    if (ids.length) this.events.push(async () => this.ctx.live.documentsWritten?.(D.story, ids));
  }

  private ownerDocument(): PublishOptions['document'] {
    if (this.owner.kind === 'rundown') return { type: D.rundown, id: this.owner.id! };
    if (this.owner.kind === 'template') return { type: D.template, id: this.owner.id! };
    return undefined; // a drawer's messages are about one story and name it
  }

  /** A message about one story: who may see only its placeholder gets the placeholder (a PATCH as an UPDATE). */
  private publishAbout(op: LiveOp, row: Row, full: unknown, placeholder: unknown): void {
    const id = Number(row.id);
    this.publish(RUNDOWN_TOPICS.stories, op, id, full, { type: D.story, id, placeholder, placeholderOp: op === 'PATCH' ? 'UPDATE' : op });
  }

  /**
   * A story event. A private story goes whole to its owner and allowed users, and to everyone
   * else as a placeholder (page, slug and script hidden, timing kept).
   */
  publishStory(op: LiveOp, row: Row, index: number, extra: Record<string, unknown> = {}): void {
    const priv = isPrivate(row);
    const full = { ...storyOut(row, index, priv ? Number(row.owner_id) : null), ...extra };
    this.publishAbout(op, row, full, priv ? { ...storyOut(row, index, null, false), ...extra } : undefined);
  }

  /** A story field patch `{ field, oldValue, newValue }` (with where the story is). */
  publishStoryPatch(row: Row, index: number, data: Record<string, unknown>): void {
    const where = { rundownId: numOrNull(row.rundown_id), templateId: numOrNull(row.template_id), blockId: numOrNull(row.block_id) };
    this.publishAbout('PATCH', row, { ...where, ...data }, isPrivate(row) ? storyOut(row, index, null, false) : undefined);
  }

  /** A story removed: who saw its row (even as a placeholder) sees it go. */
  publishStoryGone(row: Row, data: Record<string, unknown>): void {
    this.publishAbout('DELETE', row, data, data);
  }

  /** Runs before the commit: totals, the rundown's version, the log. */
  async finish(afterCommit: AfterCommit): Promise<void> {
    const now = this.ctx.now();
    if (this.owner.kind === 'rundown' && this.touched) {
      if (this.totalsDirty) {
        const event = await recomputeTotals(this.trx, this.owner.id!, this.touchedBlocks === 'all' ? 'all' : [...this.touchedBlocks]);
        this.publish(RUNDOWN_TOPICS.rundowns, 'UPDATE', this.owner.id!, event);
      }
      await this.trx('rundown_rundowns').where('id', this.owner.id!).increment('version', 1).update({ updated_at: now });
      if (this.logs.length) {
        const a = this.actor;
        const rows = this.logs.map((e) => ({
          rundown_id: this.owner.id!,
          at: now,
          user_id: a.userId,
          nickname: a.nickname,
          ip: a.ip?.slice(0, 64) ?? null,
          kind: e.kind,
          entity_type: e.entityType,
          entity_id: e.entityId,
          slug: e.slug?.slice(0, 100) ?? null,
          field: e.field ?? null,
          old_value: e.oldValue === undefined ? null : JSON.stringify(e.oldValue),
          new_value: e.newValue === undefined ? null : JSON.stringify(e.newValue),
        }));
        for (let i = 0; i < rows.length; i += 200) await this.trx('rundown_logs').insert(rows.slice(i, i + 200));
      }
    }
    if (this.owner.kind === 'template' && this.touched) {
      await this.trx('rundown_templates').where('id', this.owner.id!).update({ updated_at: now });
    }
    const events = this.events;
    const commit = this.owner.kind === 'rundown' && this.touched && this.row
      ? { rundownId: this.owner.id!, programId: Number(this.row.program_id), mosEnabled: bool(this.row.mos_enabled), mosToggled: this.mosToggled, display: this.display }
      : null;
    afterCommit(async () => {
      for (const e of events) {
        try {
          await e();
        } catch (err) {
          this.ctx.logger.warn('live publish failed', { error: String(err) });
        }
      }
      if (commit) this.ctx.onAir.committed(commit);
    });
  }
}

/** A rundown or template of a program the user's groups do not give is refused (403). */
export async function assertOwnerAccess(ctx: Ctx, caller: Caller, owner: Owner): Promise<void> {
  if (owner.kind === 'drawer') return;
  const allowed = await ctx.programIdsOf(caller.user);
  if (!allowed) return;
  const row = await ctx.db.knex(ownerTable[owner.kind]).where('id', owner.id!).first('program_id');
  if (row) assertProgramOpen(allowed, row);
}

function assertProgramOpen(allowed: number[], row: Row): void {
  if (!allowed.includes(Number(row.program_id))) {
    throw new ForbiddenError('Your groups do not give you this program', { programId: Number(row.program_id) }, RUNDOWN_ERRORS.programNoAccess);
  }
}

const isDeadlock = (e: unknown) => {
  const x = e as { code?: string; errno?: number };
  return x?.code === 'ER_LOCK_DEADLOCK' || x?.errno === 1213 || x?.code === 'ER_LOCK_WAIT_TIMEOUT' || x?.errno === 1205 || x?.code === 'SQLITE_BUSY';
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Locks the owner row for the rest of the transaction (row lock on MySQL; SQLite has one writer). */
async function lockOwner(ctx: Ctx, trx: Knex.Transaction, owner: Owner): Promise<Row | null> {
  if (owner.kind === 'drawer') return null;
  const q = trx(ownerTable[owner.kind]).where('id', owner.id!);
  const row = await (ctx.db.dialect === 'mysql' ? q.forUpdate() : q).first();
  if (!row) {
    throw owner.kind === 'rundown'
      ? new NotFoundError('No such rundown', RUNDOWN_ERRORS.notFound)
      : new NotFoundError('No such template', RUNDOWN_ERRORS.templateNotFound);
  }
  return row;
}

/**
 * Runs `fn` as one unit of work on the owner `find` names. `find` runs before the transaction
 * (it reads which rundown a story or block belongs to); `fn` must check that what it reads inside
 * still belongs to that owner and throw `OwnerChanged` otherwise, and the work is retried.
 * Deadlocks (MySQL) are retried too.
 */
export async function inOwner<T>(ctx: Ctx, caller: Caller, find: () => Promise<Owner>, fn: (w: Work) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const owner = await find();
    // the programs the caller opens are asked before the transaction (SQLite has one connection),
    // and checked against the owner row the transaction locks
    const allowed = owner.kind === 'drawer' ? null : await ctx.programIdsOf(caller.user);
    const flags = owner.kind === 'rundown' ? await ctx.flags() : null;
    const closing = flags ? await closingRule(ctx, flags) : null;
    try {
      return await ctx.db.transaction(async (trx, afterCommit) => {
        const row = await lockOwner(ctx, trx, owner);
        if (row && allowed) assertProgramOpen(allowed, row);
        if (row && owner.kind === 'rundown') assertRundownOpen(ctx, row, closing);
        const w = new Work(ctx, trx, caller, owner, row, flags);
        const result = await fn(w);
        await w.finish(afterCommit);
        return result;
      });
    } catch (e) {
      const retry = e instanceof OwnerChanged || isDeadlock(e);
      if (retry && attempt < 8) {
        await pause(5 + Math.random() * 20 * (attempt + 1));
        continue;
      }
      if (retry) throw new ConflictError('The rundown changed meanwhile; reload it and try again', RUNDOWN_ERRORS.concurrentChange);
      throw e;
    }
  }
}

/**
 * A unit of work on an owner this same transaction creates (a new rundown or template):
 * `create` inserts it and returns its row; `fn` fills it.
 */
export async function inNewOwner<T>(ctx: Ctx, caller: Caller, kind: 'rundown' | 'template', create: (trx: Knex.Transaction) => Promise<Row>, fn: (w: Work) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (trx, afterCommit) => {
        const row = await create(trx);
        const w = new Work(ctx, trx, caller, { kind, id: Number(row.id) }, row);
        const result = await fn(w);
        await w.finish(afterCommit);
        return result;
      });
    } catch (e) {
      if (isDeadlock(e) && attempt < 8) {
        await pause(5 + Math.random() * 20 * (attempt + 1));
        continue;
      }
      throw e;
    }
  }
}
