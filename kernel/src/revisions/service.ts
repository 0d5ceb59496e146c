import type { Knex } from 'knex';
import { BadRequestError } from '@lauda/sdk/server';
import type { Actor, Page, PageQuery, Revision, RevisionChange, Revisions, SessionUser } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { DocumentRegistry } from '../access/documents.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Revision history: each change keeps its date, the reviser's nickname and IP, and the changed fields. */
export class KernelRevisions implements Revisions {
  constructor(private readonly db: KnexDatabase, private readonly documents: DocumentRegistry) {}

  /**
   * The history of one document for `user`: only a user who may see the document in full reads it
   * (404 document.notFound when not at all, 403 document.private for a placeholder); a type that
   * keeps no history is a 400.
   */
  async historyFor(user: SessionUser, type: string, id: string, paging: PageQuery): Promise<Page<Revision>> {
    if (!this.documents.get(type)?.revisions) {
      throw new BadRequestError(`Unknown document type "${type}"`, { in: 'params', issues: [{ field: 'entityType', message: 'no document type keeps revisions under this name', code: 'unknown_type' }] }, 'revisions.unknownType');
    }
    await this.documents.assertVisible(type, user, id);
    return this.list(type, id, paging);
  }

  async record(
    trx: Knex.Transaction | Knex,
    entry: { entityType: string; entityId: string | number; slug?: string | null; actor: Actor; changes: Record<string, RevisionChange> },
  ): Promise<void> {
    if (Object.keys(entry.changes).length === 0) return;
    await trx('revisions').insert({
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      slug: entry.slug?.slice(0, 255) ?? null,
      revision_date: Date.now(),
      revisor_user_id: entry.actor.userId,
      revisor_nickname: entry.actor.nickname,
      revisor_ip: entry.actor.ip,
      changes: JSON.stringify(entry.changes),
    });
  }

  async list(entityType: string, entityId: string | number, paging: PageQuery): Promise<Page<Revision>> {
    const q = this.db.knex('revisions').where({ entity_type: entityType, entity_id: String(entityId) }).orderBy('id', 'desc');
    const page = await this.db.page<Record<string, unknown>>(q, paging);
    return { ...page, data: page.data.map(toRevision) };
  }

  diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, RevisionChange> {
    const out: Record<string, RevisionChange> = {};
    const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    for (const k of keys) {
      const o = before?.[k];
      const n = after?.[k];
      if (!same(o, n)) out[k] = { old: o ?? null, new: n ?? null };
    }
    return out;
  }
}

/** A `revisions` row as the API answers it. */
export function toRevision(r: Record<string, unknown>): Revision {
  return {
    id: Number(r.id),
    entityType: String(r.entity_type),
    entityId: String(r.entity_id),
    slug: (r.slug as string | null) ?? null,
    revisionDate: new Date(Number(r.revision_date)).toISOString(),
    revisorNickname: (r.revisor_nickname as string | null) ?? null,
    revisorIP: (r.revisor_ip as string | null) ?? null,
    changes: JSON.parse(String(r.changes)),
  };
}
