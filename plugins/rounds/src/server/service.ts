/** Rounds: the day's list sorted by time, create, change, remove by ids, and a guideline made from one. */
import { ConflictError, NotFoundError, PreconditionFailedError, type DocumentContent, type DocumentId, type Knex, type SessionUser } from '@lauda/sdk/server';
import type { Guideline } from '@lauda/plugin-guidelines/common';
import { ROUND_DOCUMENT as D, ROUND_ERRORS as E, ROUNDS_TOPIC, type Round } from '../common/index.js';
import { roundOut, type Row } from './codec.js';
import { publish, type Ctx } from './deps.js';
import { assertSegment, fieldError } from './lookups.js';
import type { RoundInput } from './schemas.js';

const TABLE = 'round_rounds';

const rounds = (knex: Knex) =>
  knex(`${TABLE} as r`)
    .join('round_institutions as i', 'i.id', 'r.institution_id')
    .leftJoin('round_segments as s', 's.id', 'r.segment_id')
    .select('r.*', 'i.name as institution_name', 's.name as segment_name');

/** A day's rounds, earliest first (spec 001 §3: time sorted ascending). */
export async function listRounds(ctx: Ctx, date: string): Promise<Round[]> {
  const rows = (await rounds(ctx.db.knex).where('r.date', date).orderBy([{ column: 'r.time' }, { column: 'r.id' }])) as Row[];
  return rows.map(roundOut);
}

export async function getRound(ctx: Ctx, id: number): Promise<Round> {
  const row = await rounds(ctx.db.knex).where('r.id', id).first();
  if (!row) throw new NotFoundError('No such round', E.notFound);
  return roundOut(row);
}

/** The columns of a round; its segment is the institution's unless one is given. */
async function columns(ctx: Ctx, input: RoundInput): Promise<Row> {
  const inst = await ctx.db.knex('round_institutions').where('id', input.institutionId).first('segment_id');
  if (!inst) throw fieldError('institutionId', `unknown institution ${input.institutionId}`, E.unknownInstitution);
  const segmentId = input.segmentId === undefined ? (inst.segment_id === null ? null : Number(inst.segment_id)) : input.segmentId;
  await assertSegment(ctx.db.knex, segmentId);
  return {
    date: input.date, time: input.time, institution_id: input.institutionId, segment_id: segmentId,
    who: input.who, notes: input.notes, result: input.result,
  };
}

export async function createRound(ctx: Ctx, user: SessionUser, input: RoundInput): Promise<Round> {
  const now = ctx.now();
  const [id] = await ctx.db.knex(TABLE).insert({ ...(await columns(ctx, input)), author_nickname: user.nickname, created_at: now, updated_at: now, version: 0 });
  const out = await getRound(ctx, Number(id));
  await publish(ctx, ROUNDS_TOPIC, 'CREATE', out.id, out, user.nickname, D);
  return out;
}

export async function updateRound(ctx: Ctx, user: SessionUser, id: number, input: RoundInput & { version: number }): Promise<Round> {
  const values = await columns(ctx, input);
  const changed = await ctx.db.knex(TABLE).where({ id, version: input.version }).update({ ...values, updated_at: ctx.now(), version: input.version + 1 });
  if (!changed) {
    const row = await ctx.db.knex(TABLE).where('id', id).first('version');
    if (!row) throw new NotFoundError('No such round', E.notFound);
    throw new PreconditionFailedError('The round changed since it was read; reload it', E.staleVersion, { version: Number(row.version) });
  }
  const out = await getRound(ctx, id);
  await publish(ctx, ROUNDS_TOPIC, 'UPDATE', id, out, user.nickname, D);
  return out;
}

/** Removes the rounds of `ids` that exist; answers the ids removed. */
export async function removeRounds(ctx: Ctx, user: SessionUser, ids: number[]): Promise<{ ids: number[] }> {
  const found = ((await ctx.db.knex(TABLE).whereIn('id', ids).select('id')) as Row[]).map((r) => Number(r.id));
  if (found.length) await ctx.db.knex(TABLE).whereIn('id', found).delete();
  for (const id of found) await publish(ctx, ROUNDS_TOPIC, 'DELETE', id, { id }, user.nickname, D);
  return { ids: found };
}

/** Where and when a round was, as one line: institution · segment — HH:mm — who. */
const placeLine = (r: Round) => `${[r.institutionName, r.segmentName].filter(Boolean).join(' · ')} — ${r.time.slice(0, 5)}${r.who ? ` — ${r.who}` : ''}`;

/** The text other areas take over from rounds (`core.documents.content`): the institution, where and when, the notes. */
export async function roundContent(ctx: Ctx, ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>> {
  const rows = (await rounds(ctx.db.knex).whereIn('r.id', ids.map(Number).filter(Number.isSafeInteger))) as Row[];
  return new Map(rows.map(roundOut).map((r) => [String(r.id), { title: r.institutionName, text: [placeLine(r), r.notes.trim()].filter(Boolean).join('\n\n'), date: r.date }]));
}

/**
 * A guideline made from a round (spec 001 §7 "createFrom ... round"), as the user through the
 * guidelines' service (their access rules hold); the round is then marked news and linked to it.
 */
export async function guidelineFromRound(ctx: Ctx, user: SessionUser, id: number, o: { date?: string; programsIds?: number[] }): Promise<{ round: Round; guideline: Guideline }> {
  const round = await getRound(ctx, id);
  // claimed first (0: being made), so a twin request made at the same moment makes no second guideline
  if (round.guidelineId !== null || !(await ctx.db.knex(TABLE).where('id', id).whereNull('guideline_id').update({ guideline_id: 0 }))) {
    throw new ConflictError('A guideline was already made from this round', E.hasGuideline, { guidelineId: round.guidelineId });
  }
  let guideline: Guideline;
  try {
    guideline = await ctx.guidelines.create(user, {
      slug: round.institutionName, date: o.date ?? round.date, programsIds: o.programsIds ?? [], proposal: round.notes, information: placeLine(round),
    });
  } catch (e) {
    await ctx.db.knex(TABLE).where({ id, guideline_id: 0 }).update({ guideline_id: null });
    throw e;
  }
  await ctx.db.knex(TABLE).where('id', id)
    .update({ guideline_id: guideline.id, result: 'news', updated_at: ctx.now(), version: ctx.db.knex.raw('?? + 1', ['version']) });
  const out = await getRound(ctx, id);
  await publish(ctx, ROUNDS_TOPIC, 'UPDATE', id, out, user.nickname, D);
  return { round: out, guideline };
}
