import type { IncomingMessage } from 'node:http';
import { BadRequestError, jsonProblem, JSON_MAX_DEPTH, PayloadTooLargeError, UnsupportedMediaTypeError } from '@lauda/sdk/server';

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new PayloadTooLargeError(`The request body is larger than ${limit} bytes`, 'error.bodyTooLarge', { limit });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new PayloadTooLargeError(`The request body is larger than ${limit} bytes`, 'error.bodyTooLarge', { limit });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const FORM = 'application/x-www-form-urlencoded';
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/**
 * Every body, whatever the route: at most JSON_MAX_DEPTH levels, and no control characters or
 * unpaired surrogates in any string or key. A 400 in the validation shape, naming the field.
 */
export function checkBody(value: unknown): void {
  const p = jsonProblem(value, JSON_MAX_DEPTH);
  if (!p) return;
  const field = p.path.length ? p.path.join('.') : 'body';
  throw new BadRequestError(`Invalid field '${field}': ${p.message}`, { in: 'body', issues: [{ field, message: p.message, code: p.code }] }, 'error.validation');
}

/**
 * Reads a JSON (or, where allowed, url-encoded form) body. An empty body is `undefined`; a body
 * of another type is a 415 naming the types expected (so a cross-site form cannot post JSON routes).
 */
export async function readBody(req: IncomingMessage, limit: number, allowForm: boolean): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const buf = await readLimited(req, limit);
  if (buf.length === 0) return undefined;
  const text = buf.toString('utf8');
  let value: unknown;
  if (allowForm && type === FORM) {
    value = Object.fromEntries(new URLSearchParams(text));
  } else if (isJson(type)) {
    try {
      value = JSON.parse(text);
    } catch (e) {
      throw new BadRequestError(`Malformed JSON body: ${(e as Error).message}`, undefined, 'error.malformedJson');
    }
  } else {
    const expected = allowForm ? ['application/json', FORM] : ['application/json'];
    throw new UnsupportedMediaTypeError(`Send the body as ${expected.join(' or ')} (Content-Type: ${expected.join(' or ')}), not ${type || 'without a type'}`, 'error.unsupportedMediaType', { contentType: type, expected });
  }
  checkBody(value);
  return value;
}
