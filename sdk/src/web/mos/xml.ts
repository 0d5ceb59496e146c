/**
 * XML as MOS plug-ins post it to the story editor: a strict little parser and a serializer. Pure, so
 * the browser and the unit tests run the same code (Node has no DOMParser, and the browser's answers a
 * broken document with a `<parsererror>` page and would expand a DTD's entities).
 *
 * It refuses rather than repairs: a DOCTYPE or any other declaration, processing instructions other than
 * the XML declaration, entities other than the five XML ones and character references, unclosed or
 * mismatched tags, duplicate attributes, anything but comments and blanks around the one root element.
 * No entity is ever expanded and sizes are bounded, so nothing a plug-in posts can grow or reach out.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

export type XmlProblem =
  | 'tooLong' | 'doctype' | 'declaration' | 'processingInstruction' | 'entity' | 'malformed' | 'unclosed' | 'mismatched'
  | 'trailing' | 'noRoot' | 'tooDeep' | 'tooMany';

export class XmlError extends Error {
  constructor(readonly problem: XmlProblem, message: string) {
    super(message);
    this.name = 'XmlError';
  }
}

/** Limits a message must stay within (a MOS item is a few kilobytes). */
export const XML_LIMITS = { chars: 1_000_000, depth: 64, elements: 20_000 } as const;

const NAME = /[A-Za-z_][\w.\-:]*/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// XML 1.0 forbids these even as character references
const BAD_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function validCodePoint(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

function decode(raw: string): string {
  if (BAD_CHAR.test(raw)) throw new XmlError('malformed', 'a character XML does not allow');
  return raw.replace(/&([^;&<]*);|&/g, (all, body: string | undefined) => {
    if (body === undefined) throw new XmlError('entity', 'a lone & (write &amp;)');
    if (body in ENTITIES) return ENTITIES[body]!;
    const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    if (!m) throw new XmlError('entity', `the entity &${body.slice(0, 20)}; is not one of XML's five`);
    const cp = m[1] ? parseInt(m[1], 16) : Number(m[2]);
    if (!validCodePoint(cp)) throw new XmlError('entity', `&${body}; is not a character XML allows`);
    return String.fromCodePoint(cp);
  });
}

/** Parses one XML document into elements and text; throws `XmlError` naming the problem. */
export function parseXml(input: string): XmlElement {
  if (typeof input !== 'string') throw new XmlError('malformed', 'not text');
  if (input.length > XML_LIMITS.chars) throw new XmlError('tooLong', `longer than ${XML_LIMITS.chars} characters`);
  const src = input.replace(/^\uFEFF/, '');
  let i = 0;
  let count = 0;

  const fail = (problem: XmlProblem, what: string): never => {
    throw new XmlError(problem, `${what} (at ${i})`);
  };
  const skipBlanks = () => {
    while (i < src.length && /\s/.test(src[i]!)) i++;
  };
  const name = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(src);
    if (!m) return fail('malformed', 'a tag name was expected');
    i += m[0].length;
    return m[0];
  };
  /** `<!--…-->`, `<!DOCTYPE`, `<!…` and `<?…?>` at i; answers whether a comment was skipped */
  const special = (): boolean => {
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) fail('unclosed', 'a comment is not closed');
      i = end + 3;
      return true;
    }
    if (/^<!DOCTYPE/i.test(src.slice(i, i + 9))) fail('doctype', 'a DOCTYPE is not accepted');
    if (src.startsWith('<![CDATA[', i)) return false;
    if (src.startsWith('<!', i)) fail('declaration', 'declarations are not accepted');
    if (src.startsWith('<?', i)) fail('processingInstruction', 'processing instructions are not accepted');
    return false;
  };
  const misc = () => {
    for (;;) {
      skipBlanks();
      if (!special()) return;
    }
  };

  // the XML declaration, only first
  skipBlanks();
  if (/^<\?xml[\s?]/.test(src.slice(i, i + 6))) {
    const end = src.indexOf('?>', i);
    if (end < 0) fail('unclosed', 'the XML declaration is not closed');
    i = end + 2;
  }
  misc();
  if (src[i] !== '<' || i >= src.length) fail('noRoot', 'no root element');

  const element = (depth: number): XmlElement => {
    if (depth > XML_LIMITS.depth) fail('tooDeep', `nested deeper than ${XML_LIMITS.depth}`);
    if (++count > XML_LIMITS.elements) fail('tooMany', `more than ${XML_LIMITS.elements} elements`);
    i++; // <
    const tag = name();
    const attrs: Record<string, string> = {};
    for (;;) {
      const before = i;
      skipBlanks();
      if (src.startsWith('/>', i)) {
        i += 2;
        return { name: tag, attrs, children: [] };
      }
      if (src[i] === '>') {
        i++;
        break;
      }
      if (i >= src.length) fail('unclosed', `<${tag}> is not closed`);
      if (i === before) fail('malformed', `a blank is needed before an attribute of <${tag}>`);
      const attr = name();
      skipBlanks();
      if (src[i] !== '=') fail('malformed', `the attribute ${attr} has no value`);
      i++;
      skipBlanks();
      const quote = src[i];
      if (quote !== '"' && quote !== "'") fail('malformed', `the value of ${attr} is not quoted`);
      const end = src.indexOf(quote!, i + 1);
      if (end < 0) fail('unclosed', `the value of ${attr} is not closed`);
      const raw = src.slice(i + 1, end);
      if (raw.includes('<')) fail('malformed', `< in the value of ${attr}`);
      if (Object.prototype.hasOwnProperty.call(attrs, attr)) fail('malformed', `the attribute ${attr} is repeated`);
      attrs[attr] = decode(raw);
      i = end + 1;
    }
    const children: XmlNode[] = [];
    const text = (s: string) => {
      if (!s) return;
      const last = children[children.length - 1];
      if (typeof last === 'string') children[children.length - 1] = last + s;
      else children.push(s);
    };
    for (;;) {
      if (i >= src.length) fail('unclosed', `<${tag}> is not closed`);
      const lt = src.indexOf('<', i);
      if (lt < 0) {
        i = src.length;
        fail('unclosed', `<${tag}> is not closed`);
      }
      if (lt > i) {
        const raw = src.slice(i, lt);
        if (raw.includes(']]>')) fail('malformed', ']]> in text');
        text(decode(raw));
        i = lt;
      }
      if (src.startsWith('</', i)) {
        i += 2;
        const closing = name();
        skipBlanks();
        if (src[i] !== '>') fail('malformed', `</${closing} is not closed`);
        if (closing !== tag) fail('mismatched', `</${closing}> closes <${tag}>`);
        i++;
        return { name: tag, attrs, children };
      }
      if (src.startsWith('<![CDATA[', i)) {
        const end = src.indexOf(']]>', i + 9);
        if (end < 0) fail('unclosed', 'a CDATA section is not closed');
        const raw = src.slice(i + 9, end);
        if (BAD_CHAR.test(raw)) fail('malformed', 'a character XML does not allow');
        text(raw);
        i = end + 3;
        continue;
      }
      if (special()) continue;
      children.push(element(depth + 1));
    }
  };

  const root = element(1);
  misc();
  if (i < src.length) fail('trailing', 'something follows the root element');
  return root;
}

