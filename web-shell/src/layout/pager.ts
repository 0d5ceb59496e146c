/**
 * Pagination of spec 000 §9: the total as 'x-y of n', a quick jumper (type a page number), no size
 * changer. Pages are 0-based in the API (`page`), 1-based on screen.
 */

export interface PageRange {
  /** first item shown, 1-based (0 when there is nothing) */
  from: number;
  /** last item shown */
  to: number;
  total: number;
}

/** Items `from`–`to` of `total` for page `number` (0-based) of `size`. */
export function pageRange(number: number, size: number, total: number): PageRange {
  if (total <= 0 || size <= 0) return { from: 0, to: 0, total: Math.max(0, total) };
  const from = Math.min(number * size + 1, total);
  const to = Math.min((number + 1) * size, total);
  return { from, to, total };
}

/** How many pages (at least 1, so an empty list still shows "page 1 of 1"). */
export function pageCount(size: number, total: number): number {
  return size > 0 ? Math.max(1, Math.ceil(total / size)) : 1;
}

/** The quick jumper's input (a 1-based page number) → the 0-based page, or null when it is not one. */
export function parseJump(input: string, pages: number): number | null {
  const v = input.trim();
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  if (n < 1 || n > pages) return null;
  return n - 1;
}

/** 'x-y of n' in the user's language: `t('pager.range', { from, to, total })`. */
export function rangeText(t: (key: string, vars: Record<string, unknown>) => string, number: number, size: number, total: number, locale?: string): string {
  const r = pageRange(number, size, total);
  const fmt = (n: number) => {
    try {
      return new Intl.NumberFormat(locale).format(n);
    } catch {
      return String(n);
    }
  };
  return t('pager.range', { from: fmt(r.from), to: fmt(r.to), total: fmt(r.total) });
}
