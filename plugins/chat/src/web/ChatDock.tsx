/**
 * The chat dock on every screen: the chat button (unread count), the list of chats and of online
 * users, and the chat windows (open, minimized or closed; several at once) docked at the bottom
 * right; on a phone the list and an open window take the whole screen.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Badge, Button } from '@lauda/web-kit';
import { CHAT_REOPEN_MS, type Chat } from '../common/index.js';
import { PATHS, useChats } from './api';
import { ChatList } from './ChatList';
import { ChatWindow } from './ChatWindow';

export interface Win {
  id: number;
  minimized: boolean;
}

const Dock = styled.div`
  position: fixed;
  right: 12px;
  bottom: 0;
  z-index: var(--lauda-z-drawer);
  display: flex;
  flex-direction: row-reverse;
  align-items: flex-end;
  gap: 8px;
  pointer-events: none;
  & > * { pointer-events: auto; }
  @media (max-width: 599px) { right: 8px; left: 8px; gap: 4px; }
`;
const Launcher = styled(Button)`
  margin-bottom: 12px;
  box-shadow: var(--lauda-shadow);
`;

export default function ChatDock(props: PanelProps) {
  const { api, live, t, user, notify } = props;
  const { chats, total, unread, more, reload } = useChats(api, live);
  const [listOpen, setListOpen] = useState(false);
  const [wins, setWins] = useState<Win[]>([]);
  const count = [...unread.values()].reduce((a, b) => a + b, 0);

  const open = useCallback((id: number) => {
    setWins((ws) => [...ws.filter((w) => w.id !== id), { id, minimized: false }]);
    setListOpen(false);
  }, []);
  const start = useCallback(async (userIds: number[]) => {
    try {
      open((await api.post<Chat>(PATHS.chats, { userIds })).id);
    } catch (e) {
      notify.error(e, 'createFailed');
    }
  }, [api, notify, open]);
  /** A new group chat from a chat of two: the old one minimized, the open ones minimized and re-opened after 30 ms (spec 001 §4). */
  const grown = useCallback((from: number, chat: Chat) => {
    if (chat.id === from) return;
    let reopen: number[] = [];
    setWins((ws) => {
      reopen = ws.filter((w) => !w.minimized && w.id !== from).map((w) => w.id);
      return [...ws.filter((w) => w.id !== chat.id).map((w) => ({ ...w, minimized: true })), { id: chat.id, minimized: true }];
    });
    setTimeout(() => setWins((ws) => ws.map((w) => (w.id === chat.id || reopen.includes(w.id) ? { ...w, minimized: false } : w))), CHAT_REOPEN_MS);
  }, []);

  return (
    <Dock data-testid="chat-dock">
      <Launcher $variant="primary" onClick={() => setListOpen((o) => !o)} aria-expanded={listOpen} data-testid="chat-launcher">
        {t('chats')}
        {count > 0 && <Badge $tone="danger" data-testid="chat-unread-total" aria-label={t('unreadCount', { count })}>{count}</Badge>}
      </Launcher>
      {listOpen && (
        <ChatList
          {...props} chats={chats} total={total} unread={unread} onMore={more} onOpen={open} onStart={start} onClose={() => setListOpen(false)}
          // closing them all closes the windows only: a group chat is left from its own window, after asking
          onMinimizeAll={wins.length ? () => setWins((ws) => ws.map((w) => ({ ...w, minimized: true }))) : undefined}
          onCloseAll={wins.length ? () => setWins([]) : undefined}
        />
      )}
      {wins.map((w) => (
        <ChatWindow
          key={w.id} {...props} id={w.id} me={user.id} minimized={w.minimized} unread={unread.get(w.id) ?? 0}
          onToggle={() => setWins((ws) => ws.map((x) => (x.id === w.id ? { ...x, minimized: !x.minimized } : x)))}
          onClose={() => { setWins((ws) => ws.filter((x) => x.id !== w.id)); void reload().catch(() => undefined); }}
          onGrown={(chat) => grown(w.id, chat)}
          onRead={() => void reload().catch(() => undefined)}
        />
      ))}
    </Dock>
  );
}
