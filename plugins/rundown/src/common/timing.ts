/**
 * The timing engine: pure functions, no I/O. All durations and times of day are integer
 * milliseconds. Definitions (with a worked example) are in the plugin's README.
 */

export const SECTION_TYPES = ['HEADER', 'LINK', 'LIVE_VO', 'RECORDED_VO', 'VT', 'FOOTER'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const DISPLAY_STATUSES = ['blank', 'play', 'stop'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];
export const ACCUMULATIONS = ['accumulated', 'byBlock', 'progressive', 'regressive', 'countdown'] as const;
export type Accumulation = (typeof ACCUMULATIONS)[number];

/** Seconds of reading per counted character (the spec's 0.075; a branch setting may change it). */
export const DEFAULT_READ_RATE = 0.075;
const DAY = 86_400_000;

export interface SectionTiming {
  type: SectionType;
  /** a duration typed by hand; 0 = none, the section is timed from its content */
  duration: number;
  /** plain texts read in this section (entries, TEXT and CAMERA_TEXT subsections) */
  texts: string[];
  /** durations of the media in it (MOS_VIDEO subsections) */
  media: number[];
}

export interface StoryTimingInput {
  id: number;
  approved: boolean;
  displayStatus: DisplayStatus;
  estimated: number;
  /** when set, `vt` is the hand-typed VT duration instead of the VT section's */
  manualVt: boolean;
  vt: number;
  sections: SectionTiming[];
}

export interface StoryTimes {
  head: number;
  link: number;
  vo: number;
  vt: number;
  total: number;
}

export interface BlockTimingInput {
  id: number;
  standBy: boolean;
  commercial: number;
  displayStatus: DisplayStatus;
  stories: (StoryTimingInput & Partial<StoryTimes>)[];
}

export interface RundownTimingInput {
  /** times of day, ms since midnight */
  start: number;
  end: number;
  /** the planned production time */
  production: number;
  blocks: BlockTimingInput[];
}

export interface BlockTotals {
  estimated: number;
  production: number;
  /** production, with the estimate standing for stories not yet timed */
  time: number;
  commercial: number;
  total: number;
}

export interface RundownTotals {
  duration: number;
  commercialTotal: number;
  approvedProduction: number;
  approvedTotal: number;
  approvedDiff: number;
  fullEstimated: number;
  fullProduction: number;
  fullTotal: number;
  fullDiff: number;
  productionApprovedDiff: number;
  productionFullDiff: number;
  notDisplayedCommercial: number;
  notDisplayedProduction: number;
  notDisplayedApprovedProduction: number;
}

/** Counted characters: the text without [bracketed comments], newlines and tabs. */
export function countedChars(text: string): number {
  return text.replace(/\[[^\]]*\]/g, '').replace(/[\n\r\t]/g, '').length;
}

