/** News suggestions: filter, load, create, change, remove (those not in use), accept into a guideline. */
import {
  BadRequestError, ConflictError, NotFoundError, PreconditionFailedError, type DocumentContent, type DocumentId, type Page, type SessionUser,
} from '@lauda/sdk/server';
import type { Guideline } from '@lauda/plugin-guidelines/common';
import { PROPOSAL_DOCUMENT as D, PROPOSAL_ERRORS as E, PROPOSALS_TOPIC, type Proposal } from '../common/index.js';
import { containsPattern, proposalOut, type Row } from './codec.js';
import type { Ctx } from './deps.js';
import type { FilterQuery, ProposalInput } from './schemas.js';

const TABLE = 'proposal_proposals';
const notFound = () => new NotFoundError('No such news suggestion', E.notFound);

async function tell(ctx: Ctx, op: 'CREATE' | 'UPDATE' | 'DELETE', id: number, data: unknown, by: string): Promise<void> {
  try {
    await ctx.live.publish(PROPOSALS_TOPIC, op, id, data, { by, document: { type: D, id } });
  } catch (err) {
    ctx.logger.warn('live publish failed', { error: String(err) });
  }
}

/** The suggestions of a period and words, newest day first (spec 001 §3: from, to, filter, page, size). */
export async function filterProposals(ctx: Ctx, q: FilterQuery): Promise<Page<Proposal>> {
  if (q.from && q.to && q.to < q.from) {
    throw new BadRequestError("Invalid field 'to': the last day comes before the first", { in: 'query', issues: [{ field: 'to', message: 'before from', code: E.datesOrder }] }, E.datesOrder);
  }
  const query = ctx.db.knex(TABLE).orderBy([{ column: 'date', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (q.from) query.where('date', '>=', q.from);
  if (q.to) query.where('date', '<=', q.to);
  if (q.accepted) query[q.accepted === 'true' ? 'whereNotNull' : 'whereNull']('guideline_id');
  const words = q.filter?.trim();
  if (words) {
    const like = containsPattern(words);
    query.where((w) => {
      for (const column of ['title', 'text', 'suggested_by', 'source']) w.orWhereRaw(`LOWER(??) LIKE ? ESCAPE '!'`, [column, like]);
    });
  }
  const page = await ctx.db.page<Row>(query, q);
  return { ...page, data: page.data.map(proposalOut) };
}

export async function getProposal(ctx: Ctx, id: number): Promise<Proposal> {
  const row = await ctx.db.knex(TABLE).where('id', id).first();
  if (!row) throw notFound();
  return proposalOut(row);
}

/** Who suggested it and where it came from, as one line. */
const originLine = (p: Proposal) => [p.suggestedBy, p.source].filter(Boolean).join(' — ');

/** The text other areas take over from suggestions (`core.documents.content`): title, text and origin, the day. */
export async function proposalContent(ctx: Ctx, ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>> {
  const rows = (await ctx.db.knex(TABLE).whereIn('id', ids.map(Number).filter(Number.isSafeInteger))) as Row[];
  return new Map(rows.map(proposalOut).map((p) => [String(p.id), { title: p.title, text: [p.text.trim(), originLine(p)].filter(Boolean).join('\n\n'), date: p.date }]));
}

const columns = (input: ProposalInput) => ({ title: input.title, text: input.text, suggested_by: input.suggestedBy, source: input.source, date: input.date });

export async function createProposal(ctx: Ctx, user: SessionUser, input: ProposalInput): Promise<Proposal> {
  const now = ctx.now();
  const [id] = await ctx.db.knex(TABLE).insert({ ...columns(input), author_nickname: user.nickname, created_at: now, updated_at: now, version: 0 });
  const out = await getProposal(ctx, Number(id));
  await tell(ctx, 'CREATE', out.id, out, user.nickname);
  return out;
}

export async function updateProposal(ctx: Ctx, user: SessionUser, id: number, input: ProposalInput & { version: number }): Promise<Proposal> {
  const changed = await ctx.db.knex(TABLE).where({ id, version: input.version }).update({ ...columns(input), updated_at: ctx.now(), version: input.version + 1 });
  if (!changed) {
    const row = await ctx.db.knex(TABLE).where('id', id).first('version');
    if (!row) throw notFound();
    throw new PreconditionFailedError('The news suggestion changed since it was read; reload it', E.staleVersion, { version: Number(row.version) });
  }
  const out = await getProposal(ctx, id);
  await tell(ctx, 'UPDATE', id, out, user.nickname);
  return out;
}

/** Removes the suggestions of `ids` not in use (an accepted one made a guideline): answers the ids removed. */
export async function removeProposals(ctx: Ctx, user: SessionUser, ids: number[]): Promise<{ ids: number[] }> {
  const free = ((await ctx.db.knex(TABLE).whereIn('id', ids).whereNull('guideline_id').select('id')) as Row[]).map((r) => Number(r.id));
  // only what is still free at the moment of the delete goes: an acceptance in between keeps its suggestion
  if (free.length) await ctx.db.knex(TABLE).whereIn('id', free).whereNull('guideline_id').delete();
  const gone = new Set(((await ctx.db.knex(TABLE).whereIn('id', free).select('id')) as Row[]).map((r) => Number(r.id)));
  const removed = free.filter((id) => !gone.has(id));
  for (const id of removed) await tell(ctx, 'DELETE', id, { id }, user.nickname);
  return { ids: removed };
}

/**
 * Accepts a suggestion: a guideline made from it as the user through the guidelines' service (their
 * access rules hold), the suggestion then linked to it (409 proposals.accepted the second time).
 */
export async function acceptProposal(ctx: Ctx, user: SessionUser, id: number, o: { date?: string; programsIds?: number[] }): Promise<{ proposal: Proposal; guideline: Guideline }> {
  const p = await getProposal(ctx, id);
  // claimed first (0: being accepted, in use already), so two editors accepting at once make one guideline
  if (!(await ctx.db.knex(TABLE).where('id', id).whereNull('guideline_id').update({ guideline_id: 0 }))) {
    throw new ConflictError('This news suggestion was already accepted', E.accepted, { guidelineId: p.guidelineId });
  }
  let guideline: Guideline;
  try {
    guideline = await ctx.guidelines.create(user, { slug: p.title, date: o.date ?? p.date, programsIds: o.programsIds ?? [], proposal: p.text, information: originLine(p) });
  } catch (e) {
    await ctx.db.knex(TABLE).where({ id, guideline_id: 0 }).update({ guideline_id: null });
    throw e;
  }
  await ctx.db.knex(TABLE).where('id', id).update({
    guideline_id: guideline.id, accepted_at: ctx.now(), accepted_by: user.nickname, updated_at: ctx.now(), version: ctx.db.knex.raw('?? + 1', ['version']),
  });
  const out = await getProposal(ctx, id);
  await tell(ctx, 'UPDATE', id, out, user.nickname);
  return { proposal: out, guideline };
}
