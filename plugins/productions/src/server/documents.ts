/**
 * The production document type and who may see and change each checklist (the kernel's document
 * access contract): the planning documents' rule of the sdk (`programDocumentType`), as guidelines.
 */
import { ownedByColumns, programDocumentType, type DocumentContent, type DocumentId, type DocumentType, type ProgramDocumentTable } from '@lauda/sdk/server';
import { PRODUCTION_DOCUMENT, PRODUCTION_ROLES as R } from '../common/index.js';
import { programsOf, tasksOf, type Row } from './codec.js';
import type { Ctx } from './services/context.js';

export const PRODUCTION_ACCESS: ProgramDocumentTable = { table: 'production_productions', programsTable: 'production_programs', documentColumn: 'production_id' };

const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number).slice(0, 500);

/** A checklist's text ("my data"'s export): its information, then one line per task with its day and time. */
async function productionContent(ctx: Ctx, ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>> {
  const rows: Row[] = await ctx.db.knex('production_productions').whereIn('id', numericIds(ids)).select('id', 'slug', 'date', 'information', 'tasks', 'programs_ids');
  return new Map(rows.map((r): [DocumentId, DocumentContent] => [String(r.id), {
    title: r.slug ?? '',
    text: [r.information ?? '', ...tasksOf(r).map((t) => [t.date, t.time, t.label, t.information].filter(Boolean).join(' — '))].filter((s) => s.trim()).join('\n\n'),
    date: r.date ?? null,
    programsIds: programsOf(r),
  }]));
}

export function productionDocuments(ctx: Ctx): DocumentType[] {
  return [programDocumentType({
    type: PRODUCTION_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    revisions: true,
    trash: { table: 'production_productions', titleColumn: 'slug' },
    content: (ids) => productionContent(ctx, ids),
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'production_productions', columns: ['owner_id', 'author_id'], trash: true }),
  }, PRODUCTION_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany })];
}
