/**
 * A plugin's document description (sdk `PdfDocument`) as a pdfmake definition: the blocks, the
 * runs with instants in the branch's time zone, and the branch's header and page footer. Pure.
 */
import { wallClock, type PdfBlock, type PdfDocument, type PdfRow, type PdfRun, type PdfText } from '@lauda/sdk/server';

/** What the header and the dates of every PDF come from. */
export interface Branding {
  name: string;
  timeZone: string;
  /** PNG or JPEG bytes of the branch's logo, or null */
  logo: Buffer | null;
  /** the branch's own font file (TrueType or OpenType), or none: the bundled one */
  font?: string | null;
}

/** The service's own words in the document's language: `page`, `printedAt`. */
export type Words = (key: 'page' | 'printedAt', values: Record<string, string | number>) => string;

const p2 = (n: number) => String(n).padStart(2, '0');

/** An instant as dd/MM/yyyy HH:mm[:ss] in `timeZone`. */
export function formatInstant(at: string | number | Date, timeZone: string, withSeconds = false): string {
  const t = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : new Date(at).getTime();
  if (Number.isNaN(t)) return String(at);
  const w = wallClock(t, timeZone);
  return `${p2(w.d)}/${p2(w.m)}/${w.y} ${p2(w.h)}:${p2(w.min)}${withSeconds ? `:${p2(w.s)}` : ''}`;
}

/** YYYY-MM-DD → dd/MM/yyyy (anything else as given). */
export function formatDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

const MUTED = '#555555';

function run(r: PdfRun, timeZone: string): Record<string, unknown> {
  if ('instant' in r) return { text: formatInstant(r.instant, timeZone, r.withSeconds), bold: r.bold };
  if ('date' in r) return { text: formatDate(r.date), bold: r.bold };
  return { text: r.text, bold: r.bold, italics: r.italics, color: r.muted ? MUTED : undefined };
}

/** pdfmake text of a `PdfText`. */
export function text(t: PdfText, timeZone: string): string | Record<string, unknown>[] {
  return typeof t === 'string' ? t : t.map((r) => run(r, timeZone));
}

function row(r: PdfRow, width: number, timeZone: string): Record<string, unknown>[] {
  if ('band' in r) {
    return [{ text: text(r.band, timeZone), colSpan: width, style: 'band' }, ...Array.from({ length: width - 1 }, () => ({}))];
  }
  return Array.from({ length: width }, (_, i) => ({ text: text(r.cells[i] ?? '', timeZone), color: r.muted ? MUTED : undefined }));
}

/** pdfmake content of one block. */
export function block(b: PdfBlock, timeZone: string): Record<string, unknown> {
  switch (b.kind) {
    case 'heading':
      return { text: text(b.text, timeZone), style: `h${b.level ?? 2}` };
    case 'paragraph':
      return { text: text(b.text, timeZone), style: b.style ?? 'normal' };
    case 'fields':
      return {
        style: 'fields',
        stack: b.items.map((f) => ({ text: [{ text: `${f.label}: `, bold: true }, ...[text(f.value, timeZone)].flat()] })),
      };
    case 'table': {
      const width = b.columns.length;
      return {
        style: 'table',
        layout: 'grid',
        table: {
          headerRows: 1,
          keepWithHeaderRows: 1,
          dontBreakRows: true,
          widths: b.columns.map((c) => c.width ?? '*'),
          body: [
            b.columns.map((c) => ({ text: c.title, style: 'th', alignment: c.align })),
            ...b.rows.map((r) => row(r, width, timeZone).map((cell, i) => ('band' in r ? cell : { ...cell, alignment: b.columns[i]?.align }))),
          ],
        },
      };
    }
    case 'columns':
      return {
        columnGap: 12,
        columns: b.columns.map((col, i) => ({ width: b.widths?.[i] ?? '*', stack: col.map((x) => block(x, timeZone)) })),
      };
    case 'rule':
      // a one-cell table with only its top line: as wide as where it stands
      return { table: { widths: ['*'], body: [[{ text: '', fontSize: 1 }]] }, layout: 'rule', margin: [0, 4, 0, 4] };
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
  }
}

/** A table layout: thin grey rules, a light header, dark bands. */
export const tableLayouts = {
  grid: {
    hLineWidth: () => 0.5,
    vLineWidth: () => 0.5,
    hLineColor: () => '#999999',
    vLineColor: () => '#999999',
    paddingLeft: () => 3,
    paddingRight: () => 3,
    paddingTop: () => 2,
    paddingBottom: () => 2,
  },
  rule: {
    hLineWidth: (i: number) => (i === 0 ? 0.5 : 0),
    vLineWidth: () => 0,
    hLineColor: () => '#999999',
  },
};

/** Body text size: 6–24 points, 10 when not given. */
export const bodySize = (doc: PdfDocument) => Math.min(24, Math.max(6, Math.round(doc.fontSize ?? 10)));

/** The whole pdfmake definition of a document, printed at `printedAt`. */
export function definition(doc: PdfDocument, brand: Branding, words: Words, printedAt: Date, font: string): Record<string, unknown> {
  const size = bodySize(doc);
  const tz = brand.timeZone;
  const body = doc.content.map((b) => block(b, tz));
  const printed = words('printedAt', { at: formatInstant(printedAt, tz) });
  return {
    info: { title: doc.title, creator: brand.name, producer: 'Lauda' },
    pageSize: 'A4',
    pageOrientation: doc.orientation ?? 'portrait',
    pageMargins: [36, 72, 36, 40],
    defaultStyle: { font, fontSize: size, lineHeight: 1.15 },
    images: brand.logo ? { logo: `data:image/${brand.logo[0] === 0xff ? 'jpeg' : 'png'};base64,${brand.logo.toString('base64')}` } : {},
    header: () => ({
      margin: [36, 18, 36, 0],
      columns: [
        ...(brand.logo ? [{ image: 'logo', fit: [36, 36], width: 40 }] : []),
        { width: '*', stack: [{ text: brand.name, bold: true, fontSize: 9, color: MUTED }, { text: doc.title, bold: true, fontSize: 14 }] },
        { width: 'auto', text: printed, fontSize: 8, color: MUTED, alignment: 'right' },
      ],
    }),
    footer: (page: number, pages: number) => ({ text: words('page', { page, pages }), alignment: 'center', fontSize: 8, color: MUTED, margin: [0, 12, 0, 0] }),
    content: [
      ...(doc.subtitle ? [{ text: text(doc.subtitle, tz), style: 'subtitle' }] : []),
      doc.columns === 2 ? { columns: [{ stack: body }, { text: '' }], snakingColumns: true, columnGap: 18 } : { stack: body },
    ],
    styles: {
      subtitle: { fontSize: size + 1, color: MUTED, margin: [0, 0, 0, 8] },
      h1: { fontSize: size + 6, bold: true, margin: [0, 8, 0, 4] },
      h2: { fontSize: size + 3, bold: true, margin: [0, 8, 0, 3] },
      h3: { fontSize: size + 1, bold: true, margin: [0, 6, 0, 2] },
      normal: { margin: [0, 0, 0, 4] },
      note: { italics: true, color: MUTED, margin: [0, 0, 0, 4] },
      quote: { margin: [12, 0, 0, 4] },
      fields: { margin: [0, 0, 0, 6] },
      table: { margin: [0, 2, 0, 8] },
      th: { bold: true, fillColor: '#eeeeee' },
      band: { bold: true, color: '#ffffff', fillColor: '#333333' },
    },
  };
}
