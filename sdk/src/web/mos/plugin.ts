/**
 * The NCS side of MOS plug-ins (MOS 2.8.x "ActiveX/HTML5 plug-in" messages, carried by `postMessage`
 * as XML text): reading what a plug-in posts or a drop carries and writing Lauda's answers. Pure: no
 * DOM, no network.
 *
 * From the plug-in: `ncsReqAppInfo` (answered with `ncsAppInfo`), `ncsItem` with an `item` (the drag
 * and drop and the "send" of MOS; `mosItem` and a bare `mosObj` are read the same way), `ncsReqAppClose`,
 * and `ncsAck`/`mosAck`. To the plug-in: `ncsAppInfo`, `ncsAck` (ACK or ERROR with a description) and
 * `ncsItemRequest`.
 */
import { child, childrenNamed, childText, el, elements, parseXml, textOf, toXml, XmlError, type XmlElement } from './xml.js';

/** The origin of an http(s) plug-in URL; null for anything else (javascript:, data:, relative…). */
export function pluginOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------------ reading */

export interface MosExternalMetadata {
  scope?: string;
  schema: string;
  /** the payload's inner XML */
  payload: string;
}

/** The fields of a MOS item (or object) that Lauda keeps. Durations are in samples of `objTB`. */
export interface MosItem {
  itemId?: string;
  slug?: string;
  objId?: string;
  mosId?: string;
  objSlug?: string;
  objType?: string;
  objDur?: number;
  objTB?: number;
  abstract?: string;
  paths: string[];
  proxyPaths: string[];
  metadataPath?: string;
  channel?: string;
  edStart?: number;
  edDur?: number;
  userTimingDur?: number;
  macroIn?: string;
  macroOut?: string;
  metadata: MosExternalMetadata[];
}

export type MosPluginMessage =
  | { kind: 'reqAppInfo' }
  | { kind: 'item'; item: MosItem; tag: 'ncsItem' | 'mosItem' | 'mosObj' }
  | { kind: 'reqAppClose' }
  | { kind: 'ack'; status: string; description?: string }
  | { kind: 'other'; tag: string };

export type MosMessageProblem = 'notText' | 'notMos' | 'empty' | 'noItem' | XmlError['problem'];

export class MosMessageError extends Error {
  constructor(readonly problem: MosMessageProblem, message: string) {
    super(message);
    this.name = 'MosMessageError';
  }
}

/** Header tags a message may start with (MOS puts the ids first); the first other element names the message. */
const HEADER = new Set(['mosID', 'ncsID', 'messageID']);

const number = (s: string | undefined): number | undefined => {
  if (s === undefined || !/^\d+(?:\.\d+)?$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
};

function readMetadata(e: XmlElement): MosExternalMetadata[] {
  return childrenNamed(e, 'mosExternalMetadata').map((m) => {
    const payload = child(m, 'mosPayload');
    const scope = childText(m, 'mosScope');
    return { ...(scope ? { scope } : {}), schema: childText(m, 'mosSchema') ?? '', payload: payload ? payload.children.map(toXml).join('') : '' };
  });
}

/** objType from the item itself, else from a metadata payload that names it (as some MAMs do). */
function objTypeOf(e: XmlElement): string | undefined {
  const own = childText(e, 'objType');
  if (own) return own.toUpperCase();
  for (const m of childrenNamed(e, 'mosExternalMetadata')) {
    const p = child(m, 'mosPayload');
    const t = p && childText(p, 'objType');
    if (t) return t.toUpperCase();
  }
  return undefined;
}

/** Reads an `item` (or a `mosObj`, or the fields of a `mosItem`). */
export function readItem(e: XmlElement): MosItem {
  const paths: string[] = [];
  const proxyPaths: string[] = [];
  let metadataPath: string | undefined;
  const box = child(e, 'objPaths');
  for (const p of box ? elements(box) : []) {
    const target = textOf(p).trim();
    if (!target) continue;
    if (p.name === 'objPath') paths.push(target);
    else if (p.name === 'objProxyPath') proxyPaths.push(target);
    else if (p.name === 'objMetadataPath') metadataPath ??= target;
  }
  const abstract = child(e, 'mosAbstract');
  const item: MosItem = {
    itemId: childText(e, 'itemID'),
    slug: childText(e, 'itemSlug'),
    objId: childText(e, 'objID'),
    mosId: childText(e, 'mosID'),
    objSlug: childText(e, 'objSlug'),
    objType: objTypeOf(e),
    objDur: number(childText(e, 'objDur')),
    objTB: number(childText(e, 'objTB')),
    abstract: abstract ? textOf(abstract).replace(/\s+/g, ' ').trim() || undefined : undefined,
    paths,
    proxyPaths,
    metadataPath,
    channel: childText(e, 'itemChannel'),
    edStart: number(childText(e, 'itemEdStart')),
    edDur: number(childText(e, 'itemEdDur')),
    userTimingDur: number(childText(e, 'itemUserTimingDur')),
    macroIn: childText(e, 'macroIn'),
    macroOut: childText(e, 'macroOut'),
    metadata: readMetadata(e),
  };
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)) as unknown as MosItem;
}

