/**
 * What each chart draws and its table shows, from the API's answer: categories on the x axis, the
 * series over them, the table's columns and rows, and the figures of the text summary. Pure (no
 * DOM, no chart library): the web unit tests run it.
 */
import { parseDuration } from '@lauda/sdk/web';
import { dayCount, daysOf, REPORTAGE_STATES, type ChartAnswer, type ChartAnswerOf, type Named } from '../common/index.js';

export type Unit = 'count' | 'seconds';
/** A series' colour: a theme colour by name (`--lauda-<name>`), or the n-th of the cycle. */
export type Tone = 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'ink' | 'muted' | number;
export type OnAirGrouping = 'day' | 'program';

/** The theme colours series cycle through (programs), each at least 3:1 on the surface (test/web/model.test.ts). */
export const CYCLE = ['primary', 'accent', 'success', 'danger', 'warning', 'ink', 'muted'] as const;

export interface Series {
  key: string;
  /** a translation key of the plugin (`series.*`, `states.*`) or, with `plain`, the text itself */
  label: string;
  plain?: boolean;
  tone: Tone;
  values: number[];
}

export interface TableColumn {
  id: string;
  /** as `Series.label` */
  label: string;
  plain?: boolean;
  kind: 'date' | 'text' | Unit;
}

export interface ChartModel {
  unit: Unit;
  stacked: boolean;
  /** the x axis: dates (YYYY-MM-DD) or names */
  categories: string[];
  dates: boolean;
  series: Series[];
  columns: TableColumn[];
  rows: Record<string, string | number>[];
  /** the summary's figures (translated text `summary.<chart>`) */
  summary: Record<string, number>;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const seconds = (iso: string) => Math.round((parseDuration(iso) ?? 0) / 1000);
const STATE_TONES: Record<string, Tone> = { PRODUCING: 'primary', COVERING: 'accent', EDITING: 'warning', COMPLETED: 'success', INTERRUPTED: 'danger' };

function stories(a: ChartAnswerOf<'stories'>): ChartModel {
  const days = daysOf(a.from, a.to);
  const programs = a.programs.filter((p) => a.rows.some((r) => r.programId === p.id));
  const count = (day: string, program: number) => a.rows.filter((r) => r.date === day && r.programId === program).reduce((n, r) => n + r.stories, 0);
  const series = programs.map((p, i) => ({ key: `p${p.id}`, label: p.name, plain: true, tone: i, values: days.map((d) => count(d, p.id)) }));
  return {
    unit: 'count', stacked: true, categories: days, dates: true, series,
    columns: [{ id: 'date', label: 'columns.date', kind: 'date' }, ...series.map((s) => ({ id: s.key, label: s.label, plain: true, kind: 'count' as const })), { id: 'total', label: 'series.total', kind: 'count' }],
    rows: days.map((d, i) => ({ date: d, ...Object.fromEntries(series.map((s) => [s.key, s.values[i]!])), total: sum(series.map((s) => s.values[i]!)) })),
    summary: { total: sum(a.rows.map((r) => r.stories)), rundowns: a.rows.length },
  };
}

function onAir(a: ChartAnswerOf<'on-air'>, by: OnAirGrouping): ChartModel {
  const rows = a.rows.map((r) => ({ ...r, airedS: seconds(r.aired), estimatedS: seconds(r.estimated) }));
  const byProgram = by === 'program';
  const programs = a.programs.filter((p) => rows.some((r) => r.programId === p.id));
  const keys = byProgram ? programs.map((p) => String(p.id)) : daysOf(a.from, a.to);
  const of = (key: string) => rows.filter((r) => (byProgram ? String(r.programId) === key : r.date === key));
  const aired = keys.map((k) => sum(of(k).map((r) => r.airedS)));
  const estimated = keys.map((k) => sum(of(k).map((r) => r.estimatedS)));
  const first: TableColumn = byProgram ? { id: 'program', label: 'columns.program', kind: 'text' } : { id: 'date', label: 'columns.date', kind: 'date' };
  const names = byProgram ? programs.map((p) => p.name) : keys;
  return {
    unit: 'seconds', stacked: false, categories: names, dates: !byProgram,
    series: [{ key: 'aired', label: 'series.aired', tone: 'primary', values: aired }, { key: 'estimated', label: 'series.estimated', tone: 'muted', values: estimated }],
    columns: [first, { id: 'aired', label: 'series.aired', kind: 'seconds' }, { id: 'estimated', label: 'series.estimated', kind: 'seconds' }, { id: 'difference', label: 'columns.difference', kind: 'seconds' }],
    rows: names.map((name, i) => ({ [first.id]: name, aired: aired[i]!, estimated: estimated[i]!, difference: aired[i]! - estimated[i]! })),
    summary: { aired: sum(aired), estimated: sum(estimated) },
  };
}

function reportages(a: ChartAnswerOf<'reportages'>): ChartModel {
  const reporters: Named[] = a.reporters;
  const count = (reporter: number, state: string) => a.rows.filter((r) => r.reporterId === reporter && r.state === state).reduce((n, r) => n + r.reportages, 0);
  const series = REPORTAGE_STATES.map((s) => ({ key: s, label: `states.${s}`, tone: STATE_TONES[s]!, values: reporters.map((r) => count(r.id, s)) }));
  return {
    unit: 'count', stacked: true, categories: reporters.map((r) => r.name), dates: false, series,
    columns: [{ id: 'reporter', label: 'columns.reporter', kind: 'text' }, ...series.map((s) => ({ id: s.key, label: s.label, kind: 'count' as const })), { id: 'total', label: 'series.total', kind: 'count' }],
    rows: reporters.map((r, i) => ({ reporter: r.name, ...Object.fromEntries(series.map((s) => [s.key, s.values[i]!])), total: sum(series.map((s) => s.values[i]!)) })),
    summary: { total: sum(a.rows.map((r) => r.reportages)), reporters: reporters.length },
  };
}

function guidelines(a: ChartAnswerOf<'guidelines'>): ChartModel {
  const completed = a.rows.map((r) => r.completed);
  const interrupted = a.rows.map((r) => r.interrupted);
  return {
    unit: 'count', stacked: false, categories: a.rows.map((r) => r.date), dates: true,
    series: [{ key: 'completed', label: 'series.completed', tone: 'success', values: completed }, { key: 'interrupted', label: 'series.interrupted', tone: 'danger', values: interrupted }],
    columns: [{ id: 'date', label: 'columns.date', kind: 'date' }, { id: 'completed', label: 'series.completed', kind: 'count' }, { id: 'interrupted', label: 'series.interrupted', kind: 'count' }],
    rows: a.rows.map((r) => ({ date: r.date, completed: r.completed, interrupted: r.interrupted })),
    summary: { completed: sum(completed), interrupted: sum(interrupted) },
  };
}

export function chartModel(a: ChartAnswer, onAirBy: OnAirGrouping = 'day'): ChartModel {
  switch (a.chart) {
    case 'stories': return stories(a);
    case 'on-air': return onAir(a, onAirBy);
    case 'reportages': return reportages(a);
    case 'guidelines': return guidelines(a);
  }
}

/** Seconds as `H:MM:SS` (`M:SS` under an hour; a minus sign before a negative one). */
export function clock(totalSeconds: number): string {
  const sign = totalSeconds < 0 ? '−' : '';
  const t = Math.abs(Math.round(totalSeconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const s = String(t % 60).padStart(2, '0');
  return h ? `${sign}${h}:${String(m).padStart(2, '0')}:${s}` : `${sign}${m}:${s}`;
}

/** Whether a model has anything to draw. */
export const isEmpty = (m: ChartModel) => m.categories.length === 0 || m.series.every((s) => s.values.every((v) => v === 0));

/** The range's day count, or why it is refused (the server's rules: from ≤ to, at most `max` days). */
export function rangeProblem(from: string | null, to: string | null, max: number): 'from' | 'to' | 'order' | 'long' | null {
  if (!from) return 'from';
  if (!to) return 'to';
  if (from > to) return 'order';
  return dayCount(from, to) > max ? 'long' : null;
}
