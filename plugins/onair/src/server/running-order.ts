/**
 * A rundown as devices see it (the sdk's protocol-neutral running order): its editorial start (the
 * date and start in the newsroom's time zone) and duration, the show's blocks in
 * order (the Stand By block is not on air), each story by its uuid (stable across moves), its MOS
 * subsections as items numbered 1, 2, … in reading order, and the text read on air. A private
 * story goes to devices as a placeholder: its items (the playout needs them) but no slug or text.
 */
import { parseDuration, parseTimeOfDay, zonedInstant } from '@lauda/sdk/server';
import type { RunningOrder, RunningOrderItem, RunningOrderStory } from '@lauda/sdk/device';
import { MOS_SUBSECTION_TYPES, scriptOf, type Rundown, type Story, type SubSection } from '@lauda/plugin-rundown/common';
import { roIdOf } from '../common/index.js';

export const PRIVATE_SLUG = '(private)';
/** objTB when the media has none: durations are then in milliseconds */
const DEFAULT_TIME_BASE = 1000;

export interface RunningOrderContext {
  programName: string;
  /** the newsroom's time zone: the rundown's date and start are its wall clock */
  timeZone: string;
  /** the MOS id of the device the running order goes to: the owner of objects that name none */
  deviceMosId: string;
}

export function itemsOf(story: Story, deviceMosId: string): RunningOrderItem[] {
  const subs: SubSection[] = (story.sections ?? []).flatMap((s) => s.subSections ?? []).filter((x) => (MOS_SUBSECTION_TYPES as readonly string[]).includes(x.type));
  const items: RunningOrderItem[] = [];
  subs.forEach((x, i) => {
    const objId = x.media?.objectId ?? (x.type === 'MOS_CG' ? x.code : null);
    // numbered among all MOS subsections, so an item keeps its id when one before it has no object yet
    if (!objId) return;
    const timeBase = x.media?.timeBase && x.media.timeBase > 0 ? x.media.timeBase : DEFAULT_TIME_BASE;
    const ms = parseDuration(x.media?.duration ?? x.duration ?? '') ?? null;
    const item: RunningOrderItem = {
      id: String(i + 1),
      slug: x.slug ?? x.media?.slug ?? x.templateName ?? objId,
      objId,
      mosId: x.media?.mosId ?? deviceMosId,
      objTB: timeBase,
    };
    if (x.media?.slug) item.objSlug = x.media.slug;
    if (ms !== null) item.objDur = Math.round((ms / 1000) * timeBase);
    if (x.media?.abstractText) item.abstract = x.media.abstractText;
    if (x.channel) item.channel = x.channel;
    if (x.edStart !== null && x.edStart !== undefined) item.edStart = x.edStart;
    if (x.edDur !== null && x.edDur !== undefined) item.edDur = x.edDur;
    if (x.userTimingDur !== null && x.userTimingDur !== undefined) item.userTimingDur = x.userTimingDur;
    if (x.macroIn) item.macroIn = x.macroIn;
    if (x.macroOut) item.macroOut = x.macroOut;
    const paths = [
      ...(x.media?.paths ?? []).map((target) => ({ kind: 'PATH' as const, target })),
      ...(x.media?.proxyPaths ?? []).map((target) => ({ kind: 'PROXY' as const, target })),
      ...(x.media?.metadataPath ? [{ kind: 'METADATA' as const, target: x.media.metadataPath }] : []),
    ];
    if (paths.length) item.paths = paths;
    items.push(item);
  });
  return items;
}

/** The read text, one line a paragraph; an instruction to the presenter as a `[bracketed]` line (MOS `<pi>`). */
export function scriptText(story: Story): string {
  return scriptOf(story.sections)
    .map((l) => (l.instruction ? `[${l.text.replace(/^\[|\]$/g, '').trim()}]` : l.text))
    .filter((l) => l && l !== '[]')
    .join('\n');
}

export function storyOf(story: Story, deviceMosId: string): RunningOrderStory {
  const out: RunningOrderStory = {
    id: story.uuid,
    slug: story.visible ? (story.slug ?? '') : PRIVATE_SLUG,
    items: itemsOf(story, deviceMosId),
  };
  if (story.visible && story.page) out.number = story.page;
  if (story.visible) {
    const script = scriptText(story);
    if (script) out.script = script;
  }
  return out;
}

/** The stories on air, in show order (every block but Stand By). */
export const showStories = (rundown: Rundown): Story[] => rundown.blocks.filter((b) => !b.standBy).flatMap((b) => b.stories);

export function runningOrderOf(rundown: Rundown, ctx: RunningOrderContext): RunningOrder {
  const start = parseTimeOfDay(rundown.start);
  const end = parseTimeOfDay(rundown.end);
  const ro: RunningOrder = {
    id: roIdOf(rundown.id),
    slug: `${ctx.programName} ${rundown.date}`.slice(0, 128),
    stories: showStories(rundown).map((s) => storyOf(s, ctx.deviceMosId)),
  };
  if (start !== null) ro.editorialStart = new Date(zonedInstant(rundown.date, start, ctx.timeZone)).toISOString();
  if (start !== null && end !== null) ro.editorialDuration = end >= start ? end - start : end + 86_400_000 - start;
  return ro;
}
