/**
 * A media's thumbnail, served by Lauda: the picture at the media's own http(s) proxy path (only
 * addresses the device announced: the route takes no address, so it is never an open proxy),
 * fetched once without following redirects, checked to be a JPEG or PNG, and kept as a kernel file
 * attached to the media; its kernel thumbnail (a JPEG within 320×320) is what is answered. A failed
 * fetch is not tried again for `thumbnailRetryMs`. Anything else: 404 media.noThumbnail.
 */
import fs from 'node:fs';
import { NotFoundError, Reply } from '@lauda/sdk/server';
import type { RunningOrderPath } from '@lauda/sdk/device';
import { MEDIA_DOCUMENT, MEDIA_ERRORS as E } from '../common/index.js';
import type { Ctx } from './context.js';
import { thumbnailSource, type MediaRow } from './model.js';
import type { MediaStore } from './store.js';

const none = (id: number) => new NotFoundError('This media has no thumbnail', E.noThumbnail, { id });

export class Thumbnails {
  /** fetches under way, by media id: two screens asking at once fetch once */
  private readonly pending = new Map<number, Promise<number | null>>();

  constructor(private readonly ctx: Ctx, private readonly store: MediaStore) {}

  /** The bytes of a URL the device announced: a picture, under the size limit, within the time limit. */
  private async fetchPicture(url: string): Promise<Buffer> {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(this.ctx.settings.thumbnailTimeoutMs), headers: { accept: 'image/jpeg, image/png' } });
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
    const type = (res.headers.get('content-type') ?? '').toLowerCase();
    if (!/^image\/(jpeg|jpg|png|pjpeg)\b/.test(type)) {
      await res.body?.cancel();
      throw new Error(`not a picture (${type || 'no content type'})`);
    }
    const max = this.ctx.settings.thumbnailMaxBytes;
    if (Number(res.headers.get('content-length') ?? 0) > max) {
      await res.body?.cancel();
      throw new Error('too large');
    }
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > max) throw new Error('too large');
      parts.push(Buffer.from(chunk));
    }
    return Buffer.concat(parts);
  }

  /** The kernel file of the media's picture, fetching it when needed; null when it has none (now). */
  private async fileOf(r: MediaRow): Promise<number | null> {
    const paths = JSON.parse(r.paths) as RunningOrderPath[];
    const source = thumbnailSource(paths);
    // a kept picture stays while the device announces the same address (or none: a picture given here)
    if (r.thumbnail_file_id && (!source || r.thumbnail_source === source || r.thumbnail_source === 'lauda')) return Number(r.thumbnail_file_id);
    if (!source) return null;
    const failed = r.thumbnail_failed_at === null ? null : Number(r.thumbnail_failed_at);
    if (failed !== null && this.ctx.now() - failed < this.ctx.settings.thumbnailRetryMs) return r.thumbnail_file_id ? Number(r.thumbnail_file_id) : null;
    try {
      const bytes = await this.fetchPicture(source);
      const file = await this.ctx.files.saveImage(bytes, { name: `${r.object_id}.${bytes[0] === 0x89 ? 'png' : 'jpg'}` });
      await this.ctx.files.attach(this.ctx.db.knex, [file.id], { type: MEDIA_DOCUMENT, id: Number(r.id) });
      await this.store.setThumbnail(Number(r.id), { fileId: file.id, source });
      return file.id;
    } catch (e) {
      this.ctx.logger.info('media: no thumbnail from the proxy path', { id: Number(r.id), url: source, error: String((e as Error).message ?? e) });
      await this.store.setThumbnail(Number(r.id), { failedAt: this.ctx.now() });
      return r.thumbnail_file_id ? Number(r.thumbnail_file_id) : null;
    }
  }

  async reply(id: number): Promise<Reply> {
    const r = await this.store.row(id);
    if (!r) throw new NotFoundError('No such media', E.notFound, { id });
    let job = this.pending.get(id);
    if (!job) {
      job = this.fileOf(r).finally(() => this.pending.delete(id));
      this.pending.set(id, job);
    }
    const fileId = await job;
    if (!fileId) throw none(id);
    const path = await this.ctx.files.path(fileId, 'thumbnail').catch(() => null);
    if (!path) throw none(id);
    const bytes = await fs.promises.readFile(path).catch(() => null);
    if (!bytes) throw none(id);
    return new Reply(200, bytes, { 'content-type': 'image/jpeg', 'cache-control': 'private, max-age=300' });
  }

  /** A picture given here (the demo's drawn ones): kept as the media's thumbnail whatever its proxy paths. */
  async give(id: number, bytes: Buffer, name: string): Promise<void> {
    const file = await this.ctx.files.saveImage(bytes, { name });
    await this.ctx.files.attach(this.ctx.db.knex, [file.id], { type: MEDIA_DOCUMENT, id });
    await this.store.setThumbnail(id, { fileId: file.id, source: 'lauda' });
  }
}
