/**
 * Portable documents: a document of one Lauda installation copied to another (a branch, spec 001 §7
 * "branches"). The owning plugin turns a document into JSON that carries no local ids (people by
 * nickname, programs and lookups left to the receiver) and creates one from such JSON on the
 * receiving installation, as the user the branch credential names (`DocumentType.portable`).
 */
import type { z } from 'zod';
import { BadRequestError } from '../common/errors.js';
import type { Users } from './identity.js';
import type { SessionUser } from './services.js';

/** A document as it travels between installations: its type, its title, and the type's own fields. */
export interface PortableData {
  type: string;
  title: string;
  [field: string]: unknown;
}

/** Where the receiver puts the copy: a program of the receiving installation and a day, when the type has them. */
export interface PortableImportOptions {
  programId?: number | null;
  date?: string | null;
  /** the calling installation's address, for the revisions and logs */
  ip: string;
}

/** The created copy: its id and the path that opens it in the receiving installation's shell. */
export interface PortableImported {
  id: number;
  link: string;
}

export interface PortableDocument {
  /** The document as portable JSON; the kernel calls it only for a document `user` sees in full. */
  export(user: SessionUser, id: string): Promise<PortableData>;
  /**
   * Creates the document from portable JSON as `user` (the kernel has checked the type's change
   * roles: 403 otherwise); validates `data` (400 naming the field, see `parsePortable`).
   */
  import(user: SessionUser, data: PortableData, options: PortableImportOptions): Promise<PortableImported>;
}

/**
 * Validates portable JSON with the type's schema: 400 `error.validation` naming the field
 * (`data.<at>.<path>`, `at` the place of a part inside the document, e.g. `['blocks', 0, 'stories', 2]`).
 */
export function parsePortable<S extends z.ZodType>(schema: S, data: unknown, at: readonly (string | number)[] = []): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: ['data', ...at, ...i.path].map(String).join('.'), message: i.message, code: i.code }));
  throw new BadRequestError(`Invalid field '${issues[0]!.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
}

/**
 * People across installations: ids become nicknames on the way out and nicknames (case and accents
 * as typed, compared upper-case) become the ids of active users on the way in; unknown ones are left out.
 */
export function portablePeople(users: Users) {
  return {
    /** id → nickname of the users found among `ids` */
    nicknameMap: (ids: readonly number[]): Promise<Map<number, string>> => users.nicknames(ids),
    async nicknames(ids: readonly number[]): Promise<string[]> {
      const names = await users.nicknames(ids);
      return ids.map((id) => names.get(id)).filter((n): n is string => !!n);
    },
    async ids(nicknames: readonly string[]): Promise<number[]> {
      if (!nicknames.length) return [];
      const byNick = new Map((await users.list({ category: 'active' })).map((u) => [u.nickname.toUpperCase(), u.id]));
      return [...new Set(nicknames.map((n) => byNick.get(n.toUpperCase())).filter((id): id is number => id !== undefined))];
    },
  };
}
export type PortablePeople = ReturnType<typeof portablePeople>;
