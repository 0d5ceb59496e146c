/** The directory plugin's inputs: the settings (PUT /api/ldap/config) and what a check may try before saving. */
import { FilterParser } from 'ldapts';
import { z } from '@lauda/sdk/server';
import { ATTRIBUTE_NAME, LDAP_URL, looksLikeFilter } from '../common/index.js';

/** an LDAP search filter as RFC 4515 writes it, in parentheses */
const ldapFilter = (optional: boolean) => z.string().trim().max(1000).refine((v) => {
  if (!v) return optional;
  if (!looksLikeFilter(v)) return false;
  try {
    FilterParser.parseString(v);
    return true;
  } catch {
    return false;
  }
}, 'not a valid LDAP filter, e.g. (objectClass=person)');

const dn = z.string().trim().max(500);
const attribute = z.string().trim().min(1).max(100).regex(ATTRIBUTE_NAME, 'an attribute name (letters, digits, -)');

export const configFields = z.object({
  enabled: z.boolean(),
  url: z.string().trim().max(500).refine((v) => v === '' || LDAP_URL.test(v), 'ldap://host[:port] or ldaps://host[:port]'),
  bindDn: dn,
  /** absent: keep the stored one; '': none (anonymous bind) */
  bindPassword: z.string().max(500).optional(),
  usersBaseDn: dn,
  userFilter: ldapFilter(false),
  usernameAttribute: attribute,
  nameAttribute: attribute,
  emailAttribute: attribute,
  groupsBaseDn: dn,
  groupFilter: ldapFilter(true),
  groupMemberAttribute: attribute,
  syncEveryMinutes: z.number().int().min(0).max(10_080),
  deactivateMissing: z.boolean(),
});

/** enabled needs an address and where the users are */
const complete = <T extends { enabled: boolean; url: string; usersBaseDn: string }>(s: z.ZodType<T>) => s.superRefine((v, ctx) => {
  if (!v.enabled) return;
  if (!v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'required when the directory is enabled' });
  if (!v.usersBaseDn) ctx.addIssue({ code: 'custom', path: ['usersBaseDn'], message: 'required when the directory is enabled' });
});

export const configPut = complete(configFields.extend({ version: z.number().int().min(0) }));
/** a check of settings typed in the form (not yet saved); without a body the stored ones are checked */
export const checkBody = configFields.partial().optional();
