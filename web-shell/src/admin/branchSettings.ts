import type { BranchSettings as SdkBranchSettings } from '@lauda/sdk/web';
import { DEFAULT_THEME_COLOR, type ThemeColorName } from '@lauda/sdk/web';
import { isLocale } from '../i18n';

/** GET/PUT /api/branch/config (README "Branch configuration"); the form sends the locale it holds, the server checks it. */
export type BranchSettings = Omit<SdkBranchSettings, 'locale'> & { locale: string };

export const RETENTION_FIELDS = ['trashDays', 'chatHistoryDays', 'noticesDays', 'rundownLogsDays', 'documentVersionsDays', 'userLogsMonths'] as const;
export type RetentionField = (typeof RETENTION_FIELDS)[number];

/** What the form edits: numbers as typed. */
export interface SettingsForm {
  locale: string;
  branchName: string;
  timeZone: string;
  passwordExpirationDays: string;
  retention: Record<RetentionField, string>;
  /** the stored image printed in every PDF's header, or null */
  logoFileId: number | null;
  /** the stored font every PDF is set in, or null (the bundled one) */
  fontFileId: number | null;
  /** one of the 12 named theme colours */
  themeColor: ThemeColorName;
}

export const BRANCH_NAME_MAX = 100;
export const DAYS_MAX = 36_500;
export const MONTHS_MAX = 1_200;

export const toForm = (s: BranchSettings): SettingsForm => ({
  locale: s.locale,
  branchName: s.branchName,
  timeZone: s.timeZone,
  passwordExpirationDays: String(s.passwordExpirationDays),
  retention: Object.fromEntries(RETENTION_FIELDS.map((f) => [f, String(s.retention[f])])) as Record<RetentionField, string>,
  logoFileId: s.logoFileId ?? null,
  fontFileId: s.fontFileId ?? null,
  themeColor: s.themeColor ?? DEFAULT_THEME_COLOR,
});

/** A validation message: a shell i18n key (`validation.*`) and its variables. */
export interface Problem {
  key: string;
  vars?: Record<string, unknown>;
}

export function isTimeZone(tz: string): boolean {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function wholeNumber(v: string, max: number): Problem | null {
  if (v.trim() === '') return { key: 'validation.required' };
  if (!/^\d+$/.test(v.trim())) return { key: 'validation.wholeNumber' };
  const n = Number(v);
  if (n > max) return { key: 'validation.maxNumber', vars: { count: max } };
  return null;
}

/** Field → problem; empty when the form may be saved (the spec's generic form messages, 000 §5). */
export function validateSettings(f: SettingsForm): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  if (!isLocale(f.locale)) out.locale = { key: 'validation.required' };
  if (!f.branchName.trim()) out.branchName = { key: 'validation.required' };
  else if (f.branchName.trim().length > BRANCH_NAME_MAX) out.branchName = { key: 'validation.maxChars', vars: { count: BRANCH_NAME_MAX } };
  if (!f.timeZone.trim()) out.timeZone = { key: 'validation.required' };
  else if (!isTimeZone(f.timeZone.trim())) out.timeZone = { key: 'validation.timeZone' };
  const p = wholeNumber(f.passwordExpirationDays, DAYS_MAX);
  if (p) out.passwordExpirationDays = p;
  for (const field of RETENTION_FIELDS) {
    const r = wholeNumber(f.retention[field], field === 'userLogsMonths' ? MONTHS_MAX : DAYS_MAX);
    if (r) out[`retention.${field}`] = r;
  }
  return out;
}

/** The PUT body: the whole configuration with the version that was read. */
export function toBody(f: SettingsForm, version: number): BranchSettings {
  return {
    version,
    locale: f.locale,
    branchName: f.branchName.trim(),
    timeZone: f.timeZone.trim(),
    passwordExpirationDays: Number(f.passwordExpirationDays),
    retention: Object.fromEntries(RETENTION_FIELDS.map((k) => [k, Number(f.retention[k])])) as BranchSettings['retention'],
    logoFileId: f.logoFileId,
    fontFileId: f.fontFileId,
    themeColor: f.themeColor,
  };
}
