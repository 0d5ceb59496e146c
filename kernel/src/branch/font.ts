/**
 * The branch font: a stored TrueType or OpenType file named by the branch configuration's
 * `fontFileId`, checked when it is uploaded and when the configuration is saved; every PDF is set in it.
 */
import fs from 'node:fs';
import { BadRequestError, type Logger } from '@lauda/sdk/server';
import type { KernelFiles } from '../files/service.js';

// the first four bytes of a TrueType (0x00010000, 'true') or OpenType/CFF ('OTTO') font
const SIGNATURES = ['00010000', '74727565', '4f54544f'];
export const FONT_MAX_BYTES = 10 * 1024 * 1024;

async function signature(file: string): Promise<string> {
  const h = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await h.read(Buffer.alloc(4), 0, 4, 0);
    return buffer.subarray(0, bytesRead).toString('hex');
  } finally {
    await h.close();
  }
}

/** 400 naming `fontFileId` unless it is a stored TrueType or OpenType font (null: the bundled font, always fine). */
export async function assertFont(files: KernelFiles, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const file = await files.path(id).catch(() => null);
  const sig = file ? await signature(file).catch(() => '') : '';
  if (SIGNATURES.includes(sig)) return;
  const message = file ? `file ${id} is not a TrueType or OpenType font` : `no stored file ${id}`;
  throw new BadRequestError(`Invalid field 'fontFileId': ${message}`, { in: 'body', issues: [{ field: 'fontFileId', message, code: 'invalid_font' }] }, 'branch.invalidFont');
}

/** The font file for the PDFs, or null: a font whose file is gone prints in the bundled one (and says so in the log). */
export async function fontPath(files: KernelFiles, id: number | null | undefined, logger?: Logger): Promise<string | null> {
  if (id === null || id === undefined) return null;
  try {
    const file = await files.path(id);
    await fs.promises.access(file, fs.constants.R_OK);
    return file;
  } catch (e) {
    logger?.warn('branch: the font file cannot be read; PDFs use the bundled font', { fontFileId: id, error: (e as Error).message });
    return null;
  }
}
