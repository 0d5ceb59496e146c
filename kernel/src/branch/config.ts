import { z } from 'zod';
import { ConflictError, DEFAULT_LOCALE, DEFAULT_THEME_COLOR, DEFAULT_TIME_ZONE, LOCALES, THEME_COLOR_NAMES, type BranchSettings, type ThemeColorName } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import { DEFAULT_TRASH_DAYS } from '../trash/service.js';

const days = z.number().int().min(0).max(36500);

/** The branch configuration: one row, edited as a whole with optimistic versioning. */
export const branchConfigSchema = z.object({
  locale: z.enum(LOCALES),
  branchName: z.string().trim().min(1).max(100),
  timeZone: z.string().min(1).max(64).refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'unknown time zone'),
  /** 0 disables password expiry */
  passwordExpirationDays: days,
  /** retention settings (spec: days, user logs in months); 0 keeps for ever */
  retention: z.object({
    trashDays: days,
    chatHistoryDays: days,
    noticesDays: days,
    rundownLogsDays: days,
    documentVersionsDays: days,
    userLogsMonths: z.number().int().min(0).max(1200),
  }),
  /** a stored image (checked by the route: it must exist and be a PNG or JPEG); left out of a PUT, the stored one stays */
  logoFileId: z.number().int().positive().nullable().optional(),
  fontFileId: z.number().int().positive().nullable().optional(),
  /** one of the 12 named theme colours (README "Look of the newsroom"); left out of a PUT, the stored one stays */
  themeColor: z.enum(THEME_COLOR_NAMES as [ThemeColorName, ...ThemeColorName[]]).optional(),
}) satisfies z.ZodType<Omit<BranchSettings, 'version'>>;
export type BranchConfig = z.infer<typeof branchConfigSchema>;
export const branchConfigPut = branchConfigSchema.extend({ version: z.number().int().min(0) });

export const DEFAULT_BRANCH_CONFIG: BranchConfig = {
  locale: DEFAULT_LOCALE,
  branchName: 'Lauda',
  timeZone: DEFAULT_TIME_ZONE,
  passwordExpirationDays: 0,
  retention: {
    trashDays: DEFAULT_TRASH_DAYS,
    chatHistoryDays: 365,
    noticesDays: 90,
    rundownLogsDays: 365,
    documentVersionsDays: 365,
    userLogsMonths: 12,
  },
  logoFileId: null,
  fontFileId: null,
  themeColor: DEFAULT_THEME_COLOR,
};

export class BranchConfigStore {
  constructor(private readonly db: KnexDatabase) {}

  async get(): Promise<BranchConfig & { version: number }> {
    const row = await this.db.knex('branch_config').where('id', 1).first();
    if (!row) return { ...DEFAULT_BRANCH_CONFIG, version: 0 };
    // fields added in later versions get their defaults
    const stored = JSON.parse(row.data) as Partial<BranchConfig>;
    return { ...DEFAULT_BRANCH_CONFIG, ...stored, retention: { ...DEFAULT_BRANCH_CONFIG.retention, ...stored.retention }, version: Number(row.version) };
  }

  /** Saves when `version` is the stored one; otherwise someone saved in between: 409. */
  async put(next: BranchConfig & { version: number }, by: string): Promise<BranchConfig & { version: number }> {
    const { version, ...data } = next;
    return this.db.transaction(async (trx) => {
      const row = await trx('branch_config').where('id', 1).forUpdate().first();
      const current = row ? Number(row.version) : 0;
      if (version !== current) {
        throw new ConflictError('The configuration was changed by someone else: reload it and apply your change again', 'branch.configConflict', { version: current });
      }
      // a client that does not know the logo or the font (an older form) keeps them
      const stored = row ? (JSON.parse(row.data) as Partial<BranchConfig>) : {};
      if (data.logoFileId === undefined) data.logoFileId = stored.logoFileId ?? null;
      if (data.fontFileId === undefined) data.fontFileId = stored.fontFileId ?? null;
      if (data.themeColor === undefined) data.themeColor = stored.themeColor ?? DEFAULT_THEME_COLOR;
      const values = { version: current + 1, data: JSON.stringify(data), updated_at: Date.now(), updated_by: by };
      if (row) await trx('branch_config').where('id', 1).update(values);
      else await trx('branch_config').insert({ id: 1, ...values });
      return { ...data, version: current + 1 };
    });
  }
}
