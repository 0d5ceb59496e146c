const KNOWN = [403, 404, 500] as const;
/** Spec 000 §2: 403, 404 and 500 have their page; any other code shows the 500 page. */
export const pageCode = (code: unknown): 403 | 404 | 500 => {
  const n = Number(code);
  return (KNOWN as readonly number[]).includes(n) ? (n as 403 | 404 | 500) : 500;
};
