/**
 * What other plugins' servers may know of contacts (the package's `./server` entry): the names of
 * contacts a user may see (a guideline's guide names its contacts by id) and the document type their
 * access rule asks about. Server only: the browser imports `./common`.
 */
import { createServiceRef, type SessionUser } from '@lauda/sdk/server';

export interface ContactRecords {
  /** the names of the contacts among `ids` the user sees, in the order asked; the others are left out */
  names(user: SessionUser, ids: readonly number[]): Promise<{ id: number; name: string }[]>;
}

export const contactsServices = {
  records: createServiceRef<ContactRecords>('contacts.records'),
} as const;
export { CONTACT_DOCUMENT, CONTACT_TOPIC } from '../common/index.js';
