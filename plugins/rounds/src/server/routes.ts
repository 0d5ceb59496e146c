/** Round routes: `/api/rounds?date=` (sorted by time), create, change, remove (ids), PDFs, a guideline from a round. */
import { created, pdfFileName, pdfReply, type PluginRouter, type WordResources } from '@lauda/sdk/server';
import { ROUND_DOCUMENT as D, ROUND_ROLES as R } from '../common/index.js';
import type { Ctx } from './deps.js';
import { dayDocument, roundDocument } from './pdf.js';
import { dayPdfQuery, dayQuery, guidelineFrom, idParam, idsQuery, localeQuery, roundInput, roundPut } from './schemas.js';
import { createRound, getRound, guidelineFromRound, listRounds, removeRounds, updateRound } from './service.js';

const theOne = { type: D, ids: ({ params }: { params: { id: number } }) => [params.id] };

export function roundRoutes(router: PluginRouter, ctx: Ctx, words: WordResources): void {
  router.get('/api/rounds', {
    access: [R.read], summary: 'The rounds of a day (`date`, YYYY-MM-DD), sorted by time', query: dayQuery,
  }, ({ query }) => listRounds(ctx, query.date));

  router.get('/api/rounds/pdf', {
    access: [R.read], summary: 'The rounds of a day as a PDF (a table sorted by time); `locale` picks the language', query: dayPdfQuery,
  }, async ({ query }) => {
    const doc = dayDocument(query.date, await listRounds(ctx, query.date), words, query.locale);
    return pdfReply(await ctx.pdf.render(doc), pdfFileName('rondas', query.date));
  });

  router.post('/api/rounds', {
    access: [R.write],
    summary: 'Create a round: date, time (HH:mm), institutionId, segmentId (left out: the institution\'s), who, notes, result',
    description: '400 naming the field: rounds.unknownInstitution (institutionId), rounds.unknownSegment (segmentId).',
    body: roundInput,
  }, async ({ body, user }) => created(await createRound(ctx, user!, body)));

  router.delete('/api/rounds', {
    access: [R.write], summary: 'Remove rounds (`ids=1,2,3`): answers `{ ids }`, the ids removed (those that existed)', query: idsQuery,
    documents: { writes: [{ type: D, ids: ({ query }) => query.ids }] },
  }, ({ query, user }) => removeRounds(ctx, user!, query.ids));

  router.get('/api/rounds/{id}', { access: [R.read], summary: 'A round', params: idParam, documents: { reads: [theOne] } }, ({ params }) => getRound(ctx, params.id));

  router.get('/api/rounds/{id}/pdf', {
    access: [R.read], summary: 'A round\'s content as a PDF; `locale` picks the language', params: idParam, query: localeQuery, documents: { reads: [theOne] },
  }, async ({ params, query }) => {
    const round = await getRound(ctx, params.id);
    return pdfReply(await ctx.pdf.render(roundDocument(round, words, query.locale)), pdfFileName('ronda', round.institutionName, round.date));
  });

  router.put('/api/rounds/{id}', {
    access: [R.write], summary: 'Change a round with the `version` read (412 rounds.staleVersion)', params: idParam, body: roundPut,
    documents: { writes: [theOne] },
  }, ({ params, body, user }) => updateRound(ctx, user!, params.id, body));

  router.post('/api/rounds/{id}/guideline', {
    access: [R.write, 'ROLE_ASSIGNMENT_WRITE'],
    summary: 'Create a guideline from a round: { date?, programsIds? } → { round, guideline }; the round is marked news and linked',
    description: '409 rounds.hasGuideline when one was made already; the guidelines\' rules apply (a program the caller may not open is refused).',
    params: idParam,
    body: guidelineFrom,
    documents: { writes: [theOne] },
  }, async ({ params, body, user }) => created(await guidelineFromRound(ctx, user!, params.id, body)));
}
