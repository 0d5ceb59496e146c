/** A guideline made from an agency item, through the guidelines plugin's records service, as the caller. */
import { NotFoundError, wallClock, type SessionUser } from '@lauda/sdk/server';
import type { Guideline } from '@lauda/plugin-guidelines/common';
import { AGENCY_ERRORS as E } from '../common/index.js';
import type { Ctx } from './context.js';
import { ITEMS } from './items.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/** slug from the title, proposal from the text, referral the link; the day is the branch's today unless given. */
export async function guidelineFromItem(ctx: Ctx, user: SessionUser, id: number, o: { programsIds?: number[] | undefined; date?: string | undefined }): Promise<Guideline> {
  const item = await ctx.db.knex(ITEMS).where('id', id).first();
  if (!item) throw new NotFoundError('No such item', E.itemNotFound);
  const w = wallClock(ctx.now(), await ctx.branch.timeZone());
  const guideline = await ctx.guidelines.create(user, {
    slug: String(item.title).slice(0, 100),
    date: o.date ?? `${w.y}-${p2(w.m)}-${p2(w.d)}`,
    ...(o.programsIds ? { programsIds: o.programsIds } : {}),
    proposal: item.text,
    ...(item.link ? { referral: item.link } : {}),
  });
  // the item is now used: the retention keeps it
  await ctx.db.knex(ITEMS).where('id', id).update({ guideline_id: guideline.id });
  return guideline;
}
