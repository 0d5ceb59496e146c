import {
  ConflictError, NotFoundError, RuleRefusedError,
  type Actor, type Database, type Knex, type LiveBus, type Revisions, type SessionUser,
} from '@lauda/sdk/server';
import {
  ADMIN_ERRORS, ADMIN_REVISION_TYPES, ADMIN_TOPICS,
  type Program,
} from '../../common/index.js';
import type { ContentCounter, ProgramsService } from '../refs.js';
import { ProgramModel } from '../models/program.js';
import type { ProgramInput } from '../schemas.js';
import type { CounterRegistry } from './counters.js';
import type { Directory } from './directory.js';
import { ProgramAccess } from './program-access.js';
import { bool, byName, fieldError, mapUnique, num, numOrNull, taken } from '../util.js';
import { checkVersion, nextVersion } from '../versions.js';

/** The people of a program: the link table's `function` → the DTO field. */
const FUNCTIONS = {
  presenter: 'presenterIds',
  announcer: 'announcerIds',
  editor: 'editorIds',
  imageEditor: 'imageEditorIds',
} as const satisfies Record<string, keyof Program>;
type PeopleField = (typeof FUNCTIONS)[keyof typeof FUNCTIONS];
const PEOPLE = Object.entries(FUNCTIONS) as [keyof typeof FUNCTIONS, PeopleField][];

const nameInUse = () => new ConflictError('A program with this name already exists', ADMIN_ERRORS.programNameInUse, { field: 'name' });
const notFound = (id: number) => new NotFoundError(`No program ${id}`, ADMIN_ERRORS.programNotFound, { id });

/** The revision view of a program: every field but the id and the version. */
const view = ({ id: _id, version: _v, ...rest }: Program): Record<string, unknown> => rest;

type Db = Knex | Knex.Transaction;
/** What a create or an update stores. */
type Fields = Omit<Program, 'id' | 'version'>;

/** Programs: storage, the group-based access rule and the content counters of dependent plugins. */
export class ProgramStore implements ProgramsService {
  private readonly Programs: typeof ProgramModel;
  private readonly access: ProgramAccess;

  constructor(
    private readonly db: Database,
    private readonly live: LiveBus,
    private readonly revisions: Revisions,
    private readonly directory: Directory,
    private readonly counters: CounterRegistry,
  ) {
    this.Programs = db.bind(ProgramModel);
    this.access = new ProgramAccess(db, directory);
  }

  registerContentCounter(name: string, count: ContentCounter): void {
    this.counters.register('program', name, count);
  }

  /** Programs with their people and groups; all of them, or those of `ids`. */
  private async load(q: Db, ids?: readonly number[]): Promise<Program[]> {
    const rows = await this.Programs.query(q).modify((b) => { if (ids) b.whereIn('id', ids); });
    if (!rows.length) return [];
    const only = (b: Knex.QueryBuilder) => { if (ids) b.whereIn('program_id', ids); };
    const links = (await q('admin_program_users').modify(only).orderBy([{ column: 'program_id' }, { column: 'position' }])) as
      { program_id: number; function: string; user_id: number }[];
    const groups = (await q('admin_program_groups').modify(only).orderBy('group_id')) as { program_id: number; group_id: number }[];
    const byId = new Map<number, Program>();
    for (const r of rows) {
      byId.set(num(r.id), {
        id: num(r.id),
        name: r.name,
        start: r.start,
        end: r.end,
        presenterIds: [],
        announcerIds: [],
        editorIds: [],
        imageEditorIds: [],
        defaultPresenterId: numOrNull(r.default_presenter_id),
        defaultAnnouncerId: numOrNull(r.default_announcer_id),
        allowedGroupIds: [],
        cgDeviceId: numOrNull(r.cg_device_id),
        playoutDeviceId: numOrNull(r.playout_device_id),
        legacy: bool(r.legacy),
        active: bool(r.active),
        version: num(r.version ?? 0),
      });
    }
    for (const l of links) {
      const field = FUNCTIONS[l.function as keyof typeof FUNCTIONS];
      byId.get(num(l.program_id))?.[field].push(num(l.user_id));
    }
    for (const g of groups) byId.get(num(g.program_id))?.allowedGroupIds.push(num(g.group_id));
    return [...byId.values()].sort(byName);
  }

  async get(id: number, trx?: Knex.Transaction): Promise<Program> {
    const [p] = await this.load(trx ?? this.db.knex, [id]);
    if (!p) throw notFound(id);
    return p;
  }

  list(trx?: Knex.Transaction): Promise<Program[]> {
    return this.load(trx ?? this.db.knex);
  }

