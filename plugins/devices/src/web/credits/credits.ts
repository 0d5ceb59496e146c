/** The credit templates of a program's CG device (`GET /api/programs/{id}/credit-templates`), as the chooser pages through them. Pure. */
import type { CreditTemplate } from '@lauda/sdk/device';

/** The chooser's search waits this long after the last key (spec 000 §9). */
export const CREDIT_SEARCH_DELAY_MS = 250;
export const CREDIT_PAGE_SIZE = 20;

export const creditTemplatesPath = (programId: number, text: string, page: number, size = CREDIT_PAGE_SIZE): string =>
  `/api/programs/${programId}/credit-templates?${new URLSearchParams({ text: text.trim(), page: String(page), size: String(size) })}`;

/** Adds or removes a template from the selection (kept in the order chosen). */
export function toggleChosen(chosen: readonly CreditTemplate[], t: CreditTemplate): CreditTemplate[] {
  return chosen.some((c) => c.id === t.id) ? chosen.filter((c) => c.id !== t.id) : [...chosen, t];
}
