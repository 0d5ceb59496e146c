/**
 * "My data" (`/api/users/me/…`, kernel/src/me): the signed-in user's own records, as the kernel
 * answers them and the shell's "Meus dados" screen reads them.
 */
import type { Locale } from './locales.js';

export interface Profile {
  id: number;
  username: string;
  nickname: string;
  name: string;
  email: string | null;
  /** a directory user: the password is the directory's, `readOnly` fields are written by its synchronisation */
  adUser: boolean;
  readOnly: string[];
  support: boolean;
  /** when the password was last set, and when it expires (null: never; the branch's or the user's own expiry) */
  passwordChangedAt: string;
  passwordExpiresAt: string | null;
  version: number;
}

/** One of the user's open sessions as "my data" lists it; `id` is the session's public reference, never its key. */
export interface MySession {
  id: string;
  since: string;
  /** the later of the last request and the last live socket seen */
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** the session this request came with */
  current: boolean;
}

export interface Preferences {
  /** the interface language; null: the browser's local choice (spec 000 §9), else the branch's */
  locale: Locale | null;
  /** notices beep (spec 000 §8: the desktop notification's beep) */
  sounds: boolean;
  /** notices also show as desktop notifications, when the browser allows them */
  desktopNotices: boolean;
}
