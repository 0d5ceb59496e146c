/**
 * The notices area ("Avisos"): the notices meant for the user, today's only or all, live; writers
 * create, change and remove them (the form in a dialog, removal confirmed).
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Page, PanelProps } from '@lauda/sdk/web';
import { Button, EmptyState, ErrorState, Loading, Spacer, Toggle, Toolbar, useConfirm } from '@lauda/web-kit';
import { NOTICE_ROLES, NOTICES_TOPIC, type Notice } from '../common/index.js';
import { NoticeCard } from './NoticeCard';
import { NoticeForm, type Group } from './NoticeForm';

export default function NoticesPanel({ api, live, notify, t, user, branch }: PanelProps) {
  const writer = user.support || user.roles.includes(NOTICE_ROLES.write);
  const [onlyCurrent, setOnlyCurrent] = useState(false);
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [groups, setGroups] = useState<Group[]>([]);
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const confirm = useConfirm(t('cancel'));

  useEffect(() => {
    let on = true;
    setFailed(false);
    api.get<Page<Notice>>(`/api/notices?size=200${onlyCurrent ? '&current=true' : ''}`)
      .then((p) => on && setNotices(p.data), () => on && setFailed(true));
    return () => {
      on = false;
    };
  }, [api, onlyCurrent, serial]);
  useEffect(() => {
    if (writer) api.get<Group[]>('/api/notices/groups').then(setGroups, () => setGroups([]));
  }, [api, writer]);
  useEffect(() => live.subscribe(NOTICES_TOPIC, reload), [live, reload]);

  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? `#${id}`;
  const remove = (n: Notice) => confirm.ask({
    title: t('remove'),
    text: t('removeConfirm', { title: n.title }),
    confirmLabel: t('remove'),
    danger: true,
    testId: 'notice-remove-confirm',
    run: async () => {
      try {
        await api.delete(`/api/notices/${n.id}`);
        notify.notify('success', t('removed'), n.title);
        reload();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  return (
    <Area data-testid="notices-panel">
      <Toolbar $bar>
        <Toggle checked={onlyCurrent} onChange={setOnlyCurrent} label={t('onlyCurrent')} testId="notices-current" />
        <Spacer />
        {writer && <Button $variant="primary" onClick={() => setEditing('new')} data-testid="notice-new">{t('new')}</Button>}
      </Toolbar>
      <div className="list">
        {failed ? (
          <ErrorState title={t('loadFailed')} onRetry={reload} />
        ) : !notices ? (
          <Loading />
        ) : notices.length === 0 ? (
          <EmptyState title={t('empty')} testId="notices-empty" />
        ) : (
          notices.map((n) => (
            <NoticeCard
              key={n.id}
              notice={n}
              t={t}
              groupName={writer ? groupName : undefined}
              actions={writer && (
                <>
                  <Button $small onClick={() => setEditing(n)} data-testid="notice-edit">{t('edit')}</Button>
                  <Button $small $variant="danger" onClick={() => remove(n)} data-testid="notice-remove">{t('remove')}</Button>
                </>
              )}
            />
          ))
        )}
      </div>
      {editing && (
        <NoticeForm
          notice={editing === 'new' ? null : editing}
          groups={groups}
          api={api}
          notify={notify}
          t={t}
          timeZone={branch.timeZone}
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

const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .list { flex: 1; overflow: auto; padding: 14px; display: grid; gap: 10px; align-content: start; }
`;
