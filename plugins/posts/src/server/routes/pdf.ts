/** The print of a post ("news content", spec 001 §9): `GET /api/posts/{id}/pdf`, made by the kernel's PDF service. */
import { LOCALES, pdfFileName, pdfReply, wordsOf, z, type PdfBlock, type PluginRouter } from '@lauda/sdk/server';
import { POST_ROLES as R } from '../../common/index.js';
import { plainParagraphs } from '../codec.js';
import type { Ctx } from '../context.js';
import { idParam } from '../schemas.js';
import { getPost } from '../services/posts.js';
import { theOne } from './posts.js';
import en_US from '../../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../../i18n/pt_BR.json' with { type: 'json' };

export function pdfRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/posts/{id}/pdf', {
    access: [R.read],
    summary: 'The PDF of a post (news content): title, slug, publication date, WordPress state and link, excerpt, caption, text',
    description: '`locale` picks the language (default the branch\'s); instants in the branch\'s time zone.',
    params: idParam,
    query: z.object({ locale: z.enum(LOCALES).optional() }),
    documents: { reads: [theOne] },
  }, async ({ params, query }) => {
    const p = await getPost(ctx, params.id);
    const w = wordsOf({ en_US, es_ES, pt_BR }, query.locale);
    const items = [
      ...(p.slug ? [{ label: w('fields.slug'), value: p.slug }] : []),
      { label: w('fields.publicationDate'), value: p.publicationDate ? [{ instant: p.publicationDate }] : w('pdf.onPublish') },
      { label: w('fields.state'), value: w(p.published ? 'state.published' : 'state.unpublished') },
      ...(p.link ? [{ label: w('fields.link'), value: p.link }] : []),
    ];
    const content: PdfBlock[] = [
      { kind: 'fields', items },
      ...(p.excerpt ? [{ kind: 'paragraph' as const, text: p.excerpt, style: 'quote' as const }] : []),
      ...(p.caption ? [{ kind: 'paragraph' as const, text: `${w('fields.caption')}: ${p.caption}`, style: 'note' as const }] : []),
      { kind: 'rule' },
      ...plainParagraphs(p.body).map((text) => ({ kind: 'paragraph' as const, text })),
    ];
    const pdf = await ctx.pdf.render({ title: p.title, subtitle: [{ date: p.date }], ...(query.locale ? { locale: query.locale } : {}), content });
    return pdfReply(pdf, pdfFileName(p.slug ?? p.title, p.date));
  });
}
