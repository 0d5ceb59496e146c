/**
 * One adapter per kind of social source: how the admin's text names it, how the network is asked
 * whether it exists (on create and change), and how its new posts are fetched from the cursor the
 * last poll left, mapped to the agency's `FetchedItem`.
 */
import type { FetchedItem } from '../items.js';
import type { CallLimits, Endpoint } from './http.js';
import type { Network, SourceKind } from './types.js';

export interface Found {
  remoteId: string;
  name: string;
}

export interface PollSource {
  handle: string;
  remoteId: string;
  name: string;
  /** what the previous poll left (null: never polled; the first poll takes only the newest page) */
  cursor: string | null;
}

export interface Fetched {
  items: FetchedItem[];
  cursor: string | null;
}

export interface SourceAdapter {
  kind: SourceKind;
  network: Network;
  /** the body field that names the source, and the spec's "invalid page, list or user" key */
  field: 'page' | 'username' | 'listId';
  invalidKey: string;
  /** the handle as stored (unique per kind), or null when the text cannot name a source */
  handleOf(input: string): string | null;
  /** null when the network does not know it */
  lookup(ep: Endpoint, handle: string, limits: CallLimits): Promise<Found | null>;
  fetch(ep: Endpoint, source: PollSource, limits: CallLimits): Promise<Fetched>;
}

/** at most this many pages of a source per poll: a long silence does not turn into a flood */
export const MAX_PAGES = 5;
export const PAGE_SIZE = 100;
/** a source's first read: the latest few, not a hundred old posts on the lane at once */
export const FIRST_PAGE_SIZE = 20;
export const pageSize = (cursor: string | null) => String(cursor ? PAGE_SIZE : FIRST_PAGE_SIZE);
const TITLE_CHARS = 120;

/** A post's title: its first line, cut at a word near 120 characters. */
export function titleOf(text: string, fallback: string): string {
  const line = text.split(/\r?\n/).map((l) => l.trim()).find((l) => l) ?? '';
  if (!line) return fallback;
  if (line.length <= TITLE_CHARS) return line;
  const cut = line.slice(0, TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An instant of either API (`2019-06-19T15:29:14+0000`, `2022-05-11T12:00:00.000Z`) as epoch ms, or null. */
export function instantOf(s: unknown): number | null {
  if (typeof s !== 'string') return null;
  const ms = Date.parse(s.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return Number.isFinite(ms) ? ms : null;
}
