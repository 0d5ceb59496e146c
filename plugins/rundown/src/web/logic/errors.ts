/** Failed calls: the shape the shell's ApiError carries, and the i18n key of a refusal. Pure. */
export interface ErrorLike {
  status?: number;
  code?: string;
  message?: string;
  details?: unknown;
}

export const asError = (err: unknown): ErrorLike => (err && typeof err === 'object' ? (err as ErrorLike) : { message: String(err) });

/** `errors.<code>` for a refusal this plugin answers with (422, 409, 404, 403, 400 with a known code). */
export function refusalKey(err: unknown): string | null {
  const e = asError(err);
  if (!e.code || e.status === 401 || e.status === 0) return null;
  return `errors.${e.code}`;
}
