/**
 * The production document type and who may see and change each checklist (the kernel's document
 * access contract): the planning documents' rule of the sdk (`programDocumentType`), as guidelines.
 */
import { programDocumentType, type DocumentType, type ProgramDocumentTable } from '@lauda/sdk/server';
import { PRODUCTION_DOCUMENT, PRODUCTION_ROLES as R } from '../common/index.js';
import type { Ctx } from './services/context.js';

export const PRODUCTION_ACCESS: ProgramDocumentTable = { table: 'production_productions', programsTable: 'production_programs', documentColumn: 'production_id' };

export function productionDocuments(ctx: Ctx): DocumentType[] {
  return [programDocumentType({
    type: PRODUCTION_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    revisions: true,
    trash: { table: 'production_productions', titleColumn: 'slug' },
  }, PRODUCTION_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany })];
}
