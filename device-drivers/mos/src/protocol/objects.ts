/** Object messages (profile 1): requests for one or all objects, mosObj, and mosAck. */
import type { MediaObject } from '@lauda/sdk/device';
import { MosProtocolError, type MosAck } from '../model/index.js';
import { child, childNumber, childText, el, opt, textOf, type XmlElement } from './xml.js';
import { mosTime, parseMosTime } from './time.js';
import { buildMetadata, buildPaths, defined, readMetadata, readPaths } from './parts.js';

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
