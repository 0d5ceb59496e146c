/**
 * The production map ("Mapa de produção"): the day's guides with an address (default today in the
 * branch's zone, every program and state), on a Leaflet map and in a side list; "Ver" opens the
 * document in the kit's drawer.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, DateInput, DocumentDrawer, EmptyState, ErrorState, Loading, Select, Toolbar, ToolField, dateIn, formatDate } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { GUIDELINE_STATES } from '@lauda/plugin-guidelines/common';
import type { MapPoint } from '../common/index.js';
import { useDayView, useMapSetup } from './api';
import { addDays, placed } from './model';
import { LeafletMap } from './LeafletMap';
import { PointList } from './PointList';

export default function MapPanel({ api, live, notify, t, branch }: PanelProps) {
  const { config, programs, failed } = useMapSetup(api);
  const [date, setDate] = useState(() => dateIn(Date.now(), branch.timeZone));
  const [programId, setProgramId] = useState<number | null>(null);
  const [state, setState] = useState('');
  const points = useDayView(api, live, notify, date, programId, state);
  // a new object each time: choosing the same point again centres it and reopens its popup
  const [selected, setSelected] = useState<{ key: string } | null>(null);
  const select = (key: string) => setSelected({ key });
  const [viewing, setViewing] = useState<MapPoint | null>(null);
  useEffect(() => setSelected(null), [date, programId, state]);

  const markers = useMemo(() => placed(points ?? []), [points]);
  const unplaced = (points ?? []).length - markers.length;

  if (failed) return <ErrorState title={t('loadFailed')} testId="production-map-failed" />;
  if (!config) return <Loading />;
  return (
    <Area data-testid="production-map">
      <Toolbar $bar>
        <Button type="button" $small onClick={() => setDate(addDays(date, -1))} aria-label={t('previousDay')} data-testid="map-day-previous">‹</Button>
        <DateInput aria-label={t('date')} value={date} onChange={(v) => v && setDate(v)} testId="map-date" />
        <Button type="button" $small onClick={() => setDate(addDays(date, 1))} aria-label={t('nextDay')} data-testid="map-day-next">›</Button>
        <ToolField>
          {t('program')}
          <Select style={{ width: 'auto' }} value={programId ?? ''} onChange={(e) => setProgramId(e.target.value ? Number(e.target.value) : null)} data-testid="map-program">
            <option value="">{t('allPrograms')}</option>
            {programs.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </Select>
        </ToolField>
        <ToolField>
          {t('state')}
          <Select style={{ width: 'auto' }} value={state} onChange={(e) => setState(e.target.value)} data-testid="map-state">
            <option value="">{t('allStates')}</option>
            {GUIDELINE_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
          </Select>
        </ToolField>
        <span role="status" className="count" data-testid="map-count">
          {points && t('count', { count: points.length, date: formatDate(date) })}{points && unplaced > 0 && ` · ${t('unplacedCount', { count: unplaced })}`}
        </span>
      </Toolbar>
      <div className="split">
        <section className="side" aria-label={t('listLabel')}>
          {points === null ? <Loading /> : points.length === 0
            ? <EmptyState title={t('empty')} text={t('emptyText')} testId="map-empty" />
            : <PointList points={points} selected={selected?.key ?? null} onSelect={select} onView={setViewing} t={t} />}
        </section>
        <div className="map">
          {config.tileUrl
            ? <LeafletMap config={config} points={markers} selected={selected} onSelect={select} onView={setViewing} t={t} />
            : <EmptyState title={t('noTiles')} text={t('noTilesText')} testId="map-no-tiles" />}
        </div>
      </div>
      {viewing && (
        <DocumentDrawer origin={viewing.origin} id={viewing.id} title={t(`origins.${viewing.origin}`)} unavailable={t('noViewer')} closeLabel={t('close')} onClose={() => setViewing(null)} />
      )}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .count { color: var(--lauda-muted); font-size: 0.9em; }
  .split { display: grid; grid-template-columns: minmax(260px, 340px) 1fr; gap: 12px; min-height: 480px; height: calc(100vh - 220px); }
  .side { overflow-y: auto; border: 1px solid var(--lauda-line); border-radius: 6px; background: var(--lauda-surface); }
  .map { position: relative; isolation: isolate; min-height: 320px; border: 1px solid var(--lauda-line); border-radius: 6px; overflow: hidden; }
  .map-canvas { width: 100%; height: 100%; min-height: 320px; }
  .points { list-style: none; margin: 0; padding: 0; }
  .points li { border-bottom: 1px solid var(--lauda-line); padding: 6px 8px; display: flex; flex-direction: column; gap: 4px; }
  .points li.chosen { background: var(--lauda-sunken); }
  .pick { display: flex; gap: 8px; text-align: left; background: none; border: 0; padding: 2px; color: inherit; font: inherit; cursor: pointer; width: 100%; }
  .pick:focus-visible { outline: 2px solid var(--lauda-primary); outline-offset: 1px; }
  .when { font-variant-numeric: tabular-nums; min-width: 3.2em; color: var(--lauda-muted); }
  .what { display: flex; flex-direction: column; min-width: 0; }
  .address, .sub { overflow-wrap: anywhere; }
  .sub { color: var(--lauda-muted); font-size: 0.9em; }
  .tags { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; padding-left: calc(3.2em + 10px); }
  .map-pin { color: var(--lauda-primary); background: none; border: 0; }
  .map-pin.chosen { color: var(--lauda-accent); z-index: 1000 !important; }
  .leaflet-popup-content { font: inherit; color: #1b1f24; display: flex; flex-direction: column; gap: 2px; }
  .leaflet-popup-content .sub { color: #4a5360; }
  .leaflet-popup-content button { align-self: flex-start; margin-top: 6px; padding: 3px 10px; border-radius: 4px; border: 1px solid #1f5fbf; background: #1f5fbf; color: #fff; cursor: pointer; font: inherit; }
  @media (max-width: 900px) {
    .split { grid-template-columns: 1fr; height: auto; }
    .map { order: -1; height: 50vh; }
    .side { max-height: none; }
  }
`;
