/** The spec's generic form messages (000 §5): required, invalid e-mail, minimum and maximum characters. */
export interface Problem {
  /** key of the message: the kit's (`validation.*`) or the screen's own */
  key: string;
  vars?: Record<string, unknown>;
}

export type Rule = (value: string) => Problem | null;

export const required: Rule = (v) => (v.trim() ? null : { key: 'validation.required' });
export const minChars = (count: number): Rule => (v) => (v.trim() && v.trim().length < count ? { key: 'validation.minChars', vars: { count } } : null);
export const maxChars = (count: number): Rule => (v) => (v.trim().length > count ? { key: 'validation.maxChars', vars: { count } } : null);
export const pattern = (re: RegExp, key: string): Rule => (v) => (v.trim() && !re.test(v.trim()) ? { key } : null);
// the shape a server-side e-mail check accepts: something@domain.tld, no spaces
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const email: Rule = (v) => (v.trim() && !EMAIL.test(v.trim()) ? { key: 'validation.invalidEmail' } : null);

/** The first problem of the rules, in order. */
export const check = (value: string, ...rules: Rule[]): Problem | null => {
  for (const r of rules) {
    const p = r(value);
    if (p) return p;
  }
  return null;
};

/** Only the problems that exist. */
export function problemsOf(entries: Record<string, Problem | null>): Record<string, Problem> {
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, Problem] => e[1] !== null));
}
