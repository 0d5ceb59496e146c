/** One lane of the board: its items newest first, paged ("Mais"), new items from the live feed on top. */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Page } from '@lauda/sdk/web';
import { Button, EmptyState, ErrorState, IconButton, Loading } from '@lauda/web-kit';
import { laneMatches, type AgencyItem, type Lane } from '../common/index.js';
import { ItemCard } from './ItemCard';
import { mergeItems, PAGE, type T } from './model';

/** The board's one live subscription, shared by its columns. */
export interface LiveItems {
  listen(fn: (item: AgencyItem) => void): () => void;
}

export function LaneColumn({ lane, api, t, timeZone, liveItems, used, onEdit, onGuideline, hidden }: {
  lane: Lane; api: ApiClient; t: T; timeZone: string; liveItems: LiveItems; used: ReadonlyMap<number, number>; hidden: boolean;
  onEdit(lane: Lane): void; onGuideline(item: AgencyItem): void;
}) {
  const [items, setItems] = useState<AgencyItem[] | null>(null);
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(false);
  const [serial, setSerial] = useState(0);

  useEffect(() => {
    let on = true;
    setFailed(false);
    api.get<Page<AgencyItem>>(`/api/agency/lanes/${lane.id}/items?page=${page}&size=${PAGE}`).then((p) => {
      if (!on) return;
      setItems((cur) => (page === 0 ? mergeItems([], p.data, false) : mergeItems(cur ?? [], p.data, false)));
      setTotal(p.total);
    }, () => on && setFailed(true));
    return () => {
      on = false;
    };
    // the lane's rule is part of its identity: a changed lane loads again
  }, [api, lane, page, serial]);

  useEffect(() => liveItems.listen((item) => {
    if (!laneMatches(lane, item)) return;
    setItems((cur) => (cur ? mergeItems(cur, [item], true) : cur));
    setFresh((s) => new Set(s).add(item.id));
    setTotal((n) => n + 1);
  }), [liveItems, lane]);

  const retry = useCallback(() => setSerial((n) => n + 1), []);

  return (
    <Column data-testid="agency-lane" data-lane-id={lane.id} data-hidden={hidden ? 'true' : undefined} aria-labelledby={`lane-${lane.id}-title`}>
      <header>
        <h2 id={`lane-${lane.id}-title`}>{lane.name}</h2>
        <IconButton label={t('editLane')} onClick={() => onEdit(lane)} data-testid="agency-lane-edit">✎</IconButton>
      </header>
      <div className="items">
        {failed ? (
          <ErrorState title={t('loadFailed')} onRetry={retry} />
        ) : !items ? (
          <Loading />
        ) : items.length === 0 ? (
          <EmptyState title={t('laneEmpty')} testId="agency-lane-empty" />
        ) : (
          <>
            {items.map((i) => <ItemCard key={i.id} item={i} t={t} timeZone={timeZone} onGuideline={onGuideline} fresh={fresh.has(i.id)} used={used.has(i.id)} />)}
            {items.length < total && (
              <Button $small $variant="ghost" onClick={() => setPage((p) => p + 1)} data-testid="agency-lane-more">{t('loadMore')}</Button>
            )}
          </>
        )}
      </div>
    </Column>
  );
}

const Column = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  background: var(--lauda-sunken);
  border-radius: var(--lauda-radius);
  header { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 10px; }
  h2 { margin: 0; font-size: var(--lauda-font-large); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .items { flex: 1; overflow: auto; padding: 0 10px 10px; display: grid; gap: 8px; align-content: start; }
`;
