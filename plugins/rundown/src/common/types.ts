/**
 * What the API answers and the live topics carry. Durations are ISO 8601 (`PT1M30S`, empty
 * `PT0S`), times of day `HH:mm:ss`, dates `YYYY-MM-DD`, instants ISO 8601.
 */
import type { Accumulation, DisplayStatus, SectionType } from './timing.js';
import type { ChangeKind, DrawerFilter, SubSectionType } from './ids.js';
import type { RichText } from '@lauda/sdk';

/** Rich text (the sdk's, a script's stored form): paragraphs whose children hold runs of text with their marks. */
export type { RichText, RichTextRun } from '@lauda/sdk';

export interface CgField {
  uuid: string;
  name: string;
  value: string;
}

export interface Media {
  slug?: string | null;
  objectId?: string | null;
  /** the MOS id of the device that owns the object (a MAM, a CG) */
  mosId?: string | null;
  duration?: string | null;
  timeBase?: number | null;
  abstractText?: string | null;
  type?: string | null;
  paths?: string[];
  proxyPaths?: string[];
  metadataPath?: string | null;
  mosExternalMetadata?: unknown;
}

export interface SubSection {
  type: SubSectionType;
  presenterId?: number | null;
  camera?: string | null;
  duration?: string | null;
  text?: RichText;
  code?: string | null;
  slug?: string | null;
  templateName?: string | null;
  cgFields?: CgField[];
  media?: Media | null;
  channel?: string | null;
  status?: string | null;
  edStart?: number | null;
  edDur?: number | null;
  userTimingDur?: number | null;
  macroIn?: string | null;
  macroOut?: string | null;
}

export interface SectionEntry {
  camera?: string | null;
  presenterId?: number | null;
  text: RichText;
}

export interface Section {
  type: SectionType;
  /** first and last words of a VT or recorded VO ("deixa") */
  cueIn?: string | null;
  cueOut?: string | null;
  /** typed by hand; `PT0S` = timed from its content */
  duration: string;
  voDuration: string;
  entries: SectionEntry[];
  subSections: SubSection[];
}

export interface Story {
  id: number;
  uuid: string;
  blockId: number | null;
  rundownId: number | null;
  templateId: number | null;
  /** 0-based place in its block */
  index: number;
  page: string | null;
  slug: string | null;
  date: string | null;
  branchId: number | null;
  programId: number | null;
  typeId: number | null;
  ownerId: number | null;
  allowedUsers: number[];
  /** false: a placeholder (a private story the reader may not see; timing kept) */
  visible: boolean;
  radio: boolean;
  legacy: boolean;
  manualVt: boolean;
  mediaCode: string | null;
  estimated: string;
  head: string;
  link: string;
  vt: string;
  vo: string;
  total: string;
  approved: boolean;
  /** the OK (done) mark */
  ok: boolean;
  stopTime: string | null;
  displayStatus: DisplayStatus;
  playTime: string | null;
  changeDate: string;
  authorNickname: string | null;
  /** who created the story: only they (or a story administrator) may make it private */
  authorId: number | null;
  editorId: number | null;
  imageEditorId: number | null;
  reporterId: number | null;
  information: string | null;
  /** the reportage the story was sent from (reportages plugin), null when written here */
  reportageId?: number | null;
  /** absent in placeholders and when a load asks for no scripts */
  sections?: Section[];
  /** set when the story is in a drawer: its program (null = the general drawer) */
  drawer: { programId: number | null } | null;
  version: number;
}

export interface BlockTotalsDto {
  estimated: string;
  production: string;
  time: string;
  commercial: string;
  total: string;
}

export interface Block {
  id: number;
  rundownId: number | null;
  templateId: number | null;
  index: number;
  standBy: boolean;
  stopTime: string | null;
  commercial: string;
  displayStatus: DisplayStatus;
  playTime: string | null;
  approved: boolean;
  totals: BlockTotalsDto;
  stories: Story[];
}

export interface RundownTotalsDto {
  duration: string;
  commercialTotal: string;
  approvedProduction: string;
  approvedTotal: string;
  approvedDiff: string;
  fullEstimated: string;
  fullProduction: string;
  fullTotal: string;
  fullDiff: string;
  productionApprovedDiff: string;
  productionFullDiff: string;
  notDisplayedCommercial: string;
  notDisplayedProduction: string;
  notDisplayedApprovedProduction: string;
}

/** The item on air: at most one per rundown. */
export interface OnAir {
  kind: 'story' | 'block';
  id: number;
  playTime: string;
  total: string;
}

export interface RundownSummary {
  id: number;
  date: string;
  programId: number;
  start: string;
  end: string;
  production: string;
  templateId: number | null;
  mosEnabled: boolean;
  displayStatus: DisplayStatus;
  /** every block approved */
  approved: boolean;
  onAir: OnAir | null;
  totals: RundownTotalsDto;
  version: number;
}

export interface Rundown extends RundownSummary {
  blocks: Block[];
  /** story id → the time column, when the load asked for an `accumulation` */
  clock?: Record<number, string>;
  accumulation?: Accumulation;
}

export interface RundownTemplate {
  id: number;
  name: string;
  programId: number;
  blocks?: Block[];
}

export interface RundownLogEntry {
  id: number;
  rundownId: number;
  at: string;
  userId: number | null;
  nickname: string | null;
  kind: ChangeKind;
  entityType: 'RUNDOWN' | 'BLOCK' | 'STORY';
  entityId: number;
  slug: string | null;
  field: string | null;
  oldValue: unknown;
  newValue: unknown;
}

export interface DrawerItem extends Story {
  origin: Exclude<DrawerFilter, 'ALL'>;
}

/** `{ field, newValue }` → `{ field, oldValue, newValue }` */
export interface FieldPatch<T = unknown> {
  field: string;
  oldValue: T;
  newValue: T;
}

/** Live message payloads (the `data` of `{ op, topic, id, data, by, at }`). */
export interface RundownTotalsEvent {
  id: number;
  totals: RundownTotalsDto;
  blocks: { id: number; totals: BlockTotalsDto }[];
  onAir: OnAir | null;
  displayStatus: DisplayStatus;
}
export interface StoryMoveEvent {
  rundownId: number | null;
  templateId: number | null;
  storiesIds: number[];
  targetBlockId: number;
  targetStoryId: number | null;
  /** the new order of every block that changed */
  blocks: { id: number; storyIds: number[] }[];
}

/** The newsroom's rundown settings: how a new story is numbered (common/pages.ts). */
export interface RundownSettings {
  pageRule: import('./pages.js').PageRule;
  version: number;
}
