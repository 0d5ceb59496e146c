/** What the social sources screen computes without React: the kinds it lists, texts, statuses, bodies, field errors. */
import type { PanelProps, WebUser } from '@lauda/sdk/web';
import { SOCIAL_ROLES, type Network, type SocialSource, type SourceKind } from '../../server/social/types.js';

export { SOCIAL_TOPIC } from '../../server/social/types.js';
export type { Network, SocialCategory, SocialConfig, SocialSource, SourceKind } from '../../server/social/types.js';

type T = PanelProps['t'];

export interface KindInfo {
  kind: SourceKind;
  network: Network;
  /** the record list's kind: texts under `social.<list>s.*`, test ids `<list>-…` */
  list: 'facebookPage' | 'twitterUser' | 'twitterList';
  path: string;
  /** the body field that names the source (the server's 400 names it) */
  field: 'page' | 'username' | 'listId';
}

export const KINDS: readonly KindInfo[] = [
  { kind: 'facebook_page', network: 'facebook', list: 'facebookPage', path: '/api/agency/facebook/pages', field: 'page' },
  { kind: 'twitter_user', network: 'twitter', list: 'twitterUser', path: '/api/agency/twitter/users', field: 'username' },
  { kind: 'twitter_list', network: 'twitter', list: 'twitterList', path: '/api/agency/twitter/lists', field: 'listId' },
];

export const NETWORKS: readonly Network[] = ['facebook', 'twitter'];
export const configPath = (n: Network) => `/api/agency/${n}/config`;
export const categoriesPath = (n: Network) => `/api/agency/${n}/categories`;

export const isAgencyAdmin = (u: WebUser) => u.support || u.roles.includes(SOCIAL_ROLES.admin);

/**
 * The kit's record list reads `<kind>s.*`; this screen's words live under `social.*`, with
 * proper plurals (`facebookCategorys.new` → `social.facebookCategories.new`).
 */
export function scopedText(t: T): T {
  return (key, options) => t(`social.${key.replace(/^(\w+)ys\./, '$1ies.')}`, options);
}

export type SourceStatus = 'new' | 'ok' | 'failing' | 'waiting';

/** `waiting`: a failure put the next read off (a rate limit, a back-off) beyond the usual interval. */
export function statusOf(s: SocialSource, now: number): SourceStatus {
  if (!s.lastPolledAt) return 'new';
  if (!s.lastError) return 'ok';
  return s.nextPollAt && Date.parse(s.nextPollAt) - now > 10 * 60_000 ? 'waiting' : 'failing';
}

/** The handle as people write it: `@user`, the page's alias, the list's number. */
export const shownHandle = (s: Pick<SocialSource, 'kind' | 'handle'>) => (s.kind === 'twitter_user' ? `@${s.handle}` : s.handle);

export interface SourceForm {
  handle: string;
  categoryId: string;
}

export const formOf = (s: SocialSource | null): SourceForm => ({ handle: s ? shownHandle(s) : '', categoryId: s?.categoryId ? String(s.categoryId) : '' });

export function bodyOf(info: KindInfo, form: SourceForm): Record<string, unknown> {
  return { [info.field]: form.handle.trim(), categoryId: form.categoryId ? Number(form.categoryId) : null };
}

/** The error code the server gave for this field (a 400's issues or a 409's `field`), to show beside it. */
export function fieldCode(e: unknown, field: string): string | null {
  const err = e as { code?: string; details?: { field?: string; issues?: { field?: string }[] } } | null;
  if (!err?.code) return null;
  if (err.details?.field === field || err.details?.issues?.some((i) => i.field === field)) return err.code;
  return null;
}
