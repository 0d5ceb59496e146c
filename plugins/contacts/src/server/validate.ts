/**
 * Field values → columns, with the spec's validation of a contact (001 §3): an unknown country, a
 * number label outside the list and a number that is not valid in its country are each a 400 naming
 * the field (`country`, `numbers.N.label`, `numbers.N.value`) with the contact's message key.
 */
import { BadRequestError } from '@lauda/sdk/server';
import { CONTACT_ERRORS as E, NUMBER_LABELS, type NumberLabel } from '../common/index.js';
import { digitsOf, formatNumber, isCountry, type Formatted } from './phones.js';
import { parseJson, type Row, type StoredNumber } from './codec.js';
import type { ContactValues, NumberInput } from './schemas.js';

const refuse = (field: string, message: string, code: string, key: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, key);

export const badCountry = (country: string) => refuse('country', `'${country.slice(0, 10)}' is not a known ISO 3166 country`, 'invalid_country', E.invalidCountry);

/** Numbers typed in `country` → stored numbers (kept ids stay; new ones get the next). */
export function checkNumbers(list: NumberInput[], country: string): { stored: StoredNumber[]; formatted: Formatted[] } {
  let next = list.reduce((m, n) => Math.max(m, n.id ?? 0), 0);
  const seen = new Set<number>();
  const stored: StoredNumber[] = [];
  const formatted: Formatted[] = [];
  list.forEach((n, i) => {
    if (!(NUMBER_LABELS as readonly string[]).includes(n.label)) {
      throw refuse(`numbers.${i}.label`, `'${n.label}' is not one of ${NUMBER_LABELS.join(', ')}`, 'invalid_label', E.invalidLabel);
    }
    const f = formatNumber(n.value, country);
    if (!f) throw refuse(`numbers.${i}.value`, `'${n.value}' is not a valid number in ${country}`, 'invalid_number', E.invalidNumber);
    const id = n.id !== undefined && !seen.has(n.id) ? n.id : ++next;
    seen.add(id);
    stored.push({ id, value: f.value, label: n.label as NumberLabel });
    formatted.push(f);
  });
  return { stored, formatted };
}

const TEXT: Record<string, string> = { name: 'name', profession: 'profession', company: 'company', address: 'address', info: 'info' };

/**
 * Validated values → column values, given the row they change (a new contact: BLANK with the
 * branch's country). Numbers are checked again when the country changes.
 */
export function toColumns(values: ContactValues, current: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && k in TEXT) out[TEXT[k]!] = v;
  const country = values.country ?? String(current.country);
  if (!isCountry(country)) throw badCountry(country);
  if (values.country !== undefined) out.country = country;
  if (values.numbers !== undefined || values.country !== undefined) {
    const list = values.numbers ?? parseJson<StoredNumber[]>(current.numbers, []);
    const { stored, formatted } = checkNumbers(list, country);
    out.numbers = JSON.stringify(stored);
    out.digits = digitsOf(formatted);
  }
  if (values.emails !== undefined) out.emails = JSON.stringify([...new Set(values.emails)]);
  if (values.hidden !== undefined) out.hidden = values.hidden;
  if (values.allowedUsers !== undefined) out.allowed_users = JSON.stringify([...new Set(values.allowedUsers)]);
  return out;
}