  accessibleIds(user: SessionUser): Promise<number[]> {
    return this.access.accessibleIds(user);
  }

  accessibleIdsOfMany(users: readonly SessionUser[]): Promise<number[][]> {
    return this.access.accessibleIdsOfMany(users);
  }

  /** The programs `user` may see, by name. */
  async accessible(user: SessionUser): Promise<Program[]> {
    const ids = new Set(await this.accessibleIds(user));
    return (await this.list()).filter((p) => ids.has(p.id));
  }

  async canAccess(user: SessionUser, programId: number): Promise<boolean> {
    return (await this.accessibleIds(user)).includes(programId);
  }

  async usingDevice(deviceId: number, trx?: Knex.Transaction): Promise<number[]> {
    const rows = await (trx ?? this.db.knex)('admin_programs').where('cg_device_id', deviceId).orWhere('playout_device_id', deviceId).select('id');
    return rows.map((r: { id: number }) => num(r.id));
  }

  /** Ids of the programs a user is linked to (as presenter, announcer, editor, image editor or default). */
  async linkedTo(userIds: readonly number[], q: Db = this.db.knex): Promise<number[]> {
    if (!userIds.length) return [];
    const a = await q('admin_program_users').whereIn('user_id', userIds).distinct('program_id');
    const b = await q('admin_programs').whereIn('default_presenter_id', userIds).orWhereIn('default_announcer_id', userIds).select('id');
    return [...new Set([...a.map((r: { program_id: number }) => num(r.program_id)), ...b.map((r: { id: number }) => num(r.id))])].sort((x, y) => x - y);
  }

  /**
   * The program a create or an update would store: `before` (null on create) with the input's
   * fields; fields the input leaves out keep their value. References are checked here, before any
   * transaction: users must exist (new ones must be active), groups must exist, and a default
   * presenter/announcer must be one of the presenters/announcers.
   */
  private async merge(input: ProgramInput, before: Program | null): Promise<Fields> {
    const next: Fields = {
      name: input.name,
      start: input.start,
      end: input.end,
      presenterIds: input.presenterIds ?? before?.presenterIds ?? [],
      announcerIds: input.announcerIds ?? before?.announcerIds ?? [],
      editorIds: input.editorIds ?? before?.editorIds ?? [],
      imageEditorIds: input.imageEditorIds ?? before?.imageEditorIds ?? [],
      defaultPresenterId: input.defaultPresenterId !== undefined ? input.defaultPresenterId : (before?.defaultPresenterId ?? null),
      defaultAnnouncerId: input.defaultAnnouncerId !== undefined ? input.defaultAnnouncerId : (before?.defaultAnnouncerId ?? null),
      allowedGroupIds: input.allowedGroupIds ?? before?.allowedGroupIds ?? [],
      cgDeviceId: input.cgDeviceId !== undefined ? input.cgDeviceId : (before?.cgDeviceId ?? null),
      playoutDeviceId: input.playoutDeviceId !== undefined ? input.playoutDeviceId : (before?.playoutDeviceId ?? null),
      legacy: input.legacy ?? before?.legacy ?? false,
      active: input.active ?? before?.active ?? true,
    };
    for (const [def, list, given] of [
      ['defaultPresenterId', 'presenterIds', input.defaultPresenterId],
      ['defaultAnnouncerId', 'announcerIds', input.defaultAnnouncerId],
    ] as const) {
      const d = next[def];
      if (d === null || next[list].includes(d)) continue;
      // a default kept from before whose person left the list is cleared; one asked for is an error
      if (given === undefined) next[def] = null;
      else throw fieldError(def, `must be one of ${list}`, ADMIN_ERRORS.programDefaultNotListed);
    }
    for (const [, field] of PEOPLE) {
      await this.directory.checkUsers(field, next[field], ADMIN_ERRORS.programUnknownUser, new Set(before?.[field] ?? []));
    }
    await this.directory.checkGroups('allowedGroupIds', next.allowedGroupIds, ADMIN_ERRORS.programUnknownGroup);
    return next;
  }

  private async assertNameFree(trx: Knex.Transaction, name: string, exceptId: number | null): Promise<void> {
    if (await taken(trx, 'admin_programs', 'name', name, exceptId)) throw nameInUse();
  }

  private async writeLinks(trx: Knex.Transaction, id: number, p: Fields): Promise<void> {
    await trx('admin_program_users').where('program_id', id).del();
    await trx('admin_program_groups').where('program_id', id).del();
    const people = PEOPLE.flatMap(([fn, field]) => p[field].map((userId, position) => ({ program_id: id, function: fn, user_id: userId, position })));
    if (people.length) await trx('admin_program_users').insert(people);
    if (p.allowedGroupIds.length) await trx('admin_program_groups').insert(p.allowedGroupIds.map((groupId) => ({ program_id: id, group_id: groupId })));
  }

