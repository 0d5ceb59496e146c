/** What the admin screens read from the API (the shapes of plugins/admin/README.md and the kernel's users/groups). */
import type { Program, Team, UserLookup } from '../common/index.js';

export type { Program, Team, UserLookup };
export { USER_CATEGORIES, type UserCategory } from '@lauda/sdk/web';
import type { GroupRecord, UserRecord } from '@lauda/sdk/web';

/** The list categories of `GET /api/users?category=` besides `all` and `active`. */
export const LIST_CATEGORIES = ['editors', 'imageEditors', 'producers', 'reporters'] as const;
export type ListCategory = 'all' | (typeof LIST_CATEGORIES)[number];

/** The kernel's user and group records, as the API shows them (`@lauda/sdk`). */
export type User = UserRecord;
export type Group = GroupRecord;

/** Roles the screens check (the same as the routes'). */
export { ADMIN_ROLES as ROLES } from '../common/index.js';

/** Does `user` hold `role` (the support account holds every role)? */
export const holds = (user: { roles: string[]; support: boolean }, role: string): boolean => user.support || user.roles.includes(role);

/** The error body of a failed call (the shell's ApiError carries it). */
export const errorCode = (e: unknown): string | null => (e && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : null);
export const errorDetails = (e: unknown): Record<string, unknown> => {
  const d = e && typeof e === 'object' ? (e as { details?: unknown }).details : undefined;
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : {};
};

/** Lookups of this branch (`/api/companies/local/…`): active users, for every signed-in user. */
export const LOOKUP = {
  users: '/api/companies/local/users',
  editors: '/api/companies/local/users/editors',
  imageEditors: '/api/companies/local/users/image_editors',
} as const;
