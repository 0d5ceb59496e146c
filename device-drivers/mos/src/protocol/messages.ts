/**
 * MOS 2.8.5 messages of profiles 0, 1, 2 and 4 (profile 3 in profile3.ts), as pure functions: `build…` returns the element
 * that goes inside `<mos>`, `read…` turns a received element into data. Tag order follows the
 * protocol document (devices may check it).
 */
import type {
  ElementStatus, ExternalMetadata, MediaObject, RunningOrder, RunningOrderItem, RunningOrderMetadata,
  RunningOrderPath, RunningOrderStory,
} from '@lauda/sdk/device';
import { MosProtocolError, type MachineInfo, type MosAck, type MosEnvelope, type MosPort, type RoAck, type StoryBody } from '../model/index.js';
import {
  child, childNumber, childrenNamed, childText, el, elements, fragment, innerXml, isElement, opt, parseXml,
  serialize, textOf, type XmlElement, type XmlNode,
} from './xml.js';
import { mosDuration, mosTime, parseMosDuration, parseMosTime } from './time.js';

/* ------------------------------------------------------------------ envelope */

/** The whole message text: `<mos><mosID/><ncsID/><messageID/>body</mos>`. */
export function envelope(ids: { mosId: string; ncsId: string }, messageId: number | null, body: XmlElement): string {
  return serialize(el('mos', null, el('mosID', null, ids.mosId), el('ncsID', null, ids.ncsId), messageId === null ? null : el('messageID', null, String(messageId)), body));
}

/** Parses a whole message. Throws MosProtocolError when it is not a MOS message. */
export function parseMessage(xml: string): { envelope: MosEnvelope; body: XmlElement; root: XmlElement } {
  const root = parseXml(xml);
  if (root.name !== 'mos') throw new MosProtocolError('invalid', `root element is <${root.name}>, not <mos>`);
  const mosId = childText(root, 'mosID');
  const ncsId = childText(root, 'ncsID');
  if (!mosId) throw new MosProtocolError('invalid', 'no <mosID>');
  if (!ncsId) throw new MosProtocolError('invalid', 'no <ncsID>');
  const idText = childText(root, 'messageID');
  let messageId: number | null = null;
  if (idText !== undefined && idText !== '') {
    if (!/^-?\d{1,10}$/.test(idText)) throw new MosProtocolError('invalid', `messageID "${idText.slice(0, 20)}" is not a number`);
    messageId = Number(idText);
  }
  const bodies = elements(root).filter((e) => !['mosID', 'ncsID', 'messageID'].includes(e.name));
  if (bodies.length !== 1) throw new MosProtocolError('invalid', `expected one message inside <mos>, found ${bodies.length}`);
  const body = bodies[0]!;
  return { envelope: { mosId, ncsId, messageId, type: body.name }, body, root };
}

/** Which port a message goes out on (MOS: object messages lower, running orders upper). */
export function portOf(type: string): MosPort {
  return /^ro[A-Z]/.test(type) ? 'upper' : 'lower';
}

/* ------------------------------------------------------------------ profile 0 */

export const buildHeartbeat = (now = new Date()) => el('heartbeat', null, el('time', null, mosTime(now)));
export const buildReqMachInfo = () => el('reqMachInfo', null);

export function buildListMachInfo(info: MachineInfo): XmlElement {
  return el('listMachInfo', null,
    el('manufacturer', null, info.manufacturer),
    el('model', null, info.model),
    el('hwRev', null, info.hwRev),
    el('swRev', null, info.swRev),
    el('DOM', null, info.DOM),
    el('SN', null, info.SN),
    el('ID', null, info.ID),
    el('time', null, info.time),
    opt('opTime', info.opTime),
    el('mosRev', null, info.mosRev),
    el('supportedProfiles', { deviceType: info.deviceType },
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => el('mosProfile', { number: n }, info.profiles[n] ? 'YES' : 'NO'))),
    opt('defaultActiveX', info.defaultActiveX));
}

export function readListMachInfo(e: XmlElement): MachineInfo {
  const sp = child(e, 'supportedProfiles');
  const profiles: Record<number, boolean> = {};
  for (const p of childrenNamed(sp, 'mosProfile')) profiles[Number(p.attrs.number)] = textOf(p).toUpperCase() === 'YES';
  return {
    manufacturer: childText(e, 'manufacturer') ?? '',
    model: childText(e, 'model') ?? '',
    hwRev: childText(e, 'hwRev') ?? '',
    swRev: childText(e, 'swRev') ?? '',
    DOM: childText(e, 'DOM') ?? '',
    SN: childText(e, 'SN') ?? '',
    ID: childText(e, 'ID') ?? '',
    time: childText(e, 'time') ?? '',
    opTime: childText(e, 'opTime'),
    mosRev: childText(e, 'mosRev') ?? '',
    deviceType: sp?.attrs.deviceType ?? '',
    profiles,
    defaultActiveX: childText(e, 'defaultActiveX'),
  };
}

/* ------------------------------------------------------------------ shared parts */

export function buildMetadata(list: readonly ExternalMetadata[] | undefined): XmlElement[] {
  return (list ?? []).map((m) => el('mosExternalMetadata', null, opt('mosScope', m.scope), el('mosSchema', null, m.schema), el('mosPayload', null, fragment(m.payload))));
}

