import type { Knex } from 'knex';
import {
  BadRequestError, ForbiddenError, NotFoundError,
  type Actor, type DocumentType, type Page, type PageQuery, type SessionUser, type Trash, type TrashItem,
} from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelAccess } from '../access/index.js';
import type { DocumentRegistry } from '../access/documents.js';

type TrashType = DocumentType & { trash: NonNullable<DocumentType['trash']> };
/** Trash rows read at a time while filtering a list by the document access answers. */
const BATCH = 500;

export const DEFAULT_TRASH_DAYS = 30;


/**
 * Removal is a soft delete: the row keeps its data with `deleted_at` set and a trash entry lists it.
 * Restore clears both; permanent deletion removes the row; the retention job purges the old entries.
 * The trash exists for the document types that declare `trash`, and every answer follows their
 * access: a user sees only what they may see in full, and restores or purges only what they may change.
 */
export class KernelTrash implements Trash {
  constructor(
    private readonly db: KnexDatabase,
    private readonly access: KernelAccess,
    private readonly documents: DocumentRegistry,
  ) {}

  private known(name: string): TrashType | undefined {
    const t = this.documents.get(name);
    return t?.trash ? (t as TrashType) : undefined;
  }

  private typeOf(name: string): TrashType {
    const t = this.known(name);
    if (!t) throw new BadRequestError(`Unknown document type "${name}"`, { in: 'query', issues: [{ field: 'type', message: 'no document type goes to the trash under this name', code: 'unknown_type' }] }, 'trash.unknownType');
    return t;
  }

  async remove(trx: Knex.Transaction, type: string, ids: readonly (string | number)[], actor: Actor): Promise<number> {
    const t = this.typeOf(type).trash;
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

  /** Types whose deleted documents the user may act on: they hold the type's change roles (as deleting needed). */
  visibleTypes(user: SessionUser): string[] {
    return this.documents.types().filter((t) => this.known(t) && this.access.allows(user, this.known(t)!.changeRoles));
  }

  /**
   * The deleted documents the user may see in full, newest first. Which ones is each type's
   * access answer, so the entries are read in batches, filtered, and then paged. `range` keeps the
   * entries deleted from `from` (included) to `to` (excluded), in ms.
   */
  async list(user: SessionUser, type: string | undefined, paging: PageQuery, range: { from?: number; to?: number } = {}): Promise<Page<TrashItem>> {
    const visible = type ? [this.typeOf(type).type].filter((t) => this.visibleTypes(user).includes(t)) : this.visibleTypes(user);
    if (type && visible.length === 0) throw new ForbiddenError('You may not see deleted documents of this type', undefined, 'error.noPermission');
    const kept: Record<string, unknown>[] = [];
    const from = paging.page * paging.size;
    let total = 0;
    for (let offset = 0; ; offset += BATCH) {
      const q = this.db.knex('trash').whereIn('entity_type', visible);
      if (range.from !== undefined) q.where('deleted_at', '>=', range.from);
      if (range.to !== undefined) q.where('deleted_at', '<', range.to);
      const rows: Record<string, unknown>[] = await q
        .orderBy('deleted_at', 'desc').orderBy('id', 'desc').offset(offset).limit(BATCH);
      for (const row of await this.seenInFull(user, rows)) {
        if (total >= from && kept.length < paging.size) kept.push(row);
        total++;
      }
      if (rows.length < BATCH) break;
    }
    return { data: kept.map(toItem), number: paging.page, size: paging.size, total };
  }

  private async seenInFull(user: SessionUser, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    const byType = new Map<string, string[]>();
    for (const r of rows) byType.set(String(r.entity_type), [...(byType.get(String(r.entity_type)) ?? []), String(r.entity_id)]);
    const full = new Set<string>();
    for (const [t, ids] of byType) {
      for (const [id, v] of await this.documents.visibility(t, user, ids)) if (v === 'full') full.add(`${t}:${id}`);
    }
    return rows.filter((r) => full.has(`${r.entity_type}:${r.entity_id}`));
  }

  /**
   * An entry the user may act on: one they may not see in full is "not in the trash" (nothing of it
   * is told); restoring or purging needs the right to change the document, as deleting it did.
   */
  private async entry(id: number, user: SessionUser, purge: boolean): Promise<{ row: Record<string, unknown>; type: TrashType }> {
    const row = await this.db.knex('trash').where('id', id).first();
    const notFound = () => new NotFoundError('This item is not in the trash', 'trash.notFound');
    if (!row) throw notFound();
    const type = this.known(row.entity_type);
    if (!type) throw new NotFoundError('The plugin of this item is not enabled', 'trash.typeDisabled');
    this.access.assert(user, type.changeRoles);
    if (!(await this.seenInFull(user, [row])).length) throw notFound();
    await this.documents.assertChangeable(type.type, user, [String(row.entity_id)]);
    if (purge) this.access.assert(user, type.trash.purgeRoles ?? type.changeRoles);
    return { row, type };
  }

  /** Told of every document restored or deleted for good (the search index), after the commit. */
  onChanged: (type: string, id: string) => void = () => undefined;

  async restore(id: number, user: SessionUser): Promise<TrashItem> {
    const { row, type } = await this.entry(id, user, false);
    await this.db.transaction(async (trx) => {
      await trx(type.trash.table).where('id', String(row.entity_id)).update({ deleted_at: null });
      await type.trash.restored?.(trx, String(row.entity_id));
      await trx('trash').where('id', id).delete();
    });
    this.onChanged(type.type, String(row.entity_id));
    return toItem(row);
  }

  async purge(id: number, user: SessionUser): Promise<void> {
    const { row, type } = await this.entry(id, user, true);
    await this.db.transaction(async (trx) => {
      await trx(type.trash.table).where('id', String(row.entity_id)).delete();
      await trx('trash').where('id', id).delete();
    });
    this.onChanged(type.type, String(row.entity_id));
  }

  /** Entries deleted before `before` (ms) whose type's plugin is enabled: what `purgeBefore` removes. */
  private due(before: number) {
    return this.db.knex('trash').where('deleted_at', '<', before).whereIn('entity_type', this.documents.types().filter((t) => this.known(t)));
  }

  async countBefore(before: number): Promise<number> {
    return Number((await this.due(before).count({ n: '*' }).first())?.n ?? 0);
  }

  /**
   * Deletes for good what went to the trash before `before` (the retention job, `retention.trashDays`).
   * Entries of a disabled plugin are kept until it comes back. Answers how many.
   */
  async purgeBefore(before: number): Promise<number> {
    const old = await this.due(before).select('id', 'entity_type', 'entity_id');
    for (const row of old) {
      const type = this.known(row.entity_type)!;
      await this.db.transaction(async (trx) => {
        await trx(type.trash.table).where('id', row.entity_id).whereNotNull('deleted_at').delete();
        await trx('trash').where('id', row.id).delete();
      });
    }
    return old.length;
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
