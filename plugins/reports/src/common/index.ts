/**
 * Ids, roles, topics, limits and API shapes of the reports plugin (relatórios): browser-safe,
 * shared by the server and the screens.
 */
import type { RichText } from '@lauda/sdk';

export const REPORTS_PLUGIN_ID = 'reports';

/** The document type (lock key prefix, revisions' and trash's entity type). */
export const REPORT_DOCUMENT = 'report';
/** Live topic of reports (spec 001 §4 Socket): every message names its report. */
export const REPORT_TOPIC = 'reports';
/** Live topic of the categories and their events (no document: everyone with the read role hears them). */
export const REPORT_CATEGORY_TOPIC = 'report_categories';
export const reportLockKey = (id: number | string) => `${REPORT_DOCUMENT}:${id}`;

/** The spec's reports roles (000 §6). */
export const REPORT_ROLES = {
  read: 'ROLE_REPORT_READ',
  write: 'ROLE_REPORT_WRITE',
  admin: 'ROLE_REPORT_ADMIN',
} as const;

/** The documents a report may be about ("load by target"): the spec's document origins. */
export const REPORT_TARGET_TYPES = ['guideline', 'reportage', 'production', 'story'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_LIMITS = {
  title: 200,
  people: 2_000,
  paragraphs: 2_000,
  runText: 20_000,
  name: 100,
  ids: 500,
  /** one attachment */
  fileBytes: 50 * 1024 * 1024,
  files: 50,
} as const;

export interface ReportFile {
  id: number;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

/** A report as the API shows it (001 §3 Report). */
export interface Report {
  id: number;
  uuid: string;
  /** YYYY-MM-DD: the day of the event */
  date: string;
  title: string;
  categoryId: number;
  eventId: number | null;
  programsIds: number[];
  /** the report itself: the script editor's stored rich text */
  body: RichText;
  /** who took part: names, roles, contacts, as written */
  people: string;
  /** the document it reports on, if any */
  targetType: ReportTargetType | null;
  targetId: number | null;
  files: ReportFile[];
  excluded: boolean;
  private: boolean;
  ownerId: number | null;
  allowedUsers: number[];
  authorId: number | null;
  authorNickname: string | null;
  version: number;
  /** ISO instants */
  createdAt: string;
  changeDate: string;
}

export interface ReportEvent {
  id: number;
  categoryId: number;
  name: string;
}

/** A category with its events (001 §7 "Categories: list (events)"). */
export interface ReportCategory {
  id: number;
  name: string;
  events: ReportEvent[];
}

/** The branch's report settings (`/api/reports/config`). */
export interface ReportConfig {
  privateCreation: boolean;
  version: number;
}

/** Error codes; `i18n/<locale>.json` has their texts keyed by the code. */
export const REPORT_ERRORS = {
  notFound: 'report.notFound',
  staleVersion: 'report.staleVersion',
  privateNotAllowed: 'report.privateNotAllowed',
  onlyOwnerCanShare: 'report.onlyOwnerCanShare',
  unknownProgram: 'report.unknownProgram',
  unknownCategory: 'report.unknownCategory',
  unknownEvent: 'report.unknownEvent',
  badRange: 'report.badRange',
  configConflict: 'report.configConflict',
  nameInUse: 'report.nameInUse',
  inUse: 'report.inUse',
  categoryNotFound: 'report.categoryNotFound',
  eventNotFound: 'report.eventNotFound',
  fileTooLarge: 'report.fileTooLarge',
  tooManyFiles: 'report.tooManyFiles',
  fileNotFound: 'report.fileNotFound',
} as const;
