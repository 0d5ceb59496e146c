/**
 * Pagination of spec 000 §9 ('x-y of n', a quick jumper, no size changer) and the time input of
 * spec 000 §5, as pure functions. (The shell has the same pagination rules for its own screens;
 * a plugin reaches nothing of the shell, so these few lines live here too.)
 */

/** Spec 000 §9: default page size. */
export const PAGE_SIZE = 25;

export function pageRange(number: number, size: number, total: number): { from: number; to: number; total: number } {
  if (total <= 0 || size <= 0) return { from: 0, to: 0, total: Math.max(0, total) };
  return { from: Math.min(number * size + 1, total), to: Math.min((number + 1) * size, total), total };
}

export const pageCount = (size: number, total: number): number => (size > 0 ? Math.max(1, Math.ceil(total / size)) : 1);

/** The jumper's 1-based input → 0-based page, or null. */
export function parseJump(input: string, pages: number): number | null {
  const v = input.trim();
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= pages ? n - 1 : null;
}

/** One page of a list held in memory. */
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
