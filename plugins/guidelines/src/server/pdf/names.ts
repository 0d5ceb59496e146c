/**
 * The names a guideline's PDF shows for its ids: people (reporters, producers, editors) and the
 * programs the reader may open (another one shows as its id, as the screens' lookups leave it out).
 */
import type { Locale, SessionUser } from '@lauda/sdk/server';
import type { Guideline } from '../../common/index.js';
import type { Ctx } from '../services/context.js';
import type { PdfContext } from './documents.js';
import { wordsOf } from './words.js';

export async function pdfContext(ctx: Ctx, user: SessionUser, list: readonly Guideline[], locale: Locale | undefined): Promise<PdfContext> {
  const people = [...new Set(list.flatMap((g) => [...g.reportersIds, ...g.producersIds, ...g.editorsIds]))];
  const [programs, open, users] = await Promise.all([
    ctx.programs.list(), ctx.programIdsOf(user), people.length ? ctx.users.nicknames(people) : new Map<number, string>(),
  ]);
  const named = programs.filter((p) => open === null || open.includes(p.id));
  return { w: wordsOf(locale), locale, programs: new Map(named.map((p) => [p.id, p.name])), users };
}
