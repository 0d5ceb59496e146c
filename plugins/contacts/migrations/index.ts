import type { Migration } from '@lauda/sdk/server';
import { contactTables } from './001_contacts.js';

/** The contacts plugin's migrations, in order. Append; never edit one that has shipped. */
export const contactMigrations: Migration[] = [contactTables];
