import type { RetentionKindState, RetentionOverview, RetentionRun } from '@lauda/sdk/web';
import { DAYS_MAX, MONTHS_MAX, wholeNumber, type Problem, type RetentionField } from './branchSettings';

export type { RetentionKindState, RetentionOverview, RetentionRun };

/** The value typed for a retention setting: a whole number up to the setting's limit (0 keeps for ever). */
export const retentionProblem = (field: RetentionField, value: string): Problem | null => wholeNumber(value, field === 'userLogsMonths' ? MONTHS_MAX : DAYS_MAX);

/** Kinds in the order of the branch settings, then any other a plugin registered. */
export function ordered(kinds: readonly RetentionKindState[], fields: readonly string[]): RetentionKindState[] {
  const at = (k: RetentionKindState) => {
    const i = fields.indexOf(k.setting);
    return i < 0 ? fields.length : i;
  };
  return [...kinds].sort((a, b) => at(a) - at(b) || a.kind.localeCompare(b.kind));
}
