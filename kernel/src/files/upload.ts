/**
 * Any file, not only images (chat attachments): one multipart part streamed to disk under a size
 * limit, no thumbnail. A file reaching the limit is cut off and refused (413) and nothing of it is
 * kept: the partial file is removed before the answer, and no row is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { BadRequestError, PayloadTooLargeError, type FileUploadOptions, type StoredFile } from '@lauda/sdk/server';
import { MULTIPART_OVERHEAD } from './images.js';
import type { KernelFiles } from './service.js';

class Counter extends Transform {
  size = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.size += chunk.length;
    cb(null, chunk);
  }
}

const cleanType = (t: string | undefined) => (/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i.test(t ?? '') ? t!.toLowerCase() : 'application/octet-stream');
// eslint-disable-next-line no-control-regex
const cleanName = (raw: string | undefined) => [...((raw ?? '').split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file'].slice(0, 255).join('');

export async function saveAnyFile(files: KernelFiles, req: IncomingMessage, opts: FileUploadOptions): Promise<StoredFile> {
  const field = opts.field ?? 'file';
  const tooLarge = () => new PayloadTooLargeError(`The file is over the limit of ${opts.maxBytes} bytes`, opts.tooLargeCode ?? 'file.tooLarge', { field, limit: opts.maxBytes });
  if (!/^multipart\/form-data\s*;/i.test(String(req.headers['content-type'] ?? ''))) {
    req.resume();
    throw new BadRequestError(`Send the file as multipart/form-data in the field '${field}'`, { field }, 'file.notMultipart');
  }
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > opts.maxBytes + MULTIPART_OVERHEAD) {
    req.resume();
    throw tooLarge();
  }
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: opts.maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 } });
  } catch {
    req.resume();
    throw new BadRequestError(`Malformed multipart body; send the file in the field '${field}'`, { field }, 'file.notMultipart');
  }
  let written: string | null = null;
  try {
    const got = await new Promise<{ key: string; name: string; type: string; size: number }>((resolve, reject) => {
      let failed = false;
      let job: Promise<void> | null = null;
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        req.unpipe(bb);
        req.resume(); // the rest of the body is read and dropped
        // the caller removes the partial file once its stream has closed
        void (job ?? Promise.resolve()).catch(() => undefined).then(() => reject(err));
      };
      let result: { key: string; name: string; type: string; size: number } | null = null;
      bb.on('file', (name, stream, info) => {
        if (failed || name !== field || job) {
          stream.resume();
          return;
        }
        const key = files.newKey();
        const full = files.resolveKey(key);
        const counter = new Counter();
        stream.on('limit', () => {
          stream.unpipe();
          counter.destroy(tooLarge());
          fail(tooLarge());
        });
        job = (async () => {
          await fs.promises.mkdir(path.dirname(full), { recursive: true });
          written = full;
          await pipeline(stream, counter, fs.createWriteStream(full, { flags: 'wx', mode: 0o640 }));
          result = { key, name: cleanName(info.filename), type: cleanType(info.mimeType), size: counter.size };
        })();
        job.catch(fail);
      });
      bb.on('error', (e: Error) => fail(new BadRequestError(`Malformed multipart body: ${e.message}`, { field }, 'file.notMultipart')));
      bb.on('close', () => {
        if (failed) return;
        (job ?? Promise.resolve()).then(() => {
          if (failed) return;
          if (!result) fail(new BadRequestError(`No file in the multipart field '${field}'`, { field }, 'file.missing'));
          else resolve(result);
        }, fail);
      });
      req.on('aborted', () => fail(new BadRequestError('The upload was interrupted', { field }, 'file.aborted')));
      req.on('error', (e) => fail(new BadRequestError(`The upload was interrupted: ${e.message}`, { field }, 'file.aborted')));
      req.pipe(bb);
    });
    const now = Date.now();
    const [id] = await files.db.knex('files').insert({
      name: got.name, content_type: got.type, size: got.size, storage_key: got.key, thumbnail_key: null, created_at: now, created_by: opts.user.id,
    });
    return files.get(Number(id));
  } catch (e) {
    if (written) await fs.promises.rm(written, { force: true }).catch(() => undefined);
    throw e;
  }
}
