/**
 * Time inputs of spec 000 §5: HH:mm:ss; only digits and colons are accepted, colons are inserted
 * automatically, the length is limited, and the value is committed only when the full pattern
 * matches.
 */
export const TIME_FULL = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const TIME_SHORT = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_MAX_LENGTH = 8;

/**
 * What the field shows after a keystroke: null refuses the keystroke (a character other than a
 * digit or a colon); otherwise the digits (at most 6) with colons after the hours and minutes when
 * more digits follow, so deleting a colon never gets stuck.
 */
export function maskTime(raw: string): string | null {
  if (/[^\d:]/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '').slice(0, 6);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)].filter((p) => p !== '');
  return parts.join(':');
}

/** The value to commit, or null while the text is not a whole time. */
export const commitTime = (text: string): string | null => (TIME_FULL.test(text) ? text : null);

/** On leaving the field: `HH:mm` is completed with `:00`; anything else not whole is null. */
export function completeTime(text: string): string | null {
  if (TIME_FULL.test(text)) return text;
  if (TIME_SHORT.test(text)) return `${text}:00`;
  return null;
}

/** Whether `end` is on the next day (spec 000 §9: an end before the start rolls to the next day). */
export const endsNextDay = (start: string, end: string): boolean => TIME_FULL.test(start) && TIME_FULL.test(end) && end < start;

/** "06:00" for display: the seconds only when not zero. */
export const shortTime = (t: string): string => (t.endsWith(':00') ? t.slice(0, 5) : t);
