/**
 * The one place where a server error `code` becomes a text in the user's language.
 *
 * Convention (see web-shell/README.md "Error codes"): every namespace may hold an `errors` object
 * keyed by code — the shell's namespace has the kernel's codes (`error.validation`,
 * `error_too_many_attempts`, `lock.held`, `user.emailInUse`, …), a plugin's namespace (= its id) has
 * the codes its routes answer (`program.nameInUse` → `errors.program.nameInUse`). The shell's
 * namespace is searched first, then the plugins' in load order; as a last resort a plugin's
 * top-level key equal to the code (the admin plugin's older layout). Texts are interpolated with
 * the error's `details` plus the variables of `errorVars`.
 */

/** What the translation needs from a failed call (an `ApiError` satisfies it). */
export interface ErrorLike {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  /** seconds, from a `Retry-After` header */
  retryAfter?: number | null;
}

/** The part of i18next this module uses, so it is testable without i18next. */
export interface Translator {
  /** true when `key` holds a string in namespace `ns` */
  has(ns: string, key: string): boolean;
  t(ns: string, key: string, vars: Record<string, unknown>): string;
  /** namespaces to search, the shell's first */
  namespaces(): string[];
}

export const ERRORS_KEY = 'errors';

/** "45 s", "3 min", "1 h 5 min": a wait in seconds, short and readable in every language. */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.ceil(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The interpolation variables of an error: its details, and
 * - `field`, `issue`: the first of `details.issues` (the field a 400 names, and its message),
 * - `retryAfter` (seconds) and `wait` ("45 s", "3 min") from `Retry-After` or `details.retryAfter`,
 * - `holder`: who holds a lock (`details.holder`), "?" when unknown,
 * - `message`: the server's own message.
 */
export function errorVars(e: ErrorLike): Record<string, unknown> {
  const details = isRecord(e.details) ? e.details : {};
  const vars: Record<string, unknown> = { ...details, message: e.message };
  const issues = Array.isArray(details.issues) ? details.issues : [];
  const first = isRecord(issues[0]) ? issues[0] : null;
  if (first) {
    vars.field = typeof first.field === 'string' ? first.field : '';
    vars.issue = typeof first.message === 'string' ? first.message : '';
  } else {
    vars.field = typeof details.field === 'string' ? details.field : '?';
  }
  const retry = e.retryAfter ?? (typeof details.retryAfter === 'number' ? details.retryAfter : null);
  if (retry !== null && retry !== undefined && Number.isFinite(retry)) {
    vars.retryAfter = retry;
    vars.wait = formatWait(retry);
  }
  if (e.code.startsWith('lock.')) vars.holder = typeof details.holder === 'string' && details.holder ? details.holder : '?';
  return vars;
}

/** The translated text of an error's code, or null when no namespace has one. */
export function translateCode(e: ErrorLike, tr: Translator): string | null {
  if (!e.code) return null;
  const vars = errorVars(e);
  const namespaces = tr.namespaces();
  const keyed = `${ERRORS_KEY}.${e.code}`;
  for (const ns of namespaces) if (tr.has(ns, keyed)) return tr.t(ns, keyed, vars);
  // older layout: a plugin's top-level key equal to the code
  for (const ns of namespaces.slice(1)) if (tr.has(ns, e.code)) return tr.t(ns, e.code, vars);
  return null;
}

/** The text to show for a failed call: the translated code, else the server's message. */
export function errorText(e: ErrorLike, tr: Translator): string {
  return translateCode(e, tr) ?? e.message;
}
