/**
 * XML as MOS uses it: a small element tree, a serializer that escapes everything, and a parser
 * (fast-xml-parser, well kept and pure JS) wrapped so that it never expands entities: documents
 * with a DOCTYPE, an ENTITY declaration or a processing instruction are refused before parsing,
 * and text is decoded here, knowing only the five XML entities and character references.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MosProtocolError } from '../model/index.js';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
/** A node: an element, text, or an XML fragment to be written as is (already checked). */
export type XmlNode = XmlElement | string | { raw: string };

export const isElement = (n: XmlNode | undefined | null): n is XmlElement => typeof n === 'object' && n !== null && 'name' in n;

type Child = XmlNode | null | undefined | false | Child[];

/** Builds an element; null/undefined/false children are skipped, arrays flattened, numbers written as text. */
export function el(name: string, attrs: Record<string, string | number | undefined> | null, ...children: (Child | number)[]): XmlElement {
  const out: XmlNode[] = [];
  const add = (c: Child | number) => {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) c.forEach(add);
    else if (typeof c === 'number') out.push(String(c));
    else out.push(c);
  };
  children.forEach(add);
  const a: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs ?? {})) if (v !== undefined) a[k] = String(v);
  return { name, attrs: a, children: out };
}

/** `<name>text</name>` or nothing when the value is undefined, null or empty. */
export function opt(name: string, value: string | number | undefined | null): XmlElement | null {
  if (value === undefined || value === null || value === '') return null;
  return el(name, null, String(value));
}

// XML 1.0 forbids most control characters even escaped; they are dropped from what Lauda sends.
const INVALID_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const cleanText = (s: string) => s.replace(INVALID_CHARS, '');
export const escapeText = (s: string) => cleanText(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

export function serialize(node: XmlNode): string {
  if (typeof node === 'string') return escapeText(node);
  if (!isElement(node)) return node.raw;
  const attrs = Object.entries(node.attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  if (!node.children.length) return `<${node.name}${attrs}/>`;
  return `<${node.name}${attrs}>${node.children.map(serialize).join('')}</${node.name}>`;
}

/**
 * An XML fragment from elsewhere (a vendor's mosPayload) to embed as is, if it is well-formed and
 * harmless; otherwise it is embedded as text.
 */
export function fragment(xml: string): XmlNode {
  try {
    parseXml(`<f>${xml}</f>`);
    return { raw: cleanText(xml) };
  } catch {
    return xml;
  }
}

const FORBIDDEN = /<!DOCTYPE|<!ENTITY|<!ATTLIST|<!ELEMENT|<!NOTATION|<\?(?!xml[\s?])/i;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five XML entities and character references; anything else is malformed. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  const out = s.replace(ENTITY, (_m, e: string) => {
    if (e[0] !== '#') return NAMED[e]!;
    const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    if (code > 0x10ffff || code === 0 || (code >= 0xd800 && code <= 0xdfff)) throw new MosProtocolError('malformed', `invalid character reference &${e};`);
    return String.fromCodePoint(code);
  });
  // a decoded `&amp;` gives back '&', so look for leftovers in the source instead
  const rest = s.replace(ENTITY, '');
  if (rest.includes('&')) {
    const m = /&[^;\s]{0,20};?/.exec(rest);
    throw new MosProtocolError('malformed', `unknown or unterminated entity ${m?.[0] ?? '&'}`);
  }
  return out;
}

export interface ParseLimits {
  /** deepest element nesting accepted */
  maxDepth?: number;
}

/** Parses one XML document to its root element. Throws MosProtocolError('forbidden' | 'malformed'). */
export function parseXml(xml: string, limits: ParseLimits = {}): XmlElement {
  const forbidden = FORBIDDEN.exec(xml);
  if (forbidden) throw new MosProtocolError('forbidden', `${forbidden[0]} is not accepted (no DTD, entity declarations or processing instructions)`);
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (valid !== true) throw new MosProtocolError('malformed', `not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  let tree: unknown[];
  try {
    tree = parser.parse(xml) as unknown[];
  } catch (e) {
    throw new MosProtocolError('malformed', `not well-formed XML: ${(e as Error).message}`);
  }
  const maxDepth = limits.maxDepth ?? 64;
  const convert = (node: Record<string, unknown>, depth: number): XmlNode | null => {
    if (depth > maxDepth) throw new MosProtocolError('malformed', `elements nested deeper than ${maxDepth}`);
    if ('#text' in node) return decodeEntities(String(node['#text']));
    const name = Object.keys(node).find((k) => k !== ':@');
    if (!name) return null;
    if (name === '#cdata') {
      const parts = node['#cdata'] as { '#text'?: unknown }[];
      return parts.map((p) => String(p['#text'] ?? '')).join('');
    }
    if (name.startsWith('?') || name.startsWith('!')) return null;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries((node[':@'] as Record<string, unknown> | undefined) ?? {})) attrs[k] = decodeEntities(String(v));
    const children: XmlNode[] = [];
    for (const c of (node[name] as Record<string, unknown>[]) ?? []) {
      const x = convert(c, depth + 1);
      if (x === null) continue;
      // text between elements that is only layout whitespace is dropped
      if (typeof x === 'string' && x.trim() === '' && (children.length > 0 || (node[name] as unknown[]).length > 1)) continue;
      const last = children[children.length - 1];
      if (typeof x === 'string' && typeof last === 'string') children[children.length - 1] = last + x;
      else children.push(x);
    }
    return { name, attrs, children };
  };
  const roots = tree.map((n) => convert(n as Record<string, unknown>, 0)).filter(isElement);
  if (roots.length !== 1) throw new MosProtocolError('malformed', `expected one root element, found ${roots.length}`);
  return roots[0]!;
}

/* ------------------------------------------------------------------ reading */

export const child = (e: XmlElement | undefined, name: string): XmlElement | undefined =>
  e?.children.find((c): c is XmlElement => isElement(c) && c.name === name);
export const childrenNamed = (e: XmlElement | undefined, name: string): XmlElement[] =>
  (e?.children ?? []).filter((c): c is XmlElement => isElement(c) && c.name === name);
export const elements = (e: XmlElement | undefined): XmlElement[] => (e?.children ?? []).filter(isElement);
/** The text of an element (its text children joined), trimmed. */
export const textOf = (e: XmlElement | undefined): string =>
  (e?.children ?? []).map((c) => (typeof c === 'string' ? c : isElement(c) ? textOf(c) : '')).join('').trim();
export const childText = (e: XmlElement | undefined, name: string): string | undefined => {
  const c = child(e, name);
  return c ? textOf(c) : undefined;
};
export const childNumber = (e: XmlElement | undefined, name: string): number | undefined => {
  const t = childText(e, name);
  if (t === undefined || t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};
/** Serializes the children of an element (the inside of a mosPayload). */
export const innerXml = (e: XmlElement): string => e.children.map(serialize).join('');
