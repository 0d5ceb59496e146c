/** A chat's messages, oldest first, kept scrolled to the newest; the sender, the time in the branch's zone, files as links and who read each one. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, formatInstant } from '@lauda/web-kit';
import type { ChatMember, ChatMessage } from '../common/index.js';

const List = styled.ol`
  flex: 1;
  overflow-y: auto;
  margin: 0;
  padding: 6px 8px;
  list-style: none;
`;
const Item = styled.li<{ $mine: boolean }>`
  margin: 4px 0;
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  .bubble {
    max-width: 85%;
    padding: 5px 9px;
    border-radius: 10px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    background: ${({ $mine }) => ($mine ? 'var(--lauda-primary)' : 'var(--lauda-sunken)')};
    color: ${({ $mine }) => ($mine ? 'var(--lauda-on-primary)' : 'var(--lauda-text)')};
  }
  .bubble a { color: inherit; }
  .meta { font-size: var(--lauda-font-small); color: var(--lauda-muted); }
`;

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

interface Props extends PanelProps {
  id: number;
  me: number;
  messages: ChatMessage[];
  members: ChatMember[];
  hasMore: boolean;
  onPrevious(): void;
}

export function MessageList({ id, me, messages, members, hasMore, onPrevious, t, branch }: Props) {
  const box = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [newest]);
  const others = members.filter((m) => m.id !== me).length;
  return (
    <List ref={box} aria-label={t('messages')} data-testid={`chat-messages-${id}`} tabIndex={0}>
      {hasMore && <li><Button $variant="ghost" $small $block onClick={onPrevious} data-testid={`chat-previous-${id}`}>{t('loadPrevious')}</Button></li>}
      {messages.map((m) => {
        const mine = m.senderId === me;
        const readers = m.readBy.filter((r) => r !== m.senderId).length;
        return (
          <Item key={m.id} $mine={mine} data-testid={`chat-message-${m.id}`}>
            <span className="meta">{mine ? t('you') : m.senderNickname} · {formatInstant(m.sentAt, branch.timeZone)}</span>
            <span className="bubble">
              {m.file ? <a href={m.file.url} download={m.file.name}>↳ {m.file.name} ({size(m.file.size)})</a> : m.text}
            </span>
            {mine && others > 0 && <span className="meta">{readers >= others ? t('readByAll') : readers > 0 ? t('readBySome', { count: readers }) : t('sent')}</span>}
          </Item>
        );
      })}
    </List>
  );
}
