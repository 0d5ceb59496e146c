/** The names a guideline's PDF shows for its ids: programs and people (reporters, producers, editors). */
import type { Locale } from '@lauda/sdk/server';
import type { Guideline } from '../../common/index.js';
import type { Ctx } from '../services/context.js';
import type { PdfContext } from './documents.js';
import { wordsOf } from './words.js';

export async function pdfContext(ctx: Ctx, list: readonly Guideline[], locale: Locale | undefined): Promise<PdfContext> {
  const people = [...new Set(list.flatMap((g) => [...g.reportersIds, ...g.producersIds, ...g.editorsIds]))];
  const [programs, users] = await Promise.all([ctx.programs.list(), people.length ? ctx.users.nicknames(people) : new Map<number, string>()]);
  return { w: wordsOf(locale), locale, programs: new Map(programs.map((p) => [p.id, p.name])), users };
}
