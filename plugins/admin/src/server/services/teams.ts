import {
  NotFoundError, RuleRefusedError,
  type Actor, type Database, type Knex, type LiveBus, type Revisions,
} from '@lauda/sdk/server';
import { ADMIN_ERRORS, ADMIN_REVISION_TYPES, ADMIN_TOPICS, type Team } from '../../common/index.js';
import type { ContentCounter, TeamsService } from '../refs.js';
import { TeamModel } from '../models/team.js';
import type { TeamInput } from '../schemas.js';
import type { CounterRegistry } from './counters.js';
import type { Directory } from './directory.js';
import { byName, num } from '../util.js';
import { checkVersion, nextVersion } from '../versions.js';

type Db = Knex | Knex.Transaction;
const notFound = (id: number) => new NotFoundError(`No team ${id}`, ADMIN_ERRORS.teamNotFound, { id });
const view = (t: Team) => ({ name: t.name, memberIds: t.memberIds });

/** Teams (name and members). Team names need not be unique: the spec does not ask it. */
export class TeamStore implements TeamsService {
  private readonly Teams: typeof TeamModel;

  constructor(
    private readonly db: Database,
    private readonly live: LiveBus,
    private readonly revisions: Revisions,
    private readonly directory: Directory,
    private readonly counters: CounterRegistry,
  ) {
    this.Teams = db.bind(TeamModel);
  }

  registerContentCounter(name: string, count: ContentCounter): void {
    this.counters.register('team', name, count);
  }

  /** Teams with their member ids (nicknames are filled by `withNicknames`). */
  private async load(q: Db, ids?: readonly number[]): Promise<Team[]> {
    const rows = await this.Teams.query(q).modify((b) => { if (ids) b.whereIn('id', ids); });
    if (!rows.length) return [];
    const members = (await q('admin_team_members').modify((b) => { if (ids) b.whereIn('team_id', ids); })
      .orderBy([{ column: 'team_id' }, { column: 'position' }])) as { team_id: number; user_id: number }[];
    const byId = new Map<number, Team>(rows.map((r) => [num(r.id), { id: num(r.id), name: r.name, memberIds: [], membersNicknames: [], version: num(r.version ?? 0) }]));
    for (const m of members) byId.get(num(m.team_id))?.memberIds.push(num(m.user_id));
    return [...byId.values()].sort(byName);
  }

  /** Fills `membersNicknames` (through core.users: call it outside transactions). */
  async withNicknames(teams: Team[]): Promise<Team[]> {
    const nick = await this.directory.nicknames([...new Set(teams.flatMap((t) => t.memberIds))]);
    return teams.map((t) => ({ ...t, membersNicknames: t.memberIds.map((id) => nick.get(id) ?? '') }));
  }

  async list(): Promise<Team[]> {
    return this.withNicknames(await this.load(this.db.knex));
  }

  /** Without nicknames when read inside a transaction (the users service reads outside it). */
  async get(id: number, trx?: Knex.Transaction): Promise<Team> {
    const [t] = await this.load(trx ?? this.db.knex, [id]);
    if (!t) throw notFound(id);
    return trx ? t : (await this.withNicknames([t]))[0]!;
  }

  private async writeMembers(trx: Knex.Transaction, id: number, memberIds: readonly number[]): Promise<void> {
    await trx('admin_team_members').where('team_id', id).del();
    if (memberIds.length) await trx('admin_team_members').insert(memberIds.map((userId, position) => ({ team_id: id, user_id: userId, position })));
  }

  async create(input: TeamInput, actor: Actor): Promise<Team> {
    const memberIds = input.memberIds ?? [];
    await this.directory.checkUsers('memberIds', memberIds, ADMIN_ERRORS.teamUnknownUser);
    const team = await this.db.transaction(async (trx, afterCommit) => {
      const now = Date.now();
      const row = await this.Teams.query(trx).insert({ name: input.name, created_at: now, updated_at: now });
      const id = num(row.id);
      await this.writeMembers(trx, id, memberIds);
      const t = await this.get(id, trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.team, entityId: id, slug: t.name, actor, changes: this.revisions.diff(null, view(t)) });
      afterCommit(async () => this.live.publish(ADMIN_TOPICS.teams, 'CREATE', id, (await this.withNicknames([t]))[0], { by: actor.nickname }));
      return t;
    });
    return (await this.withNicknames([team]))[0]!;
  }

  /** With `input.version`, a stale one is a 412 team.staleVersion and nothing changes. */
  async update(id: number, input: TeamInput, actor: Actor): Promise<Team> {
    const current = await this.get(id);
    const memberIds = input.memberIds ?? current.memberIds;
    await this.directory.checkUsers('memberIds', memberIds, ADMIN_ERRORS.teamUnknownUser, new Set(current.memberIds));
    const team = await this.db.transaction(async (trx, afterCommit) => {
      if ((await checkVersion(this.db, trx, 'admin_teams', id, input.version, ADMIN_ERRORS.teamStaleVersion, 'team')) === null) throw notFound(id);
      const before = await this.get(id, trx);
      await trx('admin_teams').where('id', id).update({ name: input.name, updated_at: Date.now(), version: nextVersion(trx) });
      await this.writeMembers(trx, id, memberIds);
      const t = await this.get(id, trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.team, entityId: id, slug: t.name, actor, changes: this.revisions.diff(view(before), view(t)) });
      afterCommit(async () => this.live.publish(ADMIN_TOPICS.teams, 'UPDATE', id, (await this.withNicknames([t]))[0], { by: actor.nickname }));
      return t;
    });
    return (await this.withNicknames([team]))[0]!;
  }

  /** A team in use in a document cannot be deleted (422 team.inUse with the counts). */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (trx, afterCommit) => {
      const before = await this.get(id, trx);
      const { counts, total } = await this.counters.count('team', id, trx);
      if (total > 0) throw new RuleRefusedError('Team in use cannot be deleted', ADMIN_ERRORS.teamInUse, { id, counts, total });
      await trx('admin_team_members').where('team_id', id).del();
      await trx('admin_teams').where('id', id).del();
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.team, entityId: id, slug: before.name, actor, changes: this.revisions.diff(view(before), null) });
      afterCommit(() => this.live.publish(ADMIN_TOPICS.teams, 'DELETE', id, null, { by: actor.nickname }));
    });
  }
}
