/** The social part's words: networks, source kinds, roles, message keys and the shapes its routes answer. */
export type Network = 'facebook' | 'twitter';
export type SourceKind = 'facebook_page' | 'twitter_user' | 'twitter_list';

export const SOCIAL_ROLES = { read: 'ROLE_AGENCY_READ', admin: 'ROLE_AGENCY_ADMIN' } as const;

/** Live topic: sources and categories added, changed, removed, sources polled (the admin screen refreshes its lists). */
export const SOCIAL_TOPIC = 'agency_social';

export const SOCIAL_ERRORS = {
  // spec 001 §8 "Invalid feed, page, list or user"
  invalidPage: 'agency.invalidPage',
  invalidUser: 'agency.invalidUser',
  invalidList: 'agency.invalidList',
  notConfigured: 'agency.social.notConfigured',
  tokenRefused: 'agency.social.tokenRefused',
  apiFailed: 'agency.social.apiFailed',
  rateLimited: 'agency.social.rateLimited',
  sourceExists: 'agency.social.sourceExists',
  categoryExists: 'agency.social.categoryExists',
  categoryInUse: 'agency.social.categoryInUse',
  unknownCategory: 'agency.social.unknownCategory',
  notFound: 'agency.social.notFound',
  staleVersion: 'agency.social.staleVersion',
} as const;

/** The branch's credentials for one network, as answered: the token itself never leaves the server. */
export interface SocialConfig {
  network: Network;
  baseUrl: string;
  tokenSet: boolean;
  version: number;
}

export interface SocialCategory {
  id: number;
  network: Network;
  name: string;
  sourceIds: number[];
}

export interface SocialSource {
  id: number;
  kind: SourceKind;
  network: Network;
  categoryId: number | null;
  /** the page alias, the username or the list id as the admin gave it */
  handle: string;
  /** the network's id of the page, user or list */
  remoteId: string;
  name: string;
  lastPolledAt: string | null;
  nextPollAt: string | null;
  failures: number;
  lastError: string | null;
  createdAt: string;
}

export const networkOf = (kind: SourceKind): Network => (kind === 'facebook_page' ? 'facebook' : 'twitter');
