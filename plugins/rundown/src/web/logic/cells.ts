/**
 * Editable cells (spec 000 §5): a cell may be required (message 'required'); a value is saved only
 * if it changed and the column's validator accepts it; a single click opens the editor after
 * 250 ms; Enter toggles editing; Esc cancels. A refused save reverts to the old value the failure
 * carries. Pure decisions; the component does the DOM.
 */

/** Cell edit delay (spec 000 §9). */
export const CELL_EDIT_DELAY = 250;

/** A validator answers an i18n key of the problem, or null when the value is fine. */
export type Validator<T> = (value: T) => string | null;

export interface CellRules<T> {
  required?: boolean;
  validator?: Validator<T>;
  /** how two values compare (default: ===, after trimming strings) */
  equals?: (a: T, b: T) => boolean;
}

export type CommitDecision<T> = { action: 'close' } | { action: 'invalid'; error: string } | { action: 'save'; value: T };

/** A text counts as non-empty only if it holds a non-blank string (spec 000 §5). */
export const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const norm = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** What committing an edit does: close (unchanged), refuse (with the message key), or save. */
export function decideCommit<T>(oldValue: T, newValue: T, rules: CellRules<T> = {}): CommitDecision<T> {
  if (rules.required && isBlank(newValue)) return { action: 'invalid', error: 'required' };
  const problem = rules.validator?.(newValue) ?? null;
  if (problem) return { action: 'invalid', error: problem };
  const same = rules.equals ? rules.equals(oldValue, newValue) : norm(oldValue) === norm(newValue) || (isBlank(oldValue) && isBlank(newValue));
  if (same) return { action: 'close' };
  return { action: 'save', value: (typeof newValue === 'string' ? newValue.trim() : newValue) as T };
}

/**
 * The value to show after a refused save: the old value the failure carries
 * (`details.oldValue`, or an `oldValue` on the error), else the value before the edit.
 */
export function revertValue<T>(err: unknown, before: T): T {
  const e = err as { details?: { oldValue?: unknown }; oldValue?: unknown } | null;
  if (e && typeof e === 'object') {
    if (e.details && typeof e.details === 'object' && 'oldValue' in e.details) return e.details.oldValue as T;
    if ('oldValue' in e) return e.oldValue as T;
  }
  return before;
}

/** Validators of the grid's columns (message keys in the plugin's `web.validation`). */
export const maxLength = (n: number): Validator<string | null> => (v) => ((v ?? '').trim().length > n ? 'tooLong' : null);
/**
 * What is wrong with a time typed into a masked input (`typed`: the web kit's `maskTime` answer;
 * `fullLength`: the pattern's length): parts still missing, or every digit typed but a part out
 * of range (`99:99` as mm:ss); null when empty or whole.
 */
export const timeProblem = (typed: { text: string; complete: boolean }, fullLength: number): string | null =>
  !typed.text || typed.complete ? null : typed.text.length >= fullLength ? 'timeOutOfRange' : 'incompleteTime';
