import type { Knex } from 'knex';
import {
  USER_CATEGORIES, NotFoundError,
  type Page, type UserCategory, type UserFilter, type UserListCategory, type UserRecord, type Logger,
} from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelConfig } from '../config/index.js';
import type { Sessions } from './sessions.js';
import { parseList, type UserRow } from './users.js';
import { escapeLike, type AuthLogs } from './logs.js';
import { bad, iso } from './input.js';

const CATEGORY_OF_LIST: Record<Exclude<UserListCategory, 'all' | 'active'>, UserCategory> = {
  editors: 'editor', imageEditors: 'imageEditor', producers: 'producer', reporters: 'reporter',
};

export interface IdentityDeps {
  db: KnexDatabase;
  sessions: Sessions;
  logs: AuthLogs;
  config: KernelConfig;
  knownRoles: () => Set<string>;
  logger: Logger;
}

/** The read side of `core.users` (identity.ts adds the changes and the rules about rights). */
export class UserRecords {
  constructor(protected readonly d: IdentityDeps) {}

  protected get knex() {
    return this.d.db.knex;
  }

  /** user ids with an open session now */
  private async onlineIds(ids: readonly number[], k: Knex): Promise<Set<number>> {
    const now = Date.now();
    const q = k('sessions').distinct('user_id').whereNull('ended_at').where('expires_at', '>', now)
      .where('last_seen_at', '>', now - this.d.config.session.idleMinutes * 60_000);
    q.whereIn('user_id', ids);
    return new Set((await q).map((r) => Number(r.user_id)));
  }

  /** Full records of user rows: groups, effective roles, categories, online. */
  protected async hydrate(rows: UserRow[], q: Knex = this.knex): Promise<UserRecord[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => Number(r.id));
    const memberships = await q('user_groups as ug').join('auth_groups as g', 'g.id', 'ug.group_id')
      .whereIn('ug.user_id', ids).select('ug.user_id', 'g.id', 'g.roles', 'g.categories');
    const online = await this.onlineIds(ids, q);
    const byUser = new Map<number, { id: number; roles: string[]; categories: string[] }[]>();
    for (const m of memberships) {
      const list = byUser.get(Number(m.user_id)) ?? [];
      list.push({ id: Number(m.id), roles: parseList(m.roles), categories: parseList(m.categories) });
      byUser.set(Number(m.user_id), list);
    }
    return rows.map((r) => {
      const groups = byUser.get(Number(r.id)) ?? [];
      const own = parseList(r.roles);
      const active = !!r.active;
      return {
        id: Number(r.id),
        username: r.username,
        nickname: r.nickname,
        name: r.name,
        email: r.email,
        active,
        excluded: !active,
        online: active && online.has(Number(r.id)),
        adUser: !!r.ad_user,
        roles: own,
        groupIds: groups.map((g) => g.id).sort((a, b) => a - b),
        effectiveRoles: [...new Set([...own, ...groups.flatMap((g) => g.roles)])].sort(),
        categories: USER_CATEGORIES.filter((c) => groups.some((g) => g.categories.includes(c))),
        passwordExpirationDays: r.password_expiration_days == null ? null : Number(r.password_expiration_days),
        mustChangePassword: !!r.must_change_password,
        support: r.username === this.d.config.supportUser,
        createdAt: iso(r.created_at),
        version: Number(r.version ?? 0),
      };
    });
  }

  async get(id: number, q: Knex = this.knex): Promise<UserRecord> {
    const row = await q('users').where('id', id).first();
    if (!row) throw new NotFoundError('User not found', 'user.notFound', { id });
    return (await this.hydrate([row], q))[0]!;
  }

  async byIds(ids: readonly number[]): Promise<UserRecord[]> {
    const wanted = [...new Set(ids.filter((i) => Number.isInteger(i)))];
    if (!wanted.length) return [];
    const rows = await this.knex('users').whereIn('id', wanted);
    const records = new Map((await this.hydrate(rows)).map((u) => [u.id, u]));
    return ids.map((i) => records.get(i)).filter((u): u is UserRecord => !!u);
  }

  /** user id → the ids of the groups the user is in (sorted); one query, for access checks */
  async groupIdsOf(ids: readonly number[]): Promise<Map<number, number[]>> {
    const wanted = [...new Set(ids.filter((i) => Number.isInteger(i)))];
    const out = new Map<number, number[]>(wanted.map((id) => [id, []]));
    if (!wanted.length) return out;
    for (const r of await this.knex('user_groups').whereIn('user_id', wanted).select('user_id', 'group_id')) out.get(Number(r.user_id))!.push(Number(r.group_id));
    for (const list of out.values()) list.sort((a, b) => a - b);
    return out;
  }

  async nicknames(ids: readonly number[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new Map();
    const rows = await this.knex('users').whereIn('id', wanted).select('id', 'nickname');
    return new Map(rows.map((r) => [Number(r.id), String(r.nickname)]));
  }

  async list(options: { category?: UserListCategory } = {}): Promise<UserRecord[]> {
    const category = options.category ?? 'all';
    const q = this.knex('users').select('users.*').orderBy('nickname');
    if (category !== 'all') q.where('active', true);
    if (category !== 'all' && category !== 'active') {
      const wanted = CATEGORY_OF_LIST[category];
      if (!wanted) throw bad('category', 'unknown category', 'error.validation');
      const groupIds = (await this.knex('auth_groups').select('id', 'categories'))
        .filter((g) => parseList(g.categories).includes(wanted)).map((g) => Number(g.id));
      if (!groupIds.length) return [];
      q.whereIn('id', this.knex('user_groups').whereIn('group_id', groupIds).select('user_id'));
    }
    return this.hydrate(await q);
  }

  async filter(query: UserFilter): Promise<Page<UserRecord>> {
    const q = this.knex('users').select('*').orderBy('nickname').orderBy('id');
    if (query.activeOnly) q.where('active', true);
    const text = query.filter?.trim();
    if (text) {
      const like = `%${escapeLike(text)}%`;
      q.where((w) => {
        for (const c of ['username', 'nickname', 'name', 'email']) w.orWhereRaw(`${c} like ? escape '!'`, [like]);
      });
    }
    const page = await this.d.db.page<UserRow>(q, { page: query.page, size: query.size });
    return { ...page, data: await this.hydrate(page.data) };
  }

}
