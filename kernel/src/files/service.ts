import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import sharp from 'sharp';
import { BadRequestError, NotFoundError, type FileUploadOptions, type Files, type SessionUser, type StoredFile } from '@lauda/sdk/server';
import { saveAnyFile } from './upload.js';
import { saveImageBytes } from './bytes.js';
import type { Knex } from 'knex';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelConfig } from '../config/index.js';
import type { DocumentRegistry } from '../access/documents.js';
import {
  cleanName, DECLARED_OK, invalidImage, invalidSize, invalidType, MagicCheck, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, MULTIPART_OVERHEAD, THUMBNAIL_SIZE,
} from './images.js';
export { MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES, THUMBNAIL_SIZE } from './images.js';

export interface FileRow {
  id: number;
  name: string;
  content_type: string;
  size: number | string;
  storage_key: string;
  thumbnail_key: string | null;
  created_at: number | string;
  created_by: number | null;
  document_type?: string | null;
  document_id?: string | null;
}

export interface UploadOptions {
  /** most files accepted; 1 for a single upload */
  max: number;
  user: SessionUser;
  /** the multipart field carrying the file(s); defaults to `file` when max is 1, else `files` */
  field?: string;
}

interface Received {
  name: string;
  contentType: 'image/jpeg' | 'image/png';
  size: number;
  key: string;
}

/**
 * File storage under `<dataDir>/files/`: each upload gets a random key (never the client's
 * name), a row in `files` and, for images, a JPEG thumbnail beside it.
 */
export class KernelFiles implements Files {
  readonly root: string;

  constructor(readonly db: KnexDatabase, config: Pick<KernelConfig, 'dataDir'>, private readonly documents?: DocumentRegistry) {
    this.root = path.join(config.dataDir, 'files');
  }

  /** The file's row; with `user`, a file of a document the user may not see in full is "not found" too. */
  private async row(id: number, user?: SessionUser): Promise<FileRow> {
    const notFound = () => new NotFoundError(`No file ${id}`, 'file.notFound', { id });
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    const row = (await this.db.knex('files').where('id', id).first()) as FileRow | undefined;
    if (!row) throw notFound();
    if (user && row.document_type && this.documents) {
      const seen = await this.documents.visibility(row.document_type, user, [String(row.document_id)]);
      if (seen.get(String(row.document_id)) !== 'full') throw notFound();
    }
    return row;
  }

  async attach(trx: Knex.Transaction | Knex, fileIds: readonly number[], document: { type: string; id: string | number } | null): Promise<void> {
    if (document && !this.documents?.get(document.type)) throw new Error(`files: no document type "${document.type}"`);
    if (!fileIds.length) return;
    await trx('files').whereIn('id', [...fileIds]).update({ document_type: document?.type ?? null, document_id: document ? String(document.id) : null });
  }

  private toStored(row: FileRow): StoredFile {
    const id = Number(row.id);
    return {
      id,
      name: row.name,
      contentType: row.content_type,
      size: Number(row.size),
      createdAt: new Date(Number(row.created_at)).toISOString(),
      hasThumbnail: !!row.thumbnail_key,
      url: `/api/files/${id}`,
      thumbnailUrl: row.thumbnail_key ? `/api/files/${id}/thumbnail` : null,
    };
  }

