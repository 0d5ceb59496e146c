import type { Knex } from 'knex';
import { distance } from 'fastest-levenshtein';

/** Typing mistakes FUZZY forgives: none up to 3 letters, one up to 7, two from 8 (Elasticsearch's AUTO). */
export function allowedEdits(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2;
}

/** Near spellings kept per typed word, the closest first. */
const MAX_NEAR = 40;

/**
 * Every word ever indexed (`search_words`), for FUZZY. Words are never taken out: a word no document
 * holds any more only widens a search that then matches nothing more.
 */
export class SearchWords {
  /** words known to be in the table (most of a newsroom's words recur): only new ones are written */
  private readonly known = new Set<string>();

  constructor(private readonly knex: Knex) {}

  /** The words among `lists` not known to be in the table yet. */
  fresh(lists: readonly (readonly string[])[]): string[] {
    const words = new Set<string>();
    for (const list of lists) for (const w of list) if (w.length <= 84 && !this.known.has(w)) words.add(w);
    return [...words];
  }

  async add(trx: Knex.Transaction, words: readonly string[]): Promise<void> {
    const rows = words.map((word) => ({ word, length: word.length }));
    for (let i = 0; i < rows.length; i += 400) await trx('search_words').insert(rows.slice(i, i + 400)).onConflict('word').ignore();
  }

  /** Once their transaction committed: the words are in the table (the set is bounded; forgetting only costs a write). */
  remember(words: readonly string[]): void {
    if (this.known.size + words.length > 500_000) this.known.clear();
    for (const w of words) this.known.add(w);
  }

  /**
   * The indexed words within the allowed edits of `word`, itself first. The first letter is taken
   * as typed (as Elasticsearch's prefix length 1), which keeps the lookup to one slice of the words.
   */
  async near(word: string): Promise<string[]> {
    const edits = allowedEdits(word);
    if (!edits) return [word];
    const first = String.fromCodePoint(word.codePointAt(0)!);
    const next = String.fromCodePoint(first.codePointAt(0)! + 1);
    const candidates: string[] = await this.knex('search_words')
      .where('word', '>=', first).where('word', '<', next)
      .whereBetween('length', [word.length - edits, word.length + edits])
      .pluck('word');
    const scored = candidates.map((w) => ({ w, d: distance(word, w) })).filter((x) => x.d <= edits && x.w !== word);
    scored.sort((a, b) => a.d - b.d || a.w.localeCompare(b.w));
    return [word, ...scored.slice(0, MAX_NEAR - 1).map((x) => x.w)];
  }
}
