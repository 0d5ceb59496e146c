import type { BranchRetention } from '../common/system.js';

/** A branch retention setting: days, except `userLogsMonths` (months); 0 keeps for ever. */
export type RetentionSetting = keyof BranchRetention;

/**
 * One kind of thing the branch keeps for a while (chat history, trash, notices, …). The kernel's one
 * retention job asks `count` for the dry run and calls `purge` on a schedule, once across every
 * instance sharing the database; `before` is the instant the setting's age gives (now minus N days or
 * months). Both must answer the same rows for the same `before`.
 */
export interface RetentionKind {
  /** stable name shown on the screen and in the run records (`chatHistory`, `trash`, …) */
  kind: string;
  setting: RetentionSetting;
  /** how many rows a purge with this `before` would delete now */
  count(before: Date): Promise<number>;
  /** deletes what is older than `before`; answers how many */
  purge(before: Date): Promise<number>;
}

/** `core.retention`: plugins register the kinds they own in `setup`; the kernel runs them. */
export interface Retention {
  register(kind: RetentionKind): void;
}
