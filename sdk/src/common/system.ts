/** The shapes of the kernel's system and branch answers: shared by the server and the screens. */
import type { Locale } from './locales.js';

/** GET /api/system (public): the product, versions and the enabled plugins (the shell loads only these). */
export interface SystemInfo {
  product: string;
  version: string;
  sdk: string;
  /** `description` is null when the plugin states none */
  plugins: { id: string; version: string; description?: string | null }[];
}

/** Retention of what the branch keeps (days; user logs in months); 0 keeps for ever. */
export type BranchRetention = {
  trashDays: number;
  chatHistoryDays: number;
  noticesDays: number;
  rundownLogsDays: number;
  documentVersionsDays: number;
  userLogsMonths: number;
};

/** GET/PUT /api/branch/config: the branch configuration, edited as a whole with its version. */
export interface BranchSettings {
  version: number;
  locale: Locale;
  branchName: string;
  /** IANA zone: "today" and the times of day of the newsroom are this zone's */
  timeZone: string;
  /** 0 disables password expiry */
  passwordExpirationDays: number;
  retention: BranchRetention;
  /** the stored PNG or JPEG image (`/api/files/{id}`) drawn in the header of every PDF; null: none (left out of a PUT: kept) */
  logoFileId?: number | null;
  /** the stored TrueType or OpenType font (`POST /api/branch/font`) every PDF is set in; null: the bundled Roboto (left out of a PUT: kept) */
  fontFileId?: number | null;
  /** one of the 12 named theme colours (`THEME_COLORS`): the shell's header and the web app's colour (left out of a PUT: kept) */
  themeColor?: import('./look.js').ThemeColorName;
}
