/** What the admin screens read from the API (the shapes of plugins/admin/README.md and the kernel's users/groups). */
import type { Program, Team, UserLookup } from '../common/index.js';

export type { Program, Team, UserLookup };

/** The categories a group gives its members (sdk USER_CATEGORIES). */
export const USER_CATEGORIES = ['editor', 'imageEditor', 'producer', 'reporter'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

/** The list categories of `GET /api/users?category=` besides `all` and `active`. */
export const LIST_CATEGORIES = ['editors', 'imageEditors', 'producers', 'reporters'] as const;
export type ListCategory = 'all' | (typeof LIST_CATEGORIES)[number];

export interface User {
  id: number;
  username: string;
  nickname: string;
  name: string;
  email: string | null;
  active: boolean;
  excluded: boolean;
  online: boolean;
  adUser: boolean;
  roles: string[];
  groupIds: number[];
  effectiveRoles: string[];
  categories: UserCategory[];
  passwordExpirationDays: number | null;
  mustChangePassword: boolean;
  support: boolean;
  createdAt: string;
}

export interface Group {
  id: number;
  name: string;
  roles: string[];
  categories: UserCategory[];
  userIds: number[];
  createdAt: string;
}

/** Roles the screens check (the same as the routes'). */
export const ROLES = {
  userRead: 'ROLE_USER_READ',
  userWrite: 'ROLE_USER_WRITE',
  programRead: 'ROLE_PROGRAM_READ',
  programWrite: 'ROLE_PROGRAM_WRITE',
  teamRead: 'ROLE_TEAM_READ',
  teamWrite: 'ROLE_TEAM_WRITE',
} as const;

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
