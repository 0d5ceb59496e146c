/**
 * pdfmake behind one function: a document definition in, the PDF bytes out. A printer is made per
 * document (pdfmake's module entry is a process-wide singleton with its own font table and
 * policies; the kernel keeps nothing global), reads only the font files it was given and fetches
 * nothing over the network.
 */
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Files of one font family: a TrueType file per style. */
export interface FontFiles {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

/**
 * The font every PDF uses unless the branch has its own: Roboto, as pdfmake ships it (Apache 2.0),
 * which covers the Latin letters of Portuguese, Spanish and English (ã, ç, ñ, ¿, º…).
 */
export function bundledFonts(): Record<string, FontFiles> {
  const dir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  return {
    Roboto: {
      normal: path.join(dir, 'Roboto-Regular.ttf'),
      bold: path.join(dir, 'Roboto-Medium.ttf'),
      italics: path.join(dir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(dir, 'Roboto-MediumItalic.ttf'),
    },
  };
}

interface PdfKitStream {
  on(event: 'data', fn: (chunk: Buffer) => void): void;
  on(event: 'end' | 'error', fn: (e?: Error) => void): void;
  end(): void;
}
interface Printer {
  createPdfKitDocument(definition: object, options?: object): Promise<PdfKitStream>;
}
type PrinterClass = new (fonts: object, virtualfs: unknown, urlResolver: unknown, localAccessPolicy: (p: string) => boolean) => Printer;
type ResolverClass = new (fs: unknown) => { setUrlAccessPolicy(fn: (url: string) => boolean): void };

const Printer = (require('pdfmake/js/Printer.js') as { default: PrinterClass }).default;
const URLResolver = (require('pdfmake/js/URLResolver.js') as { default: ResolverClass }).default;
const virtualfs = (require('pdfmake/js/virtual-fs.js') as { default: unknown }).default;

/** Lays out and renders a pdfmake document definition with these fonts and named table layouts. */
export async function renderDefinition(definition: object, fonts: Record<string, FontFiles>, tableLayouts: object = {}): Promise<Buffer> {
  const allowed = new Set(Object.values(fonts).flatMap((f) => Object.values(f).map((p) => path.resolve(p))));
  const resolver = new URLResolver(virtualfs);
  // nothing is fetched: images come as data, fonts from the files above
  resolver.setUrlAccessPolicy(() => false);
  // the printer writes resolved paths back into the table it gets: a copy per document
  const table = Object.fromEntries(Object.entries(fonts).map(([name, f]) => [name, { ...f }]));
  const printer = new Printer(table, virtualfs, resolver, (p) => allowed.has(path.resolve(p)));
  const doc = await printer.createPdfKitDocument(definition, { tableLayouts });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', (e) => reject(e));
    doc.end();
  });
}
