/**
 * The drawer side panel (spec 000 §2): stories of the program's drawer and of the general one,
 * filtered ALL, DRAWER, STAND_BY or DISPLAYED. Items are dragged into the grid: a drawer story is
 * brought back (moved), a Stand By or displayed story is copied. Refreshed on live story changes.
 */
import { useEffect, useRef, useState } from 'react';
import { useDrag } from 'react-dnd';
import { getEmptyImage } from 'react-dnd-html5-backend';
import styled from 'styled-components';
import type { Page } from '@lauda/sdk/web';
import { DRAWER_FILTERS, RUNDOWN_TOPICS, type DrawerFilter } from '../../common/ids.js';
import type { DrawerItem, Rundown } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { DND_DRAWER, type DrawerDragItem } from '../grid/Grid.js';
import { clock, displayDate, isoMs } from '../logic/format.js';
import { Badge, Button, Empty } from '@lauda/web-kit';

export function DrawerPanel({ rundown, onClose }: { rundown: Rundown; onClose: () => void }) {
  const { api, live, w, fail } = useWorkspace();
  const [filter, setFilter] = useState<DrawerFilter>('ALL');
  const [page, setPage] = useState<Page<DrawerItem> | null>(null);
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let on = true;
    api.get<Page<DrawerItem>>(`/api/drawer?filter=${filter}&programId=${rundown.programId}&size=100`)
      .then((p) => on && setPage(p))
      .catch((e) => on && fail(e, 'loadFailed'));
    return () => {
      on = false;
    };
  }, [api, fail, filter, rundown.programId, tick]);

  // any story change may change the drawer: refresh, at most every 600 ms
  useEffect(() => live.subscribe(RUNDOWN_TOPICS.stories, () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setTick((n) => n + 1);
    }, 600);
  }), [live]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return (
    <Side data-testid="drawer-panel">
      <header>
        <strong>{w('drawer.title')}</strong>
        <Button type="button" $small $variant="ghost" onClick={onClose} aria-label={w('actions.close')}>×</Button>
      </header>
      <nav role="tablist">
        {DRAWER_FILTERS.map((f) => (
          <button key={f} type="button" role="tab" aria-selected={filter === f} className={filter === f ? 'on' : ''} onClick={() => setFilter(f)} data-testid={`drawer-filter-${f}`}>
            {w(`drawer.filter.${f}`)}
          </button>
        ))}
      </nav>
      <p className="hint">{w('drawer.hint')}</p>
      {page && page.data.length === 0 ? (
        <Empty>{w('drawer.empty')}</Empty>
      ) : (
        <ul>
          {page?.data.map((item) => <DrawerRow key={`${item.origin}:${item.id}`} item={item} />)}
        </ul>
      )}
      {page && page.total > page.data.length && <p className="hint">{w('drawer.more', { shown: page.data.length, total: page.total })}</p>}
    </Side>
  );
}

function DrawerRow({ item }: { item: DrawerItem }) {
  const { w, can } = useWorkspace();
  const [{ dragging }, drag, preview] = useDrag<DrawerDragItem, unknown, { dragging: boolean }>({
    type: DND_DRAWER,
    item: () => ({ kind: 'drawer', ids: [item.id], origin: item.origin }),
    canDrag: () => can.write && item.visible,
    collect: (m) => ({ dragging: m.isDragging() }),
  }, [item.id, item.origin, can.write, item.visible]);
  useEffect(() => {
    preview(getEmptyImage(), { captureDraggingState: true });
  }, [preview]);
  const ref = useRef<HTMLLIElement | null>(null);
  drag(ref);
  return (
    <li ref={ref} className={dragging ? 'dragging' : ''} data-testid="drawer-item" data-id={item.id}>
      <div className="top">
        <span className="slug">{item.visible ? item.slug || w('grid.noSlug') : w('grid.private')}</span>
        <span className="dur">{clock(isoMs(item.total) || isoMs(item.estimated))}</span>
      </div>
      <div className="meta">
        <Badge $bg={item.origin === 'DRAWER' ? '#e3edff' : item.origin === 'STAND_BY' ? '#fff1d6' : '#e9ecf0'} $fg={item.origin === 'DRAWER' ? '#1f4fa8' : item.origin === 'STAND_BY' ? '#8a5a00' : '#4d5866'}>
          {w(`drawer.filter.${item.origin}`)}
        </Badge>
        {item.date && <span>{displayDate(item.date)}</span>}
        {item.page && <span>{w('columns.page')} {item.page}</span>}
      </div>
    </li>
  );
}

const Side = styled.aside`
  width: 260px;
  flex: none;
  display: flex;
  flex-direction: column;
  border-left: 1px solid var(--lauda-line);
  background: var(--lauda-sunken);
  overflow: hidden;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 6px 8px 6px 12px;
    border-bottom: 1px solid var(--lauda-line);
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  nav { display: flex; gap: 2px; padding: 6px 8px; }
  nav button {
    flex: 1;
    height: 24px;
    border: 1px solid var(--lauda-line);
    background: var(--lauda-surface);
    border-radius: 3px;
    padding: 0 2px;
    font-size: 10px;
    font-weight: 700;
    text-transform: uppercase;
    white-space: nowrap;
    cursor: pointer;
    color: var(--lauda-muted);
  }
  nav button.on { background: var(--lauda-primary); border-color: var(--lauda-primary); color: var(--lauda-on-primary); }
  .hint { margin: 0; padding: 0 12px 6px; font-size: 11px; color: var(--lauda-muted); }
  ul { list-style: none; margin: 0; padding: 0 8px 8px; overflow: auto; flex: 1; }
  li {
    padding: 6px 8px;
    margin-bottom: 4px;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    border-radius: 3px;
    cursor: grab;
    font-size: 12px;
  }
  li.dragging { opacity: 0.4; }
  li:hover { border-color: var(--lauda-primary); }
  .top { display: flex; justify-content: space-between; gap: 8px; }
  .slug { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .dur { font-family: var(--lauda-font-mono); color: var(--lauda-muted); }
  .meta { display: flex; gap: 8px; align-items: center; margin-top: 3px; color: var(--lauda-muted); font-size: 11px; }
`;
