/** The kernel's identity services (`core.users`, `core.groups`): the inputs they validate and their calls. */
import { z } from 'zod';
import { USER_CATEGORIES, type GroupRecord, type UserCategory, type UserListCategory, type UserRecord } from '../common/identity.js';
import type { Page } from '../common/paging.js';
import type { Actor } from './services.js';

const levelsInput = z.record(z.string(), z.enum(['none', 'read', 'write', 'admin']));

/**
 * Body of a user create (`userCreateInput`) or update (`userUpdateInput`, every field optional).
 * The `Users` service validates again (known roles, uniqueness), throwing 400 naming the field.
 * `roles` and `levels` combine: the stored roles are roles ∪ rolesForLevels(levels).
 * Without `password` a create makes a random temporary password (returned once) and the user
 * must set a new one at first sign-in.
 */
export const userCreateInput = z.object({
  username: z.string().trim().min(2).max(100).regex(/^[a-zA-Z0-9._@-]+$/, 'letters, digits or . _ @ -'),
  nickname: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().max(191).email().nullable().optional(),
  password: z.string().min(8).max(1024).optional(),
  roles: z.array(z.string().max(100)).max(200).optional(),
  levels: levelsInput.optional(),
  groupIds: z.array(z.number().int().positive()).max(1000).optional(),
  adUser: z.boolean().optional(),
  passwordExpirationDays: z.number().int().min(0).max(3650).nullable().optional(),
  mustChangePassword: z.boolean().optional(),
});
/** the version read: absent = no check (plugins, the CLI); the HTTP PUT requires it */
const versionRead = z.number().int().min(0);
export const userUpdateInput = userCreateInput.partial().extend({ version: versionRead.optional() });
export type UserCreateInput = z.infer<typeof userCreateInput>;
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export interface UserFilter {
  /** text on username, nickname, name, e-mail */
  filter?: string;
  activeOnly?: boolean;
  page: number;
  size: number;
}

export interface Users {
  /** 404 user.notFound when unknown */
  get(id: number): Promise<UserRecord>;
  /** the users found among `ids` (unknown ids are skipped), in the order of `ids` */
  byIds(ids: readonly number[]): Promise<UserRecord[]>;
  /** user id → ids of the user's groups, sorted (every id asked is a key; unknown users have none): one cheap query for access checks */
  groupIdsOf(ids: readonly number[]): Promise<Map<number, number[]>>;
  /** id → nickname for the users found among `ids` (rundowns, revisions) */
  nicknames(ids: readonly number[]): Promise<Map<number, string>>;
  /** 'all' includes deactivated users (excluded: true); every other category lists active users only; sorted by nickname */
  list(options?: { category?: UserListCategory }): Promise<UserRecord[]>;
  filter(query: UserFilter): Promise<Page<UserRecord>>;
  /**
   * 409 user.emailAndNicknameInUse / user.emailInUse / user.nicknameInUse / user.usernameInUse; 400 naming the field
   * (user.usernameReserved for the support account's name); 403 identity.cannotGrant when the actor lacks a role
   * it would grant (directly, by a level or through a group)
   */
  create(input: UserCreateInput, actor: Actor): Promise<{ user: UserRecord; temporaryPassword: string | null }>;
  /**
   * a change of roles or groups ends the user's sessions at once; 403 identity.cannotGrant (a role added or
   * taken away the actor lacks), 403 identity.cannotManage (the user holds a role the actor lacks, actor not ROOT);
   * with `version`, a stale one is 412 user.staleVersion (details.version = the current one) and nothing changes
   */
  update(id: number, input: UserUpdateInput, actor: Actor): Promise<UserRecord>;
  /** deactivates (removal is undoable) and ends their sessions; returns the ids actually deactivated; remove, restore, resetPassword and forceOut answer 403 identity.cannotManage like update */
  remove(ids: readonly number[], actor: Actor): Promise<number[]>;
  restore(id: number, actor: Actor): Promise<UserRecord>;
  /** sets a random temporary password (returned once) and must-change-password; ends their sessions */
  resetPassword(id: number, actor: Actor): Promise<{ user: UserRecord; temporaryPassword: string }>;
  /** ends every session of the user (their sockets close); returns how many; logged in the auth logs */
  forceOut(id: number, actor: Actor): Promise<number>;
  /** called after users are deactivated (e.g. to unlink them from programs) */
  onRemoved(fn: (ids: number[], actor: Actor) => void | Promise<void>): void;
}

export const groupInput = z.object({
  name: z.string().trim().min(1).max(100),
  roles: z.array(z.string().max(100)).max(200).optional(),
  levels: levelsInput.optional(),
  categories: z.array(z.enum(USER_CATEGORIES)).max(4).optional(),
  userIds: z.array(z.number().int().positive()).max(10000).optional(),
});
export const groupUpdateInput = groupInput.partial().extend({ version: versionRead.optional() });
export type GroupInput = z.infer<typeof groupInput>;
export type GroupUpdateInput = z.infer<typeof groupUpdateInput>;

export interface Groups {
  /** sorted by name */
  list(): Promise<GroupRecord[]>;
  /** 404 group.notFound */
  get(id: number): Promise<GroupRecord>;
  /**
   * 409 group.nameInUse. create and update: the actor must hold the roles a change moves (403 identity.cannotGrant)
   * and may manage the members it touches (403 identity.cannotManage); the members' sessions end.
   * update with `version`: a stale one is 412 group.staleVersion (details.version = the current one), nothing changes
   */
  create(input: GroupInput, actor: Actor): Promise<GroupRecord>;
  update(id: number, input: GroupUpdateInput, actor: Actor): Promise<GroupRecord>;
  /** 422 group.hasUsers ("a group with users cannot be deleted", details.users = count) */
  remove(id: number, actor: Actor): Promise<void>;
}
