/**
 * Managerial charts (spec 000 §2 "Managerial charts", §6 area "charts"; 001 §2): ids, the role, the
 * charts and the answers browser and server share. Browser-safe: no server code.
 */
import type { ReportageState } from '@lauda/plugin-reportages/common';

export type { ReportageState };
export const CHARTS_PLUGIN_ID = 'charts';

/** The area's one role (spec 000 §6: CHART_READ). */
export const CHART_ROLE = 'ROLE_CHART_READ';

/** The charts, in the screen's order (`/api/charts/{chart}`). */
export const CHART_IDS = ['stories', 'on-air', 'reportages', 'guidelines'] as const;
export type ChartId = (typeof CHART_IDS)[number];

/**
 * The document roles each chart counts with, besides ROLE_CHART_READ: a chart counts documents, and
 * whoever may not read a type sees none of it (403 `error.noPermission` naming the missing roles).
 */
export const CHART_READ_ROLES: Record<ChartId, readonly `ROLE_${string}`[]> = {
  stories: ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ'],
  'on-air': ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ'],
  reportages: ['ROLE_NEWS_REPORT_READ'],
  guidelines: ['ROLE_ASSIGNMENT_READ'],
};

/** The longest range one chart covers, in days (both ends included): a leap year. */
export const MAX_RANGE_DAYS = 366;
/** The range when none is given: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** Every reportage state (the reportages' own), in the order a reportage goes through them: the chart's stacks. */
export const REPORTAGE_STATES: readonly ReportageState[] = ['PRODUCING', 'COVERING', 'EDITING', 'COMPLETED', 'INTERRUPTED'];

export interface Named {
  id: number;
  name: string;
}

/** What every answer says it covers: days of the branch's zone, both included; the program filter. */
export interface ChartRange {
  from: string;
  to: string;
  programId: number | null;
}

/** Stories in the show of one program's rundown of one day (only rundowns that exist). */
export interface StoriesRow {
  date: string;
  programId: number;
  stories: number;
}

/** One program's rundown of one day: aired time against estimated, ISO 8601 durations. */
export interface OnAirRow {
  date: string;
  programId: number;
  aired: string;
  estimated: string;
}

/** Reportages of one reporter in one state (only non-zero counts). */
export interface ReportagesRow {
  state: ReportageState;
  reporterId: number;
  reportages: number;
}

/** Guidelines of one day finished as completed and as interrupted (every day of the range). */
export interface GuidelinesRow {
  date: string;
  completed: number;
  interrupted: number;
}

export type ChartAnswer =
  | (ChartRange & { chart: 'stories'; programs: Named[]; rows: StoriesRow[] })
  | (ChartRange & { chart: 'on-air'; programs: Named[]; rows: OnAirRow[] })
  | (ChartRange & { chart: 'reportages'; reporters: Named[]; rows: ReportagesRow[] })
  | (ChartRange & { chart: 'guidelines'; rows: GuidelinesRow[] });

export type ChartAnswerOf<C extends ChartId> = Extract<ChartAnswer, { chart: C }>;

/** The days from `from` to `to` (YYYY-MM-DD), both included; calendar days, no zone involved. */
/** How many days from `from` to `to`, both included (from the dates, without listing them). */
export const dayCount = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
