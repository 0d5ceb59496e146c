/**
 * The page a new story gets at once, by the newsroom's rule (rundown settings): `next` — the highest
 * number of its block (of the blocks before it when it has none) plus one; `suffix` — a letter after
 * the page before it (between 02 and 03: 02A, then 02B), so nothing else is renumbered. A story added
 * after the last numbered page takes the next number under either rule. Pure: server and web share it.
 */
export const PAGE_RULES = ['next', 'suffix'] as const;
export type PageRule = (typeof PAGE_RULES)[number];
export const DEFAULT_PAGE_RULE: PageRule = 'next';

const PAGE = /^(\d+)([A-Z]*)$/;

/** The number and letters of a page ("02B" → 2, "B"); null for a page that is not one. */
export function parsePage(page: string | null | undefined): { n: number; letters: string; width: number } | null {
  const m = PAGE.exec((page ?? '').trim().toUpperCase());
  return m ? { n: Number(m[1]), letters: m[2]!, width: m[1]!.length } : null;
}

/** '' → A, A → B, Z → ZA: always sorts after what it follows. */
export function nextLetters(letters: string): string {
  if (!letters) return 'A';
  const last = letters[letters.length - 1]!;
  return last === 'Z' ? `${letters}A` : `${letters.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`;
}

const pad = (n: number, width = 2) => String(n).padStart(Math.max(2, width), '0');

export interface PagePlace {
  /** the pages of the show's numbered blocks (Stand By left out), block by block, in order */
  blocks: (string | null)[][];
  /** the block the story lands in (an index of `blocks`) */
  block: number;
  /** where in that block (0 = first) */
  index: number;
}

/** The page of a story placed at `place` under `rule`. */
export function newPage(rule: PageRule, place: PagePlace): string {
  const used = new Set(place.blocks.flat().filter((p): p is string => !!p).map((p) => p.trim().toUpperCase()));
  const before = [...place.blocks.slice(0, place.block).flat(), ...(place.blocks[place.block] ?? []).slice(0, place.index)];
  const after = [...(place.blocks[place.block] ?? []).slice(place.index), ...place.blocks.slice(place.block + 1).flat()];
  const prev = [...before].reverse().map(parsePage).find((p) => p !== null) ?? null;
  if (rule === 'suffix' && prev && after.some((p) => parsePage(p) !== null)) {
    let letters = nextLetters(prev.letters);
    while (used.has(`${pad(prev.n, prev.width)}${letters}`)) letters = nextLetters(letters);
    return `${pad(prev.n, prev.width)}${letters}`;
  }
  const own = (place.blocks[place.block] ?? []).map(parsePage).filter((p) => p !== null);
  const pool = own.length ? own : place.blocks.slice(0, place.block).flat().map(parsePage).filter((p) => p !== null);
  const width = pool.reduce((w, p) => Math.max(w, p.width), 2);
  let n = pool.reduce((m, p) => Math.max(m, p.n), 0) + 1;
  while (used.has(pad(n, width))) n++;
  return pad(n, width);
}
