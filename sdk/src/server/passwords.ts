/**
 * Passwords kept elsewhere (`core.passwordChecks`): a plugin that owns some users' passwords (the
 * directory plugin for directory users) registers a check; the kernel's sign-in asks it instead of
 * the local hash for the users it handles, and keeps every other rule (throttling, logs, active,
 * license). A user no registered check handles is checked against the local hash.
 */

/** `unavailable`: the owner of the password cannot be asked now (directory down); the sign-in is refused, logged as `reason`. */
export type PasswordVerdict = 'ok' | 'wrong' | 'unavailable';

/** The account the sign-in resolved, as a check sees it. */
export interface PasswordAccount {
  id: number;
  username: string;
  adUser: boolean;
}

export interface PasswordCheck {
  /** the reason written to the auth log when `verify` answers `unavailable` (e.g. `directoryUnavailable`) */
  unavailableReason: string;
  handles(account: PasswordAccount): boolean | Promise<boolean>;
  verify(account: PasswordAccount, password: string): Promise<PasswordVerdict>;
}

export interface PasswordChecks {
  /** the first registered check that handles an account decides; returns the unregistration */
  register(check: PasswordCheck): () => void;
}
