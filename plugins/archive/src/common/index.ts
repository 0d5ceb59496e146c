/**
 * The archive's ids, roles, shapes and message keys (browser-safe). The archive owns no document:
 * it lists and restores the rundowns, reportages and guidelines of past days through the services
 * of the plugins that own them, so their access rules decide what anyone sees.
 */
import type { Page, Role } from '@lauda/sdk';
import { RUNDOWN_ROLES, type RundownSummary } from '@lauda/plugin-rundown/common';
import { REPORTAGE_ROLES, type ReportageState, type ReportageSummary } from '@lauda/plugin-reportages/common';
import { GUIDELINE_ROLES, type GuidelineState } from '@lauda/plugin-guidelines/common';

export const ARCHIVE_PLUGIN_ID = 'archive';

/** The kinds of document the archive keeps (spec 000 §2 "Archive"), in the order of its tabs. */
export const ARCHIVE_TYPES = ['rundowns', 'reportages', 'guidelines'] as const;
export type ArchiveType = (typeof ARCHIVE_TYPES)[number];

/** Listing needs the owning area's read role; restoring its write roles (a rundown's stories need the stories' too). */
export const ARCHIVE_ROLES: Record<ArchiveType, { read: readonly Role[]; restore: readonly Role[] }> = {
  rundowns: { read: [RUNDOWN_ROLES.rundownRead], restore: [RUNDOWN_ROLES.rundownWrite, RUNDOWN_ROLES.storyWrite] },
  reportages: { read: [REPORTAGE_ROLES.read], restore: [REPORTAGE_ROLES.write] },
  guidelines: { read: [GUIDELINE_ROLES.read], restore: [GUIDELINE_ROLES.write] },
};

/** The document viewer origin (slot `document.viewer`) of each type's documents. */
export const VIEWER_ORIGIN = { reportages: 'reportage', guidelines: 'guideline', stories: 'story' } as const;

export const ARCHIVE_ERRORS = {
  /** a range ending today or later, or a restore of a document that is not of a past day */
  notPast: 'archive.notPast',
  /** from after to */
  badRange: 'archive.badRange',
} as const;

/** A page of the archive, with the days it covers (`from` null: no lower bound). */
export interface ArchivePage<T> extends Page<T> {
  from: string | null;
  to: string;
}

/** A rundown of a past day: its summary and how many stories it holds (others' private ones as places). */
export type ArchiveRundown = RundownSummary & { stories: number };
export type ArchiveReportage = ReportageSummary;
export interface ArchiveGuideline {
  id: number;
  date: string;
  slug: string;
  state: GuidelineState;
  programsIds: number[];
  private: boolean;
}
export type ArchiveItem = ArchiveRundown | ArchiveReportage | ArchiveGuideline;
export type { ReportageState };

/** A program for the filter: every program the user opens, the inactive ones too (their past shows stay). */
export interface ArchiveProgram {
  id: number;
  name: string;
  active: boolean;
}

/** What a restore made: the new document (of today); for a rundown, the stories copied and the others' private ones left out. */
export interface Restored {
  type: ArchiveType;
  id: number;
  date: string;
  copied?: number;
  leftOut?: number;
}
