import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { LiveMessage, PanelProps } from '@lauda/sdk/web';
import { Button } from './Button';
import { PagedTable } from './DataTable';
import { Search } from './inputs';
import { Toolbar, VisuallyHidden } from './layout';
import { slicePage } from './paging';
import { useKitText } from './text';
import { useConfirm, type ConfirmRequest } from './useConfirm';

/*
 * The record list + form layout every admin-like screen shares: a toolbar (search, filters, "New"),
 * a paged table with edit and delete on each row, the record's editor in a dialog, delete with a
 * confirmation, and the notices. A screen's own words come from its `t` under `${kind}s.*`:
 * search, new, empty, emptyText, noMatch, created, updated, deleted, confirm.deleteTitle/deleteText.
 */

type T = PanelProps['t'];
export interface NamedRecord {
  id: number;
  name: string;
}

export interface EditingOptions<R> {
  /** singular key: `group` -> texts under `groups.*`, test ids `group-*` / `groups-*` */
  kind: string;
  /** the collection: DELETE url/:id */
  url: string;
  api: PanelProps['api'];
  notify: PanelProps['notify'];
  t: T;
  /** after a record is deleted, before the list reloads */
  onDeleted?: (r: R) => void;
  /** a failed delete; by default the shell's error notice */
  onDeleteError?: (e: unknown, r: R, ctx: { ask: (r: ConfirmRequest) => void; load: () => void }) => void;
}

/** The record being edited (or a new one), delete with confirmation, and the notices of both; `load` reloads the list. */
export function useRecordEditing<R extends NamedRecord>({ kind, url, api, notify, t, onDeleted, onDeleteError, load }: EditingOptions<R> & { load: () => void }) {
  const kt = useKitText();
  const kinds = `${kind}s`;
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const { ask, dialog } = useConfirm();
  const remove = (r: R) =>
    ask({
      title: t(`${kinds}.confirm.deleteTitle`, { name: r.name }),
      text: t(`${kinds}.confirm.deleteText`),
      confirmLabel: kt('actions.delete'),
      danger: true,
      testId: `confirm-delete-${kind}`,
      run: async () => {
        try {
          await api.delete(`${url}/${r.id}`);
          notify.notify('success', t(`${kinds}.deleted`, { name: r.name }));
          onDeleted?.(r);
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
  return { editing, setEditing, ask, dialog, remove, saved, close: () => setEditing(null) };
}

/** A list screen's state over records the caller loads (null while loading): search, page, editing. */
export function useRecordListOf<R extends NamedRecord>(records: R[] | null, load: () => void, options: EditingOptions<R>) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const editing = useRecordEditing<R>({ ...options, load });
  return { kind: options.kind, records, load, query, setQuery, page, setPage, ...editing };
}

export type RecordList<R extends NamedRecord> = ReturnType<typeof useRecordListOf<R>>;

/** A list of records loaded from `listUrl ?? url` and reloaded on its live `topic`, with search, page, editing and delete. */
export function useRecordList<R extends NamedRecord>({ url, listUrl, topic, live, ...options }: EditingOptions<R> & { listUrl?: string; topic: string; live: PanelProps['live'] }): RecordList<R> {
  const { api, notify } = options;
  const [records, setRecords] = useState<R[] | null>(null);
  const load = useCallback(() => {
    api.get<R[]>(listUrl ?? url).then(setRecords, (e) => {
      setRecords((x) => x ?? []);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify, url, listUrl]);
  useEffect(() => load(), [load]);
  const onLive = useCallback((_m: LiveMessage) => load(), [load]);
  useEffect(() => live.subscribe(topic, onLive), [live, topic, onLive]);
  return useRecordListOf(records, load, { ...options, url });
}

interface PanelOptions<R extends NamedRecord> {
  list: RecordList<R>;
  /** the screen's words: `<kind>s.title` (the table's name), `.search`, `.new`, `.empty`, `.noMatch`, `.emptyText` */
  t: T;
  canWrite: boolean;
  /** the header cells but the last (actions) one */
  head: ReactNode;
  colSpan: number;
  filter: (r: R, query: string) => boolean;
  /** a filter of the toolbar is set (besides the search): an empty list says "no match" */
  filtering?: boolean;
  /** a row's cells but the last (actions) one */
  cells: (r: R) => ReactNode;
  rowClassName?: (r: R) => string | undefined;
  /** a row's actions before edit and delete (shown to readers too) */
  rowActions?: (r: R) => ReactNode;
  /** toolbar: after the search, and before the "new" button */
  filters?: ReactNode;
  actions?: ReactNode;
  /** the editor for a record, or a new one (null) */
  editor: (r: R | null) => ReactNode;
}

/** The toolbar, table (header, empty state, rows with edit/delete), pager, editor and confirm dialog of a record list. */
export function RecordListPanel<R extends NamedRecord>({ list, t, canWrite, head, colSpan, filter, filtering, cells, rowClassName, rowActions, filters, actions, editor }: PanelOptions<R>) {
  const kt = useKitText();
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
          data-testid={`${kinds}-search`}
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
      <PagedTable<R>
        testId={kinds}
        label={t(`${kinds}.title`)}
        head={
          <>
            {head}
            <th scope="col">
              <VisuallyHidden>{kt('table.actions')}</VisuallyHidden>
            </th>
          </>
        }
        colSpan={colSpan}
        rows={records === null ? null : shown.data}
        emptyTitle={query || filtering ? t(`${kinds}.noMatch`) : t(`${kinds}.empty`)}
        emptyText={t(`${kinds}.emptyText`)}
        number={shown.number}
        total={shown.total}
        onPage={list.setPage}
        row={(r) => (
          <tr key={r.id} className={rowClassName?.(r)} data-testid={`${kind}-row`} data-name={r.name}>
            {cells(r)}
            <td className="actions">
              {rowActions && <>{rowActions(r)} </>}
              {canWrite && <EditDeleteButtons kind={kind} onEdit={() => list.setEditing(r)} onDelete={() => list.remove(r)} />}
            </td>
          </tr>
        )}
      />
      {editing && editor(editing === 'new' ? null : editing)}
      {list.dialog}
    </div>
  );
}

/** A row's edit and delete buttons (test ids `${kind}-edit`, `${kind}-delete`). */
export function EditDeleteButtons({ kind, onEdit, onDelete }: { kind: string; onEdit: () => void; onDelete: () => void }) {
  const kt = useKitText();
  return (
    <>
      <Button type="button" $small onClick={onEdit} data-testid={`${kind}-edit`}>
        {kt('actions.edit')}
      </Button>{' '}
      <Button type="button" $small $variant="ghost" onClick={onDelete} data-testid={`${kind}-delete`}>
        {kt('actions.delete')}
      </Button>
    </>
  );
}

/** The footer of an editor dialog: an optional lead, Cancel and the submit button (Create / Save / Saving…). */
export function FormFooter({ saving, isNew, onClose, saveTestId, lead }: { saving: boolean; isNew: boolean; onClose: () => void; saveTestId: string; lead?: ReactNode }) {
  const kt = useKitText();
  return (
    <>
      {lead}
      <Button type="button" $variant="ghost" onClick={onClose} disabled={saving}>
        {kt('actions.cancel')}
      </Button>
      <Button type="submit" $variant="primary" disabled={saving} data-testid={saveTestId}>
        {saving ? kt('actions.saving') : isNew ? kt('actions.create') : kt('actions.save')}
      </Button>
    </>
  );
}
