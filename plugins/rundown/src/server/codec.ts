/** Stored rows ↔ API shapes. Rows carry ms and 0/1 flags; the API carries ISO text and booleans. */
import { formatDuration, formatTimeOfDay } from '@lauda/sdk/server';
import {
  SECTION_TYPES, type BlockTotals, type RundownTotals, type SectionTiming, type SectionType, type StoryTimingInput,
} from '../common/timing.js';
import type {
  Block, BlockTotalsDto, OnAir, RichText, RundownSummary, RundownTotalsDto, Section, Story, SubSection,
} from '../common/types.js';
import type { SectionsInput } from './schemas.js';

export const bool = (v: unknown) => v === true || v === 1 || v === '1';
export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)).toISOString());
export const dur = (v: unknown) => formatDuration(num(v));
export const tod = (v: unknown) => (v === null || v === undefined ? null : formatTimeOfDay(Number(v)));
export const parseJson = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};

/* ------------------------------------------------------------------ sections */

/** A section as stored: the API shape with durations in ms. */
export interface StoredSection {
  type: SectionType;
  cueIn?: string | null;
  cueOut?: string | null;
  duration: number;
  voDuration: number;
  entries: { camera?: string | null; presenterId?: number | null; text: RichText }[];
  subSections: (Omit<SubSection, 'duration' | 'media'> & { duration?: number | null; media?: (Omit<NonNullable<SubSection['media']>, 'duration'> & { duration?: number | null }) | null })[];
}

/** Validated input → stored sections, in the order of the spec (HEADER … FOOTER). */
export function storeSections(input: SectionsInput): StoredSection[] {
  return [...input]
    .sort((a, b) => SECTION_TYPES.indexOf(a.type) - SECTION_TYPES.indexOf(b.type))
    .map((s) => ({
      type: s.type,
      cueIn: s.cueIn ?? null,
      cueOut: s.cueOut ?? null,
      duration: s.duration ?? 0,
      voDuration: s.voDuration ?? 0,
      entries: (s.entries ?? []).map((e) => ({ camera: e.camera ?? null, presenterId: e.presenterId ?? null, text: e.text })),
      subSections: (s.subSections ?? []) as StoredSection['subSections'],
    }));
}

const msOrNull = (v: number | null | undefined) => (v === null || v === undefined ? null : formatDuration(v));

export function sectionsOut(stored: StoredSection[]): Section[] {
  return stored.map((s) => ({
    type: s.type,
    cueIn: s.cueIn ?? null,
    cueOut: s.cueOut ?? null,
    duration: formatDuration(s.duration ?? 0),
    voDuration: formatDuration(s.voDuration ?? 0),
    entries: s.entries ?? [],
    subSections: (s.subSections ?? []).map((ss) => {
      const out: SubSection = { ...ss, duration: msOrNull(ss.duration) } as SubSection;
      if (ss.media) out.media = { ...ss.media, duration: msOrNull(ss.media.duration) };
      return out;
    }),
  }));
}

/** The text a presenter reads: runs joined, paragraphs on lines, comment runs as `[comments]`. */
export function plainText(text: RichText | undefined): string {
  return (text ?? []).map((p) => (p.children ?? []).map((c) => (c.comment ? `[${c.text}]` : c.text)).join('')).join('\n');
}

/**
 * The paragraphs a reader gets (a post, another area taking the text over): comment runs and
 * `[instructions]` left out (with the spaces around them folded), blank paragraphs dropped.
 */
export function readableParagraphs(text: RichText | undefined): string[] {
  return (text ?? [])
    .map((p) => (p.children ?? []).filter((c) => !c.comment).map((c) => c.text ?? '').join('').replace(/\[[^\]]*\]/g, '').replace(/[ \t]{2,}/g, ' ').trim())
    .filter(Boolean);
}

/** The timing engine's view of stored sections. */
export function sectionTimings(stored: StoredSection[]): SectionTiming[] {
  return stored.map((s) => ({
    type: s.type,
    duration: s.duration ?? 0,
    texts: [
      ...(s.entries ?? []).map((e) => plainText(e.text)),
      ...(s.subSections ?? []).filter((x) => x.type === 'TEXT' || x.type === 'CAMERA_TEXT').map((x) => plainText(x.text)),
    ],
    media: (s.subSections ?? []).filter((x) => x.type === 'MOS_VIDEO').map((x) => x.media?.duration ?? x.duration ?? 0),
  }));
}

/* ------------------------------------------------------------------ totals */

const mapDur = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, formatDuration(Number(v))]));
export const rundownTotalsOut = (t: RundownTotals | null): RundownTotalsDto => mapDur(t ?? EMPTY_RUNDOWN_TOTALS) as unknown as RundownTotalsDto;
export const blockTotalsOut = (t: BlockTotals | null): BlockTotalsDto => mapDur(t ?? EMPTY_BLOCK_TOTALS) as unknown as BlockTotalsDto;
export const EMPTY_BLOCK_TOTALS: BlockTotals = { estimated: 0, production: 0, time: 0, commercial: 0, total: 0 };
export const EMPTY_RUNDOWN_TOTALS: RundownTotals = {
  duration: 0, commercialTotal: 0, approvedProduction: 0, approvedTotal: 0, approvedDiff: 0, fullEstimated: 0,
  fullProduction: 0, fullTotal: 0, fullDiff: 0, productionApprovedDiff: 0, productionFullDiff: 0,
  notDisplayedCommercial: 0, notDisplayedProduction: 0, notDisplayedApprovedProduction: 0,
};

