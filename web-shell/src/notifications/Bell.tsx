/**
 * The bell in the header (topic `notifications`): the unread count, live; the list of the user's
 * notifications in a side panel, newest first; opening one marks it read and shows its document in
 * the document drawer (by origin, contributed by the plugin that owns it).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LiveMessage, NotificationPage, UserNotification } from '@lauda/sdk/web';
import { Button, DocumentDrawer, EmptyState, SidePanel, formatInstant } from '@lauda/web-kit';
import { useShell } from '../app/shell';
import { HeaderButton } from '../layout/HeaderButton';

const PAGE = 50;
const BELL = 'M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16zM10 20a2 2 0 0 0 4 0';

export function NotificationBell() {
  const { t } = useTranslation();
  const { api, live, user, notify } = useShell();
  const [items, setItems] = useState<UserNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<UserNotification | null>(null);
  // the kind is a plugin's message key (`guidelines:notify.named`); the title alone if the plugin is gone
  const text = useCallback((n: UserNotification) => t(n.kind, { title: n.title, defaultValue: n.title }), [t]);

  const load = useCallback(async () => {
    const page = await api.get<NotificationPage>(`/api/notifications?size=${PAGE}`);
    setItems(page.data);
    setUnread(page.unread);
  }, [api]);

  useEffect(() => {
    if (!user) return;
    load().catch((e) => notify.error(e, 'loadFailed'));
    return live.subscribe('notifications', (m: LiveMessage) => {
      if (m.op === 'CREATE') {
        const n = m.data as UserNotification;
        setItems((list) => [n, ...list.filter((x) => x.id !== n.id)].slice(0, PAGE));
        setUnread((c) => c + 1);
        notify.notify('event', text(n), n.by ?? undefined);
      } else if (m.op === 'READ') {
        const d = m.data as { ids: number[] | null; unread: number };
        setUnread(d.unread);
        setItems((list) => list.map((x) => (d.ids === null || d.ids.includes(x.id) ? { ...x, read: true } : x)));
      }
    });
  }, [user, live, load, notify, text]);

  const markRead = async (body: { ids: number[] } | { all: true }) => {
    try {
      const r = await api.post<{ unread: number }>('/api/notifications/read', body);
      setUnread(r.unread);
      setItems((list) => list.map((x) => ('all' in body || body.ids.includes(x.id) ? { ...x, read: true } : x)));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };
  const openOne = (n: UserNotification) => {
    if (!n.read) void markRead({ ids: [n.id] });
    if (n.link) {
      setOpen(false);
      setViewing(n);
    }
  };

  if (!user) return null;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <BellButton label={unread > 0 ? t('notifications.open', { count: shown }) : t('notifications.title')} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="notifications-bell">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d={BELL} /></svg>
        {unread > 0 && <Count data-testid="notifications-unread">{shown}</Count>}
      </BellButton>
      {open && (
        <SidePanel
          title={t('notifications.title')}
          width={Math.min(380, window.innerWidth)}
          testId="notifications-panel"
          closeLabel={t('notifications.close')}
          onClose={() => setOpen(false)}
          header={unread > 0 && <Button $small $variant="ghost" onClick={() => void markRead({ all: true })} data-testid="notifications-read-all">{t('notifications.readAll')}</Button>}
        >
          {items.length === 0 ? (
            <EmptyState title={t('notifications.empty')} testId="notifications-empty" />
          ) : (
            <List>
              {items.map((n) => (
                <li key={n.id}>
                  <Item type="button" data-unread={!n.read || undefined} data-testid="notification" onClick={() => openOne(n)}>
                    <span className="text">{text(n)}</span>
                    <span className="meta">
                      {!n.read && <span className="new">{t('notifications.unread')}</span>}
                      {n.by && <span>{n.by}</span>}
                      <time dateTime={n.createdAt}>{formatInstant(n.createdAt)}</time>
                    </span>
                  </Item>
                </li>
              ))}
            </List>
          )}
        </SidePanel>
      )}
      {viewing?.link && (
        <DocumentDrawer
          origin={viewing.link.origin}
          id={viewing.link.id}
          title={viewing.title}
          unavailable={t('notifications.unavailable')}
          closeLabel={t('notifications.close')}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}

const BellButton = styled(HeaderButton)`
  position: relative;
`;
const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -8px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  display: grid;
  place-items: center;
  font-size: 11px;
  font-weight: 700;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.on.accent};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow: auto;
  li + li { border-top: 1px solid var(--lauda-line); }
`;
const Item = styled.button`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 10px 14px;
  border: 0;
  background: transparent;
  color: var(--lauda-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: var(--lauda-sunken); }
  &[data-unread] .text { font-weight: 700; }
  .meta { display: flex; gap: 10px; font-size: 12px; color: var(--lauda-muted); }
  .new { color: var(--lauda-primary); font-weight: 700; }
`;
