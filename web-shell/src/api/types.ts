import type { Locale, SystemInfo, WebUser } from '@lauda/sdk/web';

/** GET /api/branch/config (public). Other fields may follow; the shell reads these. */
export interface BranchConfig {
  version?: number;
  locale?: Locale | string;
  branchName?: string;
  timeZone?: string;
  /** README "Look of the newsroom": one of the 12 named theme colours, and the logo shown in the header */
  themeColor?: string;
  logoFileId?: number | null;
  [key: string]: unknown;
}

export type { SystemInfo, WebUser };
