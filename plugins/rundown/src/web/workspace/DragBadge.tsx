/** The count badge that follows a drag of stories. */
import { useDragLayer } from 'react-dnd';
import styled from 'styled-components';
import { DND_DRAWER, DND_STORY, type DragItem } from '../grid/gridTypes.js';
import { badge } from '../logic/selection.js';

export function DragBadge() {
  const { item, type, offset, dragging } = useDragLayer((m) => ({
    item: m.getItem() as DragItem | null,
    type: m.getItemType(),
    offset: m.getClientOffset(),
    dragging: m.isDragging(),
  }));
  if (!dragging || !offset || !item || (type !== DND_STORY && type !== DND_DRAWER)) return null;
  return (
    <BadgeLayer style={{ transform: `translate(${offset.x + 14}px, ${offset.y + 8}px)` }} data-testid="drag-badge">
      <span className="sheet" aria-hidden />
      <span className="n">{badge(item.ids.length)}</span>
    </BadgeLayer>
  );
}

const BadgeLayer = styled.div`
  position: fixed;
  left: 0;
  top: 0;
  z-index: 2000;
  pointer-events: none;
  display: flex;
  align-items: center;
  .sheet {
    width: 22px;
    height: 26px;
    border-radius: 2px;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    box-shadow: 3px 3px 0 -1px var(--lauda-surface), 3px 3px 0 0 var(--lauda-line), 0 4px 12px rgba(0, 0, 0, 0.2);
  }
  .n {
    margin-left: -8px;
    margin-top: -18px;
    min-width: 22px;
    height: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background: var(--lauda-primary);
    color: var(--lauda-on-primary);
    font-size: 11px;
    font-weight: 800;
    display: grid;
    place-items: center;
  }
`;
