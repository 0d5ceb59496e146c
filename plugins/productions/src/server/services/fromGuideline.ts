/**
 * A checklist made from a guideline (read through `guidelinesServices.records`, as the caller, so
 * its access rule holds): its slug, date, programs, the guides' addresses as the local and the
 * guideline's production tasks. The load by guideline answers the one already made, else makes it.
 */
import { BadRequestError, RuleRefusedError, type SessionUser } from '@lauda/sdk/server';
import { guidelineLockKey } from '@lauda/plugin-guidelines/server';
import { PRODUCTION_ERRORS as E, PRODUCTION_LIMITS as L, type Production } from '../../common/index.js';
import { insertProduction, work, type NewProduction } from './productions.js';
import { ofGuideline } from './queries.js';
import type { Caller, Ctx } from './context.js';

/** 422 production.guidelineBeingEdited when another user holds the guideline's edit lock (their changes are not saved yet). */
async function assertGuidelineFree(ctx: Ctx, user: SessionUser, guidelineId: number): Promise<void> {
  const key = guidelineLockKey(guidelineId);
  const lock = (await ctx.locks.list()).find((l) => l.key === key && l.userId !== user.id);
  if (lock) {
    throw new RuleRefusedError(`The guideline is being edited by ${lock.nickname}: make the checklist once it is saved`, E.guidelineBeingEdited, { holder: lock.nickname });
  }
}

async function valuesOf(ctx: Ctx, user: SessionUser, guidelineId: number): Promise<NewProduction> {
  const g = await ctx.guidelines.load(user, guidelineId);
  if (!g.date) {
    throw new BadRequestError("Invalid field 'date': the guideline has no date", { in: 'body', issues: [{ field: 'date', message: 'the guideline has no date', code: 'required' }] }, E.guidelineWithoutDate);
  }
  const open = await ctx.programIdsOf(user);
  const local = [...new Set(g.guides.map((x) => x.address.trim()).filter(Boolean))].join('; ').slice(0, L.local);
  // made from a private guideline, the checklist is private too: shared with who shares the guideline
  const sharedWith = [...new Set([...(g.ownerId !== null ? [g.ownerId] : []), ...g.allowedUsers])].filter((u) => u !== user.id);
  return {
    ...(g.private ? { private: true, inheritsPrivacy: true, allowedUsers: sharedWith } : {}),
    guidelineId: g.id, slug: g.slug, date: g.date, local, information: g.information.slice(0, L.information),
    programsIds: g.programsIds.filter((p) => open === null || open.includes(p)), vehiclesIds: g.vehiclesIds,
    editorsIds: g.editorsIds, producersIds: g.producersIds,
    tasks: g.production.tasks.slice(0, L.tasks).map(({ id: _id, ...t }) => t),
  };
}

/** `POST /api/productions/fromGuideline`: a new checklist from the guideline, each call another one. */
export async function createFromGuideline(ctx: Ctx, c: Caller, guidelineId: number): Promise<Production> {
  await assertGuidelineFree(ctx, c.user, guidelineId);
  const values = await valuesOf(ctx, c.user, guidelineId);
  return work(ctx, c, (trx, publish) => insertProduction(ctx, c, trx, publish, values));
}

/** `GET /api/productions/guideline/{id}`: the checklist made from it (created: false), else a new one (created: true). */
export async function loadByGuideline(ctx: Ctx, c: Caller, guidelineId: number, mayCreate: () => void): Promise<{ production: Production; created: boolean }> {
  const values = await valuesOf(ctx, c.user, guidelineId); // 404 when the caller may not see the guideline
  const found = await ofGuideline(ctx, c.user, guidelineId);
  if (found) return { production: found, created: false };
  mayCreate();
  await assertGuidelineFree(ctx, c.user, guidelineId);
  return work(ctx, c, async (trx, publish) => {
    // checked again inside the unit of work: two first calls at once make one checklist on MariaDB too
    await trx('production_settings').where('id', 1).forUpdate().first();
    const again = await ofGuideline(ctx, c.user, guidelineId, trx);
    if (again) return { production: again, created: false };
    return { production: await insertProduction(ctx, c, trx, publish, values), created: true };
  });
}
