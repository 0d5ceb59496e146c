import type { IncomingMessage } from 'node:http';
import { BadRequestError, PayloadTooLargeError } from '@lauda/sdk/server';

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

/** Reads a JSON (or, where allowed, url-encoded form) body. An empty body is `undefined`. */
export async function readBody(req: IncomingMessage, limit: number, allowForm: boolean): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const buf = await readLimited(req, limit);
  if (buf.length === 0) return undefined;
  const text = buf.toString('utf8');
  if (allowForm && type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    throw new BadRequestError(
      allowForm ? 'Send the body as JSON or as a url-encoded form' : 'Send the body as JSON (Content-Type: application/json)',
      { contentType: type },
      'error.unsupportedMediaType',
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new BadRequestError(`Malformed JSON body: ${(e as Error).message}`, undefined, 'error.malformedJson');
  }
}
