/**
 * Numbers and countries through libphonenumber-js (its "max" metadata: the real number plans, not
 * only lengths): a number typed in the contact's country (or with its +code) is stored E.164 and
 * shown in national and international format.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { ContactCountry } from '../common/index.js';

const COUNTRIES = new Set<string>(getCountries());

export const isCountry = (code: string): code is CountryCode => COUNTRIES.has(code);

/** The countries numbers may belong to, with their calling codes, by code. */
export const countries = (): ContactCountry[] =>
  [...COUNTRIES].sort().map((code) => ({ code, callingCode: getCountryCallingCode(code as CountryCode) }));

export interface Formatted { value: string; national: string; international: string }

/** A number as typed → E.164 with its formats, or null when it is no valid number of the country. */
export function formatNumber(typed: string, country: string): Formatted | null {
  if (!isCountry(country)) return null;
  const p = parsePhoneNumberFromString(typed.trim(), country);
  if (!p || !p.isValid()) return null;
  return { value: p.number, national: p.formatNational(), international: p.formatInternational() };
}

/** The digits a text search compares numbers by (national and E.164 forms). */
export function digitsOf(values: readonly Formatted[]): string {
  return values.map((v) => `${v.value.replace(/\D/g, '')} ${v.national.replace(/\D/g, '')}`).join(' ');
}
