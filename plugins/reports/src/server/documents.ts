/**
 * The report document type and who may see and change each report (the kernel's document access
 * contract): the planning documents' rule of the sdk (`programDocumentType`), as productions —
 * seen by whoever opens one of its programs (no program: the whole newsroom), a private one by its
 * owner and allowed users alone.
 */
import { programDocumentType, type DocumentType, type ProgramDocumentTable } from '@lauda/sdk/server';
import { REPORT_DOCUMENT, REPORT_ROLES as R } from '../common/index.js';
import type { Ctx } from './services/context.js';

export const REPORT_ACCESS: ProgramDocumentTable = { table: 'report_reports', programsTable: 'report_programs', documentColumn: 'report_id' };

export function reportDocuments(ctx: Ctx): DocumentType[] {
  return [programDocumentType({
    type: REPORT_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    revisions: true,
    trash: { table: 'report_reports', titleColumn: 'title' },
  }, REPORT_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany })];
}

/** The route rules of the calls about one report (`{id}` in the path): it must be seen in full, or changeable and not locked by another. */
export const readsReport = { reads: [{ type: REPORT_DOCUMENT, ids: ({ params }: { params: { id: number } }) => [params.id] }] };
export const writesReport = { writes: [{ type: REPORT_DOCUMENT, ids: ({ params }: { params: { id: number } }) => [params.id] }] };
