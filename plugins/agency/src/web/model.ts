/** What the agency screens read from the API and share: paths, the sources lists, the item list merge. */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, WebUser } from '@lauda/sdk/web';
import { AGENCY_ROLES, type AgencyItem, type RssCategoryWithFeeds, type RssFeed } from '../common/index.js';

export type T = (key: string, o?: Record<string, unknown>) => string;

export const PAGE = 25;

export const isAdmin = (user: WebUser) => user.support || user.roles.includes(AGENCY_ROLES.admin);

/** The RSS categories (with their feeds) and every feed, reloaded on demand. */
export function useRss(api: ApiClient): { categories: RssCategoryWithFeeds[]; feeds: RssFeed[]; failed: boolean; reload(): void } {
  const [categories, setCategories] = useState<RssCategoryWithFeeds[]>([]);
  const [feeds, setFeeds] = useState<RssFeed[]>([]);
  const [failed, setFailed] = useState(false);
  const [serial, setSerial] = useState(0);
  useEffect(() => {
    let on = true;
    Promise.all([api.get<RssCategoryWithFeeds[]>('/api/agency/rss/categories'), api.get<RssFeed[]>('/api/agency/rss/feeds')])
      .then(([c, f]) => {
        if (!on) return;
        setCategories(c);
        setFeeds(f);
        setFailed(false);
      }, () => on && setFailed(true));
    return () => {
      on = false;
    };
  }, [api, serial]);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  return { categories, feeds, failed, reload };
}

/** New items first, each once (a live item may also come back with the next page). */
export function mergeItems(current: AgencyItem[], incoming: AgencyItem[], atTop: boolean): AgencyItem[] {
  const known = new Set(current.map((i) => i.id));
  const fresh = incoming.filter((i) => !known.has(i.id));
  return atTop ? [...fresh, ...current] : [...current, ...fresh];
}

/** A view's scrolling column of cards or sections under the toolbar (the RSS sources, the search results). */
export const ScrollColumn = styled.div`
  flex: 1;
  overflow: auto;
  padding: 10px 14px;
  display: grid;
  gap: 10px;
  align-content: start;
`;
