/** The rundown grid's columns, by key: what a user's column layout (`/api/rundown-columns`) may name. */
export const GRID_COLUMN_KEYS = [
  'sel', 'page', 'slug', 'type', 'reporter', 'presenter', 'camera', 'estimated', 'head', 'link', 'vo', 'vt', 'total', 'clock', 'front', 'back', 'cg', 'media', 'approved', 'ok', 'status',
] as const;
export type GridColumnKey = (typeof GRID_COLUMN_KEYS)[number];

/** A user's layout of the grid: the shown columns in order, and the widths dragged (px). */
export interface GridColumnLayout {
  order: GridColumnKey[];
  widths: Partial<Record<GridColumnKey, number>>;
}
export const COLUMN_WIDTH_LIMITS = { min: 28, max: 1200 } as const;
