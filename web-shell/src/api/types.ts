import type { Locale, SystemInfo, WebUser } from '@lauda/sdk/web';

/** GET /api/branch/config (public). Other fields may follow; the shell reads these. */
export interface BranchConfig {
  version?: number;
  locale?: Locale | string;
  branchName?: string;
  timeZone?: string;
  [key: string]: unknown;
}

export type { SystemInfo, WebUser };
