/**
 * Print routes of spec 000 §2 / 001 §2: `/print/{encoded options}/{type}` and
 * `/print/branches/{branchId}/{encoded options}/{type}`, opened in a new window. The options are
 * JSON with a random number (`_r`, so two prints of the same thing never share a window or a cache
 * entry), base64-encoded (UTF-8) and URL-escaped.
 */

export type PrintOptions = Record<string, unknown>;

/** The key of the random number added to every set of options. */
export const RANDOM_KEY = '_r';

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function fromBase64(b64: string): string {
  const bin = atob(b64);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** JSON (with the random number) → base64 → URL-escaped: one path segment. */
export function encodePrintOptions(options: PrintOptions, random: () => number = Math.random): string {
  const withRandom = { ...options, [RANDOM_KEY]: Math.floor(random() * 1e9) };
  return encodeURIComponent(toBase64(JSON.stringify(withRandom)));
}

export class PrintOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintOptionsError';
  }
}

/**
 * The options of a print path segment, without the random number. Accepts the segment as it is in
 * the URL or already unescaped (routers differ); throws PrintOptionsError when it is not ours.
 */
export function decodePrintOptions(segment: string): PrintOptions {
  let b64 = segment;
  try {
    if (/%[0-9A-Fa-f]{2}/.test(b64)) b64 = decodeURIComponent(b64);
  } catch {
    throw new PrintOptionsError('options are not URL-escaped correctly');
  }
  let value: unknown;
  try {
    value = JSON.parse(fromBase64(b64));
  } catch {
    throw new PrintOptionsError('options are not base64-encoded JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new PrintOptionsError('options are not an object');
  const { [RANDOM_KEY]: _random, ...options } = value as Record<string, unknown>;
  return options;
}

/** The path of a print page; `branchId` selects the variant for another branch. */
export function printPath(type: string, options: PrintOptions, branchId?: string | number | null, random?: () => number): string {
  const encoded = encodePrintOptions(options, random);
  const kind = encodeURIComponent(type);
  return branchId === undefined || branchId === null || branchId === ''
    ? `/print/${encoded}/${kind}`
    : `/print/branches/${encodeURIComponent(String(branchId))}/${encoded}/${kind}`;
}

/**
 * Opens a print page in a new window. Returns false when the browser blocked the popup, so the
 * caller can say so ("popup blocked", spec 000 §8).
 */
export function openPrintWindow(
  path: string,
  open: (url: string, target: string) => unknown = (url, target) => window.open(url, target),
): boolean {
  const w = open(path, '_blank');
  return !!w;
}

export interface PrintLocation {
  /** the encoded options segment, as in the URL */
  encoded: string;
  type: string;
  branchId: string | null;
}

/**
 * Splits a print path (as in `location.pathname`, still escaped) into its parts; null when it is
 * not a print path. Parsed by hand because an escaped `/` (%2F) in base64 must stay inside its segment.
 */
export function parsePrintPath(pathname: string): PrintLocation | null {
  const parts = pathname.split('/').filter((p, i) => i > 0 || p !== '');
  if (parts[0] !== 'print') return null;
  const dec = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  if (parts[1] === 'branches' && parts.length === 5 && parts[2] && parts[3] && parts[4]) {
    return { branchId: dec(parts[2]), encoded: parts[3], type: dec(parts[4]) };
  }
  if (parts.length === 3 && parts[1] && parts[2]) return { branchId: null, encoded: parts[1], type: dec(parts[2]) };
  return null;
}
