/**
 * The rundown's figures above the grid: times of the show (editable start, end, planned
 * production), the totals of spec 000 §3, and, while the show is on air, the live clocks: the
 * item on air counting down, the time left in the show, what is still to air and whether the show
 * runs over or under (recomputed every second from the timing engine's figures).
 */
import { memo } from 'react';
import styled from 'styled-components';
import type { RundownTotals } from '../../common/timing.js';
import type { Rundown } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { EditableCell } from './cells.js';
import { useNow } from '../hooks.js';
import { liveFigures, onAirTime } from '../logic/clock.js';
import { clock, displayDate, hhmmss, isoMs, localTod, msIso, msTod, signedClock, todMs } from '../logic/format.js';
import { maskTime } from '@lauda/web-kit';
import { ON_AIR } from '../colors.js';

interface Props {
  rundown: Rundown;
  totals: RundownTotals;
  editing: string | null;
  onStartEdit: (key: string) => void;
  onStopEdit: () => void;
  onPatch: (field: 'start' | 'end' | 'production', value: string) => void;
  onAirTitle: string | null;
  /** "approved only": the approved figures lead, and what is still to air counts approved stories only */
  approvedOnly: boolean;
}

export const TotalsHeader = memo(function TotalsHeader({ rundown: r, totals, editing, onStartEdit, onStopEdit, onPatch, onAirTitle, approvedOnly }: Props) {
  const { w, can, programName } = useWorkspace();
  const airing = !!r.onAir || r.displayStatus === 'play';
  const now = useNow(true, airing ? 250 : 1000);
  const toAir = approvedOnly ? { notDisplayedProduction: totals.notDisplayedApprovedProduction, notDisplayedCommercial: totals.notDisplayedCommercial } : totals;
  const live = liveFigures(r, toAir, now, onAirTime(r));
  const diffClass = (ms: number) => (Math.round(ms / 1000) < 0 ? 'over' : Math.round(ms / 1000) > 0 ? 'under' : '');
  const time = (field: 'start' | 'end') => (
    <EditableCell
      cellKey={`r:${field}`}
      editing={editing === `r:${field}`}
      canEdit={can.write}
      kind="time"
      pattern="HH:mm:ss"
      value={r[field]}
      display={<span className="v">{r[field]}</span>}
      rules={{ required: true }}
      onStartEdit={onStartEdit}
      onStopEdit={onStopEdit}
      onSave={(v) => onPatch(field, msTod(maskTime(v, 'HH:mm:ss').value ?? todMs(r[field]) ?? 0))}
      testId={`rundown-${field}`}
      label={w(`totals.${field}`)}
    />
  );

  return (
    <Bar data-testid="totals-header" className={airing ? 'airing' : ''}>
      <Group className="ident">
        <strong className="program" data-testid="rundown-program">{programName(r.programId)}</strong>
        <span className="date" data-testid="rundown-date">{displayDate(r.date)}</span>
        <span className={`state st-${r.displayStatus}`} data-testid="rundown-state">{w(`status.${r.displayStatus}`)}</span>
        {r.approved && <span className="approved" data-testid="rundown-approved">✔ {w('totals.approvedRundown')}</span>}
      </Group>
      <Group>
        <Fig label={w('totals.start')}>{time('start')}</Fig>
        <Fig label={w('totals.end')}>{time('end')}</Fig>
        <Fig label={w('totals.duration')} testId="fig-duration">{clock(totals.duration)}</Fig>
        <Fig label={w('totals.plannedProduction')}>
          <EditableCell
            cellKey="r:production"
            editing={editing === 'r:production'}
            canEdit={can.write}
            kind="time"
            pattern="HH:mm:ss+"
            value={hhmmss(isoMs(r.production))}
            display={<span className="v">{clock(isoMs(r.production))}</span>}
            onStartEdit={onStartEdit}
            onStopEdit={onStopEdit}
            onSave={(v) => onPatch('production', msIso(maskTime(v, 'HH:mm:ss+').value ?? 0))}
            testId="rundown-production"
            label={w('totals.plannedProduction')}
          />
        </Fig>
      </Group>
      <Group>
        <Fig label={w('totals.fullEstimated')}>{clock(totals.fullEstimated)}</Fig>
        <Fig label={w('totals.fullProduction')} testId="fig-production" title={`${w('totals.productionFullDiff')}: ${signedClock(totals.productionFullDiff)}`}>{clock(totals.fullProduction)}</Fig>
        <Fig label={w('totals.commercialTotal')}>{clock(totals.commercialTotal)}</Fig>
        <Fig label={w('totals.fullTotal')} testId="fig-total" strong={!approvedOnly}>{clock(totals.fullTotal)}</Fig>
        <Fig label={w('totals.fullDiff')} testId="fig-diff" className={diffClass(totals.fullDiff)} strong={!approvedOnly}>{signedClock(totals.fullDiff)}</Fig>
        <Fig label={w('totals.approvedTotal')} testId="fig-approved-total" strong={approvedOnly}>{clock(totals.approvedTotal)}</Fig>
        <Fig label={w('totals.approvedDiff')} testId="fig-approved-diff" className={diffClass(totals.approvedDiff)} strong={approvedOnly}>{signedClock(totals.approvedDiff)}</Fig>
      </Group>
      {!airing && (
        <LiveBox data-testid="live-box" data-airing="false">
          <Fig label={w('live.now')} testId="clock-now" strong>{msTod(localTod(now))}</Fig>
        </LiveBox>
      )}
      {airing && (
        <AirBar data-testid="live-box" data-airing="true">
          <span className="badge" data-testid="on-air-badge"><i aria-hidden />{w('live.onAir')}</span>
          <div className="item" title={onAirTitle ?? ''}>
            <span className="lbl">{onAirTitle ?? w('live.noItem')}</span>
            <span className={`big ${live.itemRemaining < 0 ? 'over' : ''}`} data-testid="item-remaining">{r.onAir ? clock(live.itemRemaining) : '--:--'}</span>
            {r.onAir && <span className="sub">{w('live.elapsed')} {clock(live.itemElapsed)}</span>}
          </div>
          <Fig label={w('live.now')} testId="clock-now">{msTod(localTod(now))}</Fig>
          <Fig label={w('live.showLeft')} testId="show-left" strong>{clock(live.showLeft)}</Fig>
          <Fig label={w('live.toGo')} testId="to-go" strong>{clock(live.toGo)}</Fig>
          <Fig label={w('live.overUnder')} className={diffClass(live.overUnder)} testId="over-under" strong>{signedClock(live.overUnder)}</Fig>
          <Fig label={w('live.projectedEnd')} testId="projected-end">{live.projectedEnd}</Fig>
        </AirBar>
      )}
    </Bar>
  );
});

