/**
 * PDFs of guidelines, made by the kernel's PDF service (`core.pdf`):
 * `GET /api/assignments/{id}/pdf?kind=content|archive` and `GET /api/assignments/pdf?kind=grid&date=&programId=`.
 * A guideline the reader may not see is a 404 (the document access contract); the grid lists only
 * the guidelines the reader sees.
 */
import { LOCALES, pdfFileName, pdfReply, z, type PluginRouter, type SessionUser } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT as D, GUIDELINE_ROLES as R } from '../../common/index.js';
import { guidelineOut } from '../codec.js';
import { archiveDocument, contentDocument, gridDocument } from '../pdf/documents.js';
import { pdfContext } from '../pdf/names.js';
import { date, idParam } from '../schemas.js';
import { guidelineRow } from '../services/guidelines.js';
import { dateList } from '../services/queries.js';
import type { Ctx } from '../services/context.js';

const locale = z.enum(LOCALES).optional();
/** the revisions an archive summarises, newest first */
const HISTORY = 500;

export function pdfRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/assignments/pdf', {
    access: [R.read],
    summary: "The PDF of a day's guidelines (`kind=grid`): time of the first guide, slug, programs, reporters, state",
    description: 'date default today in the newsroom\'s zone; programId narrows to one program (default every program the caller opens). Lists only the guidelines the caller may see. `locale` picks the language.',
    query: z.object({ kind: z.enum(['grid']), date: date.optional(), programId: z.coerce.number().int().positive().optional(), locale }),
  }, async ({ query, user }) => {
    const day = await dateList(ctx, user, { date: query.date, programId: query.programId, allPrograms: query.programId === undefined });
    const c = await pdfContext(ctx, user, day.data, query.locale);
    // a program the reader may not open lists nothing, and is not named either
    const programName = query.programId === undefined ? null : c.programs.get(query.programId) ?? `#${query.programId}`;
    return pdfReply(await ctx.pdf.render(gridDocument(day.date, programName, day.data, c)), pdfFileName(c.w('title'), day.date, programName));
  });

  router.get('/api/assignments/{id}/pdf', {
    access: [R.read],
    summary: 'The PDF of a guideline: `kind=content` (fields, texts, guides, tasks) or `kind=archive` (the content and its revision summary)',
    description: '404 document.notFound when the caller may not see the guideline. `locale` picks the language (default the branch\'s).',
    params: idParam,
    query: z.object({ kind: z.enum(['content', 'archive']), locale }),
    documents: { reads: [{ type: D, ids: ({ params }) => [params.id] }] },
  }, async ({ params, query, user }) => {
    const out = await guidelinePdf(ctx, user, params.id, query.kind, query.locale);
    return pdfReply(out.pdf, out.fileName);
  });
}

/** A guideline's PDF as the reader gets it (the route and "send by e-mail"); the caller checked the reader sees it. */
export async function guidelinePdf(ctx: Ctx, user: SessionUser, id: number, kind: 'content' | 'archive', lang?: (typeof LOCALES)[number]) {
  const g = guidelineOut(await guidelineRow(ctx.db.knex, id));
  const c = await pdfContext(ctx, user, [g], lang);
  const doc = kind === 'content' ? contentDocument(g, c) : archiveDocument(g, (await ctx.revisions.list(D, g.id, { page: 0, size: HISTORY })).data, c);
  return { pdf: await ctx.pdf.render(doc), fileName: pdfFileName(g.slug, g.date, kind) };
}