/* ------------------------------------------------------------------ reading helpers */

export const isElement = (n: XmlNode | undefined): n is XmlElement => typeof n === 'object' && n !== null;
export const elements = (e: XmlElement): XmlElement[] => e.children.filter(isElement);
/** The first child element named `name` (MOS tag names are case-sensitive). */
export const child = (e: XmlElement, name: string): XmlElement | undefined => elements(e).find((c) => c.name === name);
export const childrenNamed = (e: XmlElement, name: string): XmlElement[] => elements(e).filter((c) => c.name === name);
/** All the text inside, markup left out. */
export const textOf = (e: XmlElement): string => e.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
/** The trimmed text of a child, undefined when absent or blank. */
export function childText(e: XmlElement, name: string): string | undefined {
  const c = child(e, name);
  const v = c ? textOf(c).trim() : '';
  return v || undefined;
}

/* ------------------------------------------------------------------ writing */

const INVALID_OUT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const escapeText = (s: string) => s.replace(INVALID_OUT, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

type Child = XmlNode | number | null | undefined | false | Child[];

/** An element; null, undefined and false children are left out, numbers written as text. */
export function el(name: string, attrs: Record<string, string | number | undefined> | null, ...kids: Child[]): XmlElement {
  const children: XmlNode[] = [];
  const add = (c: Child) => {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) c.forEach(add);
    else children.push(typeof c === 'number' ? String(c) : c);
  };
  kids.forEach(add);
  const a: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs ?? {})) if (v !== undefined) a[k] = String(v);
  return { name, attrs: a, children };
}

/** Serializes without a declaration (what MOS plug-ins exchange), escaping every text and value. */
export function toXml(node: XmlNode): string {
  if (typeof node === 'string') return escapeText(node);
  const attrs = Object.entries(node.attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  if (!node.children.length) return `<${node.name}${attrs}/>`;
  return `<${node.name}${attrs}>${node.children.map(toXml).join('')}</${node.name}>`;
}
