/**
 * The week and day views: a column per day of hours 00-23 in the branch zone, all-day events in a
 * row above; each event a block from its start to its end. Drag a block to another hour or day to
 * move it (its minutes past the hour and its length kept); an all-day event moves between days.
 * Drag a block's lower edge to change its end.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatTime, timeOfDayMs } from '@lauda/web-kit';
import { zonedInstant } from '@lauda/sdk/web';
import type { Occurrence } from '../common/index.js';
import { addDays, byDay, weekdayOf } from './model';
import { EventButton, type ViewProps } from './MonthView';

const HOUR = 3_600_000;
const ROW = 40;
const DAY = 24 * HOUR;

interface Props extends ViewProps {
  days: string[];
  today: string;
  /** a new start and end for an occurrence dragged elsewhere (writers only) */
  onMove?: (o: Occurrence, startDate: string, endDate: string) => void;
}

/** Where a timed occurrence sits in a day's column: minutes from midnight to its start and end, clamped to the day. */
export function blockOf(o: Occurrence, day: string, timeZone: string): { top: number; bottom: number } {
  const dayStart = zonedInstant(day, 0, timeZone);
  const dayEnd = zonedInstant(addDays(day, 1), 0, timeZone);
  const from = Math.max(Date.parse(o.startDate), dayStart);
  const to = Math.min(Math.max(Date.parse(o.endDate), from + HOUR / 2), dayEnd);
  return { top: (from - dayStart) / 60_000, bottom: (to - dayStart) / 60_000 };
}

