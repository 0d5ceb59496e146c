/**
 * The report document type and who may see and change each report (the kernel's document access
 * contract): the planning documents' rule of the sdk (`programDocumentType`), as productions —
 * seen by whoever opens one of its programs (no program: the whole newsroom), a private one by its
 * owner and allowed users alone.
 */
import { ownedByColumns, programDocumentType, type DocumentContent, type DocumentId, type DocumentType, type ProgramDocumentTable } from '@lauda/sdk/server';
import { REPORT_DOCUMENT, REPORT_ROLES as R } from '../common/index.js';
import { programsOf, type Row } from './codec.js';
import type { Ctx } from './services/context.js';

export const REPORT_ACCESS: ProgramDocumentTable = { table: 'report_reports', programsTable: 'report_programs', documentColumn: 'report_id' };

const numericIds = (ids: readonly DocumentId[]) => ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number).slice(0, 500);

/** The stored body (`[{ type: 'paragraph', children: [{ text }] }]`) as plain text, a blank line between paragraphs. */
function bodyText(body: unknown): string {
  let list: unknown = body;
  try {
    if (typeof body === 'string') list = JSON.parse(body);
  } catch {
    return '';
  }
  if (!Array.isArray(list)) return '';
  return list.map((p: { children?: { text?: unknown }[] }) => (p?.children ?? []).map((c) => (typeof c?.text === 'string' ? c.text : '')).join(''))
    .filter((t) => t.trim()).join('\n\n');
}

/** A report's text ("my data"'s export): its body and the people it names. */
async function reportContent(ctx: Ctx, ids: readonly DocumentId[]): Promise<Map<DocumentId, DocumentContent>> {
  const rows: Row[] = await ctx.db.knex('report_reports').whereIn('id', numericIds(ids)).select('id', 'title', 'date', 'body', 'people', 'programs_ids');
  return new Map(rows.map((r): [DocumentId, DocumentContent] => [String(r.id), {
    title: r.title ?? '', text: [bodyText(r.body), r.people ?? ''].filter((s) => s.trim()).join('\n\n'), date: r.date ?? null, programsIds: programsOf(r),
  }]));
}

export function reportDocuments(ctx: Ctx): DocumentType[] {
  return [programDocumentType({
    type: REPORT_DOCUMENT,
    readRoles: [R.read],
    changeRoles: [R.write],
    revisions: true,
    trash: { table: 'report_reports', titleColumn: 'title' },
    content: (ids) => reportContent(ctx, ids),
    ownedBy: ownedByColumns(ctx.db.knex, { table: 'report_reports', columns: ['owner_id', 'author_id'], trash: true }),
  }, REPORT_ACCESS, { knex: ctx.db.knex, programIdsOf: ctx.programIdsOf, programIdsOfMany: ctx.programIdsOfMany })];
}

/** The route rules of the calls about one report (`{id}` in the path): it must be seen in full, or changeable and not locked by another. */
export const readsReport = { reads: [{ type: REPORT_DOCUMENT, ids: ({ params }: { params: { id: number } }) => [params.id] }] };
export const writesReport = { writes: [{ type: REPORT_DOCUMENT, ids: ({ params }: { params: { id: number } }) => [params.id] }] };
