/**
 * The grid's height, known before the grid exists, so its first render makes rows for the room it
 * has (too many rows cost time to make and then to remove; too few would show a gap).
 *
 * A ResizeObserver notes the rundown view's size while the rundown loads (no forced layout); what
 * is above the grid is learnt from the grid's own measurement for the page's later rundown views
 * (logic/room.ts). An estimate off by a few rows is covered by the virtualizer's overscan, and the
 * grid still trims or adds rows after it measures itself.
 */
import { useCallback, useMemo, useRef } from 'react';
import { AboveGrid, type Room } from '../logic/room.js';

const aboveGrid = new AboveGrid();

export interface RoomHeight {
  ref: (el: HTMLDivElement | null) => void;
  /** the grid's height as expected now, or null before the view was measured */
  height(): number | null;
  /** the grid's measured height */
  gridMeasured(height: number): void;
}

export function useRoomHeight(): RoomHeight {
  const room = useRef<Room | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.height > 0) room.current = { width: Math.round(entry.contentRect.width), height: Math.ceil(entry.contentRect.height) };
    });
    observer.current.observe(el);
  }, []);
  return useMemo(() => ({
    ref,
    height: () => (room.current ? aboveGrid.gridHeight(room.current) : null),
    gridMeasured: (height: number) => {
      if (room.current) aboveGrid.learn(room.current, height);
    },
  }), [ref]);
}
