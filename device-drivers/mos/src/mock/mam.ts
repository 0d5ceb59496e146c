/**
 * The mock device as a MAM (MOS profile 3): its searchable schema, searches it runs itself, objects
 * created and changed on it (each then announced to the NCS as a mosObj, as a MAM does).
 */
import type { MediaObject } from '@lauda/sdk/device';
import { buildMosAck, buildMosObj, readMosObj } from '../protocol/messages.js';
import { fieldPath } from '../protocol/profile3.js';
import { child, childNumber, childrenNamed, childText, el, parseXml, textOf, type XmlElement } from '../protocol/xml.js';

export interface MockMam {
  mosId: string;
  /** what mosListSearchableSchema names */
  schema: string;
  /** the objects it holds (shared with mosReqObj and mosReqAll) */
  objects: MediaObject[];
  /** sends a mosObj to the NCS */
  announce(o: MediaObject): void;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The text at `path` (`Video/Length`) in the object's payloads of `schema`. */
function fieldText(o: MediaObject, schema: string, path: string): string {
  const steps = path.split('/').filter(Boolean);
  for (const m of o.mosExternalMetadata ?? []) {
    if (m.schema !== schema) continue;
    let cur: XmlElement | undefined = parseXml(`<p>${m.payload}</p>`);
    for (const s of steps) cur = child(cur, s);
    if (cur) return textOf(cur);
  }
  return '';
}

/** `/Presenter [contains(., 'Ana')]` → its path and value (what Lauda sends); null for any other XPath. */
function readField(xpath: string): { path: string; value: string } | null {
  const m = /^(\/[^[\s]+)\s*\[contains\(\.\s*,\s*'([^']*)'\)\]$/.exec(xpath.trim());
  return m && fieldPath(m[1]!) ? { path: m[1]!, value: m[2]! } : null;
}

let created = 0;

/** What the MAM answers to a profile 3 message; undefined for anything else. */
export function answerMam(mam: MockMam, type: string, b: XmlElement): XmlElement | undefined {
  switch (type) {
    case 'mosReqSearchableSchema':
      return el('mosListSearchableSchema', { username: b.attrs.username ?? '' }, el('mosSchema', null, mam.schema));
    case 'mosReqObjList': {
      const text = fold(childText(b, 'generalSearch') ?? '');
      const fields = childrenNamed(child(b, 'searchGroup'), 'searchField').map((f) => readField(f.attrs.XPath ?? ''));
      const found = mam.objects.filter((o) => (!text || fold(`${o.slug} ${o.abstract ?? ''} ${o.description ?? ''}`).includes(text))
        && fields.every((f) => f && fold(fieldText(o, mam.schema, f.path)).includes(fold(f.value))));
      const start = Math.max(1, childNumber(b, 'listReturnStart') ?? 1);
      const end = childNumber(b, 'listReturnEnd') ?? start + 19;
      return el('mosObjList', { username: b.attrs.username ?? '' },
        el('queryID', null, childText(b, 'queryID') ?? ''),
        el('listReturnStart', null, String(start)),
        el('listReturnEnd', null, String(Math.min(end, found.length))),
        el('listReturnTotal', null, String(found.length)),
        el('list', null, found.slice(start - 1, end).map(buildMosObj)));
    }
    case 'mosObjCreate':
    case 'mosReqObjAction': {
      const op = type === 'mosObjCreate' ? 'NEW' : b.attrs.operation;
      if (op === 'DELETE') {
        const i = mam.objects.findIndex((o) => o.objId === b.attrs.objID);
        if (i < 0) return buildMosAck({ objId: b.attrs.objID ?? '', status: 'NACK', description: 'unknown object' });
        const [gone] = mam.objects.splice(i, 1);
        setTimeout(() => mam.announce({ ...gone!, status: 'DELETED' }), 20);
        return buildMosAck({ objId: gone!.objId, status: 'ACK' });
      }
      // read the fields as a mosObj would carry them
      const draft = readMosObj(el('mosObj', null, el('objID', null, b.attrs.objID ?? 'new'), el('mosID', null, mam.mosId), ...b.children.filter((c): c is XmlElement => typeof c === 'object' && 'name' in c)));
      const now = new Date().toISOString();
      if (op === 'UPDATE') {
        const o = mam.objects.find((x) => x.objId === b.attrs.objID);
        if (!o) return buildMosAck({ objId: b.attrs.objID ?? '', status: 'NACK', description: 'unknown object' });
        Object.assign(o, { ...draft, objId: o.objId, status: 'UPDATED', air: o.air, paths: o.paths, revision: (o.revision ?? 1) + 1, changed: now, created: o.created, createdBy: o.createdBy });
        setTimeout(() => mam.announce(o), 20);
        return buildMosAck({ objId: o.objId, objRev: o.revision, status: 'ACK' });
      }
      if (mam.objects.some((o) => o.slug === draft.slug)) return buildMosAck({ objId: '0', status: 'NACK', description: 'an object with this slug exists' });
      const o: MediaObject = { ...draft, objId: `${mam.mosId.toUpperCase()}-NEW-${++created}`, status: 'NEW', air: 'NOT READY', revision: 1, created: now };
      mam.objects.push(o);
      setTimeout(() => mam.announce(o), 20);
      return buildMosAck({ objId: o.objId, objRev: 1, status: 'ACK' });
    }
    default:
      return undefined;
  }
}
