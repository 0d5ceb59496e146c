/**
 * Dragging a section by its grip to another place, with pointer events rather than the HTML5 drag of
 * react-dnd: it works the same with a mouse, a pen and a finger (the phone layout), where a native
 * drag does not start. The grip captures the pointer; the section is dropped before the one whose
 * middle is below the pointer; near the scrolling area's edges the area scrolls.
 */
import { useRef, useState, type PointerEvent } from 'react';

const EDGE = 48;
const STEP = 16;

/** The nearest ancestor that scrolls vertically (the panel), else the page. */
function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if ((y === 'auto' || y === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

export interface SectionDrag {
  /** the section being dragged and the place (0…count) it would be dropped before */
  state: { from: number; to: number } | null;
  /** props of section i's grip */
  grip(i: number): {
    onPointerDown(e: PointerEvent<HTMLElement>): void;
    onPointerMove(e: PointerEvent<HTMLElement>): void;
    onPointerUp(e: PointerEvent<HTMLElement>): void;
    onPointerCancel(): void;
  };
  /** ref of section i's box (where the drop places are measured) */
  box(i: number): (el: HTMLElement | null) => void;
}

/** `onMove(from, to)`: the section at `from` goes to index `to` of the list without it. */
export function useSectionDrag(count: number, onMove: (from: number, to: number) => void): SectionDrag {
  const boxes = useRef<(HTMLElement | null)[]>([]);
  const scroller = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<{ from: number; to: number } | null>(null);
  const live = useRef(state);
  live.current = state;

  const placeAt = (y: number) => {
    let to = 0;
    for (let i = 0; i < count; i++) {
      const r = boxes.current[i]?.getBoundingClientRect();
      if (r && y > r.top + r.height / 2) to = i + 1;
    }
    return to;
  };
  const autoScroll = (y: number) => {
    const s = scroller.current;
    const top = s ? s.getBoundingClientRect().top : 0;
    const bottom = s ? s.getBoundingClientRect().bottom : window.innerHeight;
    const by = y < top + EDGE ? -STEP : y > bottom - EDGE ? STEP : 0;
    if (by) (s ?? window).scrollBy(0, by);
  };

  return {
    state,
    grip: (i) => ({
      onPointerDown(e) {
        if (e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.setPointerCapture?.(e.pointerId);
        scroller.current = scrollerOf(e.currentTarget);
        setState({ from: i, to: i });
      },
      onPointerMove(e) {
        const cur = live.current;
        if (!cur) return;
        autoScroll(e.clientY);
        const to = placeAt(e.clientY);
        if (to !== cur.to) setState({ from: cur.from, to });
      },
      onPointerUp(e) {
        const cur = live.current;
        if (!cur) return;
        setState(null);
        const to = placeAt(e.clientY);
        const dest = to > cur.from ? to - 1 : to;
        if (dest !== cur.from) onMove(cur.from, dest);
      },
      onPointerCancel: () => setState(null),
    }),
    box: (i) => (el) => {
      boxes.current[i] = el;
    },
  };
}
