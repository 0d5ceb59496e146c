/** An image a plugin holds as bytes, stored as an upload would be: checked by its bytes, with its thumbnail. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { StoredFile } from '@lauda/sdk/server';
import { cleanName, invalidImage, invalidSize, invalidType, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, sniff, THUMBNAIL_SIZE } from './images.js';
import type { KernelFiles } from './service.js';

export async function saveImageBytes(files: KernelFiles, bytes: Buffer, opts: { name: string; userId?: number | null }): Promise<StoredFile> {
  const field = 'file';
  if (bytes.length >= MAX_IMAGE_BYTES) throw invalidSize(field);
  const type = sniff(bytes.subarray(0, 8));
  if (!type) throw invalidType(field);
  const name = cleanName(opts.name, type);
  let thumb: Buffer;
  try {
    thumb = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalidImage(field, name);
  }
  const key = files.newKey();
  const thumbKey = `${key}.thumb.jpg`;
  const written = [files.resolveKey(key), files.resolveKey(thumbKey)];
  try {
    await fs.promises.mkdir(path.dirname(written[0]!), { recursive: true });
    await fs.promises.writeFile(written[0]!, bytes, { flag: 'wx', mode: 0o640 });
    await fs.promises.writeFile(written[1]!, thumb, { flag: 'wx', mode: 0o640 });
    const [id] = await files.db.knex('files').insert({
      name, content_type: type, size: bytes.length, storage_key: key, thumbnail_key: thumbKey, created_at: Date.now(), created_by: opts.userId ?? null,
    });
    return files.get(Number(id));
  } catch (e) {
    await Promise.all(written.map((p) => fs.promises.rm(p, { force: true }).catch(() => undefined)));
    throw e;
  }
}
