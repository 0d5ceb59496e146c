/** One report's revisions, PDF and attachments: `/api/reports/{id}/revisions|pdf|files`. */
import { BadRequestError, created, LOCALES, pageQuery, pdfReply, z, type PluginRouter } from '@lauda/sdk/server';
import { REPORT_DOCUMENT as D, REPORT_ERRORS as E, REPORT_LIMITS as L, REPORT_ROLES as R } from '../../common/index.js';
import { fileParam, idParam } from '../schemas.js';
import { listCategories } from '../services/categories.js';
import { reportDocument } from '../services/pdf.js';
import { filesChanged, loadReport } from '../services/reports.js';
import { caller, type Ctx } from '../services/context.js';
import { readsReport as reads, writesReport as writes } from '../documents.js';

const fileName = (...parts: string[]) => parts.filter(Boolean).join('-').replace(/[\\/:*?"<>|\x00-\x1f]+/g, '_').slice(0, 120);

export function documentRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/reports/{id}/revisions', {
    access: [R.read],
    summary: "A report's revisions (date, nickname, IP, changed fields), newest first; the same as GET /api/revisions/report/{id}",
    params: idParam,
    query: pageQuery,
    documents: reads,
  }, ({ params, query }) => ctx.revisions.list(D, params.id, query));

  router.get('/api/reports/{id}/pdf', {
    access: [R.read],
    summary: 'The PDF of a report (also its print): title, date, category, event, programs, people, the body, the attachments\' names',
    description: '`locale` picks the language (default the branch\'s). Dates in the branch\'s way.',
    params: idParam,
    query: z.object({ locale: z.enum(LOCALES).optional() }),
    documents: reads,
  }, async ({ params, query }) => {
    const r = await loadReport(ctx.db.knex, params.id);
    const names = { categories: await listCategories(ctx.db.knex), programs: (await ctx.programs.list()).map((p) => ({ id: p.id, name: p.name })) };
    return pdfReply(await ctx.pdf.render(reportDocument(r, names, query.locale)), fileName(r.title, r.date));
  });

  router.post('/api/reports/{id}/files', {
    access: [R.write],
    summary: 'Attach a file (any type, multipart field `file`, streamed to disk); readable only by who sees the report',
    description: `A file over ${L.fileBytes / 1024 / 1024} MB is refused (413 report.fileTooLarge) and nothing of it is kept; at most ${L.files} files a report (400 report.tooManyFiles).`,
    params: idParam,
    rawBody: true,
    documents: writes,
  }, async ({ params, raw, user, ip }) => {
    const before = await loadReport(ctx.db.knex, params.id);
    if (before.files.length >= L.files) {
      throw new BadRequestError(`Invalid field 'file': at most ${L.files} files a report`, { in: 'body', issues: [{ field: 'file', message: `at most ${L.files} files`, code: 'too_many' }] }, E.tooManyFiles);
    }
    const file = await ctx.files.saveFile(raw, { user, maxBytes: L.fileBytes, tooLargeCode: E.fileTooLarge });
    // the report's at once: a file left unattached would be readable by anyone signed in
    await ctx.files.attach(ctx.db.knex, [file.id], { type: D, id: params.id });
    return created(await filesChanged(ctx, caller(user, ip), params.id, async (trx) => {
      await trx('report_files').insert({ report_id: params.id, file_id: file.id, name: file.name, content_type: file.contentType, size: file.size });
    }));
  });

  router.delete('/api/reports/{id}/files/{fileId}', {
    access: [R.write],
    summary: 'Take a file off the report\'s list; answers the report',
    description: 'The stored file stays attached to the report, so still only who sees the report may read it by its id.',
    params: fileParam,
    documents: writes,
  }, async ({ params, user, ip }) => {
    const r = await loadReport(ctx.db.knex, params.id);
    if (!r.files.some((f) => f.id === params.fileId)) throw new BadRequestError(`Invalid field 'fileId': not a file of this report`, { in: 'path', issues: [{ field: 'fileId', message: 'not a file of this report', code: 'unknown_file' }] }, E.fileNotFound);
    return filesChanged(ctx, caller(user, ip), params.id, async (trx) => {
      await trx('report_files').where({ report_id: params.id, file_id: params.fileId }).delete();
    });
  });
}
