/** Colour arithmetic of WCAG 2.1: relative luminance, contrast ratio, and CSS `color-mix(in srgb)`. */

/** `#rgb` or `#rrggbb` as [r, g, b] 0-255. */
export function rgbOf(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** What `color-mix(in srgb, a pct%, b)` paints: `a` at `pct` percent over `b`. */
export function mix(a: string, pct: number, b: string): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return '#' + x.map((c, i) => hex2((c * pct + y[i]! * (100 - pct)) / 100)).join('');
}

/** WCAG 2.1 AA minimums: 4.5:1 for text, 3:1 for large text and the parts of controls (1.4.3, 1.4.11). */
export const MIN_TEXT = 4.5;
export const MIN_UI = 3;
