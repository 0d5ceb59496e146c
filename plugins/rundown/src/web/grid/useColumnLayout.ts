/** The user's column layout of the grid, kept on the server (`/api/rundown-columns`), so another browser gets the same. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadEstimatedEnabled } from '../lookups.js';
import type { GridColumnLayout } from '../../common/columns.js';
import { useWorkspace } from '../context.js';
import { COLUMN_KEYS, DEFAULT_LAYOUT, type ColumnKey, type ColumnLayout } from './gridTypes.js';

/** A stored layout with columns this version knows, the slug always among them. */
export function cleanLayout(l: GridColumnLayout | null | undefined): ColumnLayout {
  if (!l) return DEFAULT_LAYOUT;
  const order = [...new Set(l.order.filter((k): k is ColumnKey => COLUMN_KEYS.includes(k as ColumnKey)))];
  if (!order.includes('slug')) return DEFAULT_LAYOUT;
  return { order, widths: { ...l.widths } };
}

/** Moves one column `by` places in the order (the chooser's up and down buttons). */
export function moveColumn(l: ColumnLayout, key: ColumnKey, by: -1 | 1): ColumnLayout {
  const i = l.order.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= l.order.length) return l;
  const order = [...l.order];
  [order[i], order[j]] = [order[j]!, order[i]!];
  return { ...l, order };
}

/** Shows or hides a column: a shown column goes back where it sits in the full list. */
export function toggleColumn(l: ColumnLayout, key: ColumnKey, show: boolean): ColumnLayout {
  if (key === 'slug') return l;
  if (!show) return { ...l, order: l.order.filter((k) => k !== key) };
  if (l.order.includes(key)) return l;
  const at = COLUMN_KEYS.indexOf(key);
  const after = l.order.findIndex((k) => COLUMN_KEYS.indexOf(k) > at);
  const order = [...l.order];
  order.splice(after < 0 ? order.length : after, 0, key);
  return { ...l, order };
}

const CHANGED = 'lauda:rundown-columns';

// The layout is read once per page, not once per opened rundown: opening a rundown then waits on
// nothing but the rundown itself (a request less beside its GET). This page's own changes update
// it; a change made in another browser shows here on the next page load.
const known = new WeakMap<object, ColumnLayout>();
const loading = new WeakMap<object, Promise<ColumnLayout>>();
function loadLayout(api: ReturnType<typeof useWorkspace>['api']): Promise<ColumnLayout> {
  let p = loading.get(api);
  if (!p) {
    p = api.get<{ layout: GridColumnLayout | null }>('/api/rundown-columns').then((r) => {
      // a change saved while this was on its way is newer than what it read
      if (!known.has(api)) known.set(api, cleanLayout(r.layout));
      return known.get(api)!;
    });
    p.catch(() => loading.delete(api)); // tried again at the next open
    loading.set(api, p);
  }
  return p;
}
const sameLayout = (a: ColumnLayout, b: ColumnLayout) => JSON.stringify(a) === JSON.stringify(b);

export function useColumnLayout() {
  const { api, fail } = useWorkspace();
  const [layout, setLayout] = useState<ColumnLayout>(() => known.get(api) ?? DEFAULT_LAYOUT);
  // the rundown config's estimatedEnabled (admin "Configurações por tipo"): off hides the estimated column
  const [estimated, setEstimated] = useState(true);
  useEffect(() => {
    let alive = true;
    loadEstimatedEnabled(api).then((on) => alive && setEstimated(on), () => undefined);
    // the same layout again is no reason to render the grid again
    loadLayout(api).then((l) => alive && setLayout((was) => (sameLayout(was, l) ? was : l)), () => undefined);
    return () => {
      alive = false;
    };
  }, [api]);
  // the other rundown tabs of this page follow a change at once
  useEffect(() => {
    const on = (e: Event) => setLayout((e as CustomEvent<ColumnLayout>).detail);
    window.addEventListener(CHANGED, on);
    return () => window.removeEventListener(CHANGED, on);
  }, []);
  const change = useCallback((next: ColumnLayout, save: boolean) => {
    setLayout(next);
    if (!save) return;
    known.set(api, next);
    window.dispatchEvent(new CustomEvent(CHANGED, { detail: next }));
    api.put('/api/rundown-columns', next).catch((e: unknown) => fail(e, 'updateFailed'));
  }, [api, fail]);
  const shown = useMemo(() => (estimated ? layout : { ...layout, order: layout.order.filter((k) => k !== 'estimated') }), [layout, estimated]);
  return [shown, change] as const;
}
