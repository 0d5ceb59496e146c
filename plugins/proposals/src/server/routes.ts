/** News suggestion routes: `/api/assignment_proposals` filter, load, create, change, remove (ids), accept. */
import { created, type PluginRouter } from '@lauda/sdk/server';
import { PROPOSAL_DOCUMENT as D, PROPOSAL_ROLES as R } from '../common/index.js';
import type { Ctx } from './deps.js';
import { acceptInput, filterQuery, idParam, proposalInput, proposalPut, removeQuery } from './schemas.js';
import { acceptProposal, createProposal, filterProposals, getProposal, removeProposals, updateProposal } from './service.js';

const BASE = '/api/assignment_proposals';
const theOne = { type: D, ids: ({ params }: { params: { id: number } }) => [params.id] };

export function proposalRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get(BASE, {
    access: [R.read],
    summary: 'News suggestions by day (`from`, `to`), words (`filter`) and state (`accepted`), newest day first, paged',
    description: '400 proposals.datesOrder naming `to` when it comes before `from`. The sidebar asks for page 0 with its own size.',
    query: filterQuery,
  }, ({ query }) => filterProposals(ctx, query));

  router.post(BASE, {
    access: [R.write], summary: 'Suggest a story: title, text, suggestedBy, source, date (YYYY-MM-DD)', body: proposalInput,
  }, async ({ body, user }) => created(await createProposal(ctx, user!, body)));

  router.delete(BASE, {
    access: [R.write],
    summary: 'Remove news suggestions (`ids=1,2,3`): answers `{ ids }`, those removed; an accepted one is in use and stays',
    description: 'Fewer ids back than asked: the screen warns that items in use cannot be deleted.',
    query: removeQuery,
    documents: { writes: [{ type: D, ids: ({ query }) => query.ids }] },
  }, ({ query, user }) => removeProposals(ctx, user!, query.ids));

  router.get(`${BASE}/{id}`, { access: [R.read], summary: 'A news suggestion', params: idParam, documents: { reads: [theOne] } }, ({ params }) => getProposal(ctx, params.id));

  router.put(`${BASE}/{id}`, {
    access: [R.write], summary: 'Change a news suggestion with the `version` read (412 proposals.staleVersion)', params: idParam, body: proposalPut,
    documents: { writes: [theOne] },
  }, ({ params, body, user }) => updateProposal(ctx, user!, params.id, body));

  router.post(`${BASE}/{id}/accept`, {
    access: [R.write, 'ROLE_ASSIGNMENT_WRITE'],
    summary: 'Accept a news suggestion into a guideline: { date?, programsIds? } → { proposal, guideline }; the suggestion is linked to it',
    description: '409 proposals.accepted the second time; the guidelines\' rules apply (a program the caller may not open is refused).',
    params: idParam,
    body: acceptInput,
    documents: { writes: [theOne] },
  }, async ({ params, body, user }) => created(await acceptProposal(ctx, user!, params.id, body)));
}
