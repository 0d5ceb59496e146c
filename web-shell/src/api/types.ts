import type { Locale, WebUser } from '@lauda/sdk/web';

/** GET /api/branch/config (public). Other fields may follow; the shell reads these. */
export interface BranchConfig {
  version?: number;
  locale?: Locale | string;
  branchName?: string;
  timeZone?: string;
  [key: string]: unknown;
}

/** GET /api/system */
export interface SystemInfo {
  product: string;
  version: string;
  sdk: string;
  plugins: { id: string; version: string; description?: string }[];
}

export type { WebUser };
