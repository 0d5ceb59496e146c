/** A document's history and its trash, as the API answers them (`GET /api/revisions/…`, `GET /api/trash`). */

export interface RevisionChange {
  old: unknown;
  new: unknown;
}
export interface Revision {
  id: number;
  entityType: string;
  entityId: string;
  slug: string | null;
  revisionDate: string;
  revisorNickname: string | null;
  revisorIP: string | null;
  changes: Record<string, RevisionChange>;
}

export interface TrashItem {
  id: number;
  entityType: string;
  entityId: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
}
