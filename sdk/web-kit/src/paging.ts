/**
 * Paging of spec 000 §9 ('x-y of n', a quick jumper, no size changer; pages 0-based in the API,
 * 1-based on screen), client-side search and sorting. Pure.
 */
import { DEFAULT_PAGE_SIZE } from '@lauda/sdk/web';

/** Spec 000 §9: the default page size. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

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
  return { from: Math.min(number * size + 1, total), to: Math.min((number + 1) * size, total), total };
}

/** How many pages (at least 1, so an empty list still shows "page 1 of 1"). */
export const pageCount = (size: number, total: number): number => (size > 0 ? Math.max(1, Math.ceil(total / size)) : 1);

/** The jumper's input (a 1-based page number) → the 0-based page, or null when it is not one. */
export function parseJump(input: string, pages: number): number | null {
  const v = input.trim();
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= pages ? n - 1 : null;
}

/** One page of a list held in memory (the page number kept in range). */
export function slicePage<T>(list: readonly T[], number: number, size = PAGE_SIZE): { data: T[]; number: number; size: number; total: number } {
  const pages = pageCount(size, list.length);
  const n = Math.min(Math.max(0, number), pages - 1);
  return { data: list.slice(n * size, (n + 1) * size), number: n, size, total: list.length };
}

/** Text matching for client-side search: case- and accent-insensitive. */
export const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
export const matches = (query: string, ...fields: (string | null | undefined)[]): boolean => {
  const q = fold(query.trim());
  return !q || fields.some((f) => !!f && fold(f).includes(q));
};

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}
export type SortValue = string | number | boolean | null | undefined;

/** Compares two cell values: empty last, numbers by value, text by the language's collation (accents, case). */
export function compareValues(a: SortValue, b: SortValue, locale?: string): number {
  const empty = (v: SortValue) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), locale, { sensitivity: 'base', numeric: true });
}

/** A sorted copy of `rows` by the value `valueOf` reads; stable, empty values last in both directions. */
export function sortRows<T>(rows: readonly T[], valueOf: (row: T) => SortValue, direction: SortDirection, locale?: string): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: valueOf(row) }))
    .sort((x, y) => {
      const emptyX = x.v === null || x.v === undefined || x.v === '';
      const emptyY = y.v === null || y.v === undefined || y.v === '';
      if (emptyX || emptyY) return emptyX === emptyY ? x.i - y.i : emptyX ? 1 : -1;
      return sign * compareValues(x.v, y.v, locale) || x.i - y.i;
    })
    .map((x) => x.row);
}

/** The sort after a click on `column`'s header: ascending first, then descending, then back to ascending. */
export const nextSort = (current: SortState | null, column: string): SortState =>
  current?.column === column && current.direction === 'asc' ? { column, direction: 'desc' } : { column, direction: 'asc' };
