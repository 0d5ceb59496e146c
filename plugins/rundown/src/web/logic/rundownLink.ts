/** A link that opens the workspace on one rundown (the landing page's cards use it). */
export const RUNDOWN_PARAM = 'rundown';

export const linkToRundown = (id: number): string => `/main/rundowns?${RUNDOWN_PARAM}=${id}`;

/** The rundown a link asks for (`?rundown=12`), or null. */
export function linkedRundown(search: string): number | null {
  const raw = new URLSearchParams(search).get(RUNDOWN_PARAM);
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : null;
}
