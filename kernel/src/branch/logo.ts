/**
 * The branch logo: a stored image (the kernel's files) named by the branch configuration's
 * `logoFileId`, checked when the configuration is saved and read for the header of every PDF.
 */
import fs from 'node:fs';
import { BadRequestError, type Logger } from '@lauda/sdk/server';
import type { KernelFiles } from '../files/service.js';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** 400 naming `logoFileId` unless it is a stored PNG or JPEG image (null: no logo, always fine). */
export async function assertLogo(files: KernelFiles, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const file = await files.get(id).catch(() => null);
  if (file && IMAGE_TYPES.includes(file.contentType)) return;
  const message = file ? `file ${id} is ${file.contentType}, not a PNG or JPEG image` : `no stored file ${id}`;
  throw new BadRequestError(`Invalid field 'logoFileId': ${message}`, { in: 'body', issues: [{ field: 'logoFileId', message, code: 'invalid_logo' }] }, 'branch.invalidLogo');
}

/** The logo's bytes for a PDF, or null: a logo whose file is gone prints no logo (and says so in the log). */
export async function logoBytes(files: KernelFiles, id: number | null | undefined, logger?: Logger): Promise<Buffer | null> {
  if (id === null || id === undefined) return null;
  try {
    return await fs.promises.readFile(await files.path(id));
  } catch (e) {
    logger?.warn('branch: the logo file cannot be read; PDFs are printed without it', { logoFileId: id, error: (e as Error).message });
    return null;
  }
}
