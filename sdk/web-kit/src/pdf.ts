/**
 * Opening a server-made PDF (`GET /api/…/pdf`) from a screen: its address in the page's language
 * (the PDF's words follow the reader's, not the branch's), in a new tab.
 */

/** `pt-BR` (the page's `lang`) → `pt_BR`, or null when it is none of the languages. */
export function localeOfLang(lang: string | null | undefined): 'pt_BR' | 'en_US' | 'es_ES' | null {
  const l = (lang ?? '').replace('-', '_');
  return l === 'pt_BR' || l === 'en_US' || l === 'es_ES' ? l : null;
}

/** `path?params&locale=…`: parameters left undefined are left out; the locale is the page's (or `lang`'s). */
export function pdfUrl(path: string, params: Record<string, string | number | undefined>, lang?: string): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const locale = localeOfLang(lang ?? (typeof document === 'undefined' ? null : document.documentElement.lang));
  if (locale) q.set('locale', locale);
  return `${path}?${q}`;
}

/** Opens `url` in a new tab, cut from this page; false when the browser blocked the window. */
export function openPdf(url: string): boolean {
  const win = window.open(url, '_blank');
  if (!win) return false;
  win.opener = null;
  return true;
}
