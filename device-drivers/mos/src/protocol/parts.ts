/** Parts several messages share: external metadata, object paths, and dropping absent fields of what is read. */
import type { ExternalMetadata, RunningOrderPath } from '@lauda/sdk/device';
import { child, childrenNamed, childText, el, elements, fragment, innerXml, opt, textOf, type XmlElement } from './xml.js';

export function buildMetadata(list: readonly ExternalMetadata[] | undefined): XmlElement[] {
  return (list ?? []).map((m) => el('mosExternalMetadata', null, opt('mosScope', m.scope), el('mosSchema', null, m.schema), el('mosPayload', null, fragment(m.payload))));
}

export function readMetadata(e: XmlElement): ExternalMetadata[] | undefined {
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

export function buildPaths(paths: readonly RunningOrderPath[] | undefined): XmlElement | null {
  if (!paths?.length) return null;
  return el('objPaths', null, paths.map((p) => el(PATH_TAGS[p.kind], { techDescription: p.techDescription }, p.target)));
}

export function readPaths(e: XmlElement): RunningOrderPath[] | undefined {
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

/** Drops the keys read as undefined: an absent optional field stays absent. */
export const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
