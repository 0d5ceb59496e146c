/** Items, stories and running orders (profile 2), their acknowledgement, and the running-order list (profile 4). */
import type { RunningOrder, RunningOrderItem, RunningOrderMetadata, RunningOrderStory } from '@lauda/sdk/device';
import { MosProtocolError, type RoAck } from '../model/index.js';
import { child, childNumber, childrenNamed, childText, el, elements, opt, textOf, type XmlElement, type XmlNode } from './xml.js';
import { mosDuration, mosTime, parseMosDuration, parseMosTime } from './time.js';
import { buildMetadata, buildPaths, defined, readMetadata, readPaths } from './parts.js';

/** An item (`item` in running orders, `storyItem` in a story body). */
export function buildItem(item: RunningOrderItem, tag: 'item' | 'storyItem' = 'item'): XmlElement {
  return el(tag, null,
    el('itemID', null, item.id),
    opt('itemSlug', item.slug),
    el('objID', null, item.objId),
    el('mosID', null, item.mosId),
    opt('objSlug', item.objSlug),
    opt('objDur', item.objDur),
    opt('objTB', item.objTB),
    opt('mosAbstract', item.abstract),
    buildPaths(item.paths),
    opt('itemChannel', item.channel),
    opt('itemEdStart', item.edStart),
    opt('itemEdDur', item.edDur),
    opt('itemUserTimingDur', item.userTimingDur),
    opt('itemTrigger', item.trigger),
    opt('macroIn', item.macroIn),
    opt('macroOut', item.macroOut),
    buildMetadata(item.mosExternalMetadata));
}

export function readItem(e: XmlElement): RunningOrderItem {
  const id = childText(e, 'itemID');
  const objId = childText(e, 'objID');
  const mosId = childText(e, 'mosID');
  if (!id || !objId || !mosId) throw new MosProtocolError('invalid', `<${e.name}> needs itemID, objID and mosID`);
  return defined({
    id,
    slug: childText(e, 'itemSlug') ?? '',
    objId,
    mosId,
    objSlug: childText(e, 'objSlug') || undefined,
    objDur: childNumber(e, 'objDur'),
    objTB: childNumber(e, 'objTB'),
    abstract: child(e, 'mosAbstract') ? textOf(child(e, 'mosAbstract')) : undefined,
    paths: readPaths(e),
    channel: childText(e, 'itemChannel') || undefined,
    edStart: childNumber(e, 'itemEdStart'),
    edDur: childNumber(e, 'itemEdDur'),
    userTimingDur: childNumber(e, 'itemUserTimingDur'),
    trigger: childText(e, 'itemTrigger') || undefined,
    macroIn: childText(e, 'macroIn') || undefined,
    macroOut: childText(e, 'macroOut') || undefined,
    mosExternalMetadata: readMetadata(e),
  });
}

export function buildStory(story: RunningOrderStory): XmlElement {
  return el('story', null,
    el('storyID', null, story.id),
    opt('storySlug', story.slug),
    opt('storyNum', story.number),
    buildMetadata(story.mosExternalMetadata),
    story.items.map((i) => buildItem(i)));
}

export function readStory(e: XmlElement): RunningOrderStory {
  const id = childText(e, 'storyID');
  if (!id) throw new MosProtocolError('invalid', '<story> without storyID');
  return defined({
    id,
    slug: childText(e, 'storySlug') ?? '',
    number: childText(e, 'storyNum') || undefined,
    mosExternalMetadata: readMetadata(e),
    items: childrenNamed(e, 'item').map(readItem),
  });
}

function buildRoHeader(ro: RunningOrderMetadata): XmlNode[] {
  return [
    el('roID', null, ro.id),
    el('roSlug', null, ro.slug),
    opt('roChannel', ro.channel),
    ro.editorialStart ? el('roEdStart', null, mosTime(new Date(ro.editorialStart))) : null,
    ro.editorialDuration !== undefined ? el('roEdDur', null, mosDuration(ro.editorialDuration)) : null,
    ...buildMetadata(ro.mosExternalMetadata),
  ].filter((x): x is XmlElement => x !== null);
}

export function readRoMetadata(e: XmlElement): RunningOrderMetadata {
  const id = childText(e, 'roID');
  if (!id) throw new MosProtocolError('invalid', `<${e.name}> without roID`);
  const dur = parseMosDuration(childText(e, 'roEdDur'));
  return defined({
    id,
    slug: childText(e, 'roSlug') ?? '',
    channel: childText(e, 'roChannel') || undefined,
    editorialStart: parseMosTime(childText(e, 'roEdStart')) ?? undefined,
    editorialDuration: dur ?? undefined,
    mosExternalMetadata: readMetadata(e),
  });
}

export const buildRoCreate = (ro: RunningOrder) => el('roCreate', null, buildRoHeader(ro), ro.stories.map(buildStory));
export const buildRoReplace = (ro: RunningOrder) => el('roReplace', null, buildRoHeader(ro), ro.stories.map(buildStory));
export const buildRoList = (ro: RunningOrder) => el('roList', null, buildRoHeader(ro), ro.stories.map(buildStory));
export const buildRoDelete = (roId: string) => el('roDelete', null, el('roID', null, roId));
export const buildRoReq = (roId: string) => el('roReq', null, el('roID', null, roId));
export const buildRoMetadataReplace = (meta: RunningOrderMetadata) => el('roMetadataReplace', null, buildRoHeader(meta));
export const buildRoReadyToAir = (roId: string, ready: boolean) => el('roReadyToAir', null, el('roID', null, roId), el('roAir', null, ready ? 'READY' : 'NOT READY'));

/** roCreate, roReplace or roList → running order. */
export function readRunningOrder(e: XmlElement): RunningOrder {
  return { ...readRoMetadata(e), stories: childrenNamed(e, 'story').map(readStory) };
}

export function buildRoAck(ack: RoAck): XmlElement {
  return el('roAck', null, el('roID', null, ack.roId), el('roStatus', null, ack.status),
    ack.objects.flatMap((o) => [opt('storyID', o.storyId), opt('itemID', o.itemId), opt('objID', o.objId), opt('itemChannel', o.channel), opt('status', o.status)]));
}

export function readRoAck(e: XmlElement): RoAck {
  const objects: RoAck['objects'] = [];
  let cur: RoAck['objects'][number] | null = null;
  for (const c of elements(e)) {
    if (c.name === 'storyID') objects.push((cur = { storyId: textOf(c) }));
    else if (cur && c.name === 'itemID') cur.itemId = textOf(c);
    else if (cur && c.name === 'objID') cur.objId = textOf(c);
    else if (cur && c.name === 'itemChannel') cur.channel = textOf(c);
    else if (cur && c.name === 'status') cur.status = textOf(c);
  }
  return { roId: childText(e, 'roID') ?? '', status: childText(e, 'roStatus') ?? '', objects };
}

/** The answer is an acknowledgement (OK), not a refusal. */
export const roAckOk = (a: RoAck) => /^(OK|ACK)$/i.test(a.status.trim());

export function buildRoListAll(ros: RunningOrderMetadata[]): XmlElement {
  return el('roListAll', null, ros.map((ro) => el('ro', null, buildRoHeader(ro))));
}
export const buildRoReqAll = () => el('roReqAll', null);
