/**
 * PDFs of the rundown's print kinds, made by the kernel's PDF service (`core.pdf`):
 * `GET /api/rundowns/{id}/pdf?kind=grid|display` and `GET /api/stories/{id}/pdf?kind=content|voiceover`.
 * What a PDF shows is what the reader may see: a private story of someone else is its placeholder
 * in a rundown's PDF, and its own PDF is refused by the document access contract.
 */
import { LOCALES, pdfReply, z, type PdfService, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../../common/ids.js';
import { ACCUMULATIONS } from '../../common/timing.js';
import { fontSizeProblem, PRINT_FONT_SIZES, PRINT_LIMIT, RUNDOWN_PRINT_KINDS, STORY_PRINT_KINDS } from '../../web/logic/print.js';
import { storyOut } from '../codec.js';
import { idParam, queryBool } from '../schemas.js';
import {
  contentDocument, displayDocument, gridDocument, scriptsDocument, voiceoverDocument, type PdfContext,
} from '../services/pdf-documents.js';
import { wordsOf } from '../services/pdf-words.js';
import { loadRundownById } from '../services/rundown-load.js';
import { storyRow } from '../services/stories.js';
import { defaultAccumulation } from '../services/flags.js';
import type { Ctx } from '../services/context.js';

const FONT_MESSAGES = { oddNotAllowed: 'Odd number is not allowed', fontSizeRange: `between ${PRINT_FONT_SIZES.min} and ${PRINT_FONT_SIZES.max}` };

/** The print font size: an even whole number of points (spec: 'Odd number is not allowed'). */
const fontSize = z.coerce.number().superRefine((n, c) => {
  const problem = fontSizeProblem(n);
  if (problem) c.addIssue({ code: 'custom', message: FONT_MESSAGES[problem] });
});

const locale = z.enum(LOCALES).optional();

const rundownPdfQuery = z.object({
  // scripts: the scripts area's whole script (not a print dialog kind)
  kind: z.enum([...RUNDOWN_PRINT_KINDS, 'scripts']),
  fontSize: fontSize.optional(),
  withoutStandBy: queryBool.optional(),
  approvedOnly: queryBool.optional(),
  accumulation: z.enum(ACCUMULATIONS).optional(),
  locale,
});

const storyPdfQuery = z.object({
  kind: z.enum(STORY_PRINT_KINDS),
  columns: z.enum(['1', '2']).transform(Number).pipe(z.union([z.literal(1), z.literal(2)])).optional(),
  locale,
});

/** A file name without the characters file systems refuse. */
const fileName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('-').replace(/[\\/:*?"<>|\x00-\x1f]+/g, '_').slice(0, 120);

export function pdfRoutes(router: PluginRouter, ctx: Ctx, pdf: PdfService): void {
  const programName = async (id: number | null) => (id === null ? null : (await ctx.programs.get(id)).name);

  router.get('/api/rundowns/{id}/pdf', {
    access: [R.rundownRead],
    summary: 'The PDF of a rundown: `kind=grid` (the grid, at most 100 records), `kind=display` (what is read on air, story by story) or `kind=scripts` (every story\'s whole content, in show order)',
    description: `Options: \`fontSize\` (both kinds; even, ${PRINT_FONT_SIZES.min}–${PRINT_FONT_SIZES.max}; 400 'Odd number is not allowed'), and for the grid \`withoutStandBy\`, \`approvedOnly\`, \`accumulation\` (the time column). \`locale\` picks the language (default the branch's). Private stories of others show as placeholders. A grid holds at most ${PRINT_LIMIT} records.`,
    params: idParam,
    query: rundownPdfQuery,
    documents: { reads: [{ type: D.rundown, ids: ({ params }) => [params.id] }] },
    tags: ['rundowns'],
  }, async ({ params, query, user }) => {
    // the branch's settings: the default time column, approved-only calculation and print font size
    const flags = await ctx.flags();
    const accumulation = query.accumulation ?? defaultAccumulation(flags);
    const approvedOnly = query.approvedOnly ?? flags.approvedOnly;
    const r = await loadRundownById(ctx, params.id, user.id, { accumulation, approvedOnly, sections: query.kind !== 'grid' });
    const c: PdfContext = { w: wordsOf(query.locale), locale: query.locale, programName: (await programName(r.programId)) ?? '' };
    const fontSize = query.fontSize ?? (await ctx.print()).fontSize;
    const doc = query.kind === 'grid'
      ? gridDocument(r, { fontSize, withoutStandBy: !!query.withoutStandBy, approvedOnly, accumulation }, c)
      : query.kind === 'scripts' ? { ...scriptsDocument(r, c), fontSize } : displayDocument(r, c, fontSize);
    return pdfReply(await pdf.render(doc), fileName(c.programName, r.date, query.kind));
  });

  router.get('/api/stories/{id}/pdf', {
    access: [R.storyRead],
    summary: 'The PDF of a story: `kind=content` (every section, `columns=2` in two columns) or `kind=voiceover` (the texts read over pictures)',
    description: 'Only for who may see the story in full: 404 document.notFound when the reader may not see it at all, 403 document.private for someone else\'s private story. `locale` picks the language (default the branch\'s).',
    params: idParam,
    query: storyPdfQuery,
    documents: { reads: [{ type: D.story, ids: ({ params }) => [params.id] }] },
    tags: ['stories'],
  }, async ({ params, query, user }) => {
    const s = storyOut(await storyRow(ctx.db.knex, params.id), 0, user.id);
    const c: PdfContext = { w: wordsOf(query.locale), locale: query.locale, programName: (await programName(s.drawer ? s.drawer.programId : s.programId)) ?? '' };
    const doc = query.kind === 'content' ? contentDocument(s, c, query.columns ?? 1) : voiceoverDocument(s, c);
    return pdfReply(await pdf.render(doc), fileName(s.slug || `story-${s.id}`, query.kind));
  });
}
