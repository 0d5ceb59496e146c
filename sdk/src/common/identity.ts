/** The shapes of users, groups and the license as the API shows them: shared by the server and the screens. */

/** What a group makes its members (spec 001 §3 "Group: categories, editors, producers, reporters"). */
export const USER_CATEGORIES = ['editor', 'imageEditor', 'producer', 'reporter'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];
/** The list calls of spec 001 §7 ("Users: list by category"). */
export const USER_LIST_CATEGORIES = ['all', 'active', 'editors', 'imageEditors', 'producers', 'reporters'] as const;
export type UserListCategory = (typeof USER_LIST_CATEGORIES)[number];

/** A user as the API shows it; never the password hash. */
export interface UserRecord {
  id: number;
  username: string;
  nickname: string;
  name: string;
  email: string | null;
  active: boolean;
  /** = !active (a removed user is deactivated, shown as excluded) */
  excluded: boolean;
  /** has an open session */
  online: boolean;
  adUser: boolean;
  /** the user's own roles */
  roles: string[];
  groupIds: number[];
  /** own roles ∪ the roles of the user's groups: what the next sign-in gets */
  effectiveRoles: string[];
  /** derived from the user's groups */
  categories: UserCategory[];
  /** per-user override of the branch's password expiration (days; 0 = never); null = branch setting */
  passwordExpirationDays: number | null;
  /** the next sign-in must set a new password (first access, after an admin reset) */
  mustChangePassword: boolean;
  /** the configured support account (bypasses role checks) */
  support: boolean;
  createdAt: string;
  /** raised by every change of the user; a PUT sends the one it read (stale: 412 user.staleVersion) */
  version: number;
}

export interface GroupRecord {
  id: number;
  name: string;
  roles: string[];
  /** what the group makes its members: editors, image editors, producers, reporters */
  categories: UserCategory[];
  userIds: number[];
  createdAt: string;
  /** raised by every change of the group, its members included; a PUT sends the one it read (stale: 412 group.staleVersion) */
  version: number;
}

/** GET /api/license/info */
export type LicenseStatus = 'evaluation' | 'valid' | 'expired' | 'invalid';

export interface LicenseInfo {
  status: LicenseStatus;
  branch: string | null;
  issuedTo: string | null;
  issuedAt: string | null;
  expiresAt: string | null;
  /** seats of the license, or the evaluation's */
  seats: number;
  seatsInUse: number;
  /** whole days left (negative = expired); null without expiry (evaluation) */
  daysToExpire: number | null;
  warning: boolean;
  serverUrl: string | null;
  reason: string | null;
  registeredAt: string | null;
  registeredBy: string | null;
}

/** What an auth log line records (spec 001 §7 "Auth logs"). */
export type AuthEvent = 'signIn' | 'failure' | 'throttled' | 'signOut' | 'forcedOut' | 'passwordChanged';

/** One line of the auth logs as the API shows it (`GET /api/auth/logs/filter`). */
export interface AuthLogLine {
  id: number;
  date: string;
  event: AuthEvent;
  success: boolean;
  userId: number | null;
  username: string;
  nickname: string | null;
  address: string | null;
  reason: string | null;
  by: string | null;
}