  /** Absolute path of a storage key; refuses anything that would leave the storage folder. */
  resolveKey(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`files: storage key escapes the storage folder: ${key}`);
    return full;
  }

  newKey(): string {
    const hex = crypto.randomBytes(16).toString('hex');
    return `${hex.slice(0, 2)}/${hex}`;
  }

  /** Any file (not only images) under a size limit, without a thumbnail: upload.ts; an image held as bytes: bytes.ts. */
  saveFile = (req: IncomingMessage, opts: FileUploadOptions): Promise<StoredFile> => saveAnyFile(this, req, opts);
  saveImage = (bytes: Buffer, opts: { name: string; userId?: number | null }): Promise<StoredFile> => saveImageBytes(this, bytes, opts);

  /** What is known of a file; with `user`, only a file the user may read. */
  async get(id: number, user?: SessionUser): Promise<StoredFile> {
    return this.toStored(await this.row(id, user));
  }

  async path(id: number, variant: 'original' | 'thumbnail' = 'original'): Promise<string> {
    const row = await this.row(id);
    if (variant === 'thumbnail') {
      if (!row.thumbnail_key) throw new NotFoundError(`File ${id} has no thumbnail`, 'file.noThumbnail', { id });
      return this.resolveKey(row.thumbnail_key);
    }
    return this.resolveKey(row.storage_key);
  }

  /** The stored file, its path and size on disk, for a download. A row whose bytes are gone is a 404. */
  async open(id: number, variant: 'original' | 'thumbnail' = 'original', user?: SessionUser): Promise<{ file: StoredFile; path: string; size: number }> {
    const row = await this.row(id, user);
    const file = this.toStored(row);
    const key = variant === 'thumbnail' ? row.thumbnail_key : row.storage_key;
    if (!key) throw new NotFoundError(`File ${id} has no thumbnail`, 'file.noThumbnail', { id });
    const p = this.resolveKey(key);
    try {
      const stat = await fs.promises.stat(p);
      return { file, path: p, size: stat.size };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFoundError(`The content of file ${id} is missing`, 'file.notFound', { id });
      throw e;
    }
  }

  /**
   * Reads a multipart upload (images only), storing each file with a thumbnail and a row.
   * Everything or nothing: on any failure no row is left and every file written is removed.
   */
  async saveUploads(req: IncomingMessage, opts: UploadOptions): Promise<StoredFile[]> {
    const field = opts.field ?? (opts.max > 1 ? 'files' : 'file');
    const written: string[] = [];
    try {
      const received = await this.receive(req, field, opts.max, written);
      if (received.length === 0) {
        throw new BadRequestError(`No file in the multipart field '${field}'`, { field }, 'file.missing');
      }
      const thumbs: (string | null)[] = [];
      for (const r of received) {
        const thumbKey = `${r.key}.thumb.jpg`;
        let jpeg: Buffer;
        try {
          jpeg = await sharp(this.resolveKey(r.key), { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
            .rotate() // upright by EXIF orientation
            .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
            .flatten({ background: '#ffffff' }) // PNG transparency onto white, as JPEG has none
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer();
        } catch {
          throw invalidImage(field, r.name);
        }
        const thumbPath = this.resolveKey(thumbKey);
        written.push(thumbPath);
        await fs.promises.writeFile(thumbPath, jpeg, { flag: 'wx', mode: 0o640 });
        thumbs.push(thumbKey);
      }
      const now = Date.now();
      const ids = await this.db.transaction(async (trx) => {
        const out: number[] = [];
        for (const [i, r] of received.entries()) {
          const [id] = await trx('files').insert({
            name: r.name,
            content_type: r.contentType,
            size: r.size,
            storage_key: r.key,
            thumbnail_key: thumbs[i],
            created_at: now,
            created_by: opts.user.id,
          });
          out.push(Number(id));
        }
        return out;
      });
      return ids.map((id, i) =>
        this.toStored({
          id, name: received[i]!.name, content_type: received[i]!.contentType, size: received[i]!.size,
          storage_key: received[i]!.key, thumbnail_key: thumbs[i]!, created_at: now, created_by: opts.user.id,
        }),
      );
    } catch (e) {
      await Promise.all(written.map((p) => fs.promises.rm(p, { force: true }).catch(() => undefined)));
      throw e;
    }
  }

  /**
   * Streams the multipart body to disk. Never holds more than a few bytes of a file in memory;
   * a file reaching the limit is cut off there and refused. Paths written are pushed to `written`
   * as soon as they are opened, so the caller can remove them whatever happens.
   */
  private receive(req: IncomingMessage, field: string, max: number, written: string[]): Promise<Received[]> {
    const type = String(req.headers['content-type'] ?? '');
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      req.resume();
      return Promise.reject(new BadRequestError(`Send the file as multipart/form-data in the field '${field}'`, { field }, 'file.notMultipart'));
    }
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > max * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) {
      req.resume();
      return Promise.reject(invalidSize(field));
    }

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        defParamCharset: 'utf8', // browsers send file names as raw UTF-8
        limits: { fileSize: MAX_IMAGE_BYTES, files: max, fields: 50, fieldSize: 64 * 1024, parts: max + 50, headerPairs: 100 },
      });
    } catch {
      req.resume();
      return Promise.reject(new BadRequestError(`Malformed multipart body; send the file in the field '${field}'`, { field }, 'file.notMultipart'));
    }

    return new Promise<Received[]>((resolve, reject) => {
      const pending: Promise<Received>[] = [];
      const checks: MagicCheck[] = [];
      let failed: unknown = null;
      let settled = false;

      const finish = (err: unknown, result?: Received[]) => {
        if (settled) return;
        settled = true;
        if (err) {
          // wait for every write stream to close, so the caller's removal is final
          void Promise.allSettled(pending).then(() => reject(err));
        } else {
          resolve(result!);
        }
      };
      const fail = (err: unknown) => {
        if (failed) return;
        failed = err;
        req.unpipe(bb);
        req.resume(); // discard the rest of the body; the answer can go out now
        for (const c of checks) c.destroy(err as Error);
        finish(err);
      };

      bb.on('file', (name, stream, info) => {
        if (failed || name !== field) {
          stream.resume();
          return;
        }
        const declaredType = (info.mimeType ?? '').toLowerCase();
        if (!DECLARED_OK.has(declaredType)) {
          stream.resume();
          fail(invalidType(field));
          return;
        }
        const key = this.newKey();
        const full = this.resolveKey(key);
        const check = new MagicCheck(field);
        check.on('error', () => undefined); // reported through the pipeline or `fail`, even before the pipeline starts
        checks.push(check);
        stream.on('limit', () => fail(invalidSize(field)));
        const job = (async (): Promise<Received> => {
          await fs.promises.mkdir(path.dirname(full), { recursive: true });
          if (failed) throw failed;
          written.push(full);
          await pipeline(stream, check, fs.createWriteStream(full, { flags: 'wx', mode: 0o640 }));
          if (failed) throw failed;
          return { name: cleanName(info.filename, check.detected!), contentType: check.detected!, size: check.size, key };
        })();
        job.catch((e: unknown) => fail(e));
        pending.push(job);
      });
      bb.on('filesLimit', () =>
        fail(new BadRequestError(`At most ${max} file(s) per upload`, { field, max }, max > 1 ? 'file.tooMany' : 'file.onlyOne')),
      );
      bb.on('partsLimit', () => fail(new BadRequestError('Too many parts in the multipart body', { field }, 'file.tooManyParts')));
      bb.on('fieldsLimit', () => fail(new BadRequestError('Too many fields in the multipart body', { field }, 'file.tooManyParts')));
      bb.on('error', (e: Error) => fail(new BadRequestError(`Malformed multipart body: ${e.message}`, { field }, 'file.notMultipart')));
      bb.on('close', () => {
        if (failed) return;
        Promise.all(pending).then(
          (files) => (failed ? undefined : finish(null, files)),
          (e) => fail(e),
        );
      });
      req.on('aborted', () => fail(new BadRequestError('The upload was interrupted', { field }, 'file.aborted')));
      req.on('error', (e) => fail(new BadRequestError(`The upload was interrupted: ${e.message}`, { field }, 'file.aborted')));
      req.pipe(bb);
    });
  }
}