function readMetadata(e: XmlElement): ExternalMetadata[] | undefined {
  const list = childrenNamed(e, 'mosExternalMetadata').map((m) => {
    const scope = childText(m, 'mosScope');
    const payload = child(m, 'mosPayload');
    return {
      ...(scope ? { scope: scope as ExternalMetadata['scope'] } : {}),
      schema: childText(m, 'mosSchema') ?? '',
      payload: payload ? innerXml(payload) : '',
    };
  });
  return list.length ? list : undefined;
}

const PATH_TAGS = { PATH: 'objPath', PROXY: 'objProxyPath', METADATA: 'objMetadataPath' } as const;

function buildPaths(paths: readonly RunningOrderPath[] | undefined): XmlElement | null {
  if (!paths?.length) return null;
  return el('objPaths', null, paths.map((p) => el(PATH_TAGS[p.kind], { techDescription: p.techDescription }, p.target)));
}

function readPaths(e: XmlElement): RunningOrderPath[] | undefined {
  const box = child(e, 'objPaths');
  if (!box) return undefined;
  const out: RunningOrderPath[] = [];
  for (const p of elements(box)) {
    const kind = (Object.entries(PATH_TAGS).find(([, tag]) => tag === p.name)?.[0]) as RunningOrderPath['kind'] | undefined;
    if (!kind) continue;
    out.push({ kind, target: textOf(p), ...(p.attrs.techDescription ? { techDescription: p.attrs.techDescription } : {}) });
  }
  return out;
}

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

const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

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

/* ------------------------------------------------------------------ profile 1 */

export const buildMosReqObj = (objId: string) => el('mosReqObj', null, el('objID', null, objId));
export const buildMosReqAll = (pause = 0) => el('mosReqAll', null, el('pause', null, String(pause)));

export function buildMosAck(ack: MosAck): XmlElement {
  return el('mosAck', null, el('objID', null, ack.objId), el('objRev', null, String(ack.objRev ?? 0)), el('status', null, ack.status), opt('statusDescription', ack.description));
}

export function readMosAck(e: XmlElement): MosAck {
  return defined({ objId: childText(e, 'objID') ?? '', objRev: childNumber(e, 'objRev'), status: (childText(e, 'status') ?? '').toUpperCase(), description: childText(e, 'statusDescription') || undefined });
}

/** A mosObj; MOS puts no mosID inside it (the envelope's is the owner), some devices do: theirs wins. */
export function readMosObj(e: XmlElement, owner?: string): MediaObject {
  const objId = childText(e, 'objID');
  const mosId = childText(e, 'mosID') || owner;
  if (!objId || !mosId) throw new MosProtocolError('invalid', '<mosObj> needs objID (and mosID)');
  const description = child(e, 'description');
  return defined({
    objId,
    mosId,
    slug: childText(e, 'objSlug') ?? '',
    type: childText(e, 'objType') || undefined,
    duration: childNumber(e, 'objDur'),
    timeBase: childNumber(e, 'objTB'),
    revision: childNumber(e, 'objRev'),
    status: childText(e, 'status') || undefined,
    air: childText(e, 'objAir') || undefined,
    abstract: child(e, 'mosAbstract') ? textOf(child(e, 'mosAbstract')) : undefined,
    group: childText(e, 'objGroup') || undefined,
    paths: readPaths(e),
    createdBy: childText(e, 'createdBy') || undefined,
    created: parseMosTime(childText(e, 'created')) ?? undefined,
    changedBy: childText(e, 'changedBy') || undefined,
    changed: parseMosTime(childText(e, 'changed')) ?? undefined,
    description: description ? textOf(description) : undefined,
    mosExternalMetadata: readMetadata(e),
  });
}

/** A mosObj (used by the mock device and tests; Lauda as NCS only receives them). */
export function buildMosObj(o: MediaObject): XmlElement {
  return el('mosObj', null,
    el('objID', null, o.objId),
    el('objSlug', null, o.slug),
    opt('mosAbstract', o.abstract),
    opt('objGroup', o.group),
    el('objType', null, o.type ?? 'VIDEO'),
    el('objTB', null, String(o.timeBase ?? 25)),
    el('objRev', null, String(o.revision ?? 1)),
    el('objDur', null, String(o.duration ?? 0)),
    el('status', null, o.status ?? 'NEW'),
    el('objAir', null, o.air ?? 'READY'),
    buildPaths(o.paths),
    el('createdBy', null, o.createdBy ?? 'mock'),
    el('created', null, o.created ? mosTime(new Date(o.created)) : mosTime()),
    opt('changedBy', o.changedBy),
    o.changed ? el('changed', null, mosTime(new Date(o.changed))) : null,
    opt('description', o.description),
    el('mosID', null, o.mosId),
    buildMetadata(o.mosExternalMetadata));
}

/* ------------------------------------------------------------------ profile 2 */

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

/* ------------------------------------------------------------------ profile 4 */

export function buildRoListAll(ros: RunningOrderMetadata[]): XmlElement {
  return el('roListAll', null, ros.map((ro) => el('ro', null, buildRoHeader(ro))));
}
export const buildRoReqAll = () => el('roReqAll', null);

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
