/** Tells the people named on a guideline (reporters, producers, editors) that they now are on it. */
import { GUIDELINE_DOCUMENT } from '../../common/index.js';
import { idList, type Row } from '../codec.js';
import type { Caller, Ctx } from './context.js';

const PEOPLE = ['reporters_ids', 'producers_ids', 'editors_ids'] as const;
const people = (row: Row | null): Set<number> => new Set(row ? PEOPLE.flatMap((c) => idList(row[c])) : []);

/** The users named on `after` who were not on `before` (the caller does not tell themself). */
export function newlyNamed(before: Row | null, after: Row, c: Caller): number[] {
  const was = people(before);
  return [...people(after)].filter((id) => !was.has(id) && id !== c.user.id);
}

/** After the commit: only who may see the guideline hears of it (core.notifications checks). */
export async function tellNamed(ctx: Ctx, c: Caller, ids: number[], after: Row): Promise<void> {
  if (!ids.length) return;
  try {
    await ctx.notifications.notify(ids, {
      kind: 'guidelines:notify.named', title: String(after.slug || `#${after.id}`),
      link: { type: GUIDELINE_DOCUMENT, origin: 'guideline', id: Number(after.id) },
    }, { by: c.user.nickname });
  } catch (err) {
    ctx.logger.warn('notification failed', { error: String(err) });
  }
}
