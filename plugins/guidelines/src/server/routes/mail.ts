/** "Send by e-mail" of a guideline: `POST /api/assignments/{id}/email` sends its PDF (spec 001 assignments "email"). */
import { mailDocument, mailDocumentBody, type PluginRouter } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT as D, GUIDELINE_ROLES as R } from '../../common/index.js';
import { guidelineOut } from '../codec.js';
import { idParam } from '../schemas.js';
import { guidelineRow } from '../services/guidelines.js';
import type { Ctx } from '../services/context.js';
import { guidelinePdf } from './pdf.js';

export function mailRoutes(router: PluginRouter, ctx: Ctx): void {
  router.post('/api/assignments/{id}/email', {
    access: [R.read],
    summary: 'Send the guideline (its content PDF) by e-mail to addresses and/or users: { sent }',
    description: 'Only for who may see the guideline (404 otherwise, nothing sent). 400 naming `to` or `userIds`; 412 mail.notConfigured while the newsroom has no SMTP server; 502 mail.sendFailed with the server\'s answer.',
    params: idParam,
    body: mailDocumentBody,
    documents: { reads: [{ type: D, ids: ({ params }) => [params.id] }] },
  }, async ({ params, body, user }) => {
    const g = guidelineOut(await guidelineRow(ctx.db.knex, params.id));
    return mailDocument(ctx, user, body, {
      title: g.slug, date: g.date,
      pdf: async () => (await guidelinePdf(ctx, user, params.id, 'content')).pdf,
    });
  });
}
