import type { BranchRetention } from './system.js';

/** One retention kind as `GET /api/retention` answers it. */
export interface RetentionKindState {
  kind: string;
  /** the branch setting (`retention.<setting>` of `PUT /api/branch/config`) */
  setting: keyof BranchRetention;
  unit: 'days' | 'months';
  /** the setting's value; 0 keeps for ever */
  value: number;
  /** what a run would delete now (dry run) */
  due: number;
  /** when the last run that reached this kind ended (ISO), and how many it deleted */
  lastRunAt: string | null;
  lastDeleted: number | null;
}

/** A recorded run of the retention job. */
export interface RetentionRun {
  id: number;
  startedAt: string;
  finishedAt: string | null;
  /** the kernel instance that ran it */
  instance: string;
  trigger: 'schedule' | 'manual';
  /** deleted per kind */
  deleted: Record<string, number>;
  total: number;
  /** kinds that failed, with the error text */
  errors: Record<string, string>;
}

export interface RetentionOverview {
  kinds: RetentionKindState[];
  lastRun: RetentionRun | null;
}