/**
 * Reads what a plug-in posted or a drop carried. Anything that is not well-formed XML (or holds a
 * DOCTYPE, a declaration, an unknown entity), whose root is not `<mos>`, or that is empty, throws
 * `MosMessageError`; a message Lauda does not handle answers `{ kind: 'other' }`.
 */
export function readMosMessage(data: unknown): MosPluginMessage {
  if (typeof data !== 'string') throw new MosMessageError('notText', 'a MOS message is XML text');
  let root: XmlElement;
  try {
    root = parseXml(data);
  } catch (e) {
    if (e instanceof XmlError) throw new MosMessageError(e.problem, e.message);
    throw e;
  }
  if (root.name !== 'mos') throw new MosMessageError('notMos', `the root is <${root.name}>, not <mos>`);
  const body = elements(root).find((c) => !HEADER.has(c.name));
  if (!body) throw new MosMessageError('empty', '<mos> holds no message');
  switch (body.name) {
    case 'ncsReqAppInfo':
      return { kind: 'reqAppInfo' };
    case 'ncsReqAppClose':
      return { kind: 'reqAppClose' };
    case 'ncsItem':
    case 'mosItem': {
      const item = child(body, 'item') ?? (body.name === 'mosItem' && child(body, 'objID') ? body : undefined);
      if (!item) throw new MosMessageError('noItem', `<${body.name}> holds no <item>`);
      return { kind: 'item', item: readItem(item), tag: body.name };
    }
    case 'mosObj':
      return { kind: 'item', item: readItem(body), tag: 'mosObj' };
    case 'ncsAck':
    case 'mosAck': {
      const description = childText(body, 'statusDescription');
      return { kind: 'ack', status: (childText(body, 'status') ?? '').toUpperCase(), ...(description ? { description } : {}) };
    }
    default:
      return { kind: 'other', tag: body.name };
  }
}

/** Whether dropped text looks like a MOS message (worth reading). */
export const looksLikeMos = (text: string | null | undefined): text is string => !!text && /<\/mos>\s*$/.test(text) && /^\s*(<\?xml[^>]*\?>\s*)?<mos[\s>]/.test(text);

/* ------------------------------------------------------------------ writing */

export interface AppInfoContext {
  /** this newsroom system's MOS id (LAUDA_MOS_NCS_ID) */
  ncsId: string;
  /** who is at the keyboard */
  userId: string;
  /** the story open in the editor as devices know it (`roIdOf`, the story's uuid) and its slug */
  roId: string | null;
  storyId: string;
  storySlug: string | null;
  version: string;
  /** where the plug-in is shown, in pixels of the page */
  frame?: { x: number; y: number; width: number; height: number } | null;
}

/** `ncsAppInfo`: the NCS, the user, the context (BROWSE: the user picks items to add) and the plug-in's room. */
export function buildAppInfo(ctx: AppInfoContext): string {
  const f = ctx.frame;
  const px = (n: number) => String(Math.max(0, Math.round(n)));
  return toXml(el('mos', null,
    el('ncsID', null, ctx.ncsId),
    el('ncsAppInfo', null,
      ctx.roId ? el('roID', null, ctx.roId) : null,
      el('storyID', null, ctx.storyId),
      ctx.storySlug ? el('storySlug', null, ctx.storySlug) : null,
      el('ncsInformation', null,
        el('userID', null, ctx.userId),
        el('runContext', null, 'BROWSE'),
        el('software', null,
          el('manufacturer', null, 'Lauda'),
          el('product', null, 'Lauda'),
          el('version', null, ctx.version)),
        f ? el('UImetric', { num: '1' },
          el('startx', null, px(f.x)),
          el('starty', null, px(f.y)),
          el('endx', null, px(f.x + f.width)),
          el('endy', null, px(f.y + f.height)),
          el('mode', null, 'CONTAINED'),
          el('canClose', null, 'TRUE')) : null))));
}

/** `ncsAck`: ACK, or ERROR with what went wrong. */
export const buildAck = (status: 'ACK' | 'ERROR', description?: string): string =>
  toXml(el('mos', null, el('ncsAck', null, el('status', null, status), description ? el('statusDescription', null, description) : null)));

/** `ncsItemRequest`: asks the plug-in for the item it has selected (it answers with `ncsItem`). */
export const buildItemRequest = (): string => toXml(el('mos', null, el('ncsItemRequest', null)));