  private row(p: Fields, now: number) {
    return {
      name: p.name,
      start: p.start,
      end: p.end,
      default_presenter_id: p.defaultPresenterId,
      default_announcer_id: p.defaultAnnouncerId,
      cg_device_id: p.cgDeviceId,
      playout_device_id: p.playoutDeviceId,
      legacy: p.legacy,
      active: p.active,
      updated_at: now,
    };
  }

  async create(input: ProgramInput, actor: Actor): Promise<Program> {
    const next = await this.merge(input, null);
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      await this.assertNameFree(trx, next.name, null);
      const now = Date.now();
      const inserted = await this.Programs.query(trx).insert({ ...this.row(next, now), created_at: now });
      const id = num(inserted.id);
      await this.writeLinks(trx, id, next);
      const program = await this.get(id, trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.program, entityId: id, slug: program.name, actor, changes: this.revisions.diff(null, view(program)) });
      afterCommit(() => this.access.changed() && this.live.publish(ADMIN_TOPICS.programs, 'CREATE', id, program, { by: actor.nickname }));
      return program;
    }), nameInUse);
  }

  /** With `input.version`, a stale one is a 412 program.staleVersion and nothing changes. */
  async update(id: number, input: ProgramInput, actor: Actor): Promise<Program> {
    const next = await this.merge(input, await this.get(id));
    return mapUnique(() => this.db.transaction(async (trx, afterCommit) => {
      if ((await checkVersion(this.db, trx, 'admin_programs', id, input.version, ADMIN_ERRORS.programStaleVersion, 'program')) === null) throw notFound(id);
      const before = await this.get(id, trx);
      await this.assertNameFree(trx, next.name, id);
      await trx('admin_programs').where('id', id).update({ ...this.row(next, Date.now()), version: nextVersion(trx) });
      await this.writeLinks(trx, id, next);
      const program = await this.get(id, trx);
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.program, entityId: id, slug: program.name, actor, changes: this.revisions.diff(view(before), view(program)) });
      afterCommit(() => this.access.changed() && this.live.publish(ADMIN_TOPICS.programs, 'UPDATE', id, program, { by: actor.nickname }));
      return program;
    }), nameInUse);
  }

  /** Deletes a program without content; one with content is refused (422): deactivate it instead. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (trx, afterCommit) => {
      const before = await this.get(id, trx);
      const { counts, total } = await this.counters.count('program', id, trx);
      if (total > 0) {
        throw new RuleRefusedError('A program with content can only be deactivated', ADMIN_ERRORS.programHasContent, { id, counts, total });
      }
      await trx('admin_program_users').where('program_id', id).del();
      await trx('admin_program_groups').where('program_id', id).del();
      await trx('admin_programs').where('id', id).del();
      await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.program, entityId: id, slug: before.name, actor, changes: this.revisions.diff(view(before), null) });
      afterCommit(() => this.access.changed() && this.live.publish(ADMIN_TOPICS.programs, 'DELETE', id, null, { by: actor.nickname }));
    });
  }

  /** Removes deactivated users from every program (people lists and defaults); returns the programs changed. */
  async unlinkUsers(userIds: readonly number[], actor: Actor): Promise<number[]> {
    if (!userIds.length) return [];
    return this.db.transaction(async (trx, afterCommit) => {
      const ids = await this.linkedTo(userIds, trx);
      if (!ids.length) return [];
      const before = new Map((await this.load(trx, ids)).map((p) => [p.id, p]));
      await trx('admin_program_users').whereIn('user_id', userIds).del();
      await trx('admin_programs').whereIn('id', ids).update({ version: nextVersion(trx) });
      await trx('admin_programs').whereIn('default_presenter_id', userIds).update({ default_presenter_id: null, updated_at: Date.now() });
      await trx('admin_programs').whereIn('default_announcer_id', userIds).update({ default_announcer_id: null, updated_at: Date.now() });
      const after = await this.load(trx, ids);
      for (const p of after) {
        await this.revisions.record(trx, { entityType: ADMIN_REVISION_TYPES.program, entityId: p.id, slug: p.name, actor, changes: this.revisions.diff(view(before.get(p.id)!), view(p)) });
        afterCommit(() => this.access.changed() && this.live.publish(ADMIN_TOPICS.programs, 'UPDATE', p.id, p, { by: actor.nickname }));
      }
      return ids;
    });
  }
}
