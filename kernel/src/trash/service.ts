import type { Knex } from 'knex';
import {
  BadRequestError, ForbiddenError, NotFoundError,
  type Actor, type Logger, type Page, type PageQuery, type SessionUser, type Trash, type TrashItem, type TrashType,
} from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelAccess } from '../access/index.js';

export const DEFAULT_TRASH_DAYS = 30;
const DAY = 86_400_000;

/**
 * Removal is a soft delete: the row keeps its data with `deleted_at` set and a trash entry lists it.
 * Restore clears both; permanent deletion removes the row; entries older than the retention are purged.
 */
export class KernelTrash implements Trash {
  private readonly types = new Map<string, TrashType>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: KnexDatabase, private readonly access: KernelAccess, private readonly logger: Logger) {}

  defineType(type: TrashType): void {
    if (this.types.has(type.type)) throw new Error(`trash: type "${type.type}" is already defined`);
    this.types.set(type.type, type);
  }

  private typeOf(name: string): TrashType {
    const t = this.types.get(name);
    if (!t) throw new BadRequestError(`Unknown document type "${name}"`, { field: 'type' }, 'trash.unknownType');
    return t;
  }

  async remove(trx: Knex.Transaction, type: string, ids: readonly (string | number)[], actor: Actor): Promise<number> {
    const t = this.typeOf(type);
    const rows = await trx(t.table).whereIn('id', [...ids]).whereNull('deleted_at').select('id', t.titleColumn);
    if (!rows.length) return 0;
    const now = Date.now();
    await trx(t.table).whereIn('id', rows.map((r) => r.id)).update({ deleted_at: now });
    await trx('trash').insert(
      rows.map((r) => ({
        entity_type: type,
        entity_id: String(r.id),
        title: String(r[t.titleColumn] ?? '').slice(0, 255),
        deleted_at: now,
        deleted_by_user_id: actor.userId,
        deleted_by: actor.nickname,
      })),
    );
    return rows.length;
  }

  /** Types the user may see in the trash. */
  visibleTypes(user: SessionUser): string[] {
    return [...this.types.values()].filter((t) => this.access.allows(user, t.roles)).map((t) => t.type);
  }

  async list(user: SessionUser, type: string | undefined, paging: PageQuery): Promise<Page<TrashItem>> {
    const visible = type ? [this.typeOf(type).type].filter((t) => this.visibleTypes(user).includes(t)) : this.visibleTypes(user);
    if (type && visible.length === 0) throw new ForbiddenError('You may not see deleted documents of this type', undefined, 'error.noPermission');
    const q = this.db.knex('trash').whereIn('entity_type', visible).orderBy('deleted_at', 'desc').orderBy('id', 'desc');
    const page = await this.db.page<Record<string, unknown>>(q, paging);
    return { ...page, data: page.data.map(toItem) };
  }

  private async entry(id: number, user: SessionUser, purge: boolean): Promise<{ row: Record<string, unknown>; type: TrashType }> {
    const row = await this.db.knex('trash').where('id', id).first();
    if (!row) throw new NotFoundError('This item is not in the trash', 'trash.notFound');
    const type = this.types.get(row.entity_type);
    if (!type) throw new NotFoundError('The plugin of this item is not enabled', 'trash.typeDisabled');
    this.access.assert(user, purge ? type.purgeRoles ?? type.roles : type.roles);
    return { row, type };
  }

  async restore(id: number, user: SessionUser): Promise<TrashItem> {
    const { row, type } = await this.entry(id, user, false);
    await this.db.transaction(async (trx) => {
      await trx(type.table).where('id', String(row.entity_id)).update({ deleted_at: null });
      await trx('trash').where('id', id).delete();
    });
    return toItem(row);
  }

  async purge(id: number, user: SessionUser): Promise<void> {
    const { row, type } = await this.entry(id, user, true);
    await this.db.transaction(async (trx) => {
      await trx(type.table).where('id', String(row.entity_id)).delete();
      await trx('trash').where('id', id).delete();
    });
  }

  /** Deletes for good what has been in the trash longer than `days`. Returns how many. */
  async purgeOlderThan(days: number, now = Date.now()): Promise<number> {
    if (days <= 0) return 0; // 0 keeps deleted documents for ever
    const old = await this.db.knex('trash').where('deleted_at', '<', now - days * DAY).select('id', 'entity_type', 'entity_id');
    let n = 0;
    for (const row of old) {
      const type = this.types.get(row.entity_type);
      if (!type) continue; // its plugin is disabled: keep the row until it comes back
      await this.db.transaction(async (trx) => {
        await trx(type.table).where('id', row.entity_id).whereNotNull('deleted_at').delete();
        await trx('trash').where('id', row.id).delete();
      });
      n++;
    }
    return n;
  }

  /** Retention in days comes from the branch configuration (`retention.trashDays`). */
  retentionDays: () => Promise<number> = async () => DEFAULT_TRASH_DAYS;

  startRetention(everyMs = 3_600_000): void {
    const run = async () => {
      try {
        const n = await this.purgeOlderThan(await this.retentionDays());
        if (n) this.logger.info('trash retention purged items', { count: n });
      } catch (e) {
        this.logger.error('trash retention failed', { error: String(e) });
      }
    };
    this.timer = setInterval(run, everyMs);
    this.timer.unref();
  }

  stopRetention(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

function toItem(r: Record<string, unknown>): TrashItem {
  return {
    id: Number(r.id),
    entityType: String(r.entity_type),
    entityId: String(r.entity_id),
    title: String(r.title),
    deletedAt: new Date(Number(r.deleted_at)).toISOString(),
    deletedBy: (r.deleted_by as string | null) ?? null,
  };
}
