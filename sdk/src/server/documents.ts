import type { Knex } from 'knex';
import type { Role } from '../common/roles.js';
import type { SessionUser } from './services.js';
import type { PortableData, PortableDocument, PortableImported, PortableImportOptions } from './portable.js';

/**
 * How one user may see one document:
 * - `full`: everything;
 * - `placeholder`: that it exists and where (a private story in a rundown keeps its place and
 *   timing), nothing of its content;
 * - `none`: nothing at all, not even that it exists.
 */
export type Visibility = 'full' | 'placeholder' | 'none';

/** A document id as the kernel passes it around (revisions, trash, lock keys): its text form. */
export type DocumentId = string;

/**
 * A document type, declared by the plugin that owns it (`definePlugin({ documents })`). The kernel
 * asks it, for a user and a set of ids, what the user may see and change, and applies the one
 * answer to revisions, trash, locks, live delivery, files and every route that declares `reads`
 * or `writes`. The answers must also cover documents in the trash (soft-deleted rows).
 */
export interface DocumentType {
  /** lower-case name: the lock key prefix, the revisions' and trash's entity type (`story`) */
  type: string;
  /** roles without which a user sees nothing of this type (checked by the kernel before `visibility`) */
  readRoles: readonly Role[];
  /** roles without which a user changes nothing of this type (checked by the kernel before `changeable`) */
  changeRoles: readonly Role[];
  /** For each id the user may see something of, how much; ids left out are `none`. */
  visibility(user: SessionUser, ids: readonly DocumentId[]): Promise<Map<DocumentId, Visibility>>;
  /**
   * The ids among `ids` the user may change: write, delete, lock, restore from the trash, delete
   * for good. `ids` are the ones the user sees, and `seen` is this plugin's visibility answer for
   * them, so it need not be asked again.
   */
  changeable(user: SessionUser, ids: readonly DocumentId[], seen: ReadonlyMap<DocumentId, Visibility>): Promise<Set<DocumentId>>;
  /**
   * How each of many viewers may see one document, in the order of `viewers` (live delivery asks
   * this once per message). Optional: without it the kernel asks `visibility` once per viewer.
   */
  audience?(viewers: readonly SessionUser[], id: DocumentId): Promise<Visibility[]>;
  /**
   * The text of each document, for the areas that take one over (a post made from a story or an
   * agency item, a guideline from a round; search later). The kernel asks it only for ids the
   * user sees in full. Optional: a type without it cannot be taken over.
   */
  content?(ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>>;
  /**
   * The documents a user owns or wrote ("my data"'s export; `ownedByColumns` makes one from a
   * table's owner and author columns): ids after `after` in the order `after` follows, at most
   * `limit`, documents in the trash left out. The kernel still asks `visibility`: only what the
   * user sees in full leaves. Optional: a type without it has nothing that is a user's own.
   */
  ownedBy?(userId: number, page: OwnedPage): Promise<DocumentId[]>;
  /** how a document of this type is copied to another installation (a branch); optional */
  portable?: PortableDocument;
  /** true when the roles alone decide (see `roleDocumentType`); such a type needs no leak-sweep example */
  byRolesOnly?: boolean;
  /** documents of this type keep a revision history (`GET /api/revisions/{type}/{id}`) */
  revisions?: boolean;
  /** documents of this type go to the trash; the table needs `id` and `deleted_at` (bigint, null) */
  trash?: {
    table: string;
    /** column shown as the title in the trash list */
    titleColumn: string;
    /** roles to delete for good, besides the change right (default: `changeRoles`) */
    purgeRoles?: readonly Role[];
    /** runs inside the restore's transaction, after `deleted_at` is cleared (e.g. to put a story back in a drawer) */
    restored?(trx: Knex.Transaction, id: DocumentId): Promise<void>;
  };
}

/** A document's text as another area takes it over (`DocumentType.content`, `core.documents.content`). */
export interface DocumentContent {
  /** its slug or title */
  title: string;
  /** plain text, paragraphs separated by a blank line; no markup, no `[instructions]` */
  text: string;
  /** the day it is for (YYYY-MM-DD), when it has one */
  date?: string | null;
  /** the programs it belongs to, when any */
  programsIds?: number[];
}

/** A page of `DocumentType.ownedBy`: the ids after `after` (null: from the first), at most `limit`. */
export interface OwnedPage {
  after: DocumentId | null;
  limit: number;
}

/** One side of a route's document rule: which documents of a type the request names. */
export interface DocumentRef<I> {
  type: string;
  /** for `reads`: a placeholder is enough (the request handles the document by its place, not its content) */
  placeholder?: boolean;
  /** the ids the request touches, from its validated input (or read from storage) */
  ids(input: I): readonly (string | number)[] | Promise<readonly (string | number)[]>;
}

/**
 * Document rules of a route, checked by the kernel after validation and before the handler:
 * - `reads`: every named document must be visible in full to the caller (404 `document.notFound`
 *   when not visible at all, 403 `document.private` for a placeholder);
 * - `writes`: every named document must be changeable by the caller (404 / 403 `document.noChange`)
 *   and not held by another user's edit lock (409 `lock.held`, the holder named);
 * - `touches`: structural changes that carry documents along (delete a block, repaginate):
 *   refused only while another user's edit lock holds one of them (409 `lock.held`).
 */
export interface DocumentRules<I> {
  reads?: DocumentRef<I>[];
  writes?: DocumentRef<I>[];
  touches?: DocumentRef<I>[];
}

/**
 * The kernel's document access (`core.documents`): the one answer of the types' owners, with the
 * roles, the support account and the locks applied. Plugins use it for what a route rule cannot
 * say (lists, derived ids); everything else goes through the route's `reads` / `writes` / `touches`.
 */
export interface Documents {
  /** the registered document types */
  types(): string[];
  /** How `user` may see each of `ids` (unknown types and ids are `none`). */
  visibility(type: string, user: SessionUser, ids: readonly (string | number)[]): Promise<Map<DocumentId, Visibility>>;
  /**
   * 404 `document.notFound` unless `user` may see the document; 403 `document.private` when only a
   * placeholder is allowed and `placeholder` is not accepted. Answers the visibility.
   */
  assertVisible(type: string, user: SessionUser, id: string | number, options?: { placeholder?: boolean }): Promise<Visibility>;
  /** Every id visible, as `assertVisible` (ids are reported together). */
  assertAllVisible(type: string, user: SessionUser, ids: readonly (string | number)[], options?: { placeholder?: boolean }): Promise<void>;
  /**
   * The text of one document `user` sees in full (404 / 403 as `assertVisible`); 400
   * `document.noContent` for a type that offers none.
   */
  content(type: string, user: SessionUser, id: string | number): Promise<DocumentContent>;
  /**
   * One document `user` sees in full (404 / 403 as `assertVisible`) as portable JSON for another
   * installation; 400 `document.notPortable` for a type that offers none.
   */
  exportPortable(type: string, user: SessionUser, id: string | number): Promise<PortableData>;
  /** Creates a document from portable JSON as `user`: 403 without the type's change roles, 400 `document.notPortable`. */
  importPortable(type: string, user: SessionUser, data: PortableData, options: PortableImportOptions): Promise<PortableImported>;
  /** the types that can be copied to another installation */
  portableTypes(): string[];
  /** The ids `user` may change. */
  changeable(type: string, user: SessionUser, ids: readonly (string | number)[]): Promise<Set<DocumentId>>;
  /** The change right and the lock rule: 404/403 as `assertVisible`, 403 `document.noChange`, 409 `lock.held`. */
  assertWritable(type: string, user: SessionUser, ids: readonly (string | number)[]): Promise<void>;
  /** The lock rule alone (structural changes): 409 `lock.held` when another user's lock holds one of `ids`. */
  assertUnlocked(type: string, user: SessionUser, ids: readonly (string | number)[]): Promise<void>;
}

/**
 * A document type whose documents are all seen and changed by whoever holds its roles (records
 * such as programs, teams, users): nothing per document to decide, so the leak sweep needs no example.
 */
export function roleDocumentType(def: Pick<DocumentType, 'type' | 'readRoles' | 'changeRoles' | 'revisions' | 'trash' | 'content' | 'portable' | 'ownedBy'>): DocumentType {
  return {
    ...def,
    byRolesOnly: true,
    visibility: async (_user, ids) => new Map(ids.map((id) => [id, 'full' as const])),
    changeable: async (_user, ids) => new Set(ids),
  };
}
