/** Tab rules of a document area (spec 001 §2): one list tab, one form tab per document. */

/**
 * The form tab a "new document" opens: an existing unsaved form tab when there is one (spec 001
 * §2, guideline tabs), else a new one.
 */
export function tabForNew(tabs: readonly { key: string; id: number | null }[], nextKey: () => string): { key: string; created: boolean } {
  const unsaved = tabs.find((t) => t.id === null);
  return unsaved ? { key: unsaved.key, created: false } : { key: nextKey(), created: true };
}

/** The tab to show after closing `key`: its neighbour (the next, else the previous), else the first (the list). */
export function afterClose(keys: readonly string[], key: string, active: string): string {
  if (key !== active) return active;
  const at = keys.indexOf(key);
  const rest = keys.filter((k) => k !== key);
  return rest[at] ?? rest[at - 1] ?? rest[0] ?? 'list';
}
