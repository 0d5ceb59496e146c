/**
 * The branch's behaviour flags this plugin owns (spec 001 §9, stored by the admin plugin and read
 * through `adminServices.settings`): the rundown closed some minutes after the show ends, manual
 * control of the display status, private creation of stories, the default time column (countdown,
 * by block) and approved-only calculation, and the read rate of the reading estimate.
 */
import { RuleRefusedError, zonedInstant } from '@lauda/sdk/server';
import type { BehaviourFlags } from '@lauda/plugin-admin/common';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import type { Row } from '../codec.js';
import type { Ctx } from './context.js';
import type { Work } from './work.js';

export { defaultAccumulation } from '../../common/settings.js';

/** The instant a rundown's show ends (an end before the start is the next day). */
export function showEnd(row: Row, timeZone: string): number {
  const start = Number(row.start_ms ?? 0);
  let end = Number(row.end_ms ?? 0);
  if (end < start) end += 24 * 3600_000;
  return zonedInstant(String(row.date), end, timeZone);
}

/**
 * When the branch closes rundowns after their end: the minutes and the time zone, read before the
 * write's transaction (the branch service reads outside it); null when rundowns never close.
 */
export async function closingRule(ctx: Ctx, flags?: BehaviourFlags): Promise<{ minutes: number; timeZone: string } | null> {
  const minutes = (flags ?? (await ctx.flags())).rundownLockMinutes;
  return minutes > 0 ? { minutes, timeZone: await ctx.timeZone() } : null;
}

/** Refuses (422 rundown.closedAfterEnd) a change to a rundown whose show ended more than the configured minutes ago. */
export function assertRundownOpen(ctx: Ctx, row: Row, rule: { minutes: number; timeZone: string } | null): void {
  if (!rule) return;
  const closesAt = showEnd(row, rule.timeZone) + rule.minutes * 60_000;
  if (ctx.now() > closesAt) {
    throw new RuleRefusedError(`The rundown closed ${rule.minutes} minutes after the show ended`, RUNDOWN_ERRORS.closedAfterEnd, { minutes: rule.minutes, closedAt: new Date(closesAt).toISOString() });
  }
}

/** Refuses (422 rundown.manualControlOff) a display status set by hand when manual control is off. */
export async function assertManualControl(w: Work, oldValue?: unknown): Promise<void> {
  if (!(await w.flags()).manualControl) {
    throw new RuleRefusedError('Manual control is off: the display status comes from the on-air devices', RUNDOWN_ERRORS.manualControlOff, { field: 'displayStatus', oldValue });
  }
}

/** Refuses (422 story.privateNotAllowed) a story created private when the setting does not allow it. */
export async function assertPrivateCreation(w: Work): Promise<void> {
  if (!(await w.flags()).privateStory) {
    throw new RuleRefusedError('Private stories are turned off in the settings', RUNDOWN_ERRORS.privateNotAllowed, { field: 'private' });
  }
}

/** Seconds per counted character of the reading estimate. */
export const readRateOf = async (w: Work): Promise<number> => (await w.flags()).readRate;
