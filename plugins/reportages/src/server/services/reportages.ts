/** Create, update and patch one reportage (spec 001 §4, §5). */
import crypto from 'node:crypto';
import { ForbiddenError, PreconditionFailedError, RuleRefusedError } from '@lauda/sdk/server';
import { REPORTAGE_ERRORS as E } from '../../common/ids.js';
import { isPrivate, programsOf, reportageOut, toColumns, type Row } from '../codec.js';
import type { ReportageCreate, ReportageValues } from '../schemas.js';
import type { Caller, Ctx } from '../context.js';
import { checkCgs } from './cgs.js';
import { assertPrograms, inWork, recordRevision, reportageRow, syncPrograms, type Work } from './store.js';

const norm = (v: unknown) => (v === true ? '1' : v === false ? '0' : v === null || v === undefined ? '' : String(v));

/**
 * Who may make a reportage private or share it: the private-creation setting must allow it, and only
 * the owner changes the owner or the allowed users once it is private.
 */
function checkPrivacy(privateAllowed: boolean, c: Caller, row: Row, next: Row): void {
  const owner = row.owner_id === null || row.owner_id === undefined ? null : Number(row.owner_id);
  const newOwner = next.owner_id === null || next.owner_id === undefined ? null : Number(next.owner_id);
  if (owner === newOwner && norm(row.allowed_users) === norm(next.allowed_users)) return;
  if (newOwner !== null && owner === null && !privateAllowed) {
    throw new RuleRefusedError('Private reportages are not allowed by the settings', E.privateNotAllowed, { field: 'ownerId' });
  }
  if (owner !== null && owner !== c.user.id && !c.user.support) {
    throw new ForbiddenError('Only the owner shares a private reportage', { field: 'allowedUsers' }, E.onlyOwnerShares);
  }
  if (owner === null && newOwner !== null && newOwner !== c.user.id && !c.user.support) {
    throw new ForbiddenError('A reportage becomes private only to who makes it so', { field: 'ownerId' }, E.onlyOwnerShares);
  }
}

/** Checks what the values bring in: programs the caller may open, CGs of those programs' devices. */
async function checkValues(ctx: Ctx, c: Caller, values: ReportageValues, row: Row | null): Promise<void> {
  if (values.programsIds !== undefined) await assertPrograms(ctx, c, values.programsIds);
  if (values.cgs !== undefined || values.programsIds !== undefined) {
    const programs = values.programsIds ?? (row ? programsOf(row) : []);
    await checkCgs(ctx, values.cgs ?? (row ? JSON.parse(row.cgs) : []), programs);
  }
}

export async function createReportage(ctx: Ctx, c: Caller, input: ReportageCreate, extra: Row = {}): Promise<Row> {
  const { private: priv, ...values } = input;
  await checkValues(ctx, c, values, null);
  const now = ctx.now();
  const flags = await ctx.flags();
  const cols = toColumns(values, flags.readRate);
  if (priv) cols.owner_id = c.user.id;
  const blank: Row = { owner_id: null, allowed_users: '[]' };
  checkPrivacy(flags.privateReportage, c, blank, { ...blank, ...cols });
  if (cols.owner_id === null || cols.owner_id === undefined) cols.allowed_users = '[]';
  const row: Row = {
    uuid: crypto.randomUUID(),
    state: 'PRODUCING',
    programs_ids: '[]', editorials_ids: '[]', vehicles_ids: '[]', allowed_users: '[]',
    sections: '[]', cgs: '[]', total_ms: 0,
    ok: false, tv: true, radio: false,
    author_id: c.user.id, author_nickname: c.user.nickname,
    created_at: now, change_date: now, version: 0,
    ...cols,
    ...extra,
  };
  return inWork(ctx, c, async (w) => {
    const [id] = await w.trx('reportages').insert(row);
    const stored = await reportageRow(w.trx, Number(id));
    await syncPrograms(w.trx, stored);
    await recordRevision(ctx, w.trx, c, null, stored);
    w.publishRow('CREATE', stored);
    return stored;
  });
}

/** Applies validated values to a stored row inside `w` (PUT, PATCH, approve, state, association). */
export async function applyValues(w: Work, row: Row, values: ReportageValues & { ok?: boolean }, cols: Row = {}): Promise<Row> {
  const flags = await w.ctx.flags(w.trx);
  const merged: Row = { ...row, ...toColumns(values, flags.readRate), ...cols };
  checkPrivacy(flags.privateReportage, w.caller, row, merged);
  if (merged.owner_id === null || merged.owner_id === undefined) merged.allowed_users = '[]';
  const changed = Object.keys(merged).filter((k) => norm(merged[k]) !== norm(row[k]));
  if (!changed.length) return row;
  const update: Row = Object.fromEntries(changed.map((k) => [k, merged[k]]));
  update.change_date = w.ctx.now();
  update.version = Number(row.version) + 1;
  await w.trx('reportages').where('id', row.id).update(update);
  const next = { ...merged, ...update };
  if (changed.includes('programs_ids')) await syncPrograms(w.trx, next);
  await recordRevision(w.ctx, w.trx, w.caller, row, next);
  return next;
}

export async function updateReportage(ctx: Ctx, c: Caller, id: number, values: ReportageValues, version?: number): Promise<Row> {
  await checkValues(ctx, c, values, await reportageRow(ctx.db.knex, id));
  return inWork(ctx, c, async (w) => {
    const row = await reportageRow(w.trx, id);
    if (version !== undefined && version !== Number(row.version)) {
      throw new PreconditionFailedError('The reportage changed since it was read; reload it', E.staleVersion, { version: Number(row.version) });
    }
    const next = await applyValues(w, row, values);
    if (next !== row) w.publishRow('UPDATE', next);
    return next;
  });
}

/** `{ field, newValue }` → `{ field, oldValue, newValue }` as the API shows the field. */
export async function patchReportage(ctx: Ctx, c: Caller, id: number, field: string, value: unknown): Promise<{ field: string; oldValue: unknown; newValue: unknown }> {
  const values = { [field]: value } as ReportageValues;
  await checkValues(ctx, c, values, await reportageRow(ctx.db.knex, id));
  return inWork(ctx, c, async (w) => {
    const row = await reportageRow(w.trx, id);
    const before = reportageOut(row) as unknown as Record<string, unknown>;
    const next = await applyValues(w, row, values);
    const after = reportageOut(next) as unknown as Record<string, unknown>;
    const out = { field, oldValue: before[field], newValue: after[field] };
    if (next !== row) w.publish('PATCH', id, { ...out, version: Number(next.version), total: after.total, changeDate: after.changeDate });
    // a reportage leaving or entering privacy: the others get it whole (or lose it)
    if (isPrivate(row) !== isPrivate(next)) w.publishRow('UPDATE', next);
    return out;
  });
}
