import { canAccess } from '../registry/access';
import type { WebUser } from '@lauda/sdk/web';

/**
 * Spec 000 §7 / 001 §9: "on sign-in, after the current user is loaded a 5000 ms wait precedes a
 * follow-up action". The spec does not say which; Lauda's follow-ups are, in order:
 *
 * 1. for users who may read the administration (ROLE_ADMIN_READ), the license check: a warning
 *    when it expires in fewer than 30 days, an error when it has expired (spec 000 §9);
 * 2. the polite, one-time offer of desktop notifications (DesktopPrompt), when the browser has not
 *    decided yet.
 *
 * They run once per signed-in user and page load, 5 s after the user is known (a sign-in or a
 * reload with a session), so they never compete with the first screen. The unsaved-drafts
 * recovery of the story form belongs to the rundown workspace and can join this list there.
 */
export const FOLLOW_UP_DELAY_MS = 5_000;
/** Spec 000 §9 / 001 §9: warn when the license expires in fewer than this many days. */
export const LICENSE_WARNING_DAYS = 30;
export const LICENSE_READ_ACCESS = ['ROLE_ADMIN_READ'] as const;

/** GET /api/license/days-to-expire */
export interface DaysToExpire {
  days: number | null;
  warning?: boolean;
  expired?: boolean;
  status?: string;
}

export interface LicenseNotice {
  level: 'warning' | 'error';
  /** shell i18n keys */
  title: string;
  text: string;
  vars: Record<string, unknown>;
}

/** The notice a license state asks for, or null (evaluation, or 30 days and more). */
export function licenseNotice(d: DaysToExpire): LicenseNotice | null {
  if (d.status === 'invalid') return { level: 'error', title: 'license.notice.invalidTitle', text: 'license.notice.invalidText', vars: {} };
  if (d.days === null || d.days === undefined) return null;
  if (d.days < 0 || d.expired) return { level: 'error', title: 'license.notice.expiredTitle', text: 'license.notice.expiredText', vars: { count: -d.days } };
  if (d.days < LICENSE_WARNING_DAYS) return { level: 'warning', title: 'license.notice.soonTitle', text: 'license.notice.soonText', vars: { count: d.days } };
  return null;
}

export interface FollowUpContext {
  user: WebUser;
  getDaysToExpire(): Promise<DaysToExpire>;
  show(n: LicenseNotice): void;
  /** offers desktop notifications when the browser has not decided and the user was never asked */
  offerDesktop(): void;
}

/** The follow-up actions, run after the wait; one failing does not stop the next. */
export async function runFollowUps(ctx: FollowUpContext): Promise<void> {
  if (canAccess(LICENSE_READ_ACCESS, ctx.user)) {
    try {
      const n = licenseNotice(await ctx.getDaysToExpire());
      if (n) ctx.show(n);
    } catch (e) {
      console.warn('[lauda] license check after sign-in failed', e);
    }
  }
  ctx.offerDesktop();
}

/** Schedules the follow-ups `delay` ms from now; returns the cancel function (sign-out, unmount). */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(id: unknown): void;
}
// wrapped: the browser's timers refuse to be called as methods of another object
const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

export function scheduleFollowUps(run: () => void, delay = FOLLOW_UP_DELAY_MS, timers: Timers = browserTimers): () => void {
  const id = timers.set(run, delay);
  return () => timers.clear(id);
}
