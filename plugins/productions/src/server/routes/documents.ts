/** One checklist's revisions, PDF and e-mail: `/api/productions/{id}/revisions|pdf|email`. */
import { LOCALES, mailDocument, mailDocumentBody, pageQuery, pdfReply, z, type PluginRouter } from '@lauda/sdk/server';
import { PRODUCTION_DOCUMENT as D, PRODUCTION_ROLES as R } from '../../common/index.js';
import { productionOut } from '../codec.js';
import { idParam } from '../schemas.js';
import { checklistDocument, type PdfNames } from '../services/pdf.js';
import { productionRow } from '../services/productions.js';
import { listLookups } from '../services/settings.js';
import type { Ctx } from '../services/context.js';

const reads = { reads: [{ type: D, ids: ({ params }: { params: { id: number } }) => [params.id] }] };
const fileName = (...parts: string[]) => parts.filter(Boolean).join('-').replace(/[\\/:*?"<>|\x00-\x1f]+/g, '_').slice(0, 120);

export function documentRoutes(router: PluginRouter, ctx: Ctx): void {
  // the vehicles are the admin's lookup: their names only, for the printed checklist
  const names = async (): Promise<PdfNames> => ({
    resources: await listLookups(ctx.db.knex, 'production_resources'),
    types: await listLookups(ctx.db.knex, 'production_types'),
    vehicles: (await ctx.db.knex('admin_vehicles').select('id', 'name')).map((r) => ({ id: Number(r.id), name: String(r.name) })),
  });
  const pdfOf = async (id: number, locale?: (typeof LOCALES)[number]) =>
    ctx.pdf.render(checklistDocument(productionOut(await productionRow(ctx.db.knex, id)), await names(), locale));

  router.get('/api/productions/{id}/revisions', {
    access: [R.read],
    summary: "A checklist's revisions (date, nickname, IP, changed fields), newest first",
    params: idParam,
    query: pageQuery,
    documents: reads,
  }, ({ params, query }) => ctx.revisions.list(D, params.id, query));

  router.get('/api/productions/{id}/pdf', {
    access: [R.read],
    summary: 'The PDF of a checklist: slug, date, schedule, departure, arrival, local, team, resources, vehicles, tasks with done marks, information',
    description: '`locale` picks the language (default the branch\'s). Dates in the branch\'s way.',
    params: idParam,
    query: z.object({ locale: z.enum(LOCALES).optional() }),
    documents: reads,
  }, async ({ params, query }) => {
    const p = productionOut(await productionRow(ctx.db.knex, params.id));
    return pdfReply(await pdfOf(params.id, query.locale), fileName(p.slug, p.date));
  });

  router.post('/api/productions/{id}/email', {
    access: [R.read],
    summary: 'Send the checklist (its PDF) by e-mail to addresses and/or users: { sent }',
    description: 'Only for who may see the checklist (404 otherwise, nothing sent). 400 naming `to` or `userIds`; 412 mail.notConfigured while the newsroom has no SMTP server; 502 mail.sendFailed with the server\'s answer.',
    params: idParam,
    body: mailDocumentBody,
    documents: reads,
  }, async ({ params, body, user }) => {
    const p = productionOut(await productionRow(ctx.db.knex, params.id));
    return mailDocument(ctx, user, body, { title: p.slug, date: p.date, pdf: () => pdfOf(params.id) });
  });
}
