/** "Send by e-mail" of a reportage: `POST /api/news_reports/{id}/email` sends its PDF (spec 001 news reports "email"). */
import { mailDocument, mailDocumentBody, type MailService, type PluginRouter } from '@lauda/sdk/server';
import { REPORTAGE_ROLES as R } from '../../common/ids.js';
import { reportageOut } from '../codec.js';
import type { Ctx } from '../context.js';
import { idParam } from '../schemas.js';
import { reportageRow } from '../services/store.js';
import { reportagePdf } from './pdf.js';
import { rules } from './reportages.js';

export function mailRoutes(router: PluginRouter, ctx: Ctx, mail: MailService): void {
  router.post('/api/news_reports/{id}/email', {
    access: [R.read],
    summary: 'Send the reportage (its content PDF) by e-mail to addresses and/or users: { sent }',
    description: 'Only for who may see the reportage (404 otherwise, nothing sent). 400 naming `to` or `userIds`; 412 mail.notConfigured while the newsroom has no SMTP server; 502 mail.sendFailed with the server\'s answer.',
    params: idParam,
    body: mailDocumentBody,
    documents: rules.readsParam,
  }, async ({ params, body, user }) => {
    const r = reportageOut(await reportageRow(ctx.db.knex, params.id));
    return mailDocument({ mail, users: ctx.users }, user, body, {
      title: r.slug, date: r.date,
      pdf: async () => (await reportagePdf(ctx, user, params.id, { kind: 'content' })).pdf,
    });
  });
}
