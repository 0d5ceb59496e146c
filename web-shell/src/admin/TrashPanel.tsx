import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, PanelProps } from '@lauda/sdk/web';
import { useShell } from '../app/shell';
import { Alert, Button, EmptyRow, formatInstant, Pager, Table, TableCard, Toolbar, useConfirm, VisuallyHidden } from '@lauda/web-kit';
import { DayFields, TypeField } from './FilterFields';
import { datesInOrder } from './authLogs';
import { useLoaded } from './useLoaded';
import { EMPTY_TRASH_FILTER, TRASH_PAGE_SIZE, trashQuery, type TrashFilter, type TrashItem } from './trash';

/**
 * "Lixeira", for every user: the deleted documents the user may see (each type's access answer, on
 * the server), filtered by type and deletion day, paged; restore, or delete for good after a confirm.
 */
export default function TrashPanel({ api, notify }: PanelProps) {
  const { t } = useTranslation();
  const timeZone = useShell().branch?.timeZone;
  const [filter, setFilter] = useState<TrashFilter>(EMPTY_TRASH_FILTER);
  const [page, setPage] = useState(0);
  const { ask, dialog } = useConfirm();
  const ordered = datesInOrder(filter);
  const typeName = (type: string) => t(`trash.types.${type}`, { defaultValue: type });

  const types = useLoaded<string[]>(api, notify, '/api/trash/types').data ?? [];
  const { data, loading, reload: load } = useLoaded<Page<TrashItem>>(api, notify, ordered ? trashQuery(filter, page) : null);

  const set = (patch: Partial<TrashFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(0);
  };
  const restore = async (item: TrashItem) => {
    try {
      await api.post(`/api/trash/${item.id}/restore`);
      notify.notify('success', t('trash.restored', { title: item.title }));
      load();
    } catch (e) {
      notify.error(e, 'updateFailed');
    }
  };
  const purge = (item: TrashItem) =>
    ask({
      title: t('trash.purgeTitle'),
      text: t('trash.purgeText', { title: item.title }),
      confirmLabel: t('trash.purge'),
      danger: true,
      testId: 'trash-purge-confirm',
      run: async () => {
        try {
          await api.delete(`/api/trash/${item.id}`);
          notify.notify('success', t('trash.purged', { title: item.title }));
          load();
        } catch (e) {
          notify.error(e, 'deleteFailed');
        }
      },
    });

  const items = data?.data ?? [];
  return (
    <div data-testid="trash">
      <Toolbar>
        <TypeField label={t('trash.type')} value={filter.type} types={types} name={typeName} onChange={(type) => set({ type })} testId="trash-type" />
        <DayFields from={filter.from} to={filter.to} ordered={ordered} onChange={set} testId="trash" />
        <Button type="button" $variant="ghost" disabled={!filter.type && !filter.from && !filter.to} onClick={() => set(EMPTY_TRASH_FILTER)} data-testid="trash-clear">
          {t('admin.clear')}
        </Button>
      </Toolbar>
      {!ordered && <Alert $tone="danger" role="alert">{t('validation.startAfterEnd')}</Alert>}
      <TableCard>
        <Table data-testid="trash-table" aria-busy={loading}>
          <thead>
            <tr>
              <th>{t('trash.item')}</th>
              <th>{t('trash.type')}</th>
              <th>{t('trash.deletedAt')}</th>
              <th>{t('trash.deletedBy')}</th>
              <th><VisuallyHidden>{t('trash.actions')}</VisuallyHidden></th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <EmptyRow colSpan={5} title={loading ? t('app.loading') : t('trash.empty')} />
            ) : (
              items.map((item) => (
                <tr key={item.id} data-testid="trash-item" data-type={item.entityType} data-entry={item.id}>
                  <td><strong>{item.title || '—'}</strong></td>
                  <td>{typeName(item.entityType)}</td>
                  <td className="nowrap">{formatInstant(item.deletedAt, timeZone)}</td>
                  <td className="muted">{item.deletedBy ?? '—'}</td>
                  <td className="nowrap">
                    <Button type="button" $small onClick={() => void restore(item)} data-testid="trash-restore" aria-label={`${t('trash.restore')}: ${item.title}`}>{t('trash.restore')}</Button>{' '}
                    <Button type="button" $small $variant="danger" onClick={() => purge(item)} data-testid="trash-purge" aria-label={`${t('trash.purge')}: ${item.title}`}>{t('trash.purge')}</Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={data?.number ?? page} size={data?.size ?? TRASH_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} testId="trash-pager" />
      </TableCard>
      {dialog}
    </div>
  );
}
