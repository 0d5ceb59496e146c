import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';

/** Spec 000 §9: a search box asks once typing stops for this long. */
export const SEARCH_DELAY_MS = 250;

/** `value` once it has not changed for `ms` (a search box's text, asked for when typing stops). */
export function useDebounced<T>(value: T, ms = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What a search box asks for: its text, trimmed, once typing stops. `onNew` runs in the same render
 * when that changes (a list goes back to its first page: one request, not two).
 */
export function useSearchText(typed: string, onNew: () => void): string {
  const text = useDebounced(typed.trim());
  const [asked, setAsked] = useState(text);
  if (text !== asked) {
    setAsked(text);
    onNew();
  }
  return text;
}

/**
 * A lookup list (`{ id, name }[]` from `path`, e.g. the programs the user may open at
 * `/api/companies/local/programs`) as picker options; empty while loading or when refused.
 */
export function useLookupOptions(api: { get<T>(path: string): Promise<T> }, path: string): { id: number; label: string }[] {
  const [options, setOptions] = useState<{ id: number; label: string }[]>([]);
  useEffect(() => {
    let on = true;
    api.get<{ id: number; name: string }[]>(path).then(
      (rows) => on && setOptions(rows.map((r) => ({ id: r.id, label: r.name }))),
      () => on && setOptions([]),
    );
    return () => {
      on = false;
    };
  }, [api, path]);
  return options;
}

/**
 * A ref that always holds the latest `value`: an effect that should run once (per id) can still call
 * the newest callbacks a re-rendering parent hands it, without re-running when they change.
 */
export function useLatest<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * Whether the element's content is wider than the element (a table on a phone): followed as either
 * changes size (rows arriving, the window turned).
 */
export function useWiderThan(box: RefObject<HTMLElement | null>): boolean {
  const [wider, setWider] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => setWider(el.scrollWidth > el.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(check);
    watch.observe(el);
    if (el.firstElementChild) watch.observe(el.firstElementChild);
    return () => watch.disconnect();
  }, [box]);
  return wider;
}
