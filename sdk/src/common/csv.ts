/**
 * A text cell of a CSV file that people open in a spreadsheet: one starting with = + - @ or a tab or
 * carriage return would be read as a formula (OWASP "CSV injection"), so such a cell gets a leading
 * apostrophe, which spreadsheets show as text. For cells of user-written text (slugs, names,
 * passages), not for numbers.
 */
export const csvText = (v: string): string => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
