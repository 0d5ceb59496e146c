/**
 * The kernel's PDF service (`core.pdf`): a plugin describes a document (title, meta lines,
 * paragraphs, tables, one or two columns) and gets the PDF bytes, with the branch's header (logo
 * and name) on every page, instants in the branch's time zone and a font that covers pt/es/en.
 * `pdfReply` answers a route with it.
 */
import type { Locale } from '../common/locales.js';
import { Reply } from './routes.js';

/**
 * One run of text: plain, or an instant / a date the service writes in the branch's way
 * (instants dd/MM/yyyy HH:mm in the branch's time zone, dates dd/MM/yyyy) so no plugin formats
 * dates for a PDF by itself.
 */
export type PdfRun =
  | { text: string; bold?: boolean; italics?: boolean; muted?: boolean }
  | { instant: string | number | Date; withSeconds?: boolean; bold?: boolean }
  | { date: string; bold?: boolean };

/** Text of a paragraph, a cell or a label: a string or runs. */
export type PdfText = string | readonly PdfRun[];

/** A row of a table: its cells, or a band (a full-width row, e.g. a block's heading in a grid). */
export type PdfRow = { cells: readonly PdfText[]; muted?: boolean } | { band: PdfText };

export interface PdfColumn {
  title: string;
  /** points, `'auto'` (fits its content) or `'*'` (shares what is left; the default) */
  width?: number | 'auto' | '*';
  align?: 'left' | 'right' | 'center';
}

export type PdfBlock =
  | { kind: 'heading'; text: PdfText; level?: 1 | 2 | 3 }
  | { kind: 'paragraph'; text: PdfText; style?: 'normal' | 'note' | 'quote' }
  /** label: value lines (the meta of a document: program, date, reporter…) */
  | { kind: 'fields'; items: readonly { label: string; value: PdfText }[] }
  /** a table whose header row repeats on every page */
  | { kind: 'table'; columns: readonly PdfColumn[]; rows: readonly PdfRow[] }
  /** blocks side by side (e.g. camera | text), each column its own list */
  | { kind: 'columns'; columns: readonly (readonly PdfBlock[])[]; widths?: readonly (number | 'auto' | '*')[] }
  | { kind: 'rule' }
  | { kind: 'pageBreak' };

export interface PdfDocument {
  /** the document's title: under the branch's header on every page, and the PDF's metadata */
  title: string;
  /** a line under the title (program, date…) */
  subtitle?: PdfText;
  /** the language of the service's own words (page numbers, "printed at"); default the branch's */
  locale?: Locale;
  orientation?: 'portrait' | 'landscape';
  /** body text size in points, 6–24 (default 10) */
  fontSize?: number;
  /** the body flows in one column (default) or two, newspaper style */
  columns?: 1 | 2;
  content: readonly PdfBlock[];
}

export interface PdfService {
  /** The PDF of a document, with the branch's name, logo (when it has one) and time zone. */
  render(doc: PdfDocument): Promise<Buffer>;
}

/** `filename*` (RFC 6266 / 8187): UTF-8, percent-encoded, so any name is safe in the header. */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return `${disposition}; filename*=UTF-8''${encoded}`;
}

/** A PDF's file name from its parts (slug, date, kind…): empty parts left out, characters file systems refuse replaced. */
export const pdfFileName = (...parts: (string | number | null | undefined)[]): string =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join('-').replace(/[\\/:*?"<>|\x00-\x1f]+/g, '_').slice(0, 120);

/** A route's answer with a PDF: `application/pdf`, its length and a file name (`.pdf` added when missing). */
export function pdfReply(pdf: Buffer, fileName: string, disposition: 'inline' | 'attachment' = 'inline'): Reply {
  const name = /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
  return new Reply(200, pdf, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(pdf.length),
    'Content-Disposition': contentDisposition(name, disposition),
    'Cache-Control': 'private, no-store',
  });
}

/** One entry of a document's history as the revisions service answers it. */
export interface PdfRevision {
  revisionDate: string;
  revisorNickname: string | null;
  changes: Record<string, unknown>;
}

/**
 * The revision summary of an archive PDF (guideline, reportage…): one row per revision, its instant
 * in the branch's zone, who made it and the names of the fields it changed (`fieldName` translates them).
 */
export function revisionTable(
  revisions: readonly PdfRevision[],
  titles: { date: string; nickname: string; changed: string },
  fieldName: (field: string) => string = (f) => f,
): PdfBlock {
  return {
    kind: 'table',
    // the instant on one line (an 'auto' column gives way to the '*' one beside it)
    columns: [{ title: titles.date, width: 92 }, { title: titles.nickname, width: 'auto' }, { title: titles.changed }],
    rows: revisions.map((r) => ({
      cells: [[{ instant: r.revisionDate }], r.revisorNickname ?? '—', Object.keys(r.changes).map(fieldName).join(', ')],
    })),
  };
}
