import {
  BadRequestError, ForbiddenError, NotFoundError,
  type DocumentContent, type DocumentId, type PortableData, type PortableImported, type PortableImportOptions, type DocumentRules, type DocumentType, type Documents, type SessionUser, type Visibility,
} from '@lauda/sdk/server';
import type { KernelAccess } from './index.js';

/** What the lock service offers the registry (the lock rule), without a dependency cycle. */
export interface LockRule {
  /** 409 `lock.held` naming the holder when another user holds a live lock on one of `keys` */
  assertNoneHeld(keys: readonly string[], user: SessionUser): Promise<void>;
}

const TYPE_RE = /^[a-z][a-z0-9_-]{0,63}$/;

export const documentNotFound = (type: string, ids: readonly string[]) =>
  new NotFoundError('No such document, or you may not see it', 'document.notFound', { type, ids });
const documentPrivate = (type: string, ids: readonly string[]) =>
  new ForbiddenError('This document is private', { type, ids }, 'document.private');
const noChange = (type: string, ids: readonly string[]) =>
  new ForbiddenError('You may not change this document', { type, ids }, 'document.noChange');

const text = (ids: readonly (string | number)[]) => [...new Set(ids.map(String))];

/**
 * The document access contract (`core.documents`): each plugin declares its document types with
 * who may see and change each document; the kernel applies that one answer, with the type's roles
 * and the support account, everywhere (revisions, trash, locks, live delivery, files, route rules).
 */
export class DocumentRegistry implements Documents {
  private readonly defs = new Map<string, DocumentType & { owner: string }>();
  private lockRule: LockRule | null = null;

  constructor(private readonly access: KernelAccess) {}

  define(owner: string, def: DocumentType): void {
    const where = `${owner}: document type "${def.type}"`;
    if (!TYPE_RE.test(def.type)) throw new Error(`${where} must be lower-case (letters, digits, _ or -)`);
    if (this.defs.has(def.type)) throw new Error(`${where} is already declared by ${this.defs.get(def.type)!.owner}`);
    if (typeof def.visibility !== 'function' || typeof def.changeable !== 'function') {
      throw new Error(`${where} must say who may see (visibility) and change (changeable) its documents`);
    }
    if (!def.readRoles?.length || !def.changeRoles?.length) throw new Error(`${where} must name its read and change roles`);
    this.defs.set(def.type, { ...def, owner });
  }

  useLocks(rule: LockRule): void {
    this.lockRule = rule;
  }

  types(): string[] {
    return [...this.defs.keys()];
  }

  /** The declaration of a type, or undefined. */
  get(type: string): (DocumentType & { owner: string }) | undefined {
    return this.defs.get(type);
  }

  async visibility(type: string, user: SessionUser, rawIds: readonly (string | number)[]): Promise<Map<DocumentId, Visibility>> {
    const def = this.defs.get(type);
    const ids = text(rawIds);
    if (!def || !ids.length || !this.access.allows(user, def.readRoles)) return new Map();
    const answer = await def.visibility(user, ids);
    const out = new Map<DocumentId, Visibility>();
    for (const id of ids) {
      const v = answer.get(id) ?? 'none';
      // the support account passes every check: it sees in full whatever exists
      if (v !== 'none') out.set(id, user.support ? 'full' : v);
    }
    return out;
  }

  /**
   * How each of `viewers` may see one document, in their order (live delivery): the type's
   * `audience` answers all at once when it has one, else `visibility` is asked per viewer.
   */
  async visibilityForViewers(type: string, viewers: readonly SessionUser[], id: string | number): Promise<Visibility[]> {
    const def = this.defs.get(type);
    if (!def) return viewers.map(() => 'none');
    const key = String(id);
    const asked = viewers.filter((u) => this.access.allows(u, def.readRoles));
    const answers = def.audience
      ? await def.audience(asked, key)
      : await Promise.all(asked.map(async (u) => (await def.visibility(u, [key])).get(key) ?? 'none'));
    const byViewer = new Map(asked.map((u, i) => [u, answers[i] ?? 'none']));
    return viewers.map((u) => {
      const v = byViewer.get(u) ?? 'none';
      return v !== 'none' && u.support ? 'full' : v;
    });
  }

  /** The type's roles are a plain role gate (403 error.noPermission, nothing secret about them); then the document's own answer. */
  private assertRoles(type: string, user: SessionUser, which: 'readRoles' | 'changeRoles'): void {
    const def = this.defs.get(type);
    if (def) this.access.assert(user, def[which]);
  }

  async assertVisible(type: string, user: SessionUser, id: string | number, options: { placeholder?: boolean } = {}): Promise<Visibility> {
    this.assertRoles(type, user, 'readRoles');
    const v = (await this.visibility(type, user, [id])).get(String(id)) ?? 'none';
    if (v === 'none') throw documentNotFound(type, [String(id)]);
    if (v === 'placeholder' && !options.placeholder) throw documentPrivate(type, [String(id)]);
    return v;
  }

