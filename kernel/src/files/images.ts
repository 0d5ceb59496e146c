/** What an upload must be: a JPEG or PNG under the size limit, checked by its first bytes; its stored name. */
import { Transform, type TransformCallback } from 'node:stream';
import { BadRequestError, PayloadTooLargeError } from '@lauda/sdk/server';

/** Images must be under 10 MB (spec): a file of this many bytes or more is refused. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Most files one multiple upload may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Thumbnails fit in this square, keeping the ratio. */
export const THUMBNAIL_SIZE = 320;
/** Decompression-bomb guard: a 10 MB file may still claim a huge canvas. */
export const MAX_INPUT_PIXELS = 120_000_000;
/** Room for multipart boundaries, part headers and small text fields on top of the files themselves. */
export const MULTIPART_OVERHEAD = 1024 * 1024;

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAGIC_BYTES = PNG_MAGIC.length;
/** Declared part types we accept; the bytes decide the stored type. Browsers send octet-stream when they cannot tell. */
export const DECLARED_OK = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'application/octet-stream', '']);

export const invalidType = (field: string) => new BadRequestError('invalid image type', { field, allowed: ['image/jpeg', 'image/png'] }, 'file.invalidImageType');
export const invalidSize = (field: string) => new PayloadTooLargeError('invalid image size', 'file.invalidImageSize', { field, limit: MAX_IMAGE_BYTES });
export const invalidImage = (field: string, name: string) =>
  new BadRequestError('invalid image: the file cannot be read as an image', { field, name }, 'file.invalidImage');

export function sniff(head: Buffer): 'image/jpeg' | 'image/png' | null {
  if (head.length >= JPEG_MAGIC.length && head.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  if (head.length >= PNG_MAGIC.length && head.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

/** Passes bytes through once the first ones show a JPEG or PNG; refuses anything else before a byte reaches the disk. */
export class MagicCheck extends Transform {
  private head: Buffer | null = Buffer.alloc(0);
  detected: 'image/jpeg' | 'image/png' | null = null;
  size = 0;

  constructor(private readonly field: string) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.size += chunk.length;
    if (this.head === null) return cb(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < MAGIC_BYTES) return cb();
    this.release(cb);
  }

  override _flush(cb: TransformCallback): void {
    if (this.head === null) return cb();
    this.release(cb);
  }

  private release(cb: TransformCallback): void {
    const head = this.head!;
    this.head = null;
    this.detected = sniff(head);
    if (!this.detected) return cb(invalidType(this.field));
    cb(null, head);
  }
}

/** The client's name, kept for display and downloads only (never a path on disk). */
export function cleanName(raw: string | undefined, type: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name) name = type === 'image/png' ? 'image.png' : 'image.jpg';
  const chars = [...name];
  return chars.length > 255 ? chars.slice(0, 255).join('') : name;
}
