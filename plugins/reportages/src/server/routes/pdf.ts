/**
 * The PDF of a reportage, made by the kernel's PDF service (`core.pdf`):
 * `GET /api/news_reports/{id}/pdf?kind=content|archive&columns=1|2`. A reportage the reader may not
 * see is a 404 (the document access contract).
 */
import { LOCALES, pdfFileName, pdfReply, z, type PluginRouter, type SessionUser } from '@lauda/sdk/server';
import { REPORTAGE_DOCUMENT as D, REPORTAGE_ROLES as R } from '../../common/ids.js';
import { reportageOut } from '../codec.js';
import type { Ctx } from '../context.js';
import { reportageDocument, type PdfContext } from '../pdf/documents.js';
import { wordsOf } from '../pdf/words.js';
import { idParam } from '../schemas.js';
import { reportageRow } from '../services/store.js';
import { rules } from './reportages.js';

/** the revisions an archive summarises, newest first */
const HISTORY = 500;

export const pdfQuery = z.object({
  kind: z.enum(['content', 'archive']),
  columns: z.enum(['1', '2']).transform((c) => (c === '2' ? 2 : 1) as 1 | 2).optional(),
  locale: z.enum(LOCALES).optional(),
});

type PdfQuery = z.infer<typeof pdfQuery>;

/** A reportage's PDF as the reader gets it (the route and "send by e-mail"); the caller checked the reader sees it. */
export async function reportagePdf(ctx: Ctx, user: SessionUser, id: number, query: PdfQuery): Promise<{ pdf: Buffer; fileName: string; slug: string; date: string }> {
  const r = reportageOut(await reportageRow(ctx.db.knex, id));
  const people = [r.reporterId, ...(r.editorId === null ? [] : [r.editorId])];
  const [all, open, users, revisions] = await Promise.all([
    ctx.programs.list(),
    ctx.programIdsOf(user),
    ctx.users.nicknames(people),
    query.kind === 'archive' ? ctx.revisions.list(D, r.id, { page: 0, size: HISTORY }) : null,
  ]);
  // only the programs the reader may open are named (another one shows as its id, as on the screens)
  const programs = new Map(all.filter((p) => open === null || open.includes(p.id)).map((p) => [p.id, p.name]));
  const c: PdfContext = { w: wordsOf(query.locale), locale: query.locale, programs, users };
  const columns = query.columns ?? 1;
  const doc = reportageDocument(r, query.kind, columns, c, revisions?.data ?? []);
  return { pdf: await ctx.pdf.render(doc), fileName: pdfFileName(r.slug, r.date, query.kind, `${columns}col`), slug: r.slug, date: r.date };
}

export function pdfRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/news_reports/{id}/pdf', {
    access: [R.read],
    summary: 'The PDF of a reportage: `kind=content` or `kind=archive` (with the revision summary), `columns=1` (sections one after another) or `2` (type and CGs left, text right)',
    description: '404 document.notFound when the caller may not see the reportage. `locale` picks the language (default the branch\'s).',
    params: idParam,
    query: pdfQuery,
    documents: rules.readsParam,
  }, async ({ params, query, user }) => {
    const out = await reportagePdf(ctx, user, params.id, query);
    return pdfReply(out.pdf, out.fileName);
  });
}
