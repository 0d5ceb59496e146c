/**
 * The WordPress sites (administration): name, address, user and application password (never shown
 * back), a connection check each, change and removal.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, DataTable, EmptyState, ErrorState, Spacer, Toolbar, useConfirm, type Column } from '@lauda/web-kit';
import type { WordPressCheck, WordPressConfig } from '../common/index.js';
import { ConfigForm } from './ConfigForm';
import { Area } from './layout';

export default function WordPressPanel({ api, notify, t }: PanelProps) {
  const [configs, setConfigs] = useState<WordPressConfig[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<WordPressConfig | 'new' | null>(null);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const confirm = useConfirm(t('cancel'));

  useEffect(() => {
    setFailed(false);
    api.get<WordPressConfig[]>('/api/wordpress/configs').then(setConfigs, () => setFailed(true));
  }, [api, serial]);

  const check = async (c: WordPressConfig) => {
    try {
      const r = await api.post<WordPressCheck>(`/api/wordpress/configs/${c.id}/check`);
      if (r.ok) notify.notify('success', c.name, t('admin.checkOk', { user: r.user }));
      else notify.notify('error', c.name, t('admin.checkFailed', { message: r.message ?? String(r.status ?? '') }));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };
  const remove = (c: WordPressConfig) => confirm.ask({
    title: t('remove'), text: t('admin.removeConfirm', { name: c.name }), confirmLabel: t('remove'), danger: true, testId: 'wp-remove-confirm',
    run: async () => {
      try {
        await api.delete(`/api/wordpress/configs/${c.id}`);
        reload();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  const columns: Column<WordPressConfig>[] = [
    { id: 'name', header: t('admin.name'), cell: (c) => c.name },
    { id: 'url', header: t('admin.url'), cell: (c) => c.url },
    { id: 'username', header: t('admin.username'), cell: (c) => c.username },
    {
      id: 'actions', header: '', className: 'actions',
      cell: (c) => (
        <Actions>
          <Button $small onClick={() => void check(c)} data-testid="wp-check">{t('admin.check')}</Button>
          <Button $small onClick={() => setEditing(c)} data-testid="wp-edit">{t('admin.edit')}</Button>
          <Button $small $variant="danger" onClick={() => remove(c)} data-testid="wp-remove">{t('remove')}</Button>
        </Actions>
      ),
    },
  ];

  return (
    <Area data-testid="wordpress-panel">
      <Toolbar $bar>
        <Spacer />
        <Button $variant="primary" onClick={() => setEditing('new')} data-testid="wp-new">{t('admin.new')}</Button>
      </Toolbar>
      <div className="list">
        {failed ? <ErrorState title={t('loadFailed')} onRetry={reload} /> : configs && !configs.length ? <EmptyState title={t('admin.empty')} testId="wp-empty" /> : (
          <DataTable testId="wp-configs" label={t('admin.title')} columns={columns} rows={configs} rowKey={(c) => c.id} emptyTitle={t('admin.empty')} />
        )}
      </div>
      {editing && (
        <ConfigForm
          config={editing === 'new' ? null : editing}
          api={api}
          notify={notify}
          t={t}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {confirm.dialog}
    </Area>
  );
}

const Actions = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;
