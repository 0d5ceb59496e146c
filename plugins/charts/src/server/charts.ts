/**
 * The four charts' answers, each from the figures the owning plugin provides as the user sees them
 * (rundown, reportages, guidelines): this plugin reads no table of theirs. Names of programs and
 * reporters come from the admin's programs and the kernel's users.
 */
import { formatDuration, type SessionUser } from '@lauda/sdk/server';
import { CHART_READ_ROLES, daysOf, type ChartAnswer, type ChartAnswerOf, type ChartId, type ChartRange, type Named } from '../common/index.js';
import type { Ctx } from './context.js';

const filterOf = (r: ChartRange) => ({ from: r.from, to: r.to, ...(r.programId === null ? {} : { programId: r.programId }) });

/** The names of the programs the rows name (all of them ones the user opens: the rows are theirs). */
async function programNames(ctx: Ctx, ids: number[]): Promise<Named[]> {
  const wanted = new Set(ids);
  return (await ctx.programs.list()).filter((p) => wanted.has(p.id)).map((p) => ({ id: p.id, name: p.name }));
}

async function stories(ctx: Ctx, user: SessionUser, range: ChartRange): Promise<ChartAnswerOf<'stories'>> {
  const days = await ctx.rundowns.daily(user, filterOf(range));
  const rows = days.map((d) => ({ date: d.date, programId: d.programId, stories: d.stories }));
  return { chart: 'stories', ...range, programs: await programNames(ctx, rows.map((r) => r.programId)), rows };
}

async function onAir(ctx: Ctx, user: SessionUser, range: ChartRange): Promise<ChartAnswerOf<'on-air'>> {
  const days = await ctx.rundowns.daily(user, filterOf(range));
  const rows = days.map((d) => ({ date: d.date, programId: d.programId, aired: formatDuration(d.airedMs), estimated: formatDuration(d.estimatedMs) }));
  return { chart: 'on-air', ...range, programs: await programNames(ctx, rows.map((r) => r.programId)), rows };
}

async function reportages(ctx: Ctx, user: SessionUser, range: ChartRange): Promise<ChartAnswerOf<'reportages'>> {
  const counts = await ctx.reportages.byStateAndReporter(user, filterOf(range));
  const ids = [...new Set(counts.map((c) => c.reporterId))];
  const names = await ctx.users.nicknames(ids);
  const reporters = ids.map((id) => ({ id, name: names.get(id) ?? `#${id}` })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
  return { chart: 'reportages', ...range, reporters, rows: counts.map((c) => ({ state: c.state, reporterId: c.reporterId, reportages: c.count })) };
}

async function guidelines(ctx: Ctx, user: SessionUser, range: ChartRange): Promise<ChartAnswerOf<'guidelines'>> {
  const counts = await ctx.guidelines.counts(user, filterOf(range));
  const of = (date: string, state: string) => counts.filter((c) => c.date === date && c.state === state).reduce((n, c) => n + c.count, 0);
  return { chart: 'guidelines', ...range, rows: daysOf(range.from, range.to).map((date) => ({ date, completed: of(date, 'COMPLETED'), interrupted: of(date, 'INTERRUPTED') })) };
}

const BUILDERS: { [C in ChartId]: (ctx: Ctx, user: SessionUser, range: ChartRange) => Promise<ChartAnswerOf<C>> } = {
  stories, 'on-air': onAir, reportages, guidelines,
};

/** A chart as `user` sees it: 403 naming the missing roles when they may not read what it counts. */
export function chartOf(ctx: Ctx, user: SessionUser, chart: ChartId, range: ChartRange): Promise<ChartAnswer> {
  ctx.access.assert(user, CHART_READ_ROLES[chart]);
  return BUILDERS[chart](ctx, user, range);
}
