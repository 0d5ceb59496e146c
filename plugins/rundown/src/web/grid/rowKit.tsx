/**
 * What every row of the grid reads, in one context that changes only when its parts do (not with
 * the clipboard or the workspace's other state), so a change elsewhere does not render every row;
 * the options of the type and reporter cells are made once for all rows.
 */
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useDrop } from 'react-dnd';
import { css } from 'styled-components';
import { useWorkspace, type Permissions } from '../context.js';
import type { DocType, UserLite } from '../lookups.js';
import { DND_DRAWER, DND_STORY, type DragItem, type DropTarget, type GridActions } from './gridTypes.js';

export interface GridKit {
  w: (key: string, options?: Record<string, unknown>) => string;
  can: Permissions;
  types: Map<number, DocType>;
  users: Map<number, UserLite>;
  typeOptions: { value: string; label: string }[];
  reporters: { value: string; label: string }[];
}

const GridKitContext = createContext<GridKit | null>(null);

export function GridKitProvider({ children }: { children: ReactNode }) {
  const { w, can, types, users } = useWorkspace();
  const { read, write, admin, storyWrite, storyAdmin } = can;
  const kit = useMemo<GridKit>(() => ({
    w,
    can: { read, write, admin, storyWrite, storyAdmin },
    types,
    users,
    typeOptions: [{ value: '', label: '—' }, ...[...types.values()].map((t) => ({ value: String(t.id), label: `${t.abbreviation} · ${t.name}` }))],
    reporters: [{ value: '', label: '—' }, ...[...users.values()].filter((u) => !u.categories || u.categories.length === 0 || u.categories.includes('reporter')).map((u) => ({ value: String(u.id), label: u.nickname }))],
  }), [w, read, write, admin, storyWrite, storyAdmin, types, users]);
  return <GridKitContext.Provider value={kit}>{children}</GridKitContext.Provider>;
}

export function useGridKit(): GridKit {
  const kit = useContext(GridKitContext);
  if (!kit) throw new Error('useGridKit outside the grid');
  return kit;
}

/**
 * Where a virtualized row sits. Rows take it as plain numbers, not a style object made in each of
 * the grid's renders, so their memo holds and a grid render (scroll, selection, a resize) draws
 * only the rows that changed.
 */
export interface RowPlace {
  top: number;
  height: number;
  minWidth: number;
}
export const placeStyle = ({ top, height, minWidth }: RowPlace): CSSProperties => ({ transform: `translateY(${top}px)`, height, minWidth });

/** A row as a drop target: dragged stories (or drawer items) land before `target`. */
export function useRowDrop(target: DropTarget, actions: GridActions, exclude?: number) {
  return useDrop<DragItem, void, { over: boolean }>({
    accept: [DND_STORY, DND_DRAWER],
    canDrop: (item) => exclude === undefined || !item.ids.includes(exclude),
    drop: (item, monitor) => {
      if (monitor.didDrop()) return;
      actions.drop(item, target);
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) && m.canDrop() }),
  }, [target.blockId, target.storyId, actions, exclude]);
}

/** The line a dragged story or block would land above. */
export const dropBefore = css`
  &.drop-before::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: -2px;
    height: 3px;
    background: var(--lauda-primary);
  }
`;
