import { cloneElement, isValidElement, useMemo, useState, type ReactNode } from 'react';
import { EmptyRow, Pager, Table, TableCard } from './Table';
import { nextSort, PAGE_SIZE, slicePage, sortRows, type SortState, type SortValue } from './paging';
import { bcp47, useKitLocale, useKitText } from './text';

interface PagedTableProps<R> {
  /** test ids `${testId}-table`, `${testId}-pager` */
  testId: string;
  /** the table's accessible name (what it lists) */
  label?: string;
  /** the header cells */
  head: ReactNode;
  colSpan: number;
  /** the page shown; null while it loads */
  rows: readonly R[] | null;
  /** a record's row (`<tr>`) */
  row: (r: R, index: number) => ReactNode;
  /** the empty page's title and explanation (the kit's "Loading…" while `rows` is null) */
  emptyTitle: ReactNode;
  emptyText?: ReactNode;
  number: number;
  size?: number;
  total: number;
  onPage: (page: number) => void;
  /** a new page is on its way (the rows shown are the last ones) */
  busy?: boolean;
}

/**
 * A table with its header, the empty (or loading) state, the rows of one page and the pager under them.
 * It is the WAI-ARIA table pattern (native roles): rows are not selected or edited in place, the
 * controls in its cells are in the tab order. When it shows one page of more, `aria-rowcount` gives
 * every row (header included) and each row its `aria-rowindex`, so a screen reader says "row 27 of 60".
 */
export function PagedTable<R>({ testId, label, head, colSpan, rows, row, emptyTitle, emptyText, number, size = PAGE_SIZE, total, onPage, busy }: PagedTableProps<R>) {
  const kt = useKitText();
  const paged = !!rows && rows.length > 0 && total > rows.length;
  const first = number * size + 2; // 1 is the header row
  return (
    <TableCard>
      <Table data-testid={`${testId}-table`} aria-label={label} aria-busy={busy || rows === null} aria-rowcount={paged ? total + 1 : undefined}>
        <thead>
          <tr aria-rowindex={paged ? 1 : undefined}>{head}</tr>
        </thead>
        <tbody>
          {!rows || rows.length === 0 ? (
            <EmptyRow colSpan={colSpan} title={rows === null ? kt('loading') : emptyTitle} text={rows === null ? undefined : emptyText} />
          ) : (
            rows.map((r, i) => {
              const el = row(r, i);
              return paged && isValidElement<{ 'aria-rowindex'?: number }>(el) ? cloneElement(el, { 'aria-rowindex': first + i }) : el;
            })
          )}
        </tbody>
      </Table>
      <Pager number={number} size={size} total={total} onPage={onPage} testId={`${testId}-pager`} />
    </TableCard>
  );
}

export interface Column<R> {
  id: string;
  header: ReactNode;
  cell: (r: R) => ReactNode;
  /** the column sorts by this value (a click on its header) */
  sortValue?: (r: R) => SortValue;
  /** with a server-sorted table: the server sorts by this column */
  sortable?: boolean;
  /** the cells' class (`num`, `nowrap`, `mono`, `muted`, `actions`) */
  className?: string;
}

interface DataTableProps<R> {
  testId: string;
  /** the table's accessible name (what it lists) */
  label?: string;
  columns: Column<R>[];
  /** every record (paged and sorted here), or with `page` only the page the server sent; null while loading */
  rows: readonly R[] | null;
  rowKey: (r: R) => string | number;
  /** a row's `<tr>` attributes */
  rowProps?: (r: R) => { className?: string } & { [data: `data-${string}`]: string | number | undefined };
  emptyTitle: ReactNode;
  emptyText?: ReactNode;
  /** paged by the server: `rows` is page `number` of `total` */
  page?: { number: number; size: number; total: number; onPage: (page: number) => void };
  /** sorted by the server: the current sort and what a header click asks */
  sort?: { state: SortState | null; onSort: (s: SortState) => void };
  initialSort?: SortState;
}

/** A data table from column definitions: paging (in memory, or by the server with `page`) and sorting by a header click. */
export function DataTable<R>({ testId, label, columns, rows, rowKey, rowProps, emptyTitle, emptyText, page, sort, initialSort }: DataTableProps<R>) {
  const kt = useKitText();
  const locale = bcp47(useKitLocale());
  const [ownSort, setOwnSort] = useState<SortState | null>(initialSort ?? null);
  const [ownPage, setOwnPage] = useState(0);
  const sortState = sort ? sort.state : ownSort;
  const shown = useMemo(() => {
    if (!rows || page) return { data: rows, number: page?.number ?? 0, total: page?.total ?? 0 };
    const col = columns.find((c) => c.id === sortState?.column);
    const sorted = col?.sortValue && sortState ? sortRows(rows, col.sortValue, sortState.direction, locale) : rows;
    return slicePage(sorted, ownPage);
  }, [rows, page, columns, sortState, ownPage, locale]);
  const onSort = (column: string) => {
    const next = nextSort(sortState, column);
    if (sort) sort.onSort(next);
    else {
      setOwnSort(next);
      setOwnPage(0);
    }
  };
  const sortable = (c: Column<R>) => !!(sort ? c.sortable : c.sortValue);
  const head = columns.map((c) => {
    const dir = sortState?.column === c.id ? sortState.direction : null;
    return (
      // the one sorted column says how (APG: aria-sort on one header at a time); a sortable header's button sorts
      <th key={c.id} scope="col" className={c.className} aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
        {sortable(c) ? (
          <button type="button" className="sort" title={kt('table.sortBy', { column: typeof c.header === 'string' ? c.header : c.id })} onClick={() => onSort(c.id)} data-testid={`${testId}-sort-${c.id}`}>
            {c.header}
            <span aria-hidden>{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : ''}</span>
          </button>
        ) : (
          c.header
        )}
      </th>
    );
  });
  return (
    <PagedTable
      testId={testId}
      label={label}
      head={head}
      colSpan={columns.length}
      rows={shown.data}
      row={(r) => (
        <tr key={rowKey(r)} {...rowProps?.(r)}>
          {columns.map((c) => (
            <td key={c.id} className={c.className}>
              {c.cell(r)}
            </td>
          ))}
        </tr>
      )}
      emptyTitle={emptyTitle}
      emptyText={emptyText}
      number={shown.number}
      size={page?.size ?? PAGE_SIZE}
      total={shown.total}
      onPage={page ? page.onPage : setOwnPage}
    />
  );
}
