import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Reply, contentDisposition, created, type PluginRouter } from '@lauda/sdk/server';
import { MAX_FILES_PER_UPLOAD, type KernelFiles } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

const storedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  hasThumbnail: z.boolean(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});

const UPLOAD_RULES = 'Images only: JPEG or PNG (checked by content; 400 file.invalidImageType "invalid image type"), each under 10 MB (413 file.invalidImageSize "invalid image size"); an image that cannot be read is 400 file.invalidImage. A JPEG thumbnail (at most 320×320) is made for each.';

export function filesRoutes(router: PluginRouter, files: KernelFiles): void {
  router.post('/api/files/single', {
    access: 'authenticated',
    summary: 'Upload one image (multipart field `file`); answers 201 with the stored file',
    description: UPLOAD_RULES,
    rawBody: true,
    response: storedFile,
    tags: ['files'],
  }, async ({ raw, user }) => {
    const [file] = await files.saveUploads(raw, { max: 1, user: user, field: 'file' });
    return created(file);
  });

  router.post('/api/files/multiple', {
    access: 'authenticated',
    summary: `Upload up to ${MAX_FILES_PER_UPLOAD} images (multipart field \`files\`, repeated); all or nothing; answers 201 with the stored files`,
    description: `${UPLOAD_RULES} If any file is refused, none is kept.`,
    rawBody: true,
    response: z.array(storedFile),
    tags: ['files'],
  }, async ({ raw, user }) => created(await files.saveUploads(raw, { max: MAX_FILES_PER_UPLOAD, user: user, field: 'files' })));

  router.get('/api/files/{id}', {
    access: 'authenticated',
    summary: 'Download a stored file (a file of a document: only for who may see the document in full, else 404)',
    params: idParams,
    tags: ['files'],
  }, async ({ params, user }) => {
    const { file, path: p, size } = await files.open(params.id, 'original', user);
    return new Reply(200, fs.createReadStream(p), {
      'Content-Type': file.contentType,
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(file.name),
      'Cache-Control': 'private, max-age=86400',
    });
  });

  router.get('/api/files/{id}/thumbnail', {
    access: 'authenticated',
    summary: 'Download the JPEG thumbnail of a stored image (at most 320×320)',
    params: idParams,
    tags: ['files'],
  }, async ({ params, user }) => {
    const { file, path: p, size } = await files.open(params.id, 'thumbnail', user);
    const base = path.parse(file.name).name || 'image';
    return new Reply(200, fs.createReadStream(p), {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(`${base}-thumbnail.jpg`),
      'Cache-Control': 'private, max-age=86400',
    });
  });

  router.get('/api/files/{id}/info', {
    access: 'authenticated',
    summary: 'What is known of a stored file: name, type, size, links',
    params: idParams,
    response: storedFile,
    tags: ['files'],
  }, async ({ params, user }) => files.get(params.id, user));
}