/* ------------------------------------------------------------------ rows */

export type Row = Record<string, any>;

export function isPrivate(row: Row): boolean {
  return row.owner_id !== null && row.owner_id !== undefined;
}
export const allowedUsersOf = (row: Row): number[] => parseJson<number[]>(row.allowed_users, []).map(Number);

/** Who may see a private story: its owner and its allowed users (everyone sees a public one). */
export function canSee(row: Row, viewerId: number | null): boolean {
  if (!isPrivate(row)) return true;
  if (viewerId === null) return false;
  return Number(row.owner_id) === viewerId || allowedUsersOf(row).includes(viewerId);
}
export const audienceOf = (row: Row): number[] => [Number(row.owner_id), ...allowedUsersOf(row)];

/** The story timing input of a row (stored times included). */
export function timingOf(row: Row): StoryTimingInput & { total: number } {
  return {
    id: Number(row.id),
    approved: bool(row.approved),
    displayStatus: row.display_status,
    estimated: num(row.estimated_ms),
    manualVt: bool(row.manual_vt),
    vt: num(row.vt_ms),
    sections: [],
    total: num(row.total_ms),
  };
}

/**
 * A story row as `viewerId` sees it: whole, or as a placeholder when it is private to others
 * (page, slug and content hidden; timing, status and place kept so the totals stay right).
 */
export function storyOut(row: Row, index: number, viewerId: number | null, withSections = true): Story {
  const visible = canSee(row, viewerId);
  const base: Story = {
    id: Number(row.id),
    uuid: row.uuid,
    blockId: numOrNull(row.block_id),
    rundownId: numOrNull(row.rundown_id),
    templateId: numOrNull(row.template_id),
    index,
    page: row.page ?? null,
    slug: row.slug ?? null,
    date: row.date ?? null,
    branchId: numOrNull(row.branch_id),
    programId: numOrNull(row.program_id),
    typeId: numOrNull(row.type_id),
    ownerId: numOrNull(row.owner_id),
    allowedUsers: allowedUsersOf(row),
    visible,
    radio: bool(row.radio),
    legacy: bool(row.legacy),
    manualVt: bool(row.manual_vt),
    mediaCode: row.media_code ?? null,
    estimated: dur(row.estimated_ms),
    head: dur(row.head_ms),
    link: dur(row.link_ms),
    vt: dur(row.vt_ms),
    vo: dur(row.vo_ms),
    total: dur(row.total_ms),
    approved: bool(row.approved),
    ok: bool(row.ok),
    stopTime: tod(row.stop_time_ms),
    displayStatus: row.display_status,
    playTime: iso(row.play_time),
    changeDate: iso(row.change_date)!,
    authorNickname: row.author_nickname ?? null,
    authorId: numOrNull(row.author_id),
    editorId: numOrNull(row.editor_id),
    imageEditorId: numOrNull(row.image_editor_id),
    reporterId: numOrNull(row.reporter_id),
    information: row.information ?? null,
    reportageId: numOrNull(row.reportage_id),
    drawer: bool(row.drawer) ? { programId: numOrNull(row.drawer_program_id) } : null,
    version: num(row.version),
  };
  if (!visible) {
    return {
      ...base, page: null, slug: null, allowedUsers: [], mediaCode: null, information: null, typeId: null,
      editorId: null, imageEditorId: null, reporterId: null, authorNickname: null, authorId: null, reportageId: null,
    };
  }
  if (withSections) base.sections = sectionsOut(parseJson<StoredSection[]>(row.sections, []));
  return base;
}

export function onAirOf(r: Row, item: Row | null): OnAir | null {
  if (!r.on_air_kind || !item) return null;
  return {
    kind: r.on_air_kind,
    id: Number(r.on_air_id),
    playTime: iso(item.play_time) ?? iso(r.updated_at)!,
    total: r.on_air_kind === 'story' ? dur(item.total_ms) : dur(item.commercial_ms),
  };
}

export function rundownSummaryOut(r: Row, blocks: Row[], onAirItem: Row | null): RundownSummary {
  const live = blocks.filter((b) => !bool(b.stand_by));
  return {
    id: Number(r.id),
    date: r.date,
    programId: Number(r.program_id),
    start: tod(r.start_ms)!,
    end: tod(r.end_ms)!,
    production: dur(r.production_ms),
    templateId: numOrNull(r.template_id),
    mosEnabled: bool(r.mos_enabled),
    displayStatus: r.display_status,
    approved: live.length > 0 && live.every((b) => bool(b.approved)),
    onAir: onAirOf(r, onAirItem),
    totals: rundownTotalsOut(parseJson<RundownTotals | null>(r.totals, null)),
    version: num(r.version),
  };
}

export function blockOut(b: Row, index: number, stories: Story[]): Block {
  return {
    id: Number(b.id),
    rundownId: numOrNull(b.rundown_id),
    templateId: numOrNull(b.template_id),
    index,
    standBy: bool(b.stand_by),
    stopTime: tod(b.stop_time_ms),
    commercial: dur(b.commercial_ms),
    displayStatus: b.display_status,
    playTime: iso(b.play_time),
    approved: bool(b.approved),
    totals: blockTotalsOut(parseJson<BlockTotals | null>(b.totals, null)),
    stories,
  };
}
