/** What the agency plugin shares with browsers: ids, roles, topics, the DTOs and the lane rule. */
export const AGENCY_PLUGIN_ID = 'agency';
export const AGENCY_ITEM_DOCUMENT = 'agency_item';
/** every new item of every source, to every holder of the read role (the screen keeps what its lanes show) */
export const AGENCY_ITEMS_TOPIC = 'agency_items';
/** a feed polled, changed or removed (its state: last poll, error, next attempt), to the administrators */
export const AGENCY_FEEDS_TOPIC = 'agency_feeds';

export const AGENCY_ROLES = {
  read: 'ROLE_AGENCY_READ',
  admin: 'ROLE_AGENCY_ADMIN',
} as const;

export const AGENCY_ERRORS = {
  /** spec 001 §8: RSS feed create and update failures append a hint about an invalid feed */
  invalidFeed: 'agency.invalidFeed',
  categoryNameTaken: 'agency.categoryNameTaken',
  categoryNotFound: 'agency.categoryNotFound',
  categoryInUse: 'agency.categoryInUse',
  feedNotFound: 'agency.feedNotFound',
  laneNotFound: 'agency.laneNotFound',
  itemNotFound: 'agency.itemNotFound',
} as const;

export const SOURCE_KINDS = ['rss', 'facebook', 'twitter'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** A source or a category of one kind (ids of different kinds are separate). */
export interface SourceRef {
  kind: SourceKind;
  id: number;
}

export interface RssCategory {
  id: number;
  name: string;
}

export interface RssFeed {
  id: number;
  name: string;
  url: string;
  categoryId: number | null;
  /** ISO instants of the last poll and the last one that worked */
  lastPolledAt: string | null;
  lastSuccessAt: string | null;
  /** the last failure's description, cleared by a poll that works */
  lastError: string | null;
  /** failures in a row (the back-off doubles with each) */
  failures: number;
  nextAttemptAt: string | null;
}

export interface RssCategoryWithFeeds extends RssCategory {
  feeds: RssFeed[];
}

export interface AgencyItem {
  id: number;
  sourceKind: SourceKind;
  sourceId: number;
  /** the feed's, page's or user's name, when the source still exists */
  sourceName: string | null;
  categoryId: number | null;
  title: string;
  text: string;
  link: string | null;
  author: string | null;
  imageUrl: string | null;
  /** ISO instant; the item's own date, else when it was fetched */
  publishedAt: string;
  fetchedAt: string;
  /** the guideline made from it, if any */
  guidelineId: number | null;
}

/**
 * A user's lane (a column of the board): the items of the chosen kinds (none: every kind) that come
 * from one of its categories or sources (none of either: any), with one of its words (none: any)
 * in the title or text, accents and case aside.
 */
export interface Lane {
  id: number;
  name: string;
  position: number;
  kinds: SourceKind[];
  categories: SourceRef[];
  sources: SourceRef[];
  words: string[];
}

export type LaneInput = Omit<Lane, 'id' | 'position'>;

/** Text folded for matching: no accents, lower case. */
export const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The lane rule (the server's SQL filter says the same); the board uses it for live items. */
export function laneMatches(lane: LaneInput, item: Pick<AgencyItem, 'sourceKind' | 'sourceId' | 'categoryId' | 'title' | 'text'>): boolean {
  if (lane.kinds.length && !lane.kinds.includes(item.sourceKind)) return false;
  if (lane.categories.length || lane.sources.length) {
    const inCategory = lane.categories.some((c) => c.kind === item.sourceKind && c.id === item.categoryId);
    const fromSource = lane.sources.some((s) => s.kind === item.sourceKind && s.id === item.sourceId);
    if (!inCategory && !fromSource) return false;
  }
  if (!lane.words.length) return true;
  const text = fold(`${item.title} ${item.text}`);
  return lane.words.some((w) => text.includes(fold(w)));
}
