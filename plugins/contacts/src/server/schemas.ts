/**
 * Route inputs (zod): what a client may send about contacts. The shape is checked here; a number,
 * its label and the country are checked in ./validate.ts, where the spec's messages are given.
 */
import { pageQuery, text, z } from '@lauda/sdk/server';
import { CONTACT_LIMITS as L } from '../common/index.js';

export const id = z.number().int().positive();
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const ids = z.array(id).max(L.ids, `at most ${L.ids} ids`);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const name = text(L.name).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank');

export const numberInput = z.object({
  id: id.optional(),
  value: text(L.number),
  label: z.string().max(40),
});
export type NumberInput = z.output<typeof numberInput>;

export const email = z.string().trim().max(L.email).email('not an e-mail address').transform((s) => s.toLowerCase());

/** The fields a person edits. */
export const contactFields = {
  name,
  profession: text(L.profession),
  company: text(L.company),
  country: z.string().max(10).transform((s) => s.trim().toUpperCase()),
  numbers: z.array(numberInput).max(L.numbers, `at most ${L.numbers} numbers`),
  emails: z.array(email).max(L.emails, `at most ${L.emails} e-mails`),
  address: text(L.address),
  info: text(L.info),
  hidden: z.boolean(),
  allowedUsers: ids,
  groupIds: ids.max(L.groups, `at most ${L.groups} groups`),
};
export type ContactValues = { [K in keyof typeof contactFields]?: z.output<(typeof contactFields)[K]> };

const optional = Object.fromEntries(Object.entries(contactFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof typeof contactFields]: z.ZodOptional<(typeof contactFields)[K]> };

/** POST /api/contacts: the name required; `private` makes the caller its owner. */
export const contactCreate = z.object({ ...optional, name, private: z.boolean().optional() });
/** PUT /api/contacts/{id}: fields left out keep their value; `private` may be turned on or off by its owner. */
export const contactPut = z.object({ ...optional, private: z.boolean().optional(), version: z.number().int().min(0) });

export const filterQuery = pageQuery.extend({
  filter: text(200).optional(),
  groupId: z.coerce.number().int().positive().optional(),
  activeOnly: queryBool.optional(),
  hidden: queryBool.optional(),
});
export type FilterQuery = z.output<typeof filterQuery>;

export const exportQuery = z.object({ groupId: z.coerce.number().int().positive().optional() });

export const removeQuery = z.object({
  ids: z.string().max(6000).transform((s, ctx) => {
    const list = s.split(',').map((x) => x.trim()).filter(Boolean);
    if (!list.length || list.some((x) => !/^[1-9][0-9]{0,9}$/.test(x)) || list.length > L.ids) {
      ctx.addIssue({ code: 'custom', message: `a comma list of 1 to ${L.ids} ids` });
      return z.NEVER;
    }
    return list.map(Number);
  }),
});

export const groupInput = z.object({ name: text(L.groupName).transform((s) => s.trim()).refine((s) => s.length > 0, 'required, not blank') });
export const namesQuery = z.object({ ids: removeQuery.shape.ids });
