import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { PAGE_SIZE } from './paging';
import { Button, EmptyRow, Table, TableCard } from './ui';

type T = (key: string, options?: Record<string, unknown>) => string;

interface RecordTableProps<R> {
  /** texts under `${name}.*` (empty, emptyText, noMatch); test ids `${name}-table`, `${name}-pager` */
  name: string;
  t: T;
  /** the header cells */
  head: ReactNode;
  colSpan: number;
  /** the page shown; null while it loads */
  rows: readonly R[] | null;
  /** a record's row (`<tr>`) */
  row: (r: R) => ReactNode;
  /** a search or filter is set: an empty page says "no match" */
  filtered: boolean;
  /** the empty state without its explanation (the screen says why elsewhere) */
  bare?: boolean;
  /** the page number (0-based) and the records in every page */
  number: number;
  total: number;
  onPage: (page: number) => void;
}

/** A list's table: header, the empty state (loading, no match, empty), its rows and the pager under them. */
export function RecordTable<R>({ name, t, head, colSpan, rows, row, filtered, bare, number, total, onPage }: RecordTableProps<R>) {
  return (
    <TableCard>
      <Table data-testid={`${name}-table`}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>
          {!rows || rows.length === 0 ? (
            <EmptyRow
              colSpan={colSpan}
              title={rows === null ? t('loading') : filtered ? t(`${name}.noMatch`) : t(`${name}.empty`)}
              text={rows === null || bare ? undefined : t(`${name}.emptyText`)}
            />
          ) : (
            rows.map(row)
          )}
        </tbody>
      </Table>
      <Pager number={number} size={PAGE_SIZE} total={total} onPage={onPage} t={t} testId={`${name}-pager`} />
    </TableCard>
  );
}

/** A row's edit and delete buttons (test ids `${kind}-edit`, `${kind}-delete`). */
export function EditDeleteButtons({ kind, t, onEdit, onDelete }: { kind: string; t: T; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button type="button" $small onClick={onEdit} data-testid={`${kind}-edit`}>
        {t('actions.edit')}
      </Button>{' '}
      <Button type="button" $small $variant="ghost" onClick={onDelete} data-testid={`${kind}-delete`}>
        {t('actions.delete')}
      </Button>
    </>
  );
}
