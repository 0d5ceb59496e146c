import {
  ConflictError, NotFoundError, RuleRefusedError,
  type Actor, type Database, type Knex, type LiveBus, type Revisions,
} from '@lauda/sdk/server';
import { ADMIN_ERRORS, ADMIN_REVISION_TYPES, ADMIN_TOPICS, type Branch } from '../../common/index.js';
import { BranchModel } from '../models/branch.js';
import type { BranchInput } from '../schemas.js';
import type { CounterRegistry } from './counters.js';
import { byName, mapUnique, num, taken } from '../util.js';
import { checkVersion, nextVersion } from '../versions.js';

const notFound = (id: number) => new NotFoundError(`No branch ${id}`, ADMIN_ERRORS.branchNotFound, { id });
const view = ({ id: _id, version: _v, ...rest }: Branch) => rest;

/** The three conflicts of a branch (its name and its host are each unique). */
function clash(name: boolean, host: boolean): ConflictError {
  if (name && host) return new ConflictError('A branch with this name and this host already exists', ADMIN_ERRORS.branchNameAndHostInUse, { fields: ['name', 'host'] });
  if (name) return new ConflictError('A branch with this name already exists', ADMIN_ERRORS.branchNameInUse, { fields: ['name'] });
  return new ConflictError('A branch with this host already exists', ADMIN_ERRORS.branchHostInUse, { fields: ['host'] });
}

/** Remote companies (branches) of the same organisation. */
export class BranchStore {
  private readonly Branches: typeof BranchModel;

  constructor(
    private readonly db: Database,
    private readonly live: LiveBus,
    private readonly revisions: Revisions,
    private readonly counters: CounterRegistry,
  ) {
    this.Branches = db.bind(BranchModel);
  }

  async list(activeOnly = false): Promise<Branch[]> {
    const rows = await this.Branches.query().modify((q) => { if (activeOnly) q.where('active', true); });
    return rows.map((r) => r.toBranch()).sort(byName);
  }

  async find(id: number, trx?: Knex.Transaction): Promise<Branch | null> {
    const row = await this.Branches.query(trx).findById(id);
    return row ? row.toBranch() : null;
  }

  async get(id: number, trx?: Knex.Transaction): Promise<Branch> {
    const b = await this.find(id, trx);
    if (!b) throw notFound(id);
    return b;
  }

  /** The branch with the credential to call it with (never answered to a client). */
  async withCredential(id: number): Promise<Branch & { credential: string | null }> {
    const row = await this.Branches.query().findById(id);
    if (!row) throw notFound(id);
    return { ...row.toBranch(), credential: row.credential ?? null };
  }

  private async assertFree(trx: Knex.Transaction, input: BranchInput, exceptId: number | null): Promise<void> {
    const name = await taken(trx, 'admin_branches', 'name', input.name, exceptId);
    const host = await taken(trx, 'admin_branches', 'host', input.host, exceptId);
    if (name || host) throw clash(name, host);
  }

  /** A race past the explicit check ends on the unique keys; tell which field as best we can. */
  private conflictAfterRace = () => clash(true, true);

  async create(input: BranchInput, actor: Actor): Promise<Branch> {
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      await this.assertFree(trx, input, null);
      const now = Date.now();
      const row = await this.Branches.query(trx).insert({ name: input.name, host: input.host, active: input.active ?? true, credential: input.credential ?? null, created_at: now, updated_at: now });
      const b = await this.get(num(row.id), trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.branch, entityId: b.id, slug: b.name, actor, changes: this.revisions.diff(null, view(b)) });
      afterCommit(() => this.live.publish(ADMIN_TOPICS.branches, 'CREATE', b.id, b, { by: actor.nickname }));
      return b;
    }), this.conflictAfterRace);
  }

  /** With `input.version`, a stale one is a 412 branch.staleVersion and nothing changes. */
  async update(id: number, input: BranchInput, actor: Actor): Promise<Branch> {
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      if ((await checkVersion(this.db, trx, 'admin_branches', id, input.version, ADMIN_ERRORS.branchStaleVersion, 'branch')) === null) throw notFound(id);
      const before = await this.get(id, trx);
      await this.assertFree(trx, input, id);
      await trx('admin_branches').where('id', id).update({
        name: input.name, host: input.host, active: input.active ?? before.active, updated_at: Date.now(), version: nextVersion(trx),
        ...(input.credential !== undefined ? { credential: input.credential } : {}),
      });
      const b = await this.get(id, trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.branch, entityId: id, slug: b.name, actor, changes: this.revisions.diff(view(before), view(b)) });
      afterCommit(() => this.live.publish(ADMIN_TOPICS.branches, 'UPDATE', id, b, { by: actor.nickname }));
      return b;
    }), this.conflictAfterRace);
  }

  /** Refused (422 branch.inUse) while a dependent plugin counts records of the branch. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (trx, afterCommit) => {
      const before = await this.get(id, trx);
      const { counts, total } = await this.counters.count('branch', id, trx);
      if (total > 0) throw new RuleRefusedError('Record in use cannot be deleted: deactivate the branch instead', ADMIN_ERRORS.branchInUse, { id, counts, total });
      await trx('admin_branches').where('id', id).del();
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.branch, entityId: id, slug: before.name, actor, changes: this.revisions.diff(view(before), null) });
      afterCommit(() => this.live.publish(ADMIN_TOPICS.branches, 'DELETE', id, null, { by: actor.nickname }));
    });
  }
}
