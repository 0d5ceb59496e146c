/**
 * The guideline document type and who may see and change each guideline (the kernel's document
 * access contract): the planning documents' rule of the sdk (`programDocumentType`) — a guideline
 * belongs to programs; whoever may open one of them sees it (one without programs is the whole
 * newsroom's). A private guideline is seen by its owner and allowed users alone; to anyone else it
 * does not exist (no placeholder: it has no place to keep).
 */
import { ownedByColumns, programDocumentType, type DocumentType, type ProgramDocumentTable } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT, GUIDELINE_ROLES as R } from '../common/index.js';
import { guidelineContent } from './services/records.js';
import { guidelinePortable } from './portable.js';
import type { Ctx } from './services/context.js';

export const GUIDELINE_ACCESS: ProgramDocumentTable = { table: 'guideline_guidelines', programsTable: 'guideline_programs', documentColumn: 'guideline_id' };

export function guidelineDocuments(ctx: Ctx): DocumentType[] {
  return [programDocumentType({
    type: GUIDELINE_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    revisions: true,
    trash: { table: 'guideline_guidelines', titleColumn: 'slug' },
    content: (ids) => guidelineContent(ctx, ids),
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'guideline_guidelines', columns: ['owner_id', 'author_id'], trash: true }),
    portable: guidelinePortable(ctx),
  }, GUIDELINE_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany })];
}
