/**
 * Notifications to users (`core.notifications`): stored per user with a read flag, published on the
 * `notifications` topic only to their user. A notification about a document goes only to the users
 * who may see that document in full: the title names it, so a placeholder viewer must not get it.
 */
import {
  BadRequestError, NOTIFICATIONS_TOPIC,
  type LiveBus, type NotificationInput, type NotificationPage, type Notifications, type PageQuery, type SessionUser, type UserNotification,
} from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { DocumentRegistry } from '../access/documents.js';
import { effectiveRoles, toSessionUser, type UserRow } from '../auth/users.js';

type Row = Record<string, any>;

export const notificationOut = (r: Row): UserNotification => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  body: r.body ?? null,
  link: r.link_origin ? { origin: r.link_origin, id: Number(r.link_id) } : null,
  read: !!Number(r.read),
  createdAt: new Date(Number(r.created_at)).toISOString(),
  by: r.by_nickname ?? null,
});

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export class KernelNotifications implements Notifications {
  constructor(
    private readonly db: KnexDatabase,
    private readonly live: LiveBus,
    private readonly documents: DocumentRegistry,
    private readonly supportUser: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Active users among `ids`, as the access contract sees them (their own and their groups' roles). */
  private async viewers(ids: readonly number[]): Promise<SessionUser[]> {
    const rows: UserRow[] = await this.db.knex('users').whereIn('id', [...new Set(ids)]).where('active', true);
    return Promise.all(rows.map(async (row) => ({
      ...toSessionUser(row, '', this.supportUser),
      roles: await effectiveRoles(this.db.knex, row.id, row.roles),
    })));
  }

  async notify(userIds: readonly number[], input: NotificationInput, options: { by?: string | null } = {}): Promise<number[]> {
    if (!input.kind || !input.title) throw new BadRequestError('A notification needs a kind and a title');
    let users = await this.viewers(userIds);
    const link = input.link ?? null;
    if (link) {
      const seen = await this.documents.visibilityForViewers(link.type, users, link.id);
      users = users.filter((_u, i) => seen[i] === 'full');
    }
    const base = {
      kind: clip(input.kind, 100), title: clip(input.title, 255), body: input.body ?? null,
      link_origin: link?.origin ?? null, link_id: link?.id ?? null, by_nickname: options.by ?? null, read: false, created_at: this.now(),
    };
    for (const u of users) {
      const [id] = await this.db.knex('notifications').insert({ ...base, user_id: u.id });
      const out = notificationOut({ ...base, id });
      await this.live.publish(NOTIFICATIONS_TOPIC, 'CREATE', out.id, out, { by: base.by_nickname, onlyUsers: [u.id] });
    }
    return users.map((u) => u.id);
  }

  /** The caller's notifications, newest first, with the unread count. */
  async page(userId: number, paging: PageQuery, unreadOnly = false): Promise<NotificationPage> {
    const q = this.db.knex('notifications').where('user_id', userId).modify((b) => { if (unreadOnly) b.where('read', false); }).orderBy('id', 'desc');
    const [page, unread] = await Promise.all([
      this.db.page<Row>(q, paging),
      this.unread(userId),
    ]);
    return { ...page, data: page.data.map(notificationOut), unread };
  }

  async unread(userId: number): Promise<number> {
    const row = await this.db.knex('notifications').where({ user_id: userId, read: false }).count({ n: '*' }).first();
    return Number((row as { n?: number } | undefined)?.n ?? 0);
  }

  /** Marks the caller's notifications (`ids`, or all) read; others' ids are ignored. Answers the unread count left. */
  async markRead(userId: number, ids: readonly number[] | 'all'): Promise<{ marked: number; unread: number }> {
    const q = this.db.knex('notifications').where({ user_id: userId, read: false });
    if (ids !== 'all') q.whereIn('id', [...ids]);
    const marked = await q.update({ read: true });
    const unread = await this.unread(userId);
    if (marked) await this.live.publish(NOTIFICATIONS_TOPIC, 'READ', null, { ids: ids === 'all' ? null : ids, unread }, { onlyUsers: [userId] });
    return { marked, unread };
  }
}