function Fig({ label, children, className, testId, strong, title }: { label: string; children: React.ReactNode; className?: string; testId?: string; strong?: boolean; title?: string }) {
  return (
    <FigBox className={`${className ?? ''} ${strong ? 'strong' : ''}`} data-testid={testId} title={title}>
      <span className="l">{label}</span>
      <span className="n">{children}</span>
    </FigBox>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: 0;
  min-height: 46px;
  background: #1f2833;
  color: #e8edf3;
  border-bottom: 2px solid #111821;
  font-variant-numeric: tabular-nums;
  &.airing { border-bottom-color: ${ON_AIR}; }
`;
const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 4px 6px;
  border-right: 1px solid rgba(255, 255, 255, 0.08);
  &.ident { flex-direction: column; align-items: flex-start; justify-content: center; gap: 1px; min-width: 120px; padding: 4px 10px; }
  .program { font-size: 13px; color: #fff; white-space: nowrap; max-width: 150px; overflow: hidden; text-overflow: ellipsis; }
  .date { font-size: 11px; color: #9fb0c4; }
  .state { font-size: 9.5px; text-transform: uppercase; font-weight: 700; letter-spacing: 0.05em; color: #9fb0c4; }
  .state.st-play { color: #ff8d93; }
  .approved { font-size: 10px; color: #7fd49d; font-weight: 700; }
`;
const FigBox = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 50px;
  padding: 0 4px;
  .l { font-size: 9px; text-transform: uppercase; letter-spacing: 0.03em; color: #8ea0b5; white-space: nowrap; }
  .n { font-family: var(--lauda-font-mono); font-size: 13px; color: #f3f6fa; height: 20px; display: flex; align-items: center; }
  .n > div { height: 20px; padding: 0 2px; border-radius: 2px; background: rgba(255, 255, 255, 0.07); }
  .n input { color: var(--lauda-text); font-size: 12px; height: 20px; width: 74px; }
  &.strong .n { font-weight: 700; font-size: 14px; }
  &.over .n { color: #ff7b83; }
  &.under .n { color: #7fd49d; }
`;
const LiveBox = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  padding: 4px 12px;
  background: #161d26;
`;
const AirBar = styled.div`
  flex: 1 0 100%;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px;
  background: linear-gradient(90deg, #5b0c12, #2a1014 45%);
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 3px 8px;
    border-radius: 3px;
    background: ${ON_AIR};
    color: #fff;
    font-weight: 800;
    font-size: 11px;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  .badge i { width: 8px; height: 8px; border-radius: 50%; background: #fff; animation: lauda-pulse 1.2s ease-in-out infinite; }
  .item { display: flex; flex-direction: column; padding: 0 14px 0 8px; min-width: 200px; max-width: 320px; border-right: 1px solid rgba(255, 255, 255, 0.12); margin-right: 6px; }
  .item .sub { font-size: 10px; color: #e7b9bd; font-family: var(--lauda-font-mono); }
  .item .lbl { font-size: 10px; color: #ffb3b8; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .item .big { font-family: var(--lauda-font-mono); font-size: 24px; font-weight: 800; color: #fff; line-height: 1.1; }
  .item .big.over { color: #ff7b83; }
  @keyframes lauda-pulse { 50% { opacity: 0.25; } }
`;
