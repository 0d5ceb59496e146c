/**
 * Ids, roles, topic, number labels, limits and API shapes of the contacts plugin (the newsroom's
 * agenda): browser-safe, shared by the server, the screens and the plugins that name contacts.
 */
export const CONTACTS_PLUGIN_ID = 'contacts';

/** The document type (revisions' and trash's entity type). */
export const CONTACT_DOCUMENT = 'contact';
/** Live topic (spec 001 §4 Socket). */
export const CONTACT_TOPIC = 'contacts';

/** The spec's contacts area roles (000 §6). */
export const CONTACT_ROLES = {
  read: 'ROLE_CONTACT_READ',
  write: 'ROLE_CONTACT_WRITE',
  admin: 'ROLE_CONTACT_ADMIN',
} as const;

/** Number label types (001 §3 Contact). */
export const NUMBER_LABELS = ['cell_phone', 'fax', 'other', 'residential', 'work'] as const;
export type NumberLabel = (typeof NUMBER_LABELS)[number];

/** The branch's country when a contact names none (the spec's location fallback is BR). */
export const DEFAULT_COUNTRY = 'BR';

export const CONTACT_LIMITS = {
  name: 200,
  profession: 200,
  company: 200,
  address: 500,
  info: 10_000,
  email: 254,
  emails: 20,
  numbers: 20,
  number: 40,
  groups: 50,
  groupName: 100,
  /** ids in one removal or list */
  ids: 500,
  /** a vCard file to import */
  importBytes: 2 * 1024 * 1024,
  importCards: 2_000,
} as const;

export interface ContactNumber {
  id: number;
  /** E.164 (+5511987654321) */
  value: string;
  label: NumberLabel;
  /** as dialled inside the contact's country and from abroad */
  national: string;
  international: string;
}

/** A contact as the API shows it (001 §3 Contact). */
export interface Contact {
  id: number;
  name: string;
  profession: string;
  company: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  numbers: ContactNumber[];
  emails: string[];
  address: string;
  info: string;
  /** left out of lists unless asked for */
  hidden: boolean;
  /** private: its owner and allowed users alone see it */
  private: boolean;
  ownerId: number | null;
  allowedUsers: number[];
  /** who created it: may make it private */
  authorId: number | null;
  groupIds: number[];
  excluded: boolean;
  version: number;
  createdAt: string;
  changeDate: string;
}

export interface ContactGroup {
  id: number;
  name: string;
  /** contacts of the group the caller sees */
  count?: number;
}

/** One card of an import: imported (its contact id) or refused (its line, why, and the message key `code`). */
export type ImportResult =
  | { card: number; line: number; id: number; name: string }
  | { card: number; line: number; error: string; code: string; field?: string };

export interface ImportReport {
  imported: number;
  refused: number;
  results: ImportResult[];
}

/** A country the numbers may belong to (`/api/contacts/countries`). */
export interface ContactCountry {
  code: string;
  callingCode: string;
}

/** Error codes; `i18n/<locale>.json` has their texts keyed by the code. */
export const CONTACT_ERRORS = {
  notFound: 'contact.notFound',
  staleVersion: 'contact.staleVersion',
  onlyOwnerCanShare: 'contact.onlyOwnerCanShare',
  onlyAuthorCanMakePrivate: 'contact.onlyAuthorCanMakePrivate',
  invalidCountry: 'contact.invalidCountry',
  invalidLabel: 'contact.invalidLabel',
  invalidNumber: 'contact.invalidNumber',
  groupNotFound: 'contact.groupNotFound',
  groupExists: 'contact.groupExists',
  unknownGroup: 'contact.unknownGroup',
  badVcard: 'contact.badVcard',
  importTooLarge: 'contact.importTooLarge',
} as const;

export const contactsPath = {
  base: '/api/contacts',
  one: (id: number) => `/api/contacts/${id}`,
  vcard: (id: number) => `/api/contacts/${id}/vcard`,
  exportVcf: (groupId?: number | null) => `/api/contacts/export.vcf${groupId ? `?groupId=${groupId}` : ''}`,
  groups: '/api/contacts/groups',
} as const;
