import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { LiveMessage, PanelProps } from '@lauda/sdk/web';
import { useConfirm, type ConfirmRequest } from '../panels/useConfirm';
import { Pager } from './Pager';
import { PAGE_SIZE, slicePage } from './paging';
import { Button, EmptyRow, Search, Table, TableCard, Toolbar } from './ui';

type T = PanelProps['t'];
export interface NamedRecord {
  id: number;
  name: string;
}

interface Options<R> {
  /** singular key: `group` -> texts under `groups.*`, test ids `group-*` / `groups-*` */
  kind: string;
  /** the collection: GET (listUrl or url), DELETE url/:id */
  url: string;
  listUrl?: string;
  topic: string;
  api: PanelProps['api'];
  live: PanelProps['live'];
  notify: PanelProps['notify'];
  t: T;
  /** a failed delete; by default the shell's error notice */
  onDeleteError?: (e: unknown, r: R, ctx: { ask: (r: ConfirmRequest) => void; load: () => void }) => void;
}

/** A list of records: loading (and reloading on its live topic), search, page, the record being edited, delete with confirmation, notices. */
export function useRecordList<R extends NamedRecord>({ kind, url, listUrl, topic, api, live, notify, t, onDeleteError }: Options<R>) {
  const kinds = `${kind}s`;
  const [records, setRecords] = useState<R[] | null>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const { ask, dialog } = useConfirm(t('actions.cancel'));

  const load = useCallback(() => {
    api.get<R[]>(listUrl ?? url).then(setRecords, (e) => {
      setRecords((x) => x ?? []);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify, url, listUrl]);
  useEffect(() => load(), [load]);
  const onLive = useCallback((_m: LiveMessage) => load(), [load]);
  useEffect(() => live.subscribe(topic, onLive), [live, topic, onLive]);

  const remove = (r: R) =>
    ask({
      title: t(`${kinds}.confirm.deleteTitle`, { name: r.name }),
      text: t(`${kinds}.confirm.deleteText`),
      confirmLabel: t('actions.delete'),
      danger: true,
      testId: `confirm-delete-${kind}`,
      run: async () => {
        try {
          await api.delete(`${url}/${r.id}`);
          notify.notify('success', t(`${kinds}.deleted`, { name: r.name }));
          load();
        } catch (e) {
          if (onDeleteError) onDeleteError(e, r, { ask, load });
          else notify.error(e, 'deleteFailed');
        }
      },
    });

  /** The editor saved `r`: close it, say so, reload. */
  const saved = (r: R, isNew: boolean) => {
    setEditing(null);
    notify.notify('success', isNew ? t(`${kinds}.created`, { name: r.name }) : t(`${kinds}.updated`, { name: r.name }));
    load();
  };

  return { kind, records, load, query, setQuery, page, setPage, editing, setEditing, ask, dialog, remove, saved, close: () => setEditing(null) };
}

export type RecordList<R extends NamedRecord> = ReturnType<typeof useRecordList<R>>;

interface PanelOptions<R extends NamedRecord> {
  list: RecordList<R>;
  t: T;
  canWrite: boolean;
  /** the header cells but the last (actions) one */
  head: ReactNode;
  colSpan: number;
  filter: (r: R, query: string) => boolean;
  /** a row's cells but the last (actions) one */
  cells: (r: R) => ReactNode;
  rowClassName?: (r: R) => string | undefined;
  /** toolbar: after the search, and before the "new" button */
  filters?: ReactNode;
  actions?: ReactNode;
  /** the editor for a record, or a new one (null) */
  editor: (r: R | null) => ReactNode;
}

/** The toolbar, table (header, empty state, rows with edit/delete), pager, editor and confirm dialog of a record list. */
export function RecordListPanel<R extends NamedRecord>({ list, t, canWrite, head, colSpan, filter, cells, rowClassName, filters, actions, editor }: PanelOptions<R>) {
  const { kind, records, query, editing } = list;
  const kinds = `${kind}s`;
  const shown = slicePage((records ?? []).filter((r) => filter(r, query)), list.page);
  return (
    <div data-testid={`${kinds}-panel`}>
      <Toolbar>
        <Search
          value={query}
          placeholder={t(`${kinds}.search`)}
          aria-label={t(`${kinds}.search`)}
          onChange={(e) => {
            list.setQuery(e.target.value);
            list.setPage(0);
          }}
        />
        {filters}
        <span className="grow" />
        {actions}
        {canWrite && (
          <Button type="button" $variant="primary" onClick={() => list.setEditing('new')} data-testid={`${kind}-new`}>
            + {t(`${kinds}.new`)}
          </Button>
        )}
      </Toolbar>
      <TableCard>
        <Table data-testid={`${kinds}-table`}>
          <thead>
            <tr>
              {head}
              <th />
            </tr>
          </thead>
          <tbody>
            {shown.data.length === 0 ? (
              <EmptyRow colSpan={colSpan} title={records === null ? t('loading') : query ? t(`${kinds}.noMatch`) : t(`${kinds}.empty`)} text={records === null ? undefined : t(`${kinds}.emptyText`)} />
            ) : (
              shown.data.map((r) => (
                <tr key={r.id} className={rowClassName?.(r)} data-testid={`${kind}-row`} data-name={r.name}>
                  {cells(r)}
                  <td className="actions">
                    {canWrite && (
                      <>
                        <Button type="button" $small onClick={() => list.setEditing(r)} data-testid={`${kind}-edit`}>
                          {t('actions.edit')}
                        </Button>{' '}
                        <Button type="button" $small $variant="ghost" onClick={() => list.remove(r)} data-testid={`${kind}-delete`}>
                          {t('actions.delete')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={shown.number} size={PAGE_SIZE} total={shown.total} onPage={list.setPage} t={t} testId={`${kinds}-pager`} />
      </TableCard>
      {editing && editor(editing === 'new' ? null : editing)}
      {list.dialog}
    </div>
  );
}
