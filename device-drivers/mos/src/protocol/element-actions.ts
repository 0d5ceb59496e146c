/** Changes inside a running order (roElementAction, the older roStory… messages), element status, and roStorySend (profile 4). */
import type { ElementStatus, RunningOrderItem, RunningOrderStory } from '@lauda/sdk/device';
import { MosProtocolError, type StoryBody } from '../model/index.js';
import { child, childText, el, elements, isElement, opt, textOf, type XmlElement } from './xml.js';
import { mosTime, parseMosTime } from './time.js';
import { buildMetadata, defined, readMetadata } from './parts.js';
import { buildItem, buildStory, readItem } from './running-order.js';

export type ElementOperation = 'INSERT' | 'REPLACE' | 'MOVE' | 'DELETE' | 'SWAP';

/** roElementAction (MOS 2.8): one message for inserting, replacing, moving, deleting and swapping stories or items. */
export function buildRoElementAction(
  roId: string,
  operation: ElementOperation,
  target: { storyId?: string | null; itemId?: string } | null,
  source: { stories?: RunningOrderStory[]; items?: RunningOrderItem[]; storyIds?: string[]; itemIds?: string[] },
): XmlElement {
  return el('roElementAction', { operation },
    el('roID', null, roId),
    target ? el('element_target', null, target.storyId !== undefined ? el('storyID', null, target.storyId ?? '') : null, opt('itemID', target.itemId)) : null,
    el('element_source', null,
      (source.stories ?? []).map(buildStory),
      (source.items ?? []).map((i) => buildItem(i)),
      (source.storyIds ?? []).map((id) => el('storyID', null, id)),
      (source.itemIds ?? []).map((id) => el('itemID', null, id))));
}

/* pre-2.8 story messages (quirk legacyStoryMessages) */
export const buildRoStoryInsert = (roId: string, beforeStoryId: string, stories: RunningOrderStory[]) =>
  el('roStoryInsert', null, el('roID', null, roId), el('storyID', null, beforeStoryId), stories.map(buildStory));
export const buildRoStoryAppend = (roId: string, stories: RunningOrderStory[]) =>
  el('roStoryAppend', null, el('roID', null, roId), stories.map(buildStory));
export const buildRoStoryReplace = (roId: string, story: RunningOrderStory) =>
  el('roStoryReplace', null, el('roID', null, roId), el('storyID', null, story.id), buildStory(story));
export const buildRoStoryMove = (roId: string, storyId: string, beforeStoryId: string | null) =>
  el('roStoryMove', null, el('roID', null, roId), el('storyID', null, storyId), el('storyID', null, beforeStoryId ?? ''));
export const buildRoStoryMoveMultiple = (roId: string, storyIds: string[], beforeStoryId: string) =>
  el('roStoryMoveMultiple', null, el('roID', null, roId), [...storyIds, beforeStoryId].map((id) => el('storyID', null, id)));
export const buildRoStoryDelete = (roId: string, storyIds: string[]) =>
  el('roStoryDelete', null, el('roID', null, roId), storyIds.map((id) => el('storyID', null, id)));
export const buildRoStorySwap = (roId: string, a: string, b: string) =>
  el('roStorySwap', null, el('roID', null, roId), el('storyID', null, a), el('storyID', null, b));

/** Status of a running order, story or item (roElementStat). Devices send it; Lauda sends it for PLAY/STOP/BLANK. */
export function buildRoElementStat(s: Omit<ElementStatus, 'time'> & { time?: string }): XmlElement {
  return el('roElementStat', { element: s.element },
    el('roID', null, s.roId),
    s.element !== 'RO' ? opt('storyID', s.storyId) : null,
    s.element === 'ITEM' ? opt('itemID', s.itemId) : null,
    s.element === 'ITEM' ? opt('objID', s.objId) : null,
    s.element === 'ITEM' ? opt('itemChannel', s.channel) : null,
    el('status', null, s.status),
    el('time', null, mosTime(s.time ? new Date(s.time) : new Date())));
}

/** roElementStat, or the older roItemStat (always an item). */
export function readElementStatus(e: XmlElement): ElementStatus {
  const roId = childText(e, 'roID');
  if (!roId) throw new MosProtocolError('invalid', `<${e.name}> without roID`);
  const declared = e.name === 'roItemStat' ? 'ITEM' : (e.attrs.element ?? '').toUpperCase();
  const storyId = childText(e, 'storyID') || undefined;
  const itemId = childText(e, 'itemID') || undefined;
  const element = (['RO', 'STORY', 'ITEM'].includes(declared) ? declared : itemId ? 'ITEM' : storyId ? 'STORY' : 'RO') as ElementStatus['element'];
  if (element !== 'RO' && !storyId) throw new MosProtocolError('invalid', `<${e.name}> for a ${element.toLowerCase()} without storyID`);
  if (element === 'ITEM' && !itemId) throw new MosProtocolError('invalid', `<${e.name}> for an item without itemID`);
  return defined({
    element,
    roId,
    storyId,
    itemId,
    objId: childText(e, 'objID') || undefined,
    channel: childText(e, 'itemChannel') || undefined,
    status: childText(e, 'status') ?? '',
    time: parseMosTime(childText(e, 'time')) ?? new Date().toISOString(),
  });
}

/** Paragraphs of a script: one per non-empty line; a line wholly in [brackets] is a presenter instruction. */
export function scriptParagraphs(script: string | undefined): { text: string; instruction: boolean }[] {
  return (script ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean).map((l) => {
    const m = /^\[(.*)\]$/.exec(l);
    return m ? { text: m[1]!.trim(), instruction: true } : { text: l, instruction: false };
  });
}

/** roStorySend: the full story (text and items) for prompters and closed caption. */
export function buildRoStorySend(roId: string, story: RunningOrderStory): XmlElement {
  return el('roStorySend', null,
    el('roID', null, roId),
    el('storyID', null, story.id),
    opt('storySlug', story.slug),
    opt('storyNum', story.number),
    buildMetadata(story.mosExternalMetadata),
    el('storyBody', null,
      opt('storyPresenter', story.presenter),
      scriptParagraphs(story.script).map((p) => el('p', null, p.instruction ? el('pi', null, p.text) : p.text)),
      story.items.map((i) => buildItem(i, 'storyItem'))));
}

export function readStorySend(e: XmlElement): StoryBody {
  const roId = childText(e, 'roID');
  const id = childText(e, 'storyID');
  if (!roId || !id) throw new MosProtocolError('invalid', '<roStorySend> needs roID and storyID');
  const body = child(e, 'storyBody');
  const paragraphs: StoryBody['paragraphs'] = [];
  const items: RunningOrderItem[] = [];
  for (const c of elements(body)) {
    if (c.name === 'p') {
      const pi = c.children.length === 1 && isElement(c.children[0]) && c.children[0].name === 'pi';
      const text = textOf(c);
      if (text) paragraphs.push({ text, instruction: pi });
    } else if (c.name === 'storyItem') items.push(readItem(c));
  }
  const presenter = childText(body, 'storyPresenter');
  const script = paragraphs.map((p) => (p.instruction ? `[${p.text}]` : p.text)).join('\n');
  return {
    roId,
    story: defined({ id, slug: childText(e, 'storySlug') ?? '', number: childText(e, 'storyNum') || undefined, items, script: script || undefined, presenter: presenter || undefined, mosExternalMetadata: readMetadata(e) }),
    paragraphs,
  };
}
