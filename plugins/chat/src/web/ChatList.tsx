/** The chat list: the user's chats (latest first, unread badges, pages of 10) and the users by group, online first, to start a chat with. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Badge, Button, Empty, IconButton, Loading, Muted, OnlineDot, Tabs, formatInstant } from '@lauda/web-kit';
import type { Chat, PeopleGroup } from '../common/index.js';
import { PATHS, chatTitle } from './api';

export const Panel = styled.section`
  width: 320px;
  max-height: min(520px, calc(100vh - 80px));
  display: flex;
  flex-direction: column;
  background: var(--lauda-surface);
  color: var(--lauda-text);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius) var(--lauda-radius) 0 0;
  box-shadow: var(--lauda-shadow);
  @media (max-width: 599px) { position: fixed; inset: 0; width: auto; max-height: none; border-radius: 0; }
`;
export const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px 8px;
  background: var(--lauda-primary);
  color: var(--lauda-on-primary);
  border-radius: var(--lauda-radius) var(--lauda-radius) 0 0;
  h2 { flex: 1; margin: 0; font-size: var(--lauda-font-size); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  button { color: inherit; }
`;
const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 4px 0;
`;
const Row = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: 8px;
  padding: 6px 10px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: var(--lauda-state-hover-bg); }
  span.grow { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
const Group = styled.h3`
  margin: 8px 10px 2px;
  font-size: var(--lauda-font-small);
  color: var(--lauda-muted);
`;

interface Props extends PanelProps {
  chats: Chat[] | null;
  total: number;
  unread: Map<number, number>;
  onMore(): void;
  onOpen(id: number): void;
  onStart(userIds: number[]): void;
  onClose(): void;
  /** with chat windows in the dock: minimize them all, close them all */
  onMinimizeAll?(): void;
  onCloseAll?(): void;
}

function People({ api, live, t, onStart }: Pick<Props, 'api' | 'live' | 't' | 'onStart'>) {
  const [groups, setGroups] = useState<PeopleGroup[] | null>(null);
  useEffect(() => {
    let on = true;
    const load = () => api.get<PeopleGroup[]>(PATHS.users).then((g) => on && setGroups(g), () => on && setGroups([]));
    void load();
    const off = live.subscribe('users', () => void load());
    return () => { on = false; off(); };
  }, [api, live]);
  if (!groups) return <Loading />;
  if (!groups.length) return <Empty>{t('nobody')}</Empty>;
  return (
    <>
      {groups.map((g) => (
        <div key={g.id ?? 'none'} role="group" aria-label={g.name || t('noGroup')}>
          <Group>{g.name || t('noGroup')}</Group>
          {[...g.users].sort((a, b) => Number(b.online) - Number(a.online)).map((u) => (
            <Row key={u.id} onClick={() => onStart([u.id])} data-testid={`chat-user-${u.nickname}`}>
              <OnlineDot $online={u.online} aria-hidden />
              <span className="grow">{u.nickname} <Muted as="span">{u.name}</Muted></span>
              <span>{u.online ? t('online') : t('offline')}</span>
            </Row>
          ))}
        </div>
      ))}
    </>
  );
}

export function ChatList(props: Props) {
  const { chats, total, unread, onMore, onOpen, onClose, onMinimizeAll, onCloseAll, t, user, branch } = props;
  const [tab, setTab] = useState<'chats' | 'people'>('chats');
  return (
    <Panel aria-label={t('chats')} data-testid="chat-list">
      <Head>
        <h2>{t('chats')}</h2>
        {onMinimizeAll && <Button $small $variant="ghost" onClick={onMinimizeAll} data-testid="chat-minimize-all">{t('minimizeAll')}</Button>}
        {onCloseAll && <Button $small $variant="ghost" onClick={onCloseAll} data-testid="chat-close-all">{t('closeAll')}</Button>}
        <IconButton label={t('close')} onClick={onClose} data-testid="chat-list-close">✕</IconButton>
      </Head>
      <Tabs value={tab} onChange={setTab} testId="chat-tabs" items={[{ id: 'chats', label: t('myChats') }, { id: 'people', label: t('people') }]} />
      <Scroll>
        {tab === 'people' ? <People {...props} /> : !chats ? <Loading /> : !chats.length ? <Empty>{t('noChats')}</Empty> : (
          <>
            {chats.map((c) => {
              const n = unread.get(c.id) ?? 0;
              return (
                <Row key={c.id} onClick={() => onOpen(c.id)} data-testid={`chat-row-${c.id}`}>
                  <span className="grow">
                    <strong>{chatTitle(c, user.id)}</strong>
                    <br />
                    <Muted as="span">{c.lastMessage ? (c.lastMessage.file ? `↳ ${c.lastMessage.file.name}` : c.lastMessage.text) : formatInstant(c.lastActivity, branch.timeZone)}</Muted>
                  </span>
                  {n > 0 && <Badge $tone="danger" aria-label={t('unreadCount', { count: n })} data-testid={`chat-unread-${c.id}`}>{n}</Badge>}
                </Row>
              );
            })}
            {chats.length < total && <Button $variant="ghost" $block onClick={onMore}>{t('more')}</Button>}
          </>
        )}
      </Scroll>
    </Panel>
  );
}
