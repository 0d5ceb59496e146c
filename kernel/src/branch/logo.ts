/**
 * The branch logo: a stored image (the kernel's files) named by the branch configuration's
 * `logoFileId` — PNG, JPEG or GIF up to 10 MB (spec 000: 90x90 recommended) — checked when it is
 * uploaded and when the configuration is saved, shown by the shell and drawn in the header of every PDF.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { BadRequestError, LOGO_TYPES, type Logger } from '@lauda/sdk/server';
import type { KernelFiles } from '../files/service.js';

type LogoType = (typeof LOGO_TYPES)[number];

/** The image type of a file's first bytes, or null when it is not a PNG, JPEG or GIF. */
export function sniffLogo(head: Buffer): LogoType | null {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  const gif = head.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  return null;
}

export const invalidLogo = (message: string) =>
  new BadRequestError(`Invalid field 'logoFileId': ${message}`, { in: 'body', issues: [{ field: 'logoFileId', message, code: 'invalid_logo' }] }, 'branch.invalidLogo');

/** 400 naming `logoFileId` unless it is a stored PNG, JPEG or GIF image (null: no logo, always fine). */
export async function assertLogo(files: KernelFiles, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const file = await files.get(id).catch(() => null);
  if (file && (LOGO_TYPES as readonly string[]).includes(file.contentType)) return;
  throw invalidLogo(file ? `file ${id} is ${file.contentType}, not a PNG, JPEG or GIF image` : `no stored file ${id}`);
}

/** The first bytes of a stored file, to judge its type by them. */
export async function headOf(file: string, bytes = 16): Promise<Buffer> {
  const h = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await h.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await h.close();
  }
}

/**
 * The logo's bytes for a PDF (PNG or JPEG: a GIF is drawn as its first frame, converted to PNG), or
 * null: a logo whose file is gone prints no logo (and says so in the log).
 */
export async function logoBytes(files: KernelFiles, id: number | null | undefined, logger?: Logger): Promise<Buffer | null> {
  if (id === null || id === undefined) return null;
  try {
    const bytes = await fs.promises.readFile(await files.path(id));
    return sniffLogo(bytes) === 'image/gif' ? await sharp(bytes, { pages: 1 }).png().toBuffer() : bytes;
  } catch (e) {
    logger?.warn('branch: the logo file cannot be read; PDFs are printed without it', { logoFileId: id, error: (e as Error).message });
    return null;
  }
}
