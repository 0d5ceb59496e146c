/**
 * A reportage's guideline (spec 001 §2 association drawer, §7): get, associate, remove. The guideline
 * is a document of the guidelines plugin (`/api/assignments`), checked through the kernel's document
 * access: a guideline the caller may not see, or no guidelines plugin at all, is a 404.
 */
import { NotFoundError } from '@lauda/sdk/server';
import { REPORTAGE_ERRORS as E } from '../../common/ids.js';
import { numOrNull } from '../codec.js';
import type { Caller, Ctx } from '../context.js';
import { applyValues } from './reportages.js';
import { inWork, reportageRow } from './store.js';

/** The guidelines plugin's document type. */
export const GUIDELINE_DOCUMENT = 'guideline';

export interface Association {
  reportageId: number;
  assignmentId: number | null;
}

export async function getAssociation(ctx: Ctx, c: Caller, id: number): Promise<Association> {
  const row = await reportageRow(ctx.db.knex, id);
  const assignmentId = numOrNull(row.assignment_id);
  // a guideline the caller may no longer see is not named
  if (assignmentId !== null && (await ctx.documents.visibility(GUIDELINE_DOCUMENT, c.user, [assignmentId])).get(String(assignmentId)) !== 'full') {
    return { reportageId: id, assignmentId: null };
  }
  return { reportageId: id, assignmentId };
}

export async function setAssociation(ctx: Ctx, c: Caller, id: number, guidelineId: number | null): Promise<Association> {
  // read outside the transaction (the embedded SQLite has one connection)
  if (guidelineId !== null) await ctx.documents.assertVisible(GUIDELINE_DOCUMENT, c.user, guidelineId);
  return inWork(ctx, c, async (w) => {
    const row = await reportageRow(w.trx, id);
    if (guidelineId === null && row.assignment_id === null) throw new NotFoundError('The reportage has no guideline', E.notAssociated);
    const next = await applyValues(w, row, {}, { assignment_id: guidelineId });
    if (next !== row) w.publish('PATCH', id, { field: 'assignmentId', oldValue: numOrNull(row.assignment_id), newValue: guidelineId, version: Number(next.version) });
    return { reportageId: id, assignmentId: guidelineId };
  });
}