/** The new start and end of `o` dropped on `day` at `hour` (null: the all-day row). */
export function droppedAt(o: Occurrence, day: string, hour: number | null, timeZone: string): { startDate: string; endDate: string } {
  if (o.allDay || hour === null) {
    const shift = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${o.startDate.slice(0, 10)}T00:00:00Z`)) / DAY;
    return o.allDay ? { startDate: day, endDate: addDays(o.endDate, shift) } : { startDate: o.startDate, endDate: o.endDate };
  }
  const minutes = timeOfDayMs(Date.parse(o.startDate), timeZone) % HOUR;
  const start = zonedInstant(day, hour * HOUR + minutes, timeZone);
  const length = Date.parse(o.endDate) - Date.parse(o.startDate);
  return { startDate: new Date(start).toISOString(), endDate: new Date(start + length).toISOString() };
}

export function TimeGrid({ days, today, list, timeZone, t, colorOf, onOpen, onMove }: Props) {
  const map = byDay(list, timeZone);
  const keyOf = (o: Occurrence) => `${o.id}|${o.occurrenceStart}`;
  const find = (key: string) => list.find((o) => keyOf(o) === key);
  const drop = (day: string, hour: number | null) => (e: React.DragEvent) => {
    e.preventDefault();
    const o = find(e.dataTransfer.getData('text/plain'));
    if (!o || !onMove || (o.allDay !== (hour === null))) return;
    const next = droppedAt(o, day, hour, timeZone);
    if (next.startDate !== o.startDate) onMove(o, next.startDate, next.endDate);
  };
  const drag = (o: Occurrence) => (e: React.DragEvent) => e.dataTransfer.setData('text/plain', keyOf(o));
  const allow = onMove ? (e: React.DragEvent) => e.preventDefault() : undefined;
  return (
    <Grid style={{ gridTemplateColumns: `56px repeat(${days.length}, minmax(0, 1fr))` }} data-testid="calendar-timegrid">
      <span />
      {days.map((day) => (
        <Head key={day} $today={day === today}>{t(`weekdayShort.${weekdayOf(day)}`)} {formatDate(day).slice(0, 5)}</Head>
      ))}
      <Gutter>{t('allDayBadge')}</Gutter>
      {days.map((day) => (
        <AllDay key={day} onDragOver={allow} onDrop={drop(day, null)} data-testid={`calendar-allday-${day}`}>
          {(map.get(day) ?? []).filter((o) => o.allDay).map((o) => (
            <Block key={keyOf(o)} type="button" draggable={!!onMove} onDragStart={drag(o)} onClick={() => onOpen(o)} $color={colorOf(o)} style={{ position: 'static' }}
              data-testid="calendar-block" data-start={o.startDate}>{o.name}</Block>
          ))}
        </AllDay>
      ))}
      <Hours>{Array.from({ length: 24 }, (_, h) => <div key={h} style={{ height: ROW }}>{`${String(h).padStart(2, '0')}:00`}</div>)}</Hours>
      {days.map((day) => (
        <Column key={day} data-testid={`calendar-column-${day}`}>
          {Array.from({ length: 24 }, (_, h) => (
            <Slot key={h} onDragOver={allow} onDrop={drop(day, h)} data-testid={`calendar-slot-${day}-${h}`} />
          ))}
          {lanesOf((map.get(day) ?? []).filter((o) => !o.allDay).map((o) => ({ o, ...blockOf(o, day, timeZone) }))).map(({ o, top, bottom, lane, lanes }) => (
            <TimedBlock key={keyOf(o)} o={o} top={top} minutes={bottom - top} lane={lane} lanes={lanes} timeZone={timeZone} color={colorOf(o)}
              onOpen={onOpen} onDragStart={drag(o)} onResize={onMove && ((end) => onMove(o, o.startDate, end))} t={t} />
          ))}
        </Column>
      ))}
    </Grid>
  );
}

const SNAP = 15;

/**
 * Side by side where they overlap: each block takes the first lane free at its top; the blocks of a
 * group that overlaps one another share its number of lanes.
 */
export function lanesOf<T extends { top: number; bottom: number }>(blocks: T[]): (T & { lane: number; lanes: number })[] {
  const sorted = [...blocks].sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  const out: (T & { lane: number; lanes: number })[] = [];
  let group: (T & { lane: number; lanes: number })[] = [];
  let ends: number[] = [];
  const close = () => {
    for (const g of group) g.lanes = ends.length;
    group = [];
    ends = [];
  };
  for (const b of sorted) {
    if (group.length && ends.every((e) => e <= b.top)) close();
    let lane = ends.findIndex((e) => e <= b.top);
    if (lane < 0) lane = ends.push(b.bottom) - 1;
    else ends[lane] = b.bottom;
    const placed = { ...b, lane, lanes: 1 };
    group.push(placed);
    out.push(placed);
  }
  close();
  return out;
}

/** Minutes a pointer moved down (negative: up), snapped to quarters of an hour. */
export const snapped = (dy: number) => Math.round((dy / ROW) * 60 / SNAP) * SNAP;

/** A timed event's block: click opens it, drag moves it, its lower edge drags its end (quarters of an hour). */
function TimedBlock({ o, top, minutes, lane, lanes, timeZone, color, onOpen, onDragStart, onResize, t }: {
  o: Occurrence; top: number; minutes: number; lane: number; lanes: number; timeZone: string; color: string; t: Props['t'];
  onOpen: (o: Occurrence) => void; onDragStart: (e: React.DragEvent) => void; onResize?: (endDate: string) => void;
}) {
  const [extra, setExtra] = useState(0);
  const resizing = useRef<{ y: number; done: boolean } | null>(null);
  const end = (add: number) => new Date(Math.max(Date.parse(o.endDate) + add * 60_000, Date.parse(o.startDate) + SNAP * 60_000)).toISOString();
  const onPointerDown = (e: React.PointerEvent) => {
    e.stopPropagation();
    e.preventDefault();
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    resizing.current = { y: e.clientY, done: false };
  };
  const onPointerMove = (e: React.PointerEvent) => resizing.current && setExtra(snapped(e.clientY - resizing.current.y));
  const onPointerUp = (e: React.PointerEvent) => {
    if (!resizing.current) return;
    const add = snapped(e.clientY - resizing.current.y);
    resizing.current.done = true;
    setExtra(0);
    if (add) onResize?.(end(add));
  };
  const click = () => {
    // the click that ends a resize does not open the event
    if (resizing.current?.done) resizing.current = null;
    else onOpen(o);
  };
  return (
    <Block type="button" draggable={!!onResize} onDragStart={(e) => (resizing.current ? e.preventDefault() : onDragStart(e))} onClick={click} $color={color}
      style={{
        top: (top / 60) * ROW, height: Math.max(18, ((minutes + extra) / 60) * ROW - 2),
        left: `calc(2px + ${lane} * (100% - 4px) / ${lanes})`, width: `calc((100% - 4px) / ${lanes})`,
      }}
      data-testid="calendar-block" data-start={o.startDate}>
      {formatTime(Date.parse(o.startDate), timeZone, false)} {o.name}
      {onResize && (
        <Handle aria-hidden title={t('resize')} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp}
          onClick={(e) => e.stopPropagation()} data-testid="calendar-resize" />
      )}
    </Block>
  );
}

const Handle = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 6px;
  cursor: ns-resize;
`;
const Grid = styled.div`
  display: grid;
  border-top: 1px solid var(--lauda-control-border);
`;
const Head = styled.div<{ $today: boolean }>`
  padding: 4px;
  font-size: var(--lauda-font-small);
  font-weight: 700;
  text-align: center;
  background: ${({ $today }) => ($today ? 'var(--lauda-state-selected-bg)' : 'transparent')};
`;
const Gutter = styled.div`
  font-size: var(--lauda-font-small);
  color: var(--lauda-muted);
  padding: 2px;
`;
const AllDay = styled.div`
  min-height: 28px;
  padding: 2px;
  border-left: 1px solid var(--lauda-control-border);
  border-bottom: 1px solid var(--lauda-control-border);
`;
const Hours = styled.div`
  font-size: var(--lauda-font-small);
  color: var(--lauda-muted);
  text-align: right;
  padding-right: 4px;
`;
const Column = styled.div`
  position: relative;
  border-left: 1px solid var(--lauda-control-border);
`;
const Slot = styled.div`
  height: ${ROW}px;
  border-bottom: 1px solid var(--lauda-state-hover-bg);
`;
const Block = styled(EventButton)`
  position: absolute;
  background: var(--lauda-state-selected-bg);
  color: var(--lauda-state-selected);
`;
