/**
 * Desktop notifications (spec 000 §8, §9): a system notification that closes itself after 5 s and
 * a short beep. Permission is asked politely and once: never on page load, only when the user
 * answers the shell's own prompt (DesktopPrompt), and the answer — or "not now" — is remembered.
 */

/** Spec 000 §9: the desktop notice closes after 5 s. */
export const DESKTOP_CLOSE_MS = 5_000;
/** Set once the user answered the prompt (allow, block or not now). */
export const ASKED_KEY = 'lauda.desktopNotifications.asked';

export type DesktopPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** The parts of the browser this module uses (injectable for tests). */
export interface DesktopEnv {
  Notification?: {
    permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
    new (title: string, options?: NotificationOptions): { close(): void; onclick: ((this: Notification, ev: Event) => unknown) | null };
  };
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  AudioContext?: typeof AudioContext;
  setTimeout: (fn: () => void, ms: number) => unknown;
  focus?: () => void;
}

function browserEnv(): DesktopEnv {
  const w = typeof window === 'undefined' ? undefined : window;
  let storage: DesktopEnv['storage'];
  try {
    storage = w?.localStorage;
  } catch {
    storage = undefined;
  }
  return {
    Notification: w && 'Notification' in w ? (w.Notification as unknown as DesktopEnv['Notification']) : undefined,
    storage,
    AudioContext: w ? (w.AudioContext ?? (w as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    focus: w ? () => w.focus() : undefined,
  };
}

/** The account's choices ("Meus dados" preferences): desktop notifications at all, and their beep. */
export interface DesktopChoices {
  sounds: boolean;
  desktop: boolean;
}

export class DesktopAlerts {
  private audio: AudioContext | null = null;
  private choices: DesktopChoices = { sounds: true, desktop: true };

  constructor(private readonly env: DesktopEnv = browserEnv()) {}

  /** Applies the account's preferences (at sign-in and when they are saved). */
  configure(choices: DesktopChoices): void {
    this.choices = { ...choices };
  }

  permission(): DesktopPermission {
    return this.env.Notification ? this.env.Notification.permission : 'unsupported';
  }

  /** Whether to show the prompt: supported, not decided by the browser yet, never answered here. */
  shouldAsk(): boolean {
    if (this.permission() !== 'default') return false;
    try {
      return this.env.storage?.getItem(ASKED_KEY) == null;
    } catch {
      return false;
    }
  }

  private remember(answer: string): void {
    try {
      this.env.storage?.setItem(ASKED_KEY, answer);
    } catch {
      /* storage unavailable: the prompt may come again next time */
    }
  }

  /** "Not now": the prompt is not shown again. */
  decline(): void {
    this.remember('declined');
  }

  /** Asks the browser (call it from a click: a user gesture). */
  async request(): Promise<DesktopPermission> {
    const N = this.env.Notification;
    if (!N) return 'unsupported';
    let answer: NotificationPermission = N.permission;
    try {
      answer = await N.requestPermission();
    } catch {
      /* old callback-style implementations: keep what it says now */
      answer = N.permission;
    }
    this.remember(answer);
    // the click is also the gesture that lets audio start later
    this.unlockAudio();
    return answer;
  }

  private unlockAudio(): void {
    if (this.audio || !this.env.AudioContext) return;
    try {
      this.audio = new this.env.AudioContext();
    } catch {
      this.audio = null;
    }
  }

  /** A short two-tone beep (about 0.25 s) with WebAudio; silent where audio is unavailable. */
  beep(): void {
    this.unlockAudio();
    const ctx = this.audio;
    if (!ctx) return;
    try {
      if (ctx.state === 'suspended') void ctx.resume();
      const t0 = ctx.currentTime;
      const gain = ctx.createGain();
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.2, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.26);
      gain.connect(ctx.destination);
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(880, t0);
      osc.frequency.setValueAtTime(1175, t0 + 0.12);
      osc.connect(gain);
      osc.start(t0);
      osc.stop(t0 + 0.28);
    } catch {
      /* audio is a nicety */
    }
  }

  /**
   * Shows a desktop notification (when granted and the account wants them) that closes after 5 s,
   * with the beep unless the account turned sounds off. Returns whether it was shown.
   */
  show(title: string, body?: string): boolean {
    const N = this.env.Notification;
    if (!N || N.permission !== 'granted' || !this.choices.desktop) return false;
    try {
      const n = new N(title, { body: body ?? '', tag: `lauda-${title}`, silent: true });
      n.onclick = () => {
        this.env.focus?.();
        n.close();
      };
      this.env.setTimeout(() => n.close(), DESKTOP_CLOSE_MS);
    } catch {
      return false;
    }
    if (this.choices.sounds) this.beep();
    return true;
  }
}
