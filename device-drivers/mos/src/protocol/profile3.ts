/**
 * MOS 2.8.5 profile 3 (advanced object-based workflow), as pure functions: the searchable schema,
 * a search run by the device (mosReqObjList → mosObjList), and objects created or changed on the
 * device (mosObjCreate, mosReqObjAction NEW / UPDATE / DELETE). Tag order follows the protocol document.
 */
import type { MediaDraft, MediaObject, MediaSearch } from '@lauda/sdk/device';
import { buildMetadata, readMosObj } from './messages.js';
import { child, childNumber, childrenNamed, childText, el, opt, textOf, type XmlElement } from './xml.js';

export const buildMosReqSearchableSchema = (user: string) => el('mosReqSearchableSchema', { username: user });

/** The schemas of a mosListSearchableSchema (one per `mosSchema`; a device may list several). */
export function readSearchableSchemas(e: XmlElement): string[] {
  return childrenNamed(e, 'mosSchema').map(textOf).filter(Boolean);
}

/** An XPath 1.0 string literal of any text (XPath has no escapes: quotes inside are joined with concat()). */
export function xpathLiteral(v: string): string {
  if (!v.includes("'")) return `'${v}'`;
  if (!v.includes('"')) return `"${v}"`;
  return `concat(${v.split("'").map((p) => `'${p}'`).join(`, "'", `)})`;
}

/** A field path (`Video/Length`) made safe for an XPath: element names only. */
export function fieldPath(path: string): string | null {
  const steps = path.split('/').map((s) => s.trim()).filter(Boolean);
  return steps.length && steps.every((s) => /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/.test(s)) ? `/${steps.join('/')}` : null;
}

/**
 * mosReqObjList: free text (`generalSearch`) and, per field, an XPath over the schema's payload
 * whose text must contain the value (`/Presenter [contains(., 'Ana')]`). MOS counts list positions from 1.
 */
export function buildMosReqObjList(q: MediaSearch & { queryId: string }): XmlElement {
  const fields = (q.fields ?? []).flatMap((f) => {
    const path = fieldPath(f.path);
    return path && f.value ? [el('searchField', { XPath: `${path} [contains(., ${xpathLiteral(f.value)})]` })] : [];
  });
  return el('mosReqObjList', { username: q.user ?? '' },
    el('username', null, q.user ?? ''),
    el('queryID', null, q.queryId),
    el('listReturnStart', null, String(q.start + 1)),
    el('listReturnEnd', null, String(q.start + q.size)),
    el('generalSearch', null, q.text ?? ''),
    el('mosSchema', null, q.schema ?? ''),
    fields.length ? el('searchGroup', null, fields) : null);
}

export interface ObjectList {
  queryId: string;
  total: number | null;
  status: string | null;
  objects: MediaObject[];
}

export function readMosObjList(e: XmlElement, owner?: string): ObjectList {
  const list = child(e, 'list');
  return {
    queryId: childText(e, 'queryID') ?? '',
    total: childNumber(e, 'listReturnTotal') ?? null,
    status: childText(e, 'listReturnStatus') || null,
    objects: childrenNamed(list, 'mosObj').map((o) => readMosObj(o, owner)),
  };
}

/** The object fields of a create or an update, in the protocol's order. */
function draftFields(d: MediaDraft, kind: 'create' | 'NEW' | 'UPDATE'): (XmlElement | null | XmlElement[])[] {
  const update = kind === 'UPDATE';
  return [
    el('objSlug', null, d.slug),
    // mosObjCreate carries no abstract; mosReqObjAction does
    kind === 'create' ? null : opt('mosAbstract', d.abstract),
    opt('objGroup', d.group),
    el('objType', null, d.type ?? 'VIDEO'),
    el('objTB', null, String(d.timeBase ?? 25)),
    opt('objDur', d.duration === undefined ? undefined : Math.round(d.duration)),
    update ? null : opt('createdBy', d.user),
    update ? opt('changedBy', d.user) : null,
    opt('description', d.description),
    buildMetadata(d.mosExternalMetadata),
  ];
}

/** mosObjCreate: the device makes a placeholder object and answers its objID in a mosAck. */
export const buildMosObjCreate = (d: MediaDraft) => el('mosObjCreate', null, draftFields(d, 'create'));

/** mosReqObjAction: NEW (the device makes the object), UPDATE (of `objId`) or DELETE. */
export function buildMosReqObjAction(operation: 'NEW' | 'UPDATE' | 'DELETE', objId: string | null, d?: MediaDraft): XmlElement {
  return el('mosReqObjAction', { operation, objID: objId ?? undefined }, operation === 'DELETE' || !d ? null : draftFields(d, operation));
}
