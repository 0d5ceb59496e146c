/** Roles of the spec (000 §6). A route check passes only when the user holds all listed roles. */
export const ROLES = [
  'ROLE_ROOT',
  'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE',
  'ROLE_AGENCY_ADMIN', 'ROLE_AGENCY_READ',
  'ROLE_ASSIGNMENT_ADMIN', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE',
  'ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE',
  'ROLE_BRANCH_READ',
  'ROLE_CALENDAR_ADMIN', 'ROLE_CALENDAR_READ', 'ROLE_CALENDAR_WRITE',
  'ROLE_CHART_READ',
  'ROLE_CHAT_READ',
  'ROLE_CONTACT_ADMIN', 'ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE',
  'ROLE_DOCUMENT_ADMIN', 'ROLE_DOCUMENT_READ',
  'ROLE_MEDIA_READ', 'ROLE_MEDIA_WRITE',
  'ROLE_NEWS_REPORT_ADMIN', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE',
  'ROLE_NOTICE_ADMIN', 'ROLE_NOTICE_READ', 'ROLE_NOTICE_WRITE',
  'ROLE_POST_READ', 'ROLE_POST_WRITE',
  'ROLE_PREVIEW_READ',
  'ROLE_PRODUCTION_ADMIN', 'ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE',
  'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE',
  'ROLE_REPORT_ADMIN', 'ROLE_REPORT_READ', 'ROLE_REPORT_WRITE',
  'ROLE_ROUND_ADMIN', 'ROLE_ROUND_READ', 'ROLE_ROUND_WRITE',
  'ROLE_RUNDOWN_ADMIN', 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE',
  'ROLE_STORY_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE',
  'ROLE_TEAM_READ', 'ROLE_TEAM_WRITE',
  'ROLE_USER_READ', 'ROLE_USER_WRITE',
] as const;

/** A role string; plugins may declare roles of their own, always with the ROLE_ prefix. */
export type Role = `ROLE_${string}`;

export const isRole = (s: string): s is Role => /^ROLE_[A-Z0-9_]+$/.test(s);

/** Who may call a route: a list of roles (all required), any signed-in user, or anyone. */
export type Access = readonly Role[] | 'authenticated' | 'public';

/** True when `held` satisfies `access` (the support account is handled by the kernel). */
export function rolesSatisfy(held: readonly string[], required: readonly string[]): boolean {
  return required.every((r) => held.includes(r));
}
