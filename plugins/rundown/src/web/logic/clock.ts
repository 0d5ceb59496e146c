/**
 * The grid's figures from a loaded rundown, through the shared timing engine
 * (`common/timing.ts`): block and rundown totals, the story time column of each accumulation
 * option, and the live figures of a show on air. Recomputed in the browser, so a live change
 * shows in every clock at once. Pure: time comes in as an argument.
 */
import {
  blockTotals, rundownTotals, showDuration, storyClock, type Accumulation, type BlockTotals, type DisplayStatus,
  type RundownTimingInput, type RundownTotals,
} from '../../common/timing.js';
import type { Block, Rundown, Story } from '../../common/types.js';
import { clock, isoMs, localInstant, localTod, msTod, todMs } from './format.js';

const DAY = 86_400_000;

type TimedRundown = Pick<Rundown, 'start' | 'end' | 'production' | 'blocks'>;

// The grid asks for its totals and three clock columns from the same rundown in one render: the
// input is made once (the blocks array is replaced whenever a block or story changes, as the view's
// memos already rely on)
let lastInput: { blocks: readonly Block[]; start: string; end: string; production: string; input: RundownTimingInput } | null = null;

/** The timing engine's view of a loaded rundown (stories carry their stored `total`). */
export function timingInput(r: TimedRundown): RundownTimingInput {
  const l = lastInput;
  if (l && l.blocks === r.blocks && l.start === r.start && l.end === r.end && l.production === r.production) return l.input;
  const input = makeTimingInput(r);
  lastInput = { blocks: r.blocks, start: r.start, end: r.end, production: r.production, input };
  return input;
}

function makeTimingInput(r: TimedRundown): RundownTimingInput {
  return {
    start: todMs(r.start) ?? 0,
    end: todMs(r.end) ?? 0,
    production: isoMs(r.production),
    blocks: r.blocks.map((b) => ({
      id: b.id,
      standBy: b.standBy,
      commercial: isoMs(b.commercial),
      displayStatus: b.displayStatus,
      stories: b.stories.map((s) => ({
        id: s.id,
        approved: s.approved,
        displayStatus: s.displayStatus,
        estimated: isoMs(s.estimated),
        manualVt: s.manualVt,
        vt: isoMs(s.vt),
        sections: [],
        total: isoMs(s.total),
      })),
    })),
  };
}

export interface Figures {
  totals: RundownTotals;
  blocks: Map<number, BlockTotals>;
}

export function figures(r: Pick<Rundown, 'start' | 'end' | 'production' | 'blocks'>): Figures {
  const input = timingInput(r);
  return { totals: rundownTotals(input), blocks: new Map(input.blocks.map((b) => [b.id, blockTotals(b)])) };
}

/** Options shown as a time of day; the others are lengths of time. */
export const isTimeOfDay = (o: Accumulation) => o === 'progressive' || o === 'regressive';

export interface ClockCell {
  text: string;
  /** a countdown past zero: the show is over time at this story */
  negative: boolean;
}

/** The time column of every story for an option (stand-by stories get none). */
export function clockColumn(r: Pick<Rundown, 'start' | 'end' | 'production' | 'blocks'>, option: Accumulation, approvedOnly = false): Map<number, ClockCell> {
  const values = storyClock(timingInput(r), option, approvedOnly);
  const out = new Map<number, ClockCell>();
  for (const [id, ms] of values) out.set(id, { text: isTimeOfDay(option) ? msTod(ms) : clock(ms), negative: !isTimeOfDay(option) && ms < 0 });
  return out;
}

/** Where each story and block stands in the show (what is on air, what went, what is to come). */
export const displayClass = (s: DisplayStatus) => (s === 'play' ? 'on-air' : s === 'stop' ? 'displayed' : 'waiting');

/** Space: blank → play → stop → blank. */
export function nextDisplayStatus(s: DisplayStatus): DisplayStatus {
  return s === 'blank' ? 'play' : s === 'play' ? 'stop' : 'blank';
}

export interface LiveFigures {
  /** anything of the show is on air */
  onAir: boolean;
  /** the on-air item's elapsed and remaining time (remaining < 0: over its time) */
  itemElapsed: number;
  itemRemaining: number;
  /** content still to air: the on-air item's remaining part + what is not displayed yet */
  toGo: number;
  /** time left until the planned end of the show */
  showLeft: number;
  /** showLeft − toGo: positive = time to spare, negative = the show runs over */
  overUnder: number;
  /** the time of day the show will end at this pace */
  projectedEnd: string;
}

/** The instant the show ends: its date at `end`, the next day when the end is before the start. */
export function showEndInstant(date: string, start: string, end: string): number {
  const s = todMs(start) ?? 0;
  const e = todMs(end) ?? 0;
  return localInstant(date, s) + showDuration(s, e);
}

/**
 * The header's live figures at `now` (epoch ms). The rundown's stored/recomputed totals give what
 * is not displayed yet; the on-air item (`onAir`, with its play time) counts down.
 */
export function liveFigures(r: Pick<Rundown, 'date' | 'start' | 'end' | 'onAir' | 'displayStatus'>, totals: Pick<RundownTotals, 'notDisplayedProduction' | 'notDisplayedCommercial'>, now: number, itemTime?: number): LiveFigures {
  const endAt = showEndInstant(r.date, r.start, r.end);
  let itemElapsed = 0;
  let itemRemaining = 0;
  if (r.onAir) {
    const played = Date.parse(r.onAir.playTime);
    itemElapsed = Number.isFinite(played) ? Math.max(0, now - played) : 0;
    itemRemaining = (itemTime ?? isoMs(r.onAir.total)) - itemElapsed;
  }
  const toGo = Math.max(0, itemRemaining) + totals.notDisplayedProduction + totals.notDisplayedCommercial;
  const showLeft = endAt - now;
  const projected = now + toGo;
  // the newsroom's wall clock, not the browser's (a UTC browser must still read São Paulo's end)
  const tod = Math.floor(localTod(projected) / 1000) * 1000;
  return {
    onAir: !!r.onAir || r.displayStatus === 'play',
    itemElapsed,
    itemRemaining,
    toGo,
    showLeft,
    overUnder: showLeft - toGo,
    projectedEnd: msTod(tod % DAY),
  };
}

/**
 * How long the item on air lasts: a story's time in the show (its total, or its estimate while it
 * has none), a block's commercial break.
 */
export function onAirTime(r: Pick<Rundown, 'onAir' | 'blocks'>): number | undefined {
  const on = r.onAir;
  if (!on) return undefined;
  if (on.kind === 'block') {
    const b = r.blocks.find((x) => x.id === on.id);
    return b ? isoMs(b.commercial) : undefined;
  }
  for (const b of r.blocks) {
    const s = b.stories.find((x) => x.id === on.id);
    if (s) return isoMs(s.total) > 0 ? isoMs(s.total) : isoMs(s.estimated);
  }
  return undefined;
}

/** Every story in show order (blocks in order, then their stories). */
export const showOrder = (blocks: readonly Block[]): Story[] => blocks.flatMap((b) => b.stories);
