/** The contacts' index target: name, profession, company, numbers, e-mails, address, information. */
import { rowSearchSource, type SearchSource } from '@lauda/sdk/server';
import { CONTACT_DOCUMENT } from '../common/index.js';
import type { Ctx } from './context.js';

export const contactSearch = (ctx: Ctx): SearchSource[] => [rowSearchSource(ctx.db.knex, {
  target: 'contacts', type: CONTACT_DOCUMENT, table: 'contact_contacts', trash: true,
  title: 'name', text: ['profession', 'company', 'numbers', 'emails', 'address', 'info'],
})];
