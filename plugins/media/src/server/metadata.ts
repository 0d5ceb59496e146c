/**
 * The fields of a media's vendor metadata (MOS `mosExternalMetadata` payloads): element paths under
 * the payload and their text (`Reporter` → `Ana`, `Video/Length` → `90`). They are what a device's
 * searchable fields name and what the text filter reads. Read with fast-xml-parser; the payloads come
 * from the MOS driver, which refused DTDs and entities before they reached here.
 */
import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: true, htmlEntities: false, textNodeName: '#text' });

const MAX_FIELDS = 100;
const MAX_DEPTH = 8;
const MAX_VALUE = 500;

export interface MetadataField {
  schema: string;
  name: string;
  value: string;
}

/** Every leaf of every payload, in order; at most 100, values cut at 500 characters. A payload that does not parse gives none. */
export function metadataFields(list: readonly { schema: string; payload: string }[]): MetadataField[] {
  const out: MetadataField[] = [];
  for (const m of list) {
    let tree: unknown;
    try {
      tree = parser.parse(`<payload>${m.payload}</payload>`).payload;
    } catch {
      continue;
    }
    const walk = (node: unknown, path: string[], depth: number) => {
      if (out.length >= MAX_FIELDS || depth > MAX_DEPTH || node === undefined || node === null) return;
      if (Array.isArray(node)) return node.forEach((n) => walk(n, path, depth));
      if (typeof node !== 'object') {
        const value = String(node).trim();
        if (value && path.length) out.push({ schema: m.schema, name: path.join('/'), value: value.slice(0, MAX_VALUE) });
        return;
      }
      for (const [k, v] of Object.entries(node)) walk(v, k === '#text' ? path : [...path, k], depth + 1);
    };
    walk(tree, [], 0);
  }
  return out;
}

/** Fields by name, several values of one name joined (`Reporter: Ana; Beto`). */
export function fieldMap(fields: readonly MetadataField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) out[f.name] = out[f.name] ? `${out[f.name]}; ${f.value}` : f.value;
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const NAME = /^[A-Za-z_][\w.-]*$/;

/** A payload made of field values (`Video/Length` → `<Video><Length>90</Length></Video>`); names that are not element names are left out. */
export function payloadOf(values: Record<string, string>): string {
  type Tree = { [k: string]: Tree | string };
  const tree: Tree = {};
  for (const [name, value] of Object.entries(values)) {
    const steps = name.split('/').filter(Boolean);
    if (!steps.length || !steps.every((s) => NAME.test(s))) continue;
    let cur = tree;
    steps.slice(0, -1).forEach((s) => {
      if (typeof cur[s] !== 'object') cur[s] = {};
      cur = cur[s] as Tree;
    });
    cur[steps[steps.length - 1]!] = value;
  }
  const xml = (t: Tree): string => Object.entries(t).map(([k, v]) => `<${k}>${typeof v === 'string' ? esc(v) : xml(v)}</${k}>`).join('');
  return xml(tree);
}
