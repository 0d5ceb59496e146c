/** Changes of many reportages at once: state, removal, copy; and the approval of one. */
import crypto from 'node:crypto';
import type { ReportageState } from '../../common/ids.js';
import { REPORTAGE_DOCUMENT as D } from '../../common/ids.js';
import { bool, reportageOut, type Row } from '../codec.js';
import { actorOf, type Caller, type Ctx } from '../context.js';
import { applyValues } from './reportages.js';
import { assertPrograms, inWork, recordRevision, reportageNotFound, reportageRow, syncPrograms } from './store.js';

async function rowsOf(trx: import('@lauda/sdk/server').Knex.Transaction, ids: readonly number[]): Promise<Row[]> {
  const unique = [...new Set(ids)];
  const rows: Row[] = await trx('reportages').whereIn('id', unique).whereNull('deleted_at');
  if (rows.length !== unique.length) throw reportageNotFound();
  return unique.map((id) => rows.find((r) => Number(r.id) === id)!);
}

/** Its owner, reporter and author hear that a reportage was approved (only if they may see it: core.notifications checks). */
async function tellApproved(ctx: Ctx, c: Caller, row: Row): Promise<void> {
  const people = [row.owner_id, row.reporter_id, row.author_id].filter((v) => v !== null && v !== undefined).map(Number);
  const ids = [...new Set(people)].filter((id) => id !== c.user.id);
  if (!ids.length) return;
  await ctx.notifications.notify(ids, {
    kind: 'reportages:notify.approved', title: String(row.slug || `#${row.id}`),
    link: { type: D, origin: 'reportage', id: Number(row.id) },
  }, { by: c.user.nickname });
}

/** Sets the state of every reportage of `ids`; answers them as they are now. */
export function changeState(ctx: Ctx, c: Caller, ids: number[], state: ReportageState) {
  return inWork(ctx, c, async (w) => {
    const out = [];
    for (const row of await rowsOf(w.trx, ids)) {
      const next = await applyValues(w, row, { state });
      if (next !== row) w.publish('PATCH', Number(row.id), { field: 'state', oldValue: row.state, newValue: state, version: Number(next.version) });
      out.push(reportageOut(next));
    }
    return out;
  });
}

export function approve(ctx: Ctx, c: Caller, id: number, ok: boolean) {
  return inWork(ctx, c, async (w) => {
    const row = await reportageRow(w.trx, id);
    const next = await applyValues(w, row, { ok });
    const out = { field: 'ok', oldValue: bool(row.ok), newValue: bool(next.ok) };
    if (next !== row) w.publish('PATCH', id, { ...out, version: Number(next.version) });
    if (out.newValue && !out.oldValue) w.later(() => tellApproved(ctx, c, next));
    return out;
  });
}

export function removeReportages(ctx: Ctx, c: Caller, ids: number[]) {
  return inWork(ctx, c, async (w) => {
    const rows = await rowsOf(w.trx, ids);
    await ctx.trash.remove(w.trx, D, rows.map((r) => Number(r.id)), actorOf(c));
    for (const r of rows) w.publish('DELETE', Number(r.id), { id: Number(r.id) });
  });
}

/**
 * Copies reportages to programs and a date: new reportages (new uuids, sections and CGs kept), not
 * approved, producing, public, with no guideline.
 */
export async function copyReportages(ctx: Ctx, c: Caller, ids: number[], programsIds: number[], date: string) {
  await assertPrograms(ctx, c, programsIds);
  return inWork(ctx, c, async (w) => {
    const out = [];
    const now = ctx.now();
    for (const src of await rowsOf(w.trx, ids)) {
      const { id: _id, uuid: _u, deleted_at: _d, ...rest } = src;
      const row: Row = {
        ...rest,
        uuid: crypto.randomUUID(),
        date,
        programs_ids: JSON.stringify([...new Set(programsIds)]),
        state: 'PRODUCING', ok: false, assignment_id: null, owner_id: null, allowed_users: '[]',
        author_id: c.user.id, author_nickname: c.user.nickname,
        created_at: now, change_date: now, version: 0,
        sections: JSON.stringify(JSON.parse(src.sections).map((s: Row) => ({ ...s, uuid: crypto.randomUUID() }))),
        cgs: JSON.stringify(JSON.parse(src.cgs).map((x: Row) => ({ ...x, uuid: crypto.randomUUID() }))),
      };
      const [id] = await w.trx('reportages').insert(row);
      const stored = await reportageRow(w.trx, Number(id));
      await syncPrograms(w.trx, stored);
      await recordRevision(ctx, w.trx, c, null, stored);
      w.publishRow('CREATE', stored);
      out.push(reportageOut(stored));
    }
    return out;
  });
}
