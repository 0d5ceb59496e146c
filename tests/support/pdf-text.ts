// Reads a PDF back as text (Mozilla's pdf.js, legacy build for Node): what a reader would copy out of it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPages {
  /** the text of each page, its runs joined by spaces */
  pages: string[];
  /** every page's text, one after the other */
  text: string;
  /** the document's title (metadata) */
  title: string | null;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfPages> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      pages.push(content.items.map((x) => ('str' in x ? x.str : '')).join(' ').replace(/\s+/g, ' '));
    }
    const info = (await doc.getMetadata()).info as { Title?: string } | undefined;
    return { pages, text: pages.join('\n'), title: info?.Title ?? null };
  } finally {
    await doc.destroy();
  }
}

/** GET a PDF with a client's session: status, content type and bytes (the test client reads bodies as text). */
export async function fetchPdf(base: string, cookie: string | null | undefined, path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}