  async content(type: string, user: SessionUser, id: string | number): Promise<DocumentContent> {
    const def = this.defs.get(type);
    if (!def?.content) throw new BadRequestError(`Documents of type '${type}' cannot be taken over`, { in: 'body', issues: [{ field: 'type', message: 'no content offered' }] }, 'document.noContent');
    await this.assertVisible(type, user, id);
    const found = (await def.content([String(id)])).get(String(id));
    if (!found) throw documentNotFound(type, [String(id)]);
    return found;
  }

  private portableOf(type: string) {
    const def = this.defs.get(type);
    if (!def?.portable) throw new BadRequestError(`Documents of type '${type}' cannot be copied to a branch`, { in: 'body', issues: [{ field: 'type', message: 'not portable' }] }, 'document.notPortable');
    return def.portable;
  }

  portableTypes(): string[] {
    return [...this.defs.values()].filter((d) => d.portable).map((d) => d.type);
  }

  async exportPortable(type: string, user: SessionUser, id: string | number): Promise<PortableData> {
    const portable = this.portableOf(type);
    await this.assertVisible(type, user, id);
    return portable.export(user, String(id));
  }

  async importPortable(type: string, user: SessionUser, data: PortableData, options: PortableImportOptions): Promise<PortableImported> {
    const portable = this.portableOf(type);
    this.assertRoles(type, user, 'changeRoles');
    return portable.import(user, data, options);
  }

  async assertAllVisible(type: string, user: SessionUser, rawIds: readonly (string | number)[], options: { placeholder?: boolean } = {}): Promise<void> {
    const ids = text(rawIds);
    this.assertRoles(type, user, 'readRoles');
    const seen = await this.visibility(type, user, ids);
    const unseen = ids.filter((id) => !seen.has(id));
    if (unseen.length) throw documentNotFound(type, unseen);
    const hidden = ids.filter((id) => seen.get(id) === 'placeholder');
    if (hidden.length && !options.placeholder) throw documentPrivate(type, hidden);
  }

  async changeable(type: string, user: SessionUser, rawIds: readonly (string | number)[]): Promise<Set<DocumentId>> {
    const def = this.defs.get(type);
    const ids = text(rawIds);
    if (!def || !ids.length || !this.access.allows(user, def.changeRoles)) return new Set();
    return this.changeableAmong(def, user, ids, await this.visibility(type, user, ids));
  }

  /** The plugin's change answer for the ids the user sees (their visibility already asked once). */
  private async changeableAmong(def: DocumentType, user: SessionUser, ids: string[], seen: Map<DocumentId, Visibility>): Promise<Set<DocumentId>> {
    const visible = ids.filter((id) => seen.has(id));
    if (user.support || !visible.length) return new Set(visible);
    const answer = await def.changeable(user, visible, seen);
    return new Set(visible.filter((id) => answer.has(id)));
  }

  async assertWritable(type: string, user: SessionUser, rawIds: readonly (string | number)[]): Promise<void> {
    await this.assertChangeable(type, user, rawIds);
    await this.assertUnlocked(type, user, rawIds);
  }

  /** The change right alone (taking a lock): 404 when not visible, 403 `document.noChange`. */
  async assertChangeable(type: string, user: SessionUser, rawIds: readonly (string | number)[]): Promise<void> {
    const ids = text(rawIds);
    if (!ids.length) return;
    this.assertRoles(type, user, 'readRoles');
    this.assertRoles(type, user, 'changeRoles');
    const seen = await this.visibility(type, user, ids);
    const unseen = ids.filter((id) => !seen.has(id));
    if (unseen.length) throw documentNotFound(type, unseen);
    const may = await this.changeableAmong(this.defs.get(type)!, user, ids, seen);
    const refused = ids.filter((id) => !may.has(id));
    if (refused.length) throw noChange(type, refused);
  }

  /** Seen in full and changeable, with one visibility answer (taking an edit lock). */
  async assertEditable(type: string, user: SessionUser, id: string | number): Promise<void> {
    const key = String(id);
    this.assertRoles(type, user, 'readRoles');
    this.assertRoles(type, user, 'changeRoles');
    const seen = await this.visibility(type, user, [key]);
    const v = seen.get(key) ?? 'none';
    if (v === 'none') throw documentNotFound(type, [key]);
    if (v === 'placeholder') throw documentPrivate(type, [key]);
    if (!(await this.changeableAmong(this.defs.get(type)!, user, [key], seen)).has(key)) throw noChange(type, [key]);
  }

  async assertUnlocked(type: string, user: SessionUser, rawIds: readonly (string | number)[]): Promise<void> {
    if (!this.lockRule) return;
    await this.lockRule.assertNoneHeld(text(rawIds).map((id) => `${type}:${id}`), user);
  }

  /** Applies a route's `reads`, `writes` and `touches` to its validated input. */
  async applyRules<I extends { user: SessionUser | null }>(rules: DocumentRules<I> | undefined, input: I): Promise<void> {
    if (!rules || !input.user) return;
    const user = input.user;
    for (const r of rules.reads ?? []) await this.assertAllVisible(r.type, user, await r.ids(input), { placeholder: r.placeholder });
    for (const r of rules.writes ?? []) await this.assertWritable(r.type, user, await r.ids(input));
    for (const r of rules.touches ?? []) await this.assertUnlocked(r.type, user, await r.ids(input));
  }
}
