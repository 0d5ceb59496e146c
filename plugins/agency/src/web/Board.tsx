/**
 * The lanes board: the user's lanes side by side (desktop), or one at a time with a lane switcher
 * (phone). One live subscription to new items feeds every column; each keeps what its rule shows.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, LiveClient } from '@lauda/sdk/web';
import { EmptyState, Select } from '@lauda/web-kit';
import { AGENCY_ITEMS_TOPIC, type AgencyItem, type Lane } from '../common/index.js';
import { LaneColumn, type LiveItems } from './LaneColumn';
import type { T } from './model';

export function Board({ lanes, api, live, t, timeZone, used, onEdit, onGuideline }: {
  lanes: Lane[]; api: ApiClient; live: LiveClient; t: T; timeZone: string; used: ReadonlyMap<number, number>;
  onEdit(lane: Lane): void; onGuideline(item: AgencyItem): void;
}) {
  const liveItems = useMemo<LiveItems & { emit(i: AgencyItem): void }>(() => {
    const listeners = new Set<(i: AgencyItem) => void>();
    return {
      listen: (fn) => {
        listeners.add(fn);
        return () => void listeners.delete(fn);
      },
      emit: (i) => listeners.forEach((fn) => fn(i)),
    };
  }, []);
  useEffect(() => live.subscribe(AGENCY_ITEMS_TOPIC, (m) => {
    if (m.op === 'CREATE' && m.data) liveItems.emit(m.data as AgencyItem);
  }), [live, liveItems]);

  const [shown, setShown] = useState<number | null>(null);
  const current = lanes.find((l) => l.id === shown) ?? lanes[0];

  if (!lanes.length) return <EmptyState title={t('noLanes')} testId="agency-no-lanes" />;
  return (
    <Area>
      <label className="switcher">
        <span>{t('laneSwitcher')}</span>
        <Select value={current?.id} onChange={(e) => setShown(Number(e.target.value))} data-testid="agency-lane-switcher">
          {lanes.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
        </Select>
      </label>
      <div className="lanes" style={{ ['--lanes' as string]: lanes.length }}>
        {lanes.map((l) => (
          <LaneColumn key={l.id} lane={l} api={api} t={t} timeZone={timeZone} liveItems={liveItems} used={used} hidden={l.id !== current?.id}
            onEdit={onEdit} onGuideline={onGuideline} />
        ))}
      </div>
    </Area>
  );
}

const Area = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  .switcher { display: none; }
  .lanes {
    flex: 1;
    min-height: 0;
    display: grid;
    grid-template-columns: repeat(var(--lanes), minmax(280px, 1fr));
    gap: 10px;
    padding: 10px 14px 14px;
    overflow-x: auto;
  }
  @media (max-width: 700px) {
    .switcher { display: flex; align-items: center; gap: 8px; padding: 8px 14px 0; }
    .switcher select { flex: 1; }
    .lanes { grid-template-columns: 1fr; padding: 8px; }
    .lanes > [data-hidden='true'] { display: none; }
  }
`;
