/** The chart's figures as a table beside it: what a screen reader reads instead of the canvas. */
import { DataTable, formatDate, formatNumber, type Column } from '@lauda/web-kit';
import { clock, type ChartModel, type TableColumn } from './model';

type Row = Record<string, string | number>;

export function cellText(c: TableColumn, v: string | number | undefined, locale: string): string {
  if (v === undefined) return '';
  if (c.kind === 'date') return formatDate(String(v));
  if (c.kind === 'seconds') return clock(Number(v));
  if (c.kind === 'count') return formatNumber(Number(v), locale);
  return String(v);
}

export function ChartTable({ model, label, locale, t, testId }: { model: ChartModel; label: string; locale: string; t: (k: string) => string; testId: string }) {
  const columns: Column<Row>[] = model.columns.map((c) => ({
    id: c.id,
    header: c.plain ? c.label : t(c.label),
    cell: (r) => cellText(c, r[c.id], locale),
    sortValue: (r) => r[c.id] ?? '',
    className: c.kind === 'count' || c.kind === 'seconds' ? 'num' : c.kind === 'date' ? 'nowrap' : undefined,
  }));
  const first = model.columns[0]!.id;
  // the newest day first: the days a manager looks at on the first page
  const initialSort = model.dates ? { column: first, direction: 'desc' as const } : undefined;
  return <DataTable testId={testId} label={label} columns={columns} rows={model.rows} rowKey={(r) => String(r[first])} emptyTitle={t('empty')} initialSort={initialSort}
    rowProps={(r) => ({ 'data-key': String(r[first]) })} />;
}
