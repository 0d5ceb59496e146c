/** Ids, roles, topics, states and limits of the reportages plugin (importable by other plugins and the web half). */
export const REPORTAGES_PLUGIN_ID = 'reportages';

/** Live topic (spec 001 §8). */
export const REPORTAGES_TOPIC = 'news_reports';

/** The document type (kernel document access: revisions, trash, locks `reportage:{id}`, live delivery). */
export const REPORTAGE_DOCUMENT = 'reportage';
export const reportageLockKey = (id: number | string) => `${REPORTAGE_DOCUMENT}:${id}`;

/** Roles (spec 000 §6 area "news reports"); the approver role is the area's admin level. */
export const REPORTAGE_ROLES = {
  read: 'ROLE_NEWS_REPORT_READ',
  write: 'ROLE_NEWS_REPORT_WRITE',
  approver: 'ROLE_NEWS_REPORT_ADMIN',
} as const;

/** Reportage states (spec 001 §4). */
export const REPORTAGE_STATES = ['PRODUCING', 'COVERING', 'COMPLETED', 'INTERRUPTED', 'EDITING'] as const;
export type ReportageState = (typeof REPORTAGE_STATES)[number];

/**
 * Section types (spec 001 §3): local/appearance, data/art, interviewee/interview, indications/off,
 * soundup. An interview holds the quote in `observation` and the interviewee text in `content`.
 */
export const REPORTAGE_SECTION_TYPES = ['APPEARANCE', 'ART', 'INTERVIEW', 'OFF', 'SOUNDUP'] as const;
export type ReportageSectionType = (typeof REPORTAGE_SECTION_TYPES)[number];

/** Sections timed by hand from the start (spec 001 §4: interview sections start manual). */
export const MANUAL_SECTION_TYPES: readonly ReportageSectionType[] = ['INTERVIEW'];

export const REPORTAGE_LIMITS = {
  /** spec 001 §5 */
  slug: 100,
  cameraman: 60,
  /** teaser, heading, footnote, info, lead */
  text: 10_000,
  sections: 200,
  cgs: 200,
  ids: 1000,
  /** one section's duration: 24 h in ms */
  durationMs: 86_400_000,
  allowedUsers: 500,
} as const;

/** Error codes (texts in i18n under their own key). */
export const REPORTAGE_ERRORS = {
  notFound: 'reportage.notFound',
  staleVersion: 'reportage.staleVersion',
  onlyCg: 'reportage.onlyCg',
  noCgDevice: 'reportage.noCgDevice',
  templateNotOfDevice: 'reportage.templateNotOfDevice',
  privateNotAllowed: 'reportage.privateNotAllowed',
  onlyOwnerShares: 'reportage.onlyOwnerShares',
  guidelineUnavailable: 'reportage.guidelineUnavailable',
  notAssociated: 'reportage.notAssociated',
  programNoAccess: 'reportage.programNoAccess',
} as const;