/** Reading time in ms of a text at `readRate` seconds per counted character. */
export function readingTime(text: string, readRate = DEFAULT_READ_RATE): number {
  return Math.round(countedChars(text) * readRate * 1000);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A section's time: its hand-typed duration, else its media, else the reading time of its texts. */
export function sectionTime(s: SectionTiming, readRate = DEFAULT_READ_RATE): number {
  if (s.duration > 0) return s.duration;
  const media = sum(s.media);
  if (media > 0) return media;
  return sum(s.texts.map((t) => readingTime(t, readRate)));
}

/**
 * A story's times: head = HEADER + FOOTER (what the presenter reads), link = LINK, vo = LIVE_VO +
 * RECORDED_VO, vt = VT (or the hand-typed vt when manualVt), total = head + link + vo + vt.
 */
export function storyTimes(story: Pick<StoryTimingInput, 'manualVt' | 'vt' | 'sections'>, readRate = DEFAULT_READ_RATE): StoryTimes {
  const by = (...types: SectionType[]) => sum(story.sections.filter((s) => types.includes(s.type)).map((s) => sectionTime(s, readRate)));
  const head = by('HEADER', 'FOOTER');
  const link = by('LINK');
  const vo = by('LIVE_VO', 'RECORDED_VO');
  const vt = story.manualVt ? story.vt : by('VT');
  return { head, link, vo, vt, total: head + link + vo + vt };
}

/** The time a story takes in the show: its total once timed, its estimate until then. */
export const storyTime = (s: { total?: number; estimated: number }) => ((s.total ?? 0) > 0 ? s.total! : s.estimated);

/** Show duration from start to end; an end before the start rolls to the next day. */
export const showDuration = (start: number, end: number) => (end >= start ? end - start : end + DAY - start);

export function blockTotals(block: BlockTimingInput): BlockTotals {
  let estimated = 0;
  let production = 0;
  let time = 0;
  for (const s of block.stories) {
    estimated += s.estimated;
    production += s.total ?? 0;
    time += storyTime(s);
  }
  return { estimated, production, time, commercial: block.commercial, total: time + block.commercial };
}

/**
 * The rundown figures of spec §3 over the blocks that are not in stand-by. Stories must carry
 * their `total` (from storyTimes). Diffs are planned minus done: positive = time to spare.
 * One pass, no intermediate arrays: it runs on every change of a rundown.
 */
export function rundownTotals(r: RundownTimingInput): RundownTotals {
  let commercialTotal = 0;
  let notDisplayedCommercial = 0;
  let approvedProduction = 0;
  let approvedTime = 0;
  let fullEstimated = 0;
  let fullProduction = 0;
  let fullTime = 0;
  let notDisplayedProduction = 0;
  let notDisplayedApprovedProduction = 0;
  for (const b of r.blocks) {
    if (b.standBy) continue;
    commercialTotal += b.commercial;
    if (b.displayStatus === 'blank') notDisplayedCommercial += b.commercial;
    for (const s of b.stories) {
      const total = s.total ?? 0;
      const time = total > 0 ? total : s.estimated;
      fullEstimated += s.estimated;
      fullProduction += total;
      fullTime += time;
      if (s.approved) {
        approvedProduction += total;
        approvedTime += time;
      }
      if (s.displayStatus === 'blank') {
        notDisplayedProduction += time;
        if (s.approved) notDisplayedApprovedProduction += time;
      }
    }
  }
  const duration = showDuration(r.start, r.end);
  const approvedTotal = approvedTime + commercialTotal;
  const fullTotal = fullTime + commercialTotal;
  return {
    duration,
    commercialTotal,
    approvedProduction,
    approvedTotal,
    approvedDiff: duration - approvedTotal,
    fullEstimated,
    fullProduction,
    fullTotal,
    fullDiff: duration - fullTotal,
    productionApprovedDiff: r.production - approvedProduction,
    productionFullDiff: r.production - fullProduction,
    notDisplayedCommercial,
    notDisplayedProduction,
    notDisplayedApprovedProduction,
  };
}

/**
 * The time column of each story for an accumulation option (stand-by stories get none):
 * - accumulated: show time used up to the end of the story (commercials of earlier blocks included);
 * - byBlock: the same, restarting at each block;
 * - progressive: the time of day the story goes on air (start + show time before it);
 * - regressive: the time of day it must go on air for the show to end on time (back-timing);
 * - countdown: show time left once the story ends (duration − accumulated).
 * With `approvedOnly`, stories not approved take no time.
 */
export function storyClock(r: RundownTimingInput, option: Accumulation, approvedOnly = false): Map<number, number> {
  const out = new Map<number, number>();
  const blocks = r.blocks.filter((b) => !b.standBy);
  const t = (s: BlockTimingInput['stories'][number]) => (approvedOnly && !s.approved ? 0 : storyTime(s));
  const duration = showDuration(r.start, r.end);
  const whole = sum(blocks.map((b) => sum(b.stories.map(t)) + b.commercial));
  let acc = 0;
  for (const b of blocks) {
    let inBlock = 0;
    for (const s of b.stories) {
      const before = acc;
      acc += t(s);
      inBlock += t(s);
      switch (option) {
        case 'accumulated': out.set(s.id, acc); break;
        case 'byBlock': out.set(s.id, inBlock); break;
        case 'progressive': out.set(s.id, (r.start + before) % DAY); break;
        case 'regressive': out.set(s.id, (((r.start + duration - (whole - before)) % DAY) + DAY) % DAY); break;
        case 'countdown': out.set(s.id, duration - acc); break;
      }
    }
    acc += b.commercial;
  }
  return out;
}
