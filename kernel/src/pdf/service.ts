/**
 * The PDF service (`core.pdf`): every plugin's printable documents through one engine (pdfmake,
 * see the README's dependencies), with the branch's name, logo, fonts and time zone.
 */
import { LOCALES, wordsOf, type Clock, type Locale, type Logger, type PdfDocument, type PdfService } from '@lauda/sdk/server';
import { bundledFonts, renderDefinition, type FontFiles } from './engine.js';
import { definition, tableLayouts, type Branding, type Words } from './layout.js';

export type { Branding } from './layout.js';
import en_US from './i18n/en_US.json' with { type: 'json' };
import es_ES from './i18n/es_ES.json' with { type: 'json' };
import pt_BR from './i18n/pt_BR.json' with { type: 'json' };

const WORDS = { en_US, es_ES, pt_BR };

export interface PdfSources {
  /** the branch's name, time zone and logo, read for every document (an admin's change shows in the next PDF) */
  branding(): Promise<Branding>;
  /** the branch's language: the service's own words when a document names none */
  locale(): Promise<Locale>;
  clock: Clock;
  logger?: Logger;
  /** font families by name, the first one the body's; default: the bundled Roboto */
  fonts?: Record<string, FontFiles>;
}

export class KernelPdf implements PdfService {
  private readonly fonts: Record<string, FontFiles>;
  constructor(private readonly sources: PdfSources) {
    this.fonts = sources.fonts ?? bundledFonts();
  }

  async render(doc: PdfDocument): Promise<Buffer> {
    const [brand, branchLocale] = await Promise.all([this.sources.branding(), this.sources.locale()]);
    const locale = doc.locale && LOCALES.includes(doc.locale) ? doc.locale : branchLocale;
    const words: Words = wordsOf(WORDS, locale);
    const now = this.sources.clock.now();
    const make = (b: Branding) => {
      // the branch's font sets every style (one file: regular, bold and italics alike)
      const fonts = b.font ? { Branch: { normal: b.font, bold: b.font, italics: b.font, bolditalics: b.font }, ...this.fonts } : this.fonts;
      return renderDefinition(definition(doc, b, words, now, Object.keys(fonts)[0]!), fonts, tableLayouts);
    };
    if (!brand.logo && !brand.font) return make(brand);
    try {
      return await make(brand);
    } catch (e) {
      // a logo or font that cannot be read must not stop every print of the branch
      this.sources.logger?.warn('pdf: the branch logo or font cannot be used; printed without them', { error: (e as Error).message });
      return make({ ...brand, logo: null, font: null });
    }
  }
}
