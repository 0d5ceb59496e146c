/** Search across every lane (`GET /api/agency/items`): newest first, "Mais" for the next page. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Page } from '@lauda/sdk/web';
import { Button, EmptyState, ErrorState, Loading, SectionTitle } from '@lauda/web-kit';
import type { AgencyItem } from '../common/index.js';
import { ItemCard } from './ItemCard';
import { mergeItems, PAGE, ScrollColumn, type T } from './model';

export function SearchResults({ text, api, t, timeZone, used, onGuideline }: {
  text: string; api: ApiClient; t: T; timeZone: string; used: ReadonlyMap<number, number>; onGuideline(item: AgencyItem): void;
}) {
  const [items, setItems] = useState<AgencyItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(0);
  useEffect(() => {
    setPage(0);
    setItems(null);
  }, [text]);
  useEffect(() => {
    let on = true;
    api.get<Page<AgencyItem>>(`/api/agency/items?text=${encodeURIComponent(text)}&page=${page}&size=${PAGE}`).then((p) => {
      if (!on) return;
      setItems((cur) => (page === 0 ? p.data : mergeItems(cur ?? [], p.data, false)));
      setTotal(p.total);
    }, () => on && setFailed((n) => n + 1));
    return () => {
      on = false;
    };
  }, [api, text, page]);

  return (
    <Area data-testid="agency-search-results" aria-live="polite">
      <SectionTitle>{t('searchResults')}</SectionTitle>
      {failed && !items ? (
        <ErrorState title={t('loadFailed')} onRetry={() => setPage(0)} />
      ) : !items ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState title={t('noResults')} testId="agency-search-empty" />
      ) : (
        <>
          {items.map((i) => <ItemCard key={i.id} item={i} t={t} timeZone={timeZone} onGuideline={onGuideline} used={used.has(i.id)} />)}
          {items.length < total && <Button $small $variant="ghost" onClick={() => setPage((p) => p + 1)} data-testid="agency-search-more">{t('loadMore')}</Button>}
        </>
      )}
    </Area>
  );
}

const Area = styled(ScrollColumn)`
  max-width: 900px;
`;
