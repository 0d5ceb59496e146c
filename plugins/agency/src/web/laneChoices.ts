/**
 * What a lane may be narrowed to, of every kind: RSS categories and feeds, and the social part's
 * Facebook and Twitter categories, pages, users and lists (read as the user; a network the user may
 * not read simply offers nothing). The pickers number them in one list; refs of a source that no
 * longer exists stay in the lane as they were.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '@lauda/sdk/web';
import type { RssCategory, RssFeed, SourceRef } from '../common/index.js';
import type { SocialCategory, SocialSource } from '../server/social/types.js';

export interface Choice {
  ref: SourceRef;
  label: string;
  hint?: string;
}

export interface LaneChoices {
  categories: Choice[];
  sources: Choice[];
}

const SOCIAL_SOURCES = ['facebook/pages', 'twitter/users', 'twitter/lists'];

/** The social categories and sources as lane choices (beside the RSS ones the board already reads). */
export function useLaneChoices(api: ApiClient, categories: RssCategory[], feeds: RssFeed[]): LaneChoices {
  const [social, setSocial] = useState<LaneChoices>({ categories: [], sources: [] });
  useEffect(() => {
    let on = true;
    const quiet = <X,>(p: Promise<X[]>) => p.catch(() => [] as X[]);
    void Promise.all([
      ...['facebook', 'twitter'].map((n) => quiet(api.get<SocialCategory[]>(`/api/agency/${n}/categories`))),
      ...SOCIAL_SOURCES.map((p) => quiet(api.get<SocialSource[]>(`/api/agency/${p}`))),
    ]).then((lists) => {
      if (!on) return;
      const cats = (lists.slice(0, 2) as SocialCategory[][]).flat();
      const srcs = (lists.slice(2) as SocialSource[][]).flat();
      setSocial({
        categories: cats.map((c) => ({ ref: { kind: c.network, id: c.id }, label: c.name, hint: c.network === 'facebook' ? 'Facebook' : 'Twitter' })),
        sources: srcs.map((s) => ({ ref: { kind: s.network, id: s.id }, label: s.name, hint: s.handle })),
      });
    });
    return () => {
      on = false;
    };
  }, [api]);
  return {
    categories: [...categories.map((c) => ({ ref: { kind: 'rss' as const, id: c.id }, label: c.name, hint: 'RSS' })), ...social.categories],
    sources: [...feeds.map((f) => ({ ref: { kind: 'rss' as const, id: f.id }, label: f.name, hint: f.url })), ...social.sources],
  };
}

const same = (a: SourceRef, b: SourceRef) => a.kind === b.kind && a.id === b.id;

/** The picker's numbers (1-based places in `choices`) of the refs a lane holds. */
export const pickedOf = (choices: Choice[], refs: SourceRef[]): number[] =>
  choices.flatMap((c, i) => (refs.some((r) => same(r, c.ref)) ? [i + 1] : []));

/** The refs for the picked numbers, keeping the refs no choice offers (a source since removed). */
export const refsOf = (choices: Choice[], refs: SourceRef[], picked: number[]): SourceRef[] => [
  ...refs.filter((r) => !choices.some((c) => same(r, c.ref))),
  ...picked.map((n) => choices[n - 1]?.ref).filter((r): r is SourceRef => !!r),
];
