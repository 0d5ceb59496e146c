/**
 * Sending a checklist by e-mail. The newsroom has no mail (SMTP) service yet (issue 18 brings it):
 * until then every send is refused with 412 production.mailNotConfigured. When it lands, `mailer`
 * returns it and `sendChecklist` is the one call to make.
 */
import { PreconditionFailedError } from '@lauda/sdk/server';
import { PRODUCTION_ERRORS as E, type Production } from '../../common/index.js';
import type { Ctx } from './context.js';

export interface Mailer {
  send(message: { to: string[]; subject: string; text: string; attachments?: { name: string; content: Buffer }[] }): Promise<void>;
}

/** The branch's mail service; none is configured yet. */
const mailer = (_ctx: Ctx): Mailer | null => null;

export async function sendChecklist(ctx: Ctx, p: Production, to: string[], pdf: () => Promise<Buffer>): Promise<void> {
  const m = mailer(ctx);
  if (!m) throw new PreconditionFailedError('E-mail is not configured: the newsroom has no mail (SMTP) server set up, so the checklist cannot be sent', E.mailNotConfigured);
  await m.send({ to, subject: p.slug, text: `${p.slug} — ${p.date}`, attachments: [{ name: `${p.slug}.pdf`, content: await pdf() }] });
}
